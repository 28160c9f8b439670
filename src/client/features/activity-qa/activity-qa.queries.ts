import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import { qaContracts, type TGuest, type TQaCount, type TQaExport, type TQaRecord } from "#shared/api/qa.contract.ts";
import { COMPANY_QA_PAGE_SIZE, QuestionType, ReviewStatus } from "#shared/qa/qa-rules.ts";
import type { TQaExportKind } from "#shared/qa/qa-rules.ts";

/** The five sub-tabs of the company's Q&A tab (document 2 section 2.4). */
export const QaSubTab = { pending: 1, answered: 2, speeches: 3, refused: 4, cancelled: 5 } as const;
export type TQaSubTab = (typeof QaSubTab)[keyof typeof QaSubTab];
export const QA_SUB_TABS: readonly TQaSubTab[] = [1, 2, 3, 4, 5];

export interface TQaPage {
  records: TQaRecord[];
  current: number;
  pages: number;
  total: number;
}

const EMPTY_PAGE: TQaPage = { records: [], current: 1, pages: 0, total: 0 };

/** The request layer takes paths after /base-service/api/; the contracts spell them in full. */
export function callPath(contractPath: string): string {
  return contractPath.replace(/^\/base-service\/api\//, "");
}

/** Query keys of the Q&A tab: everything under `all`, lists per activity, sub-tab and page. */
export const qaKeys = {
  all: ["activity-qa"] as const,
  activity: (token: string | null, activityId: number) => ["activity-qa", token, activityId] as const,
  count: (token: string | null, activityId: number) => ["activity-qa", token, activityId, "count"] as const,
  lists: (token: string | null, activityId: number) => ["activity-qa", token, activityId, "list"] as const,
  list: (token: string | null, activityId: number, sub: TQaSubTab, pageNo: number) =>
    ["activity-qa", token, activityId, "list", sub, pageNo] as const,
  guests: (token: string | null, activityId: number) => ["activity-qa", token, activityId, "guests"] as const,
};

/** The call and body each sub-tab pages with (document 2 section 7), page size 5. */
export function subTabRequest(sub: TQaSubTab, activityId: number, pageNo: number): { path: string; body: Record<string, number | number[]> } {
  const paging = { activityId, pageNo, pageSize: COMPANY_QA_PAGE_SIZE };
  switch (sub) {
    case QaSubTab.pending:
      return { path: qaContracts.companyQaPage.path, body: { ...paging, questionType: QuestionType.question, isAnswered: 0 } };
    case QaSubTab.answered:
      return { path: qaContracts.companyQaPage.path, body: { ...paging, questionType: QuestionType.question, isAnswered: 1 } };
    case QaSubTab.speeches:
      // isAnswered null: every speech, whatever its review state
      return { path: qaContracts.companyQaPage.path, body: { ...paging, questionType: QuestionType.speech } };
    case QaSubTab.refused:
      return { path: qaContracts.companyRefusedQaPage.path, body: { ...paging, questionTypeList: [ReviewStatus.refused] } };
    case QaSubTab.cancelled:
      return { path: qaContracts.companyRefusedAnswerPage.path, body: { ...paging, questionType: QuestionType.question } };
  }
}

export function qaListQuery(token: string | null, activityId: number, sub: TQaSubTab, pageNo: number) {
  return queryOptions({
    queryKey: qaKeys.list(token, activityId, sub, pageNo),
    queryFn: async (): Promise<TQaPage> => {
      const { path, body } = subTabRequest(sub, activityId, pageNo);
      return firstData(await postForm<TQaPage>(callPath(path), body)) ?? EMPTY_PAGE;
    },
    enabled: token !== null && activityId > 0,
    // the previous page stays while the next loads, so the list does not jump
    placeholderData: keepPreviousData,
  });
}

export function useQaList(activityId: number, sub: TQaSubTab, pageNo: number) {
  return useQuery(qaListQuery(useToken(), activityId, sub, pageNo));
}

/** activity_question_answer_count: the sub-tab counts and pendingNum for the new-question banner. Silent: counts are decoration. */
export function useQaCount(activityId: number) {
  const token = useToken();
  return useQuery({
    queryKey: qaKeys.count(token, activityId),
    queryFn: async (): Promise<TQaCount | null> =>
      firstData(await postForm<TQaCount>(callPath(qaContracts.questionAnswerCount.path), { activityId }, { silent: true })) ?? null,
    enabled: token !== null && activityId > 0,
    // the banner compares counts over time: a cached count from another visit would count questions as new
    staleTime: 0,
  });
}

/** The activity's guests (activity_guest_list, size 0): who may speak or be named on a reply. */
export function useQaGuests(activityId: number) {
  const token = useToken();
  return useQuery({
    queryKey: qaKeys.guests(token, activityId),
    queryFn: async (): Promise<TGuest[]> =>
      (await postForm<TGuest>(callPath(qaContracts.activityGuestList.path), { activityId, size: 0 }, { silent: true })).datas,
    enabled: token !== null && activityId > 0,
  });
}

const EXPORT_PATHS: Record<TQaExportKind, string> = {
  excel: qaContracts.exportQuestionAnswer.path,
  txt: qaContracts.exportAnswerQuestionTxt.path,
  ir: qaContracts.exportAnswerQuestionList.path,
};

/** What an export is built from. Silent: a failed export only resets its button (document 2 section 8). */
export async function fetchQaExport(kind: TQaExportKind, activityId: number): Promise<TQaExport | null> {
  return firstData(await postForm<TQaExport>(callPath(EXPORT_PATHS[kind]), { activityId }, { silent: true })) ?? null;
}
