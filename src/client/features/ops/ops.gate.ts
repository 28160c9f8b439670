import { queryClient } from "#client/lib/query-client.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";
import { OpsAccessDenied } from "#client/features/ops/ops-access-denied.ts";

/*
 * The rest of the back office's guard once the token check has passed: who the user is. Loaded on the first
 * visit (or hover preload) of a back-office page, as the centre's gate is (centre.gate.ts), so the user query
 * it needs is no part of what every page loads first.
 */
export async function checkOperator(token: string): Promise<{ opsUser: TUserInfo }> {
  const user = await queryClient.ensureQueryData(userInfoQuery(token));
  if (!user || user.userType !== "operator") throw new OpsAccessDenied("refused");
  return { opsUser: user };
}
