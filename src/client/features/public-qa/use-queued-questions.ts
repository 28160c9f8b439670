import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLiveQuery } from "dexie-react-hooks";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import { localDb } from "#client/lib/local-db.ts";
import { OUTBOX_SETTLED_EVENT } from "#client/lib/outbox/outbox-replay.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { isPending } from "#shared/offline/outbox-rules.ts";
import { isRowOf } from "#shared/offline/queueable.ts";
import { publicQaKeys } from "./public-qa.queries.ts";

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
