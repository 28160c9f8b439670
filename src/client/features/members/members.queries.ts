import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TMember, TMemberInfo } from "#shared/api/member.contract.ts";
import { memberRoutes } from "#shared/api/member.routes.ts";
import { DEFAULT_PAGE_SIZE } from "#shared/shell/paging.ts";

export interface TMemberSearch {
  nickName: string;
  mobileSearch: string;
}

export interface TMemberPage {
  records: TMember[];
  current: number;
  pages: number;
  total: number;
}

/** The caller's membership and the company's scope switches: what every control of the panel is decided by. */
export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: queryKeyOf(memberRoutes.memberInfo, token),
    queryFn: async (): Promise<TMemberInfo | null> => (await callFirst(memberRoutes.memberInfo)) ?? null,
    enabled: token !== null,
  });
}

export function useMemberInfo() {
  return useQuery(memberInfoQuery(useToken()));
}

export function useMemberPage(search: TMemberSearch, pageNo: number) {
  const token = useToken();
  const body = { nickName: search.nickName || undefined, mobileSearch: search.mobileSearch || undefined, pageNo, pageSize: DEFAULT_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(memberRoutes.memberPage, token, body),
    queryFn: async (): Promise<TMemberPage> => (await callFirst(memberRoutes.memberPage, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The ordinary members, the admin role's possible new holders (list with size 0, userRole 2). */
export function useTransferTargets(enabled: boolean) {
  const token = useToken();
  const body = { size: 0, userRole: 2 };
  return useQuery({
    queryKey: queryKeyOf(memberRoutes.memberList, token, body),
    queryFn: () => callList(memberRoutes.memberList, body),
    enabled: enabled && token !== null,
  });
}
