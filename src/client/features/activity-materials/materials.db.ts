import { z } from "zod";
import { localDb } from "#client/lib/local-db.ts";
import type { TMaterialsFormValues } from "./materials-form.ts";

/**
 * The materials form's draft in the browser database (docs/offline.md, drafts): every change is kept with the
 * server version the form started from, so a reload, a closed tab or a lost network loses nothing, and a
 * draft whose base has moved on is shown beside the server's version instead of being saved over it.
 */
export const MATERIALS_DRAFT_KIND = "materials";

export const materialsDraftKey = (userId: number, activityId: number) => `${MATERIALS_DRAFT_KIND}:${userId}:${activityId}`;

// A draft written by an older build (or edited by hand) is dropped rather than trusted.
const ZDraft = z.object({
  bgType: z.number(),
  bgNum: z.number().nullable(),
  activityBgImagePath: z.string().nullable(),
  logoPath: z.string().nullable(),
  miniLogoPath: z.string().nullable(),
  logoVectorPath: z.string().nullable(),
  promotionalVideoPath: z.string().nullable(),
  intro: z.string(),
  introEn: z.string(),
  introEnShow: z.boolean(),
  pics: z.array(z.object({ image: z.string(), title: z.string().optional(), size: z.number().optional() })),
  schedule: z.array(z.object({ time: z.string(), title: z.string(), en_title: z.string() })).min(1),
  guestsOnStage: z.string(),
  guestsUnderStage: z.string(),
  isSyncToCompanyHomepage: z.boolean(),
  funds: z.array(z.object({ id: z.number(), fundCode: z.string(), fundAbbr: z.string(), fundExpansionAbbr: z.string().nullable() })),
});

export interface TMaterialsDraft {
  values: TMaterialsFormValues;
  /** the server version the draft started from */
  baseVersion: number;
}

export async function loadMaterialsDraft(userId: number, activityId: number): Promise<TMaterialsDraft | null> {
  try {
    const row = await localDb().drafts.get(materialsDraftKey(userId, activityId));
    if (!row || row.userId !== userId || row.baseVersion === null) return null;
    const parsed = ZDraft.safeParse(row.data);
    return parsed.success ? { values: parsed.data, baseVersion: row.baseVersion } : null;
  } catch {
    // no IndexedDB (private mode, an old browser): the form starts from the server's materials
    return null;
  }
}

export async function saveMaterialsDraft(userId: number, activityId: number, draft: TMaterialsDraft): Promise<void> {
  try {
    await localDb().drafts.put({
      key: materialsDraftKey(userId, activityId),
      kind: MATERIALS_DRAFT_KIND,
      userId,
      data: draft.values,
      baseVersion: draft.baseVersion,
      updatedAt: Date.now(),
    });
  } catch {
    // a draft is a convenience; failing to keep one must not break the form
  }
}

export async function clearMaterialsDraft(userId: number, activityId: number): Promise<void> {
  try {
    await localDb().drafts.delete(materialsDraftKey(userId, activityId));
  } catch {
    // nothing stored, nothing to clear
  }
}

/**
 * A submit made offline waits in the outbox under this id; kept beside the draft so that a reload before the
 * network returns still shows the form as submitted-and-waiting rather than editable.
 */
const queuedSubmitKey = (userId: number, activityId: number) => `materials-submit:${userId}:${activityId}`;

export async function rememberQueuedSubmit(userId: number, activityId: number, outboxId: string): Promise<void> {
  try {
    await localDb().drafts.put({ key: queuedSubmitKey(userId, activityId), kind: "materials-submit", userId, data: { outboxId }, baseVersion: null, updatedAt: Date.now() });
  } catch {
    // the outbox row itself is what goes through; this only shapes the form after a reload
  }
}

/** The outbox id of a submit still waiting (queued or being sent), or null. */
export async function loadQueuedSubmit(userId: number, activityId: number): Promise<string | null> {
  try {
    const row = await localDb().drafts.get(queuedSubmitKey(userId, activityId));
    const outboxId = z.object({ outboxId: z.string() }).safeParse(row?.data).data?.outboxId;
    if (!outboxId || row?.userId !== userId) return null;
    const queued = await localDb().outbox.get(outboxId);
    return queued && (queued.state === "queued" || queued.state === "sending") ? outboxId : null;
  } catch {
    return null;
  }
}

export async function forgetQueuedSubmit(userId: number, activityId: number): Promise<void> {
  try {
    await localDb().drafts.delete(queuedSubmitKey(userId, activityId));
  } catch {
    // nothing stored
  }
}
