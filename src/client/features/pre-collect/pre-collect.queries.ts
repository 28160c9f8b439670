import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, callList, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { preCollectRoutes } from "#shared/api/pre-collect.routes.ts";
import type { TImportRowDto, TPreCollectQuestion } from "#shared/api/pre-collect.contract.ts";
import { api, type Envelope } from "#client/lib/api.ts";
import { PRE_COLLECT_PAGE_SIZE } from "#shared/qa/pre-collect-rules.ts";

/** The company's pre-collected Q&A reads and writes (document 3 section 7 "Pre-collected Q&A"). */

export interface TPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

/** The sub-tabs: all, pending answer (0), not suitable (2), answered (1). */
export type TSubTab = "all" | 0 | 2 | 1;

const READS = [preCollectRoutes.companyPage, preCollectRoutes.companyList];

export function usePreCollectPage(activityId: number, tab: TSubTab, pageNo: number) {
  const token = useToken();
  const body = { activityId, pageNo, pageSize: PRE_COLLECT_PAGE_SIZE, ...(tab === "all" ? {} : { status: tab }) };
  return useQuery({
    queryKey: queryKeyOf(preCollectRoutes.companyPage, token, body),
    queryFn: async (): Promise<TPage<TPreCollectQuestion>> => (await callFirst(preCollectRoutes.companyPage, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every question of a sub-tab, for the export. */
export function fetchForExport(activityId: number, tab: TSubTab): Promise<TPreCollectQuestion[]> {
  return callList(preCollectRoutes.companyList, { activityId, size: 0, ...(tab === "all" ? {} : { status: tab }) });
}

export type TMove = "answer" | "markUnsuitable" | "undoUnsuitable" | "cancelAnswer";

/** One move of a question (answer, not suitable and back, cancel the answer); the lists are read again after it. */
export function useMoveQuestion(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ move, id, answer }: { move: TMove; id: number; answer?: string }) => {
      if (move === "answer") return call(preCollectRoutes.answer, { id, answer: answer ?? "" });
      return call(preCollectRoutes[move], { id });
    },
    onSettled: () => invalidateContracts(queryClient, READS, { activityId }),
  });
}

export function useAddQuestion(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { question: string; answer: string }) => call(preCollectRoutes.addQuestionAnswer, { activityId, ...input }),
    onSettled: () => invalidateContracts(queryClient, READS, { activityId }),
  });
}

/** question_collect_import_excel: the file checked row by row by the server (nothing stored). */
export async function importSpreadsheet(activityId: number, file: File): Promise<TImportRowDto[]> {
  const body = new FormData();
  // the field goes before the file, so the server has it before it reads the bytes
  body.append("activityId", String(activityId));
  body.append("file", file, file.name);
  const answer = await api.post(preCollectRoutes.importExcel.path.slice(1), { body, context: { silent: true } }).json<Envelope<TImportRowDto>>();
  if (answer.code !== 200) throw new Error(answer.message);
  return answer.datas;
}

/** submit_question_collect_excel with the rows kept: questions[i] and answers[i]. */
export function useSubmitImport(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: { question: string; answer: string }[]) =>
      call(preCollectRoutes.submitExcel, { activityId, questions: rows.map((r) => r.question), answers: rows.map((r) => r.answer) }),
    onSettled: () => invalidateContracts(queryClient, READS, { activityId }),
  });
}
