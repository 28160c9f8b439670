import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLiveChannel } from "#client/lib/live-channel.ts";
import { CONNECTED, RECONNECTED } from "#client/lib/realtime.tsx";
import { useToken } from "#client/lib/session.ts";
import { asQaEvent } from "#shared/qa/qa-events.ts";
import { isApproved } from "#shared/qa/qa-rules.ts";
import { QA_SUB_TABS, QaSubTab, qaKeys, useQaCount } from "./activity-qa.queries.ts";

/**
 * The new-question banner's count (document 2 section 2.4) and the tab's live updates. A question counts as
 * new when it was approved after the user last looked at the pending list: seen at once through the
 * company's live events, and through pendingNum growing past what the user acknowledged (which also covers
 * pushes lost while the socket was down: a reconnect refetches the count).
 *
 * The pending list itself is not refetched by a push, so replies being typed there are not shuffled away;
 * the banner brings the new questions in when the user asks for them.
 */
export function useNewQuestions(activityId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  const count = useQaCount(activityId);
  const pendingNum = count.data?.pendingNum;
  // pendingNum when the user last looked at the pending list; null until the first count arrives
  const [known, setKnown] = useState<number | null>(null);
  const [liveIds, setLiveIds] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (known === null && pendingNum !== undefined) setKnown(pendingNum);
  }, [known, pendingNum]);

  const fresh = known === null || pendingNum === undefined ? liveIds.size : Math.max(liveIds.size, pendingNum - known);

  const refreshOthers = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: qaKeys.count(token, activityId) });
    for (const sub of QA_SUB_TABS) {
      if (sub !== QaSubTab.pending) void queryClient.invalidateQueries({ queryKey: qaKeys.subTab(token, activityId, sub) });
    }
  }, [queryClient, token, activityId]);

  useLiveChannel(undefined, (message) => {
    // a question approved before the user socket was open (it opens after the tab's first reads) is found
    // by reading the count again then
    if (message.type === RECONNECTED || message.type === CONNECTED) {
      refreshOthers();
      return;
    }
    const event = asQaEvent(message);
    if (!event || event.activityId !== activityId) return;
    const approvedQuestion = (event.kind === "questionReviewed" || event.kind === "asked") && event.status !== null && isApproved(event.status);
    if (approvedQuestion) setLiveIds((ids) => (ids.has(event.questionId) ? ids : new Set(ids).add(event.questionId)));
    refreshOthers();
  });

  /** The user opened the new questions: the pending list and the count are read again and nothing is new. */
  const acknowledge = useCallback(async () => {
    const [result] = await Promise.all([
      count.refetch(),
      queryClient.invalidateQueries({ queryKey: qaKeys.subTab(token, activityId, QaSubTab.pending) }),
    ]);
    setKnown(result.data?.pendingNum ?? null);
    setLiveIds(new Set());
  }, [count, queryClient, token, activityId]);

  /**
   * After the user's own reply or revoke the pending count moves by itself; keep what was new still new and
   * nothing else.
   */
  const rebase = useCallback(async () => {
    const stillNew = fresh;
    const result = await count.refetch();
    if (result.data) setKnown(result.data.pendingNum - stillNew);
  }, [count, fresh]);

  return { fresh, count: count.data ?? null, acknowledge, rebase };
}
