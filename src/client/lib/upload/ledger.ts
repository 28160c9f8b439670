import { localDb, type LocalDb } from "#client/lib/local-db.ts";
import type { TUploadChunk, TUploadRow, TUploadState } from "#shared/offline/local-db-schema.ts";

/**
 * The chunk ledger of large uploads in IndexedDB (ARCHITECTURE.md, "Offline and sync"): which file, which
 * chunks the server holds. It outlives a reload or a browser restart, so the unfinished upload can be listed
 * and, once the user re-selects the file, only the missing chunks are sent.
 */
export interface UploadLedger {
  /** the row for this guid, created (or taken over by this owner) if needed */
  open(meta: LedgerMeta): Promise<TUploadRow>;
  markHashed(guid: string, index: number, md5: string): Promise<void>;
  markSent(guid: string, index: number, md5: string): Promise<void>;
  setState(guid: string, state: TUploadState, message?: string | null): Promise<void>;
  forget(guid: string): Promise<void>;
  /** the unfinished uploads of one widget and user, newest first */
  unfinished(owner: string, userKeys: readonly string[]): Promise<TUploadRow[]>;
}

export interface LedgerMeta {
  guid: string;
  name: string;
  size: number;
  lastModified: number;
  type: string;
  chunkSize: number;
  chunkCount: number;
  firstMd5: string;
  owner: string;
  userKey: string;
}

/** Resume rule (issue 7): a re-selected file is the same one when name, size and last change match the ledger. */
export function looksLikeSameFile(row: Pick<TUploadRow, "name" | "size" | "lastModified">, file: Pick<File, "name" | "size" | "lastModified">): boolean {
  return row.name === file.name && row.size === file.size && row.lastModified === file.lastModified;
}

/** How many bytes of a ledger row the server holds (for the list of unfinished uploads). */
export function ledgerSentBytes(row: Pick<TUploadRow, "chunks" | "chunkSize" | "size">): number {
  return row.chunks.reduce((sum, chunk, i) => sum + (chunk.sent ? Math.max(0, Math.min(row.size, (i + 1) * row.chunkSize) - i * row.chunkSize) : 0), 0);
}

function freshChunks(count: number, firstMd5: string): TUploadChunk[] {
  return Array.from({ length: count }, (_, i) => ({ md5: i === 0 ? firstMd5 : null, sent: false }));
}

/** The ledger over the page's Dexie database. */
export function dexieLedger(db: () => LocalDb = localDb): UploadLedger {
  const patchChunk = async (guid: string, index: number, patch: Partial<TUploadChunk>) => {
    await db()
      .uploads.where("guid")
      .equals(guid)
      .modify((row) => {
        const chunk = row.chunks[index];
        if (!chunk) return;
        // a different md5 means the bytes changed: whatever the server held under the old one does not count
        if (patch.md5 !== undefined && chunk.md5 !== null && chunk.md5 !== patch.md5) chunk.sent = false;
        Object.assign(chunk, patch);
        row.updatedAt = Date.now();
      });
  };

  return {
    async open(meta) {
      const now = Date.now();
      return db().transaction("rw", db().uploads, async () => {
        const existing = await db().uploads.get(meta.guid);
        if (existing && existing.size === meta.size && existing.chunkSize === meta.chunkSize && existing.chunks.length === meta.chunkCount) {
          const row: TUploadRow = {
            ...existing,
            name: meta.name,
            lastModified: meta.lastModified,
            type: meta.type,
            owner: meta.owner,
            userKey: meta.userKey,
            state: "sending",
            message: null,
            updatedAt: now,
          };
          await db().uploads.put(row);
          return row;
        }
        const row: TUploadRow = {
          guid: meta.guid,
          name: meta.name,
          size: meta.size,
          lastModified: meta.lastModified,
          type: meta.type,
          chunkSize: meta.chunkSize,
          chunks: freshChunks(meta.chunkCount, meta.firstMd5),
          state: "sending",
          owner: meta.owner,
          userKey: meta.userKey,
          message: null,
          result: null,
          createdAt: now,
          updatedAt: now,
        };
        await db().uploads.put(row);
        return row;
      });
    },
    markHashed: (guid, index, md5) => patchChunk(guid, index, { md5 }),
    markSent: (guid, index, md5) => patchChunk(guid, index, { md5, sent: true }),
    async setState(guid, state, message = null) {
      await db().uploads.update(guid, { state, message, updatedAt: Date.now() });
    },
    async forget(guid) {
      await db().uploads.delete(guid);
    },
    async unfinished(owner, userKeys) {
      const rows = await db()
        .uploads.filter((row) => row.owner === owner && userKeys.includes(row.userKey) && row.state !== "done" && row.state !== "cancelled")
        .toArray();
      return rows.sort((a, b) => b.updatedAt - a.updatedAt);
    },
  };
}
