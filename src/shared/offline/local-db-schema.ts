/**
 * The browser database (IndexedDB through Dexie) that the page and the service worker share: drafts, the
 * chunk ledger of large uploads and the outbox of queued writes. The schema is plain data here so both
 * sides open the same database with the same stores; the row types are below. Add a version, never edit one.
 */
export const LOCAL_DB_NAME = "roadshow";

export const LOCAL_DB_VERSIONS: ReadonlyArray<{ version: number; stores: Record<string, string> }> = [
  {
    version: 1,
    stores: {
      drafts: "key, kind, userId, updatedAt",
      uploads: "guid, state, updatedAt",
      outbox: "id, state, createdAt, userKey",
    },
  },
];

/** A form draft kept across reloads; `key` is kind plus what identifies the form (e.g. booking:1:42). */
export interface TDraftRow {
  key: string;
  kind: string;
  /** the user the draft belongs to, so a shared computer never shows one user's draft to another */
  userId: number | null;
  data: unknown;
  /** the server version the draft started from (null for new records) */
  baseVersion: number | null;
  updatedAt: number;
}

export type TUploadState = "hashing" | "checking" | "sending" | "combining" | "paused" | "failed" | "done" | "cancelled";

/** The chunk ledger of one large upload (ARCHITECTURE.md, "Offline and sync"). */
export interface TUploadRow {
  guid: string;
  name: string;
  size: number;
  lastModified: number;
  type: string;
  chunkSize: number;
  /** one entry per chunk: its md5 once hashed, and whether the server holds it */
  chunks: Array<{ md5: string | null; sent: boolean }>;
  state: TUploadState;
  /** where the upload belongs (e.g. "activity-video:12"), so a widget lists only its own unfinished uploads */
  owner: string;
  message: string | null;
  result: { filePath: string; fileName: string; fileSize: number } | null;
  createdAt: number;
  updatedAt: number;
}

export type TOutboxState = "queued" | "sending" | "done" | "refused";

/** A queued write: replayed with the same Idempotency-Key until the server answers. */
export interface TOutboxRow {
  /** the Idempotency-Key */
  id: string;
  url: string;
  /** the form-encoded body exactly as first sent */
  body: string;
  /** what the user sees in the outbox list */
  label: string;
  state: TOutboxState;
  message: string | null;
  /** a hash of the token the write was made with; a replay after another login is not sent as someone else */
  userKey: string;
  attempts: number;
  createdAt: number;
  updatedAt: number;
}
