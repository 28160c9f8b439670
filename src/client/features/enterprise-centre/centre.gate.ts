import { redirect } from "@tanstack/react-router";
import { callFirst } from "#client/lib/contract-client.ts";
import { forgetSession, revokeSession } from "#client/lib/login-session.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { getLoginType, getToken } from "#client/lib/session.ts";
import { routeMetaFor } from "#shared/shell/route-meta.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import {
  BIND_STATUS_BOUND,
  centreAccess,
  effectiveLoginType,
  entryTarget,
  returnPathAfterLogout,
} from "#client/features/enterprise-centre/centre-access.ts";
import { companyInfoQuery, userInfoQuery } from "#client/features/enterprise-centre/centre.queries.ts";
import { readLastRouter, rememberProfile } from "#client/features/enterprise-centre/centre.storage.ts";

/*
 * The centre rules the guards of centre.guards.ts apply once the token check has passed. Loaded on the first
 * visit (or hover preload) of a centre page: the routes' beforeLoad run in the main bundle, and this code (with
 * the access rules, the queries and the storage it needs) is no part of what every page loads first.
 */

/**
 * The rest of the centre layout's guard: the centre rules (centre-access.ts) on the loaded user and company.
 * Throws the redirect; returns nothing when the page may show.
 */
export async function checkCentreAccess({ pathname, token, preload }: { pathname: string; token: string | null; preload: boolean }): Promise<void> {
  const [user, company] = await Promise.all([
    queryClient.ensureQueryData(userInfoQuery(token)),
    queryClient.ensureQueryData(companyInfoQuery(token)),
  ]);
  // a live token always has a user; without one the session is as good as lost
  if (!user) throw redirect({ href: "/", replace: true });
  const decision = centreAccess({ user, company, loginType: effectiveLoginType(user, getLoginType()), pathname });
  if (decision.kind === "redirect") throw redirect({ href: decision.to, replace: true });
  if (decision.kind === "logout") {
    if (preload) return;
    throw redirect({ href: await logoutForMissingCompany(), replace: true });
  }
  if (!preload) rememberProfile(user, company);
}

/**
 * An account whose company info is empty cannot use the centre (document 2 section 2.3): end the session
 * on the server and here, and return to the last route (if it needs no token) or the root.
 */
async function logoutForMissingCompany(): Promise<string> {
  // the token is dropped whatever the server says (revokeSession never fails); the stored profile goes with it
  await revokeSession();
  forgetSession(queryClient);
  return returnPathAfterLogout(readLastRouter(), (path) => routeMetaFor(path)?.auth === true);
}

/**
 * The way in (spec 1 section 4.1): check_bind_company; status 2 fetches and stores the company, then desktop
 * goes to /center and mobile to /home; any other status to login/authenticationType. Always throws the redirect.
 */
export async function resolveCentreEntry(): Promise<never> {
  const token = getToken();
  const user = await queryClient.ensureQueryData(userInfoQuery(token));
  const loginType = effectiveLoginType(user, getLoginType());
  let status: number | undefined;
  if (loginType !== LoginType.personal) {
    status = (await callFirst(sessionRoutes.checkBindCompany))?.status;
    if (status === BIND_STATUS_BOUND) {
      // a fresh read: the binding may just have been approved
      const company = await queryClient.fetchQuery({ ...companyInfoQuery(token), staleTime: 0 });
      rememberProfile(user, company);
    }
  }
  throw redirect({ href: entryTarget(status, window.innerWidth, loginType), replace: true });
}
