import { isSafeRedirectPath } from "#shared/identity/redirect.ts";

/**
 * Where /refresh, /interpage and /interminipage send the browser on: the `redirect` query when it is a
 * same-site path (the rule login_url's redirect follows), otherwise home. Never another origin.
 */
export function redirectTarget(redirect: unknown): string {
  return typeof redirect === "string" && isSafeRedirectPath(redirect) ? redirect : "/home";
}
