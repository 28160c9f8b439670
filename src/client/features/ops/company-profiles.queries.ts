import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import { companyAdminRoutes as r } from "#shared/api/company-admin.routes.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";

export type { TAdminCompany } from "#shared/api/company-admin.contract.ts";

/** The back office's companies: a search, and the supervisor's save. */
export function useCompanyPage(body: TCallBody<TContractOf<typeof r.companyPage>>) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(r.companyPage, token, body),
    queryFn: async () => (await callFirst(r.companyPage, body)) ?? { records: [], current: 1, pages: 0, total: 0 },
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
