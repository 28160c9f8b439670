/**
 * Login types (document 1 section 4.1): "0" personal, "1" provider pass, "2" hardware key, "5" the special
 * enterprise type; a type above 3 is another single sign-on whose exit goes to the root.
 */
export const LoginType = { personal: "0", pass: "1", key: "2", special: "5" } as const;
export type TLoginType = (typeof LoginType)[keyof typeof LoginType];

/** Whether a login type is an enterprise login (anything but personal). */
export function isEnterpriseLogin(loginType: string): boolean {
  return loginType !== LoginType.personal;
}

/** Exit for a login type above 3 goes to the site root instead of the provider's logout address. */
export function exitGoesToRoot(loginType: string): boolean {
  return Number(loginType) > 3;
}

/** `login_url` types: 0 personal, 1 pass, 2 hardware key. */
export const LOGIN_URL_TYPES = ["0", "1", "2"] as const;
export type TLoginUrlType = (typeof LOGIN_URL_TYPES)[number];
