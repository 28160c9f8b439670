import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "#client/lib/api.ts";
import { MESSAGE_QUERY_ROOT } from "#client/lib/realtime.tsx";
import { useToken } from "#client/lib/session.ts";
import { govFilterBody, homeKeys, type TGovFilters } from "#client/features/company-home/company-home.queries.ts";

/** company_message_read_all from the home card: every message list and the badge refresh. */
export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => postForm("auth/v1/message/company_message_read_all"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGE_QUERY_ROOT }),
  });
}

/** submit_pv_uv: the PV count of one distribution row (the server checks the same rule). */
export function useSubmitPv() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: async (input: { id: number; pvNum: string }) => postForm("auth/v1/activity_distribute/submit_pv_uv", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.distribution(token) }),
  });
}

/** gov_activity_export: the rows of the summary export, every page (size 0). */
export function useGovExport() {
  return useMutation({
    mutationFn: async (filters: TGovFilters) => {
      const envelope = await postForm<unknown>("auth/v1/activity/gov_activity_export", { ...govFilterBody(filters), size: 0 });
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
