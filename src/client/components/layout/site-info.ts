/**
 * Facts about the operator that the footer and the side buttons show. They belong to the deployment, not to
 * the code: each is read from a VITE_ variable at build time, and the defaults are visibly placeholders.
 */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

export const SITE_INFO = {
  /** ICP filing number (工信部备案号). */
  icpNumber: text(env.VITE_ICP_NUMBER, "沪ICP备00000000号-1"),
  /** Public-security filing number (公安备案号). */
  psbNumber: text(env.VITE_PSB_NUMBER, "沪公网安备00000000000000号"),
  /** The customer-service mailbox behind the online service drawer. */
  serviceEmail: text(env.VITE_SERVICE_EMAIL, "service@roadshow.example.com"),
  /** First year of the copyright line. */
  copyrightSince: 2016,
} as const;

/** The two exchange-related friendship links (spec 1 §2.3). Names are proper names, labelled per locale by the footer. */
export const FRIENDSHIP_LINKS = {
  szse: "https://www.szse.cn",
  cninfo: "https://www.cninfo.com.cn",
} as const;

/** Whether the page runs inside the chat app's built-in browser. */
export function isChatAppBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
