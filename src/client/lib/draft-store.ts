import type { z } from "zod";
import { localDb } from "./local-db.ts";

/**
 * A form's draft in the browser database (docs/offline.md, drafts), one per user and scope (an activity, a
 * company): kept on every change, so a reload or a lost network resumes it until it is submitted or
 * discarded. A draft of another user is never read, and one written by an older build (or edited by hand)
 * is dropped rather than trusted. Without IndexedDB the form still works; it only does not survive a reload.
 */
export interface TDraftStore<T> {
  load(userId: number, scope: number): Promise<T | null>;
  save(userId: number, scope: number, data: T): Promise<void>;
  drop(userId: number, scope: number): Promise<void>;
}

export function draftStore<T>(kind: string, schema: z.ZodType<T>, usable: (data: T) => boolean = () => true): TDraftStore<T> {
  const keyOf = (userId: number, scope: number) => `${kind}:${userId}:${scope}`;
  return {
    async load(userId, scope) {
      try {
        const row = await localDb().drafts.get(keyOf(userId, scope));
        if (!row || row.userId !== userId) return null;
        const parsed = schema.safeParse(row.data);
        return parsed.success && usable(parsed.data) ? parsed.data : null;
      } catch {
        return null;
      }
    },
    async save(userId, scope, data) {
      try {
        await localDb().drafts.put({ key: keyOf(userId, scope), kind, userId, data, baseVersion: null, updatedAt: Date.now() });
      } catch {
        // no IndexedDB: nothing kept
      }
    },
    async drop(userId, scope) {
      try {
        await localDb().drafts.delete(keyOf(userId, scope));
      } catch {
        // nothing kept, nothing to drop
      }
    },
  };
}
