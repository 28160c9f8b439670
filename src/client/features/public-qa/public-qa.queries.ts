import { useEffect, useRef } from "react";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveQuery } from "dexie-react-hooks";
import { answersOf, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { localDb } from "#client/lib/local-db.ts";
import { OUTBOX_SETTLED_EVENT } from "#client/lib/outbox/outbox-replay.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { isPending } from "#shared/offline/outbox-rules.ts";
import { isRowOf } from "#shared/offline/queueable.ts";
import { PUBLIC_QA_PAGE_SIZE } from "#shared/qa/qa-rules.ts";
import { emptyPage, type TQaPage } from "./public-qa.merge.ts";

const activityBody = (activityId: number, testCode: string | null) => ({ activityId, testCode: testCode ?? undefined });
const pageBody = (activityId: number, testCode: string | null, pageNo: number, companyId: number | null = null) => ({
  ...activityBody(activityId, testCode),
  pageNo,
  pageSize: PUBLIC_QA_PAGE_SIZE,
  ...(companyId === null ? {} : { companyId }),
});

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
    queryFn: async (): Promise<TQaPage> =>
      (await callFirst(qaRoutes.answerQuestionPage, pageBody(activityId, testCode, pageNo, companyId), { silent: true })) ?? emptyPage(),
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

/**
 * How many questions for this activity wait in the outbox (asked offline, not yet sent). When the count
 * falls, or the outbox settles an ask, the list is fetched again so the question shows as the asker's own.
 */
export function useQueuedQuestions(activityId: number): number {
  const queryClient = useQueryClient();
  const count =
    useLiveQuery(
      async () => {
        if (typeof indexedDB === "undefined") return 0;
        const rows = await localDb().outbox.toArray();
        return rows.filter((row) => isPending(row) && isRowOf(row, qaRoutes.askQuestion) && new URLSearchParams(row.body).get("activityId") === String(activityId))
          .length;
      },
      [activityId],
      0,
    ) ?? 0;

  const previous = useRef(count);
  useEffect(() => {
    if (count < previous.current) void queryClient.invalidateQueries(publicQaKeys.pages(activityId));
    previous.current = count;
  }, [count, activityId, queryClient]);

  useEffect(() => {
    const refresh = (event: Event) => {
      const contract = (event as CustomEvent<{ contract?: string | null }>).detail?.contract;
      if (contract === qaRoutes.askQuestion.id || contract === qaRoutes.addOne.id) {
        void invalidateContracts(queryClient, [qaRoutes.answerQuestionPage], { activityId });
      }
    };
    window.addEventListener(OUTBOX_SETTLED_EVENT, refresh);
    return () => window.removeEventListener(OUTBOX_SETTLED_EVENT, refresh);
  }, [activityId, queryClient]);
  return count;
}
