import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { FIN_REPORT_READS, institutionRoutes } from "#shared/api/institution.routes.ts";

export interface TFinReportDraft {
  id?: number;
  title: string;
  period: string;
  coverPath: string;
  pdfPath: string;
}

/** Every report write refreshes the company's list and the public list. */
function useReportWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => invalidateContracts(queryClient, FIN_REPORT_READS) });
}

export const useSaveFinReport = () => useReportWrite((draft: TFinReportDraft) => call(institutionRoutes.saveFinReport, draft));
export const usePublishFinReport = () => useReportWrite((id: number) => call(institutionRoutes.publishFinReport, { id }));
export const useWithdrawFinReport = () => useReportWrite((id: number) => call(institutionRoutes.withdrawFinReport, { id }));
export const useDeleteFinReport = () => useReportWrite((id: number) => call(institutionRoutes.deleteFinReport, { id }));
