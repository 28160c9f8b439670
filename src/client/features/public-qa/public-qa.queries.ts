import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answersOf, callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { PUBLIC_QA_PAGE_SIZE } from "#shared/qa/qa-rules.ts";
import type { TQaPage } from "./public-qa.merge.ts";

const activityBody = (activityId: number, testCode: string | null) => ({ activityId, testCode: testCode ?? undefined });
const pageBody = (activityId: number, testCode: string | null, pageNo: number, companyId: number | null = null) => ({
  ...activityBody(activityId, testCode),
  pageNo,
  pageSize: PUBLIC_QA_PAGE_SIZE,
  ...(companyId === null ? {} : { companyId }),
});

// Kept light (no Dexie, no zod): the route's loader imports this file into the entry chunk every page loads
// (npm run bench:bundle). The outbox count lives in use-queued-questions.ts.

/**
 * Query keys of the public activity page. The token is part of the keys because a logged-in viewer also sees
 * their own pending questions and their own 'me too' marks; `pages` covers every cached page of an activity.
 */
export const publicQaKeys = {
  activity: (activityId: number, testCode: string | null, token: string | null) =>
    queryKeyOf(qaRoutes.publicActivity, token, activityBody(activityId, testCode)),
  pages: (activityId: number) => answersOf(qaRoutes.answerQuestionPage, { activityId }),
  page: (activityId: number, testCode: string | null, token: string | null, pageNo: number, companyId: number | null = null) =>
    queryKeyOf(qaRoutes.answerQuestionPage, token, pageBody(activityId, testCode, pageNo, companyId)),
};

/** Everything the public page reads, refetched after a reconnect. */
export const PUBLIC_PAGE_READS = [qaRoutes.publicActivity, qaRoutes.answerQuestionPage] as const;

/** The header data of an activity; an unpublished one only with its test code (then isPreview). */
export function publicActivityQuery(activityId: number, testCode: string | null, token: string | null) {
  return queryOptions({
    queryKey: publicQaKeys.activity(activityId, testCode, token),
    queryFn: async (): Promise<TPublicActivity | null> =>
      // silent: the page shows "does not exist" itself instead of a popup
      (await callFirst(qaRoutes.publicActivity, activityBody(activityId, testCode), { silent: true })) ?? null,
    enabled: activityId > 0,
    retry: false,
  });
}

/** One page of approved questions, answers and speeches, newest first, 10 a page. */
export function qaPageQuery(activityId: number, testCode: string | null, token: string | null, pageNo: number, companyId: number | null = null) {
  return queryOptions({
    queryKey: publicQaKeys.page(activityId, testCode, token, pageNo, companyId),
    // A refetch (the page already holds an answer) comes from a pushed event, a reconnect or the viewer's own
    // question: it must see that change, so it asks past the server's public cache lag (fresh).
    queryFn: async ({ client, queryKey }): Promise<TQaPage> =>
      (await callFirst(qaRoutes.answerQuestionPage, pageBody(activityId, testCode, pageNo, companyId), {
        silent: true,
        fresh: client.getQueryData(queryKey) !== undefined,
      })) ?? { records: [], current: 1, pages: 0, total: 0 },
    enabled: activityId > 0,
    // the socket keeps the list current; a refetch comes from a reconnect or an event without a record
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePublicActivity(activityId: number, testCode: string | null) {
  return useQuery(publicActivityQuery(activityId, testCode, useToken()));
}

export function useQaPage(activityId: number, testCode: string | null, pageNo: number, companyId: number | null = null) {
  return useQuery(qaPageQuery(activityId, testCode, useToken(), pageNo, companyId));
}

/** The logged-in user (userType, isRealPerson), sharing the header's request. */
export function useViewer() {
  return useQuery(userInfoQuery(useToken()));
}
