import { getToken } from "#client/lib/session.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { userInfoKey, userInfoQuery } from "#client/lib/user-info.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";

/**
 * Who owns a queued write or an unfinished upload on this browser: "u:<user id>" when the user is known, and
 * "t:<sha-256 of the token>" as well (a write queued before the user info loaded). Both come from the current
 * token, never from a stored profile that a later login could have left behind.
 */
export interface UserKeys {
  /** the key to store with a new row */
  primary: string;
  /** every key that belongs to the current login */
  all: string[];
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The keys of the current login, or null when logged out. With `load`, the user info is fetched when it is
 * not cached yet (the outbox replayer does this; a write being queued offline uses what is cached).
 */
export async function currentUserKeys({ load = false } = {}): Promise<UserKeys | null> {
  const token = getToken();
  if (token === null) return null;
  const tokenKey = `t:${await sha256Hex(token)}`;
  let user = queryClient.getQueryData<TUserInfo | null>(userInfoKey(token)) ?? null;
  if (!user && load) {
    try {
      user = await queryClient.fetchQuery({ ...userInfoQuery(token), retry: false });
    } catch {
      user = null;
    }
  }
  // the token may have changed while the user info loaded
  if (getToken() !== token) return null;
  const userKey = user && typeof user.id === "number" ? `u:${user.id}` : null;
  return userKey ? { primary: userKey, all: [userKey, tokenKey] } : { primary: tokenKey, all: [tokenKey] };
}
