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
 * To make a later write queueable, add its contract below with a line saying why waiting is harmless.
 */
import { contractById } from "../api/index.ts";
import { qaContracts } from "../api/qa.contract.ts";
import { videoContracts } from "../api/video.contract.ts";
import type { TContract } from "../api/contract.ts";
import type { TOutboxRow } from "./local-db-schema.ts";

export const QUEUEABLE_CONTRACTS: ReadonlySet<TContract> = new Set<TContract>([
  // a video record for review: the user's own submission, no shared capacity; the review comes later anyway
  videoContracts.videoUpload,
  // an investor's question: their own words, reviewed later anyway; the server refuses it then if the
  // activity has ended or closed its text Q&A, and the outbox shows that refusal
  qaContracts.askQuestion,
  // 'me too' is once per user by the server's own rule, so a replay can never count twice
  qaContracts.addOne,
  // the company's answer and guest speech: reviewed before anyone sees them; the answer window is checked
  // when the write arrives, and a refusal is shown in the outbox
  qaContracts.guestAnswer,
  qaContracts.guestAddSpeak,
]);

/** Outbox rule: whether a failed write of this contract may be queued and replayed later. */
export function isQueueable(contract: TContract): boolean {
  return QUEUEABLE_CONTRACTS.has(contract);
}

/**
 * The contract a stored row replays. Rows carry the contract's id; rows queued by a version that stored an
 * absolute URL instead are matched by path, so an upgrade never strands a write the user believes is queued.
 */
export function contractOfRow(row: Pick<TOutboxRow, "contract" | "url">): TContract | undefined {
  if (row.contract) return contractById(row.contract);
  if (!row.url) return undefined;
  const path = new URL(row.url, "http://localhost").pathname;
  return [...QUEUEABLE_CONTRACTS].find((c) => c.path === path);
}

/** Whether a stored row is a write of this contract. */
export function isRowOf(row: Pick<TOutboxRow, "contract" | "url">, contract: TContract): boolean {
  return contractOfRow(row)?.id === contract.id;
}
