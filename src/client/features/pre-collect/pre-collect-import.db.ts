import { z } from "zod";
import { draftStore } from "#client/lib/draft-store.ts";
import type { TImportRow } from "#shared/qa/pre-collect-import.ts";

/**
 * The import preview of pre-collected questions as a draft in the browser database (docs/offline.md,
 * drafts): the checked rows the server answered, as the company fixes or drops them, kept across a reload or
 * a lost network until it submits or discards them. One per user and activity.
 */
export const PRE_COLLECT_IMPORT_KIND = "pre-collect-import";

const store = draftStore<TImportRow[]>(
  PRE_COLLECT_IMPORT_KIND,
  z.array(z.object({ row: z.number(), question: z.string(), answer: z.string(), message: z.string() })),
  (rows) => rows.length > 0,
);

export const loadImportDraft = (userId: number, activityId: number): Promise<TImportRow[] | null> => store.load(userId, activityId);
export const saveImportDraft = (userId: number, activityId: number, rows: TImportRow[]): Promise<void> => store.save(userId, activityId, rows);
export const dropImportDraft = (userId: number, activityId: number): Promise<void> => store.drop(userId, activityId);
