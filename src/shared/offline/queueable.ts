/**
 * Which writes may wait in the outbox (docs/offline.md). A queueable write made without
 * network is stored with its Idempotency-Key, its contract's id and its exact body, and replayed when the
 * network returns; the server's idempotency store makes every replay take effect once.
 *
 * NOT queueable, ever: a write that consumes scarce shared capacity (a booking takes a slot's quota; a
 * cancellation gives one back), a login or logout, an upload (large files resume through the chunk ledger
 * instead), and anything whose answer the user must see before going on (a 409 confirmation). Offline, such
 * a form keeps its draft and says it will be submitted only when online.
 *
 * To make a later write queueable, add its route below with a line saying why waiting is harmless.
 */
import { qaRoutes } from "../api/qa.routes.ts";
import type { TRoute } from "../api/route.ts";
import { routeById } from "../api/routes.ts";
import { videoRoutes } from "../api/video.routes.ts";
import { materialsRoutes } from "../api/materials.routes.ts";
import type { TOutboxRow } from "./local-db-schema.ts";

export const QUEUEABLE_ROUTES: ReadonlySet<string> = new Set<string>([
  // a video record for review: the user's own submission, no shared capacity; the review comes later anyway
  videoRoutes.videoUpload.id,
  // an investor's question: their own words, reviewed later anyway; the server refuses it then if the
  // activity has ended or closed its text Q&A, and the outbox shows that refusal
  qaRoutes.askQuestion.id,
  // 'me too' is once per user by the server's own rule, so a replay can never count twice
  qaRoutes.addOne.id,
  // the company's answer and guest speech: reviewed before anyone sees them; the answer window is checked
  // when the write arrives, and a refusal is shown in the outbox
  qaRoutes.guestAnswer.id,
  qaRoutes.guestAddSpeak.id,
  // the materials form's save: the company's own materials, no shared capacity; it carries the version it
  // started from, so a replay after another member saved is refused as a conflict (shown from the draft),
  // never written over theirs. The form only queues saves; a submit (same call, isCommit true) needs the
  // network, as the issue asks, and is sent directly.
  materialsRoutes.uploadActivityInfo.id,
]);

/** Outbox rule: whether a failed write of this contract may be queued and replayed later. */
export function isQueueable(route: TRoute): boolean {
  return QUEUEABLE_ROUTES.has(route.id);
}

/**
 * The contract a stored row replays. Rows carry the contract's id; rows queued by a version that stored an
 * absolute URL instead are matched by path, so an upgrade never strands a write the user believes is queued.
 */
export function contractOfRow(row: Pick<TOutboxRow, "contract" | "url">): TRoute | undefined {
  if (row.contract) return routeById(row.contract);
  if (!row.url) return undefined;
  const path = new URL(row.url, "http://localhost").pathname;
  return [...QUEUEABLE_ROUTES].map(routeById).find((r) => r?.path === path);
}

/** Whether a stored row is a write of this contract. */
export function isRowOf(row: Pick<TOutboxRow, "contract" | "url">, route: TRoute): boolean {
  return contractOfRow(row)?.id === route.id;
}
