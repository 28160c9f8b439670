import { outboxNewsOf, type TOutboxRowNews } from "#shared/offline/outbox-rules.ts";
import { announceSettled } from "./outbox-replay.ts";
import { noteOutsideChange } from "./outbox-store.ts";

/**
 * What the page does with the service worker's outbox news (sw/outbox-sync.ts): the worker replays queued
 * writes through Background Sync, often before the page's own `online` handler runs, and writes the outcome
 * with plain IndexedDB. The page then takes note of the rows through Dexie (so the indicator, the pending
 * count of the Q&A box and the video tab's note follow at once), and announces each settled row as its own
 * replays do, so the features fetch the list the write changed. Answers the rows the worker settled (done or
 * refused), for the caller to tell the user; null when the message is not outbox news.
 */
export async function takeWorkerNews(data: unknown): Promise<TOutboxRowNews[] | null> {
  const news = outboxNewsOf(data);
  if (!news) return null;
  await noteOutsideChange(news.rows.map((row) => row.id));
  const settled = news.rows.filter((row) => row.state === "done" || row.state === "refused");
  for (const row of settled) announceSettled({ contract: row.contract, state: row.state as "done" | "refused", label: row.label });
  return settled;
}
