import { setToken } from "#client/lib/session.ts";

// Set when a token arrives from the identity provider; read once the user is known, for the real-person notice.
const FRESH_LOGIN_KEY = "roadshow:freshLogin";

/**
 * The identity provider redirects back with `?token=…`. Stores it and returns the same address without the
 * token (so it does not linger in history, bookmarks or the Referer header), or null when there was none.
 * The raw query string is read on purpose: the router's JSON-ish search parser would turn an all-digit or
 * exponent-looking token into a number and change it.
 */
export function consumeTokenFromUrl(pathname: string, searchStr: string, hash: string): string | null {
  const params = new URLSearchParams(searchStr);
  const token = params.get("token");
  if (token === null) return null;
  if (token !== "") {
    setToken(token);
    writeFreshLogin(true);
  }
  params.delete("token");
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}${hash ? `#${hash.replace(/^#/, "")}` : ""}`;
}

/** Whether this tab has just come back from a login and the after-login checks have not run yet. */
export function isFreshLogin(): boolean {
  try {
    return sessionStorage.getItem(FRESH_LOGIN_KEY) === "1";
  } catch {
    return false;
  }
}

/** Marks the after-login checks as done (or clears the mark on logout). */
export function clearFreshLogin(): void {
  writeFreshLogin(false);
}

// sessionStorage: the mark belongs to this tab's return from the provider, and survives the redirect that drops ?token.
function writeFreshLogin(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(FRESH_LOGIN_KEY, "1");
    else sessionStorage.removeItem(FRESH_LOGIN_KEY);
  } catch {
    // storage unavailable: the notice is simply not shown
  }
}
