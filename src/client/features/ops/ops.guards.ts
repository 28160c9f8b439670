import { getToken } from "#client/lib/session.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";
import { OpsAccessDenied } from "#client/features/ops/ops-access-denied.ts";

export { OpsAccessDenied };

/*
 * The beforeLoad of the back office (document 4 section 1: operators only), in the style of the enterprise
 * centre's guards (centre.guards.ts): the route decides before anything of it loads, so no back-office call
 * is made before the user is known to be an operator and nobody sees a 403 popup. It runs in the main bundle,
 * so this file keeps only the token check; the user check comes from ops.gate.ts on the first visit.
 */
const loadGate = () => import("#client/features/ops/ops.gate.ts");

/**
 * beforeLoad of /ops: the signed-in operator for the route context, or OpsAccessDenied, which the route's
 * errorComponent shows as the operator login (no session) or 暂无权限 with the login (another session).
 * The back office has no URL of its own for the login, so the guard refuses in place rather than redirecting.
 */
export async function guardOps(): Promise<{ opsUser: TUserInfo }> {
  const token = getToken();
  if (token === null) throw new OpsAccessDenied("login");
  const { checkOperator } = await loadGate();
  return checkOperator(token);
}
