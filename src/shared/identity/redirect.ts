/** A same-site path the identity provider may send the browser back to: one leading slash, never `//` or `\`. */
export const SAFE_REDIRECT_PATH = /^\/(?!\/)[^\s\\]*$/;

/** Whether a redirect target stays on this site (open-redirect guard). */
export function isSafeRedirectPath(value: string): boolean {
  return value.length <= 500 && SAFE_REDIRECT_PATH.test(value);
}
