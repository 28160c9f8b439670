import { getToken } from "#client/lib/session.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";

/*
 * The beforeLoad of the back office (document 4 section 1: operators only), in the style of the enterprise
 * centre's guards (centre.guards.ts): the route decides before anything of it loads, so no back-office call
 * is made before the user is known to be an operator and nobody sees a 403 popup. It runs in the main bundle,
 * so this file keeps only the token check; the user check comes from ops.gate.ts on the first visit.
 */
const loadGate = () => import("#client/features/ops/ops.gate.ts");

/**
 * Who may enter: the signed-in operator, or why not: no session (the back office offers the operator login)
 * or a session of another kind (暂无权限 with the login). An answer, not an exception: a refusal is an
 * expected state of the page, and an error thrown through the route's boundary is logged as a crash.
 */
export type TOpsAccess = { kind: "operator"; user: TUserInfo } | { kind: "login" } | { kind: "refused" };

/**
 * beforeLoad of /ops: the access for the route context. The layout shows the login in place of the back
 * office when it is not an operator's, and the pages' loaders start nothing; the back office has no URL of its
 * own for the login, so the guard refuses in place rather than redirecting.
 */
export async function guardOps(): Promise<{ opsAccess: TOpsAccess }> {
  const token = getToken();
  if (token === null) return { opsAccess: { kind: "login" } };
  const { checkOperator } = await loadGate();
  return { opsAccess: await checkOperator(token) };
}
