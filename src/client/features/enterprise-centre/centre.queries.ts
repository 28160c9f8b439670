import { queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoKey, userInfoQuery as sharedUserInfoQuery } from "#client/lib/user-info.ts";
import { MESSAGE_QUERY_ROOT } from "#client/lib/realtime.tsx";
import type { TCompanyInfo } from "#shared/api/session.contract.ts";

/** Query keys of the enterprise centre. */
export const centreKeys = {
  all: ["centre"] as const,
  // the same key as the session feature's useUserInfo, so the header and the centre make one request
  userInfo: userInfoKey,
  company: (token: string | null) => ["centre", "company", token] as const,
  // under the message root, so a live push refreshes the badge (lib/realtime.tsx)
  unreadCount: (token: string | null) => [...MESSAGE_QUERY_ROOT, "unread-count", "company", token] as const,
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
    queryFn: async () => firstData(await postForm<TCompanyInfo>("auth/v1/company/info")) ?? null,
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
      firstData(await postForm<number>("auth/v1/message/unread_count", { isCompanyMessage: true }, { silent: true })) ?? 0,
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
