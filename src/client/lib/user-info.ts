import { queryOptions } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";

/** The user-info query key: one key, so the header, the centre and the live socket share one request. */
export const userInfoKey = (token: string | null) => ["session", "userinfo", token] as const;

/** auth/v1/user/userinfo datas[0] (or null) while a token is stored. */
export function userInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: userInfoKey(token),
    queryFn: async () => firstData(await postForm<TUserInfo>("auth/v1/user/userinfo")) ?? null,
    enabled: token !== null,
  });
}
