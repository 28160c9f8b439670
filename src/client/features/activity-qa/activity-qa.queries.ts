import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TContract } from "#shared/api/contract.ts";
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

/** One sub-tab's page request: its contract, its body, and the typed call itself. */
export interface TSubTabRequest {
  contract: TContract;
  body: Record<string, number | boolean | number[]>;
  fetch: () => Promise<TQaPage | undefined>;
}

/** The call and body each sub-tab pages with (document 2 section 7), page size 5. */
export function subTabRequest(sub: TQaSubTab, activityId: number, pageNo: number): TSubTabRequest {
  const paging = { activityId, pageNo, pageSize: COMPANY_QA_PAGE_SIZE };
  const page = qaContracts.companyQaPage;
  switch (sub) {
    case QaSubTab.pending: {
      const body = { ...paging, questionType: QuestionType.question, isAnswered: 0 as const };
      return { contract: page, body, fetch: () => callFirst(page, body) };
    }
    case QaSubTab.answered: {
      const body = { ...paging, questionType: QuestionType.question, isAnswered: 1 as const };
      return { contract: page, body, fetch: () => callFirst(page, body) };
    }
    case QaSubTab.speeches: {
      // isAnswered null: every speech, whatever its review state
      const body = { ...paging, questionType: QuestionType.speech };
      return { contract: page, body, fetch: () => callFirst(page, body) };
    }
    case QaSubTab.refused: {
      const body = { ...paging, questionTypeList: [ReviewStatus.refused] };
      return { contract: qaContracts.companyRefusedQaPage, body, fetch: () => callFirst(qaContracts.companyRefusedQaPage, body) };
    }
    case QaSubTab.cancelled: {
      const body = { ...paging, questionType: QuestionType.question };
      return { contract: qaContracts.companyRefusedAnswerPage, body, fetch: () => callFirst(qaContracts.companyRefusedAnswerPage, body) };
    }
  }
}

/** Everything the Q&A tab reads for an activity; a write refreshes the activity's answers of all of them. */
export const QA_TAB_READS = [
  qaContracts.questionAnswerCount,
  qaContracts.companyQaPage,
  qaContracts.companyRefusedQaPage,
  qaContracts.companyRefusedAnswerPage,
  qaContracts.activityGuestList,
] as const;

/** Query keys of the Q&A tab: one per call and body; `subTab` (no page number) covers a sub-tab's pages. */
export const qaKeys = {
  count: (token: string | null, activityId: number) => queryKeyOf(qaContracts.questionAnswerCount, token, { activityId }),
  list: (token: string | null, activityId: number, sub: TQaSubTab, pageNo: number) => {
    const { contract, body } = subTabRequest(sub, activityId, pageNo);
    return queryKeyOf(contract, token, body);
  },
  subTab: (token: string | null, activityId: number, sub: TQaSubTab) => {
    const { contract, body } = subTabRequest(sub, activityId, 1);
    const { pageNo: _page, ...rest } = body;
    return queryKeyOf(contract, token, rest);
  },
  guests: (token: string | null, activityId: number) => queryKeyOf(qaContracts.activityGuestList, token, { activityId, size: 0 }),
};

export function qaListQuery(token: string | null, activityId: number, sub: TQaSubTab, pageNo: number) {
  return queryOptions({
    queryKey: qaKeys.list(token, activityId, sub, pageNo),
    queryFn: async (): Promise<TQaPage> => (await subTabRequest(sub, activityId, pageNo).fetch()) ?? EMPTY_PAGE,
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
      (await callFirst(qaContracts.questionAnswerCount, { activityId }, { silent: true })) ?? null,
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
      callList(qaContracts.activityGuestList, { activityId, size: 0 }, { silent: true }),
    enabled: token !== null && activityId > 0,
  });
}

const EXPORT_CONTRACTS = {
  excel: qaContracts.exportQuestionAnswer,
  txt: qaContracts.exportAnswerQuestionTxt,
  ir: qaContracts.exportAnswerQuestionList,
} satisfies Record<TQaExportKind, TContract>;

/** What an export is built from. Silent: a failed export only resets its button (document 2 section 8). */
export async function fetchQaExport(kind: TQaExportKind, activityId: number): Promise<TQaExport | null> {
  return (await callFirst(EXPORT_CONTRACTS[kind], { activityId }, { silent: true })) ?? null;
}
