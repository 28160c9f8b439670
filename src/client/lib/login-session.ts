import type { QueryClient } from "@tanstack/react-query";
import { dropSession } from "#client/lib/api.ts";
import { call, callFirst, removePrivateAnswers } from "#client/lib/contract-client.ts";
import { dropSavedPrivateAnswers } from "#client/lib/query-persister.ts";
import { setLoginType } from "#client/lib/session.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";
import type { TLoginUrlType } from "#shared/identity/login-type.ts";

/**
 * The login and logout primitives (document 1 section 4.1) for every login type, used by the session feature
 * (the header's login and exit), the public pages' personal login, the back office's operator login and
 * logout, and the centre's guard; a feature may not import another feature, so they live here and each
 * feature's mutations call them.
 */

/**
 * login_url: the identity provider's login address for a login type ("0" personal, "1" pass, "2" hardware
 * key), sending the browser back to `redirect` (a same-site path) when given.
 */
export async function fetchLoginUrl(type: TLoginUrlType, lang: string, redirect?: string): Promise<string> {
  // the provider's pages exist in the two languages of the public site
  const url = await callFirst(sessionRoutes.loginUrl, { type, lang: lang === "en-US" ? "en-US" : "zh-CN", redirect });
  if (!url) throw new Error("login_url returned no address");
  return url;
}

/** Goes to the provider's login address; the type is remembered so that logout can send the same one. */
export function followLoginUrl(url: string, type: string): void {
  setLoginType(type);
  window.location.assign(url);
}

/**
 * login_out_url: the provider's logout address for a login type (it also ends the portal session), or null.
 * Sent while the token is still stored, so the server can revoke this session.
 */
export async function fetchLogoutUrl(type: string): Promise<string | null> {
  return (await callFirst(sessionRoutes.logoutUrl, { type })) ?? null;
}

/** Revokes the session on the server without a logout address; a failure only leaves a session that expires. */
export async function revokeSession(): Promise<void> {
  try {
    await call(sessionRoutes.logout, {}, { silent: true });
  } catch {
    // the session is forgotten here either way; an unreachable server cannot keep it alive for this browser
  }
}

/**
 * Forgets the session in this browser: the token, the login type, the stored user and company profile (a
 * shared computer must not keep them after exit) and every cached answer about it.
 */
export function forgetSession(queryClient: QueryClient): void {
  dropSession();
  removePrivateAnswers(queryClient);
  void dropSavedPrivateAnswers();
}
