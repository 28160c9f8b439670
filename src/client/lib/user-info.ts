import { queryOptions } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { sessionContracts } from "#shared/api/session.contract.ts";

/** The user-info query key: one key, so the header, the centre and the live socket share one request. */
export const userInfoKey = (token: string | null) => queryKeyOf(sessionContracts.userInfo, token);

/** user/userinfo datas[0] (or null) while a token is stored. */
export function userInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: userInfoKey(token),
    queryFn: async () => (await callFirst(sessionContracts.userInfo)) ?? null,
    enabled: token !== null,
  });
}
