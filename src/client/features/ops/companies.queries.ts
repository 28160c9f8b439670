import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import { companyAdminRoutes as r } from "#shared/api/company-admin.routes.ts";
import { accountAdminRoutes as a } from "#shared/api/account-admin.routes.ts";
import { memberRoutes } from "#shared/api/member.routes.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";

export type { TAdminCompany } from "#shared/api/company-admin.contract.ts";
export type { TAdminAccount, TIssuedPassword } from "#shared/api/account-admin.contract.ts";

const EMPTY_PAGE = { records: [], current: 1, pages: 0, total: 0 };
/** Whatever changes an account changes the company row (admin, member count) and the account lists. */
const ACCOUNT_READS = [r.companyPage, a.accountPage, a.operatorPage] as const;

/** The back office's companies: a search, and the supervisor's save. */
export function useCompanyPage(body: TCallBody<TContractOf<typeof r.companyPage>>) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(r.companyPage, token, body),
    queryFn: async () => (await callFirst(r.companyPage, body)) ?? EMPTY_PAGE,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCompanySave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: TCallBody<TContractOf<typeof r.companySave>>) => callFirst(r.companySave, b),
    // a company's switches change what its users see (company/info)
    onSettled: () => invalidateContracts(queryClient, [r.companyPage, sessionRoutes.companyInfo]),
  });
}

/** A company's accounts. */
export function useCompanyAccounts(body: TCallBody<TContractOf<typeof a.accountPage>>) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(a.accountPage, token, body),
    queryFn: async () => (await callFirst(a.accountPage, body)) ?? EMPTY_PAGE,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The operators and their roles. */
export function useOperators(body: TCallBody<TContractOf<typeof a.operatorPage>>) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(a.operatorPage, token, body),
    queryFn: async () => (await callFirst(a.operatorPage, body)) ?? EMPTY_PAGE,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useAccountWrite<B, R>(fn: (b: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateContracts(queryClient, ACCOUNT_READS) });
}

export const useAccountCreate = () => useAccountWrite((b: TCallBody<TContractOf<typeof a.accountCreate>>) => callFirst(a.accountCreate, b));
export const useOperatorCreate = () => useAccountWrite((b: TCallBody<TContractOf<typeof a.operatorCreate>>) => callFirst(a.operatorCreate, b));
export const useResetPassword = () => useAccountWrite((b: TCallBody<TContractOf<typeof a.resetPassword>>) => callFirst(a.resetPassword, b));
export const useAccountLock = () => useAccountWrite((b: TCallBody<TContractOf<typeof a.lock>>) => callFirst(a.lock, b));
export const useOperatorRole = () => useAccountWrite((b: TCallBody<TContractOf<typeof a.operatorRole>>) => callFirst(a.operatorRole, b));
export const useAppointAdmin = () => useAccountWrite((b: TCallBody<TContractOf<typeof memberRoutes.opsAppointAdmin>>) => call(memberRoutes.opsAppointAdmin, b));
