import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import { OUTBOX_SETTLED_EVENT } from "#client/lib/outbox/outbox-hint.ts";
import { useOutboxHinted } from "#client/lib/outbox/use-outbox-hinted.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { publicQaKeys } from "./public-qa.queries.ts";

const loadWatch = () => import("./queued-questions-watch.ts");

/**
 * How many questions for this activity wait in the outbox (asked offline, not yet sent). When the count
 * falls, or the outbox settles an ask, the list is fetched again so the question shows as the asker's own.
 * The outbox is read only once this browser has queued something (the localStorage hint, in this tab or
 * another): most visitors never do, and the outbox's code (Dexie, the route list of every contract) was
 * half the scripts the activity page waited for before its first paint (bench:lighthouse).
 */
export function useQueuedQuestions(activityId: number): number {
  const queryClient = useQueryClient();
  const wanted = useOutboxHinted();
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | null = null;
    let live = true;
    // offline without a service worker the module may not load: the count stays 0 until the network returns
    const load = () => {
      if (stop) return;
      loadWatch()
        .then((module) => {
          if (live && !stop) stop = module.watchQueuedQuestions(activityId, setCount);
        })
        .catch(() => undefined);
    };
    load();
    window.addEventListener("online", load);
    return () => {
      live = false;
      stop?.();
      window.removeEventListener("online", load);
    };
  }, [wanted, activityId]);

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
