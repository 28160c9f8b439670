import { liveQuery } from "dexie";
import { localDb } from "#client/lib/local-db.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { isPending } from "#shared/offline/outbox-rules.ts";
import { isRowOf } from "#shared/offline/queueable.ts";

/**
 * Watches how many questions for an activity wait in the outbox, calling `onCount` with each new count;
 * answers the function that stops watching. Its own module, loaded only once the outbox has rows
 * (use-queued-questions.ts), so the activity page does not carry Dexie and every contract's route list.
 */
export function watchQueuedQuestions(activityId: number, onCount: (count: number) => void): () => void {
  if (typeof indexedDB === "undefined") return () => undefined;
  const subscription = liveQuery(async () => {
    const rows = await localDb().outbox.toArray();
    return rows.filter((row) => isPending(row) && isRowOf(row, qaRoutes.askQuestion) && new URLSearchParams(row.body).get("activityId") === String(activityId))
      .length;
  }).subscribe({ next: onCount, error: () => undefined });
  return () => subscription.unsubscribe();
}
