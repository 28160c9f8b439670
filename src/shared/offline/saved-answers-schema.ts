/**
 * The database of answers kept for offline reading (src/shared/offline/persisted-reads.ts). It is a database
 * of its own rather than a store of `roadshow` (local-db-schema.ts): the page opens it on every start,
 * /home included, so it is read with plain IndexedDB instead of loading Dexie for it, and its rows can be
 * thrown away at any time without touching drafts, uploads or the outbox.
 */
export const SAVED_ANSWERS_DB = "roadshow-answers";
export const SAVED_ANSWERS_DB_VERSION = 1;
export const SAVED_ANSWERS_STORE = "answers";

/** An answer kept for offline reading: one query's data as the server last gave it. */
export interface TSavedAnswerRow {
  /** the query's hash (its contract id, the token it was fetched with and its body) */
  key: string;
  contract: string;
  /** the token it was fetched with, or null for a public answer; private answers are dropped at logout */
  owner: string | null;
  data: unknown;
  /** when the server gave it (the page shows it as "saved at" while offline) */
  savedAt: number;
  /** when it was last read or written, for least-recently-used eviction */
  usedAt: number;
  /** its serialised size, to bound the store */
  size: number;
  /** the hash of the contracts it was saved under; another build's shape is never read back */
  shape: string;
}
