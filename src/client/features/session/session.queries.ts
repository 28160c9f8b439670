import { useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";

/** The logged-in user as `auth/v1/user/userinfo` returns it in datas[0]. */
export type UserInfo = TUserInfo;

export const sessionKeys = {
  all: ["session"] as const,
  userInfo: (token: string | null) => ["session", "userinfo", token] as const,
};

/** Loads the current user while a token is stored; a lost session clears the token (see postForm). */
export function useUserInfo() {
  const token = useToken();
  return useQuery({
    queryKey: sessionKeys.userInfo(token),
    queryFn: async () => firstData(await postForm<UserInfo>("auth/v1/user/userinfo")) ?? null,
    enabled: token !== null,
  });
}
