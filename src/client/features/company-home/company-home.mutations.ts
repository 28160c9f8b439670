import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { MESSAGE_CONTRACTS } from "#client/lib/realtime.tsx";
import { activityContracts, DISTRIBUTION_READS } from "#shared/api/activity.contract.ts";
import { govFilterBody, type TGovFilters } from "#client/features/company-home/company-home.queries.ts";

/** company_message_read_all from the home card: every message list and the badge refresh. */
export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(activityContracts.companyMessageReadAll),
    onSuccess: () => invalidateContracts(queryClient, MESSAGE_CONTRACTS),
  });
}

/** submit_pv_uv: the PV count of one distribution row (the server checks the same rule). */
export function useSubmitPv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; pvNum: string }) => call(activityContracts.submitPvUv, input),
    onSuccess: () => invalidateContracts(queryClient, DISTRIBUTION_READS),
  });
}

/** gov_activity_export: the rows of the summary export, every page (size 0). */
export function useGovExport() {
  return useMutation({
    mutationFn: async (filters: TGovFilters) => {
      const envelope = await call(activityContracts.govActivityExport, { ...govFilterBody(filters), size: 0 });
      return exportRows(envelope.datas);
    },
  });
}

/** The export's rows: datas itself, or a page's records when the answer is a page. */
export function exportRows(datas: unknown[]): Record<string, unknown>[] {
  const first = datas[0];
  if (datas.length === 1 && first && typeof first === "object" && Array.isArray((first as { records?: unknown }).records)) {
    return (first as { records: Record<string, unknown>[] }).records;
  }
  return datas.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null);
}
