import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import { auditRoutes as r } from "#shared/api/audit.routes.ts";

export type { TAuditEntry } from "#shared/api/audit.contract.ts";
export type TAuditFilterBody = TCallBody<TContractOf<typeof r.auditExport>>;

/** The audit log, newest first: each page read fresh (the log only grows). */
export function useAuditPage(body: TCallBody<TContractOf<typeof r.auditPage>>) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(r.auditPage, token, body),
    queryFn: async () => (await callFirst(r.auditPage, body)) ?? { records: [], current: 1, pages: 0, total: 0 },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditOptions() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(r.auditOptions, token),
    queryFn: async () => (await callFirst(r.auditOptions)) ?? { actors: [], entities: [] },
    staleTime: 60_000,
  });
}

/** Every entry matching the filter, for the export (the server refuses more than 5000). */
export async function fetchAuditExport(body: TAuditFilterBody) {
  return (await call(r.auditExport, body)).datas;
}
