import { z } from "zod";
import { localDb } from "#client/lib/local-db.ts";
import type { TImportRow } from "#shared/qa/pre-collect-import.ts";

/**
 * The import preview of pre-collected questions as a draft in the browser database (docs/offline.md,
 * drafts): the checked rows the server answered, as the company fixes or drops them, kept across a reload or
 * a lost network until it submits or discards them. One per user and activity.
 */
export const PRE_COLLECT_IMPORT_KIND = "pre-collect-import";
const keyOf = (userId: number, activityId: number) => `${PRE_COLLECT_IMPORT_KIND}:${userId}:${activityId}`;

// a draft written by an older build (or edited by hand) is dropped rather than trusted
const ZRows = z.array(z.object({ row: z.number(), question: z.string(), answer: z.string(), message: z.string() }));

export async function loadImportDraft(userId: number, activityId: number): Promise<TImportRow[] | null> {
  try {
    const row = await localDb().drafts.get(keyOf(userId, activityId));
    if (!row || row.userId !== userId) return null;
    const parsed = ZRows.safeParse(row.data);
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function saveImportDraft(userId: number, activityId: number, rows: TImportRow[]): Promise<void> {
  try {
    await localDb().drafts.put({ key: keyOf(userId, activityId), kind: PRE_COLLECT_IMPORT_KIND, userId, data: rows, baseVersion: null, updatedAt: Date.now() });
  } catch {
    // no IndexedDB: the preview still works, it only does not survive a reload
  }
}

export async function dropImportDraft(userId: number, activityId: number): Promise<void> {
  try {
    await localDb().drafts.delete(keyOf(userId, activityId));
  } catch {
    // nothing kept, nothing to drop
  }
}
