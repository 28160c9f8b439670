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

/** One chunk in the ledger: its md5 once hashed, and whether the server holds it intact. */
export interface TUploadChunk {
  md5: string | null;
  sent: boolean;
}

/** The chunk ledger of one large upload (docs/offline.md). */
export interface TUploadRow {
  /** md5 of uploadGuidSeed(size, first chunk's md5): the same file always gets the same guid */
  guid: string;
  name: string;
  size: number;
  lastModified: number;
  type: string;
  chunkSize: number;
  /** one entry per chunk */
  chunks: TUploadChunk[];
  state: TUploadState;
  /** where the upload belongs (e.g. "activity-video:12"), so a widget lists only its own unfinished uploads */
  owner: string;
  /** who started it (see TOutboxRow.userKey), so a shared computer never offers one user's upload to another */
  userKey: string;
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
  /** the id of the call's contract (src/shared/api), resolved to its path when the row is replayed */
  contract?: string;
  /** absolute URL of the call: rows queued before rows named their contract (read, never written now) */
  url?: string;
  /** the form-encoded body exactly as first sent */
  body: string;
  /** what the user sees in the outbox list */
  label: string;
  state: TOutboxState;
  /** the server's message for a refusal (or a done write's notice) */
  message: string | null;
  /**
   * who made the write: "u:<user id>" when the user was known, else "t:<sha-256 of the token>". A replay is
   * only sent while the same user is logged in, so a shared computer never sends one user's write as another's.
   */
  userKey: string;
  /**
   * the Authorization value the write was made with, for the service worker's Background Sync (it cannot read
   * the page's storage); a replay with a token that has since ended is refused by the server and stays queued
   */
  token: string | null;
  /** the Accept-Language the write was made in, so a refusal comes back in the same language */
  lang: string;
  /**
   * writes of one form that supersede each other (e.g. "materials:42"): a newer one replaces an older one that
   * still waits, so two writes made offline from the same version never refuse each other as a conflict
   */
  supersedes?: string;
  attempts: number;
  /** which page or worker is sending it right now, and since when (a stale claim can be taken over) */
  claimedBy: string | null;
  claimedAt: number | null;
  createdAt: number;
  updatedAt: number;
}
