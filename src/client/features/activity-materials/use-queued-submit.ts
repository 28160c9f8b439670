import { useEffect } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import { localDb } from "#client/lib/local-db.ts";

/**
 * Follows the outbox row of a submit made offline until the replay (the page's or the service worker's) has
 * the server's answer, and reports it once: `done` when it went through, `refused` with the server's message.
 */
export function useQueuedSubmitOutcome(outboxId: string | null, onSettled: (outcome: { state: "done" } | { state: "refused"; message: string | null }) => void): void {
  const row = useLiveQuery(async () => (outboxId ? ((await localDb().outbox.get(outboxId)) ?? null) : null), [outboxId], null);
  const state = row?.state;
  const message = row?.message ?? null;
  useEffect(() => {
    if (state === "done") onSettled({ state: "done" });
    else if (state === "refused") onSettled({ state: "refused", message });
    // onSettled is the caller's fresh closure each render; the row's state is what decides
  }, [state, message]);
}
