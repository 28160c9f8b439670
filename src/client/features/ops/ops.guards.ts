import { queryClient } from "#client/lib/query-client.ts";
import { getToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";

/*
 * The beforeLoad of the back office (document 4 section 1: operators only), in the style of the enterprise
 * centre's guards (centre.guards.ts): the route decides before anything of it loads, so no back-office call
 * is made before the user is known to be an operator and nobody sees a 403 popup. It runs in the main bundle
 * and imports only what the shell already loads (the session and the user-info query).
 */

/** Why the back office is not shown: no session (it offers the operator login) or another kind of session. */
export class OpsAccessDenied extends Error {
  constructor(readonly kind: "login" | "refused") {
    super(kind === "login" ? "ops: login needed" : "ops: not an operator");
    this.name = "OpsAccessDenied";
  }
}

/**
 * beforeLoad of /ops: the signed-in operator for the route context, or OpsAccessDenied, which the route's
 * errorComponent shows as the operator login (no session) or 暂无权限 with the login (another session).
 * The back office has no URL of its own for the login, so the guard refuses in place rather than redirecting.
 */
export async function guardOps(): Promise<{ opsUser: TUserInfo }> {
  const token = getToken();
  if (token === null) throw new OpsAccessDenied("login");
  const user = await queryClient.ensureQueryData(userInfoQuery(token));
  if (!user || user.userType !== "operator") throw new OpsAccessDenied("refused");
  return { opsUser: user };
}
