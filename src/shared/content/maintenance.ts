/**
 * Maintenance mode (document 4 section 2.7 and 6, document 1 section 2.1): while an operator has it on,
 * everyone but operators sees /SystemMaintenance and the API answers their public and personal calls with
 * the maintenance message. Operators, the back office and the calls needed to tell who is an operator (and
 * to log one in) keep working.
 */
import { AUTH, PUB } from "../api/route.ts";

export const MAINTENANCE_PATH = "/SystemMaintenance";
/** The outcome code of a call refused for maintenance (ContentOutcome.maintenance). */
export const MAINTENANCE_OUTCOME = "content.maintenance";
/** The window event the request layer raises when a call was refused for maintenance. */
export const MAINTENANCE_EVENT = "portal:maintenance";

/** The calls that answer during maintenance whoever asks: the shell's settings, login and who-am-I. */
const EXEMPT_CALLS = new Set([
  `${PUB}/system/public_settings`,
  `${PUB}/checkLogin`,
  `${PUB}/login_url`,
  `${PUB}/login_out_url`,
  `${PUB}/logout`,
  `${AUTH}/user/userinfo`,
]);

/** The static page that explains the maintenance (its text is editable like the other static pages). */
export const MAINTENANCE_PAGE_CALL = `${PUB}/site_page/page_detail`;

/**
 * Server rule: whether a call under /base-service is refused during maintenance. Back-office calls and the
 * exempt calls never are; an operator's calls never are; the maintenance page's own text is not.
 */
export function isRefusedInMaintenance(call: { path: string; isOperator: boolean; pageKey?: unknown }): boolean {
  const path = call.path.split("?")[0]?.replace(/\/+$/, "") ?? "";
  if (!path.startsWith(PUB) && !path.startsWith(AUTH)) return false;
  if (call.isOperator || EXEMPT_CALLS.has(path)) return false;
  return !(path === MAINTENANCE_PAGE_CALL && call.pageKey === "systemMaintenance");
}

/**
 * Client rule: where a page goes while maintenance is on, or null to stay. Operators stay anywhere; the back
 * office (where an operator logs in) and the maintenance page itself stay for everyone.
 */
export function maintenanceRedirect(pathname: string, enabled: boolean, isOperator: boolean): string | null {
  if (!enabled || isOperator) return null;
  if (pathname === MAINTENANCE_PATH || pathname === "/ops" || pathname.startsWith("/ops/")) return null;
  return MAINTENANCE_PATH;
}
