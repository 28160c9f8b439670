import { queryClient } from "#client/lib/query-client.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TOpsAccess } from "#client/features/ops/ops.guards.ts";

/*
 * The rest of the back office's guard once the token check has passed: who the user is. Loaded on the first
 * visit (or hover preload) of a back-office page, as the centre's gate is (centre.gate.ts), so the user query
 * it needs is no part of what every page loads first. A user that cannot be loaded is an error (the route's
 * errorComponent offers a retry).
 */
export async function checkOperator(token: string): Promise<TOpsAccess> {
  const user = await queryClient.ensureQueryData(userInfoQuery(token));
  return user && user.userType === "operator" ? { kind: "operator", user } : { kind: "refused" };
}
