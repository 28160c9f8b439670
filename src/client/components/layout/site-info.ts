/**
 * Facts about the operator that the footer and the side buttons show and that do not change without a
 * release: each is read from a VITE_ variable at build time. The filing numbers and QR codes are system
 * settings an operator changes (public_settings.footer).
 */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

export const SITE_INFO = {
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
