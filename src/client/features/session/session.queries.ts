import { useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoKey, userInfoQuery } from "#client/lib/user-info.ts";
import { sessionContracts, type TUserInfo } from "#shared/api/session.contract.ts";

/** The logged-in user as `auth/v1/user/userinfo` returns it in datas[0]. */
export type UserInfo = TUserInfo;

/** The real-person state of the caller and whether the platform asks for it. */
export interface RealPersonState {
  isRealPerson: boolean;
  realPersonSwitch: boolean;
}

export const sessionKeys = {
  userInfo: userInfoKey,
  checkLogin: (token: string | null) => queryKeyOf(sessionContracts.checkLogin, token),
  realPerson: (token: string | null) => queryKeyOf(sessionContracts.isRealPerson, token),
};

/** Loads the current user while a token is stored; a lost session clears the token (see api.ts). */
export function useUserInfo() {
  return useQuery(userInfoQuery(useToken()));
}

/**
 * Asks once per stored token whether the session is still live: "1" live, "0" ended elsewhere (spec 1 §4.1).
 * The caller forgets the local session on "0".
 */
export function useCheckLogin() {
  const token = useToken();
  return useQuery({
    queryKey: sessionKeys.checkLogin(token),
    queryFn: async () => (await callFirst(sessionContracts.checkLogin)) ?? "0",
    enabled: token !== null,
    staleTime: Infinity,
  });
}

/** The real-person check of a personal user; only asked when `enabled` (e.g. right after a login). */
export function useRealPersonState(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: sessionKeys.realPerson(token),
    queryFn: async (): Promise<RealPersonState | null> => (await callFirst(sessionContracts.isRealPerson)) ?? null,
    enabled: enabled && token !== null,
  });
}
