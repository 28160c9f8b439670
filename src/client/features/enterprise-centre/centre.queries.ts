import { queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoKey, userInfoQuery as sharedUserInfoQuery } from "#client/lib/user-info.ts";
import { sessionContracts } from "#shared/api/session.contract.ts";
import { shellContracts } from "#shared/api/shell.contract.ts";

/** Query keys of the enterprise centre. */
export const centreKeys = {
  // the same key as the session feature's useUserInfo, so the header and the centre make one request
  userInfo: userInfoKey,
  company: (token: string | null) => queryKeyOf(sessionContracts.companyInfo, token),
  // a live push refreshes it with the other message answers (MESSAGE_CONTRACTS in lib/realtime.tsx)
  unreadCount: (token: string | null) => queryKeyOf(shellContracts.unreadCount, token, { isCompanyMessage: true }),
};

// User and company change only when an operator edits them; the centre re-reads them on a reload.
const PROFILE_STALE_MS = 5 * 60_000;

/** auth/v1/user/userinfo datas[0], or null. */
export function userInfoQuery(token: string | null) {
  return queryOptions({ ...sharedUserInfoQuery(token), staleTime: PROFILE_STALE_MS });
}

/** auth/v1/company/info datas[0], or null when the account has no company (datas []). */
export function companyInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: centreKeys.company(token),
    queryFn: async () => (await callFirst(sessionContracts.companyInfo)) ?? null,
    enabled: token !== null,
    staleTime: PROFILE_STALE_MS,
  });
}

/** The signed-in user (the centre layout has loaded it before any centre page renders). */
export function useCentreUser() {
  return useQuery(userInfoQuery(useToken()));
}

/** The user's company. */
export function useCentreCompany() {
  return useQuery(companyInfoQuery(useToken()));
}

/** Unread company messages for the 消息提醒 badge; silent, a badge is not worth an error popup. */
export function useCompanyUnreadCount(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: centreKeys.unreadCount(token),
    queryFn: async () =>
      (await callFirst(shellContracts.unreadCount, { isCompanyMessage: true }, { silent: true })) ?? 0,
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
