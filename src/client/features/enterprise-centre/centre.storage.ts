/**
 * The centre's client-side keys (spec 1 sections 2.4 and 3): the last active tab, the last route (written by
 * the shell, read here after a logout) and the stored user and company snapshots.
 */
import { getLoginType, setLoginType } from "#client/lib/session.ts";
import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";

const LAST_TAB_KEY = "lastCentreTab";
const LAST_ROUTER_KEY = "lastRouter";
const USER_INFO_KEY = "userinfo";
const COMPANY_INFO_KEY = "companyinfo";

/** The tab the user had open last time, if remembered. */
export function readLastCentreTab(): number | null {
  const value = Number(read(LAST_TAB_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function rememberCentreTab(key: number): void {
  write(LAST_TAB_KEY, String(key));
}

export function readLastRouter(): string | null {
  return read(LAST_ROUTER_KEY);
}

/**
 * Keeps the spec's userinfo/companyinfo snapshots and the session's login type beside the token (the request
 * layer drops them with it). The login type is the session's own: a login that did not pass through the
 * portal's login buttons (a bookmark to the provider, a script) has none stored otherwise.
 */
export function rememberProfile(user: TUserInfo | null, company: TCompanyInfo | null): void {
  if (user) write(USER_INFO_KEY, JSON.stringify(user));
  if (company) write(COMPANY_INFO_KEY, JSON.stringify(company));
  try {
    if (user?.loginType && getLoginType() !== user.loginType) setLoginType(user.loginType);
  } catch {
    // storage unavailable
  }
}

// Storage can throw (disabled storage, privacy modes, quota): the centre then just forgets.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered; nothing depends on it
  }
}
