import { setToken } from "#client/lib/session.ts";

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
  if (token !== "") setToken(token);
  params.delete("token");
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}${hash ? `#${hash.replace(/^#/, "")}` : ""}`;
}
