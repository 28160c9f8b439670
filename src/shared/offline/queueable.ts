/**
 * Which writes may wait in the outbox (docs/offline.md). A queueable write made without
 * network is stored with its Idempotency-Key and exact body and replayed when the network returns; the
 * server's idempotency store makes every replay take effect once.
 *
 * NOT queueable, ever: a write that consumes scarce shared capacity (a booking takes a slot's quota; a
 * cancellation gives one back), a login or logout, an upload (large files resume through the chunk ledger
 * instead), and anything whose answer the user must see before going on (a 409 confirmation). Offline, such
 * a form keeps its draft and says it will be submitted only when online.
 *
 * To make a later write queueable, add its contract path below with a line saying why waiting is harmless.
 */
export const QUEUEABLE_PATHS: ReadonlySet<string> = new Set([
  // a video record for review: the user's own submission, no shared capacity; the review comes later anyway
  "/base-service/api/auth/v1/activity_record_video/front_activity_record_video_upload",
  // an investor's question: their own words, reviewed later anyway; the server refuses it then if the
  // activity has ended or closed its text Q&A, and the outbox shows that refusal
  "/base-service/api/auth/v1/question_answer/ask_question",
  // 'me too' is once per user by the server's own rule, so a replay can never count twice
  "/base-service/api/auth/v1/question_answer/add_one",
  // the company's answer and guest speech: reviewed before anyone sees them; the answer window is checked
  // when the write arrives, and a refusal is shown in the outbox
  "/base-service/api/auth/v1/question_answer_company/guest_answer",
  "/base-service/api/auth/v1/question_answer_company/guest_add_speak",
]);

/** The protocol's path prefix; the page's request layer is given paths without it ("auth/v1/…"). */
const API_PREFIX = "/base-service/api/";

/** A call path as the contracts write it ("/base-service/api/auth/v1/…"), from either spelling or a URL. */
export function contractPath(path: string): string {
  let p = path;
  const scheme = /^[a-z]+:\/\/[^/]+/i.exec(p);
  if (scheme) p = p.slice(scheme[0].length);
  p = p.split(/[?#]/)[0] ?? "";
  if (p.startsWith(API_PREFIX)) return p;
  return API_PREFIX + p.replace(/^\/+/, "");
}

/** Outbox rule: whether a failed write to this path may be queued and replayed later. */
export function isQueueable(path: string): boolean {
  return QUEUEABLE_PATHS.has(contractPath(path));
}
