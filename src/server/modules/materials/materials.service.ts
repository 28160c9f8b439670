import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TMaterials, TUploadActivityInfoBody } from "#shared/api/materials.contract.ts";
import { ZCompanyIntro } from "#shared/api/materials.contract.ts";
import { BgType, MaterialsOutcome, firstSubmitProblem, materialsCompanyType, materialsEditable } from "#shared/materials/materials-rules.ts";
import type { TDb } from "../../db/client.ts";
import { activityCompanies, activityMaterials, companyHomepageChanges, type TCompanyIntroJson, type TScenePhoto, type TScheduleRow } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { refuse } from "../../lib/errors.ts";
import type { TStorage } from "../../lib/storage.ts";
import { storeAnswerInTransaction } from "../../plugins/idempotency.ts";
import { cleanPlainText, cleanRichText } from "./rich-text.ts";
import { bgTemplateExists, findMaterials, fundProductsByCodes, guestCount, requirePart, type TMaterialsRow, type TPartFacts } from "./materials.repository.ts";

export interface TMaterialsCtx {
  db: TDb;
  storage: TStorage;
  canTranslate: boolean;
  at: Date;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The materials as the form reads them (every Activity field of document 3 section 3), defaults when none. */
export async function materialsView(ctx: Pick<TMaterialsCtx, "db" | "canTranslate" | "at">, part: TPartFacts, row: TMaterialsRow | undefined): Promise<TMaterials> {
  const fundCodes = row?.fundCodes ?? [];
  return {
    activityId: part.activityId,
    companyId: part.companyId,
    version: row?.version ?? 0,
    allowEdit: materialsEditable(part, ctx.at),
    isInfoSubed: part.isInfoSubed,
    infoSubTime: iso(part.infoSubTime),
    companyType: materialsCompanyType(part.activityType),
    bgType: row?.bgType ?? null,
    bgNum: row?.bgNum ?? null,
    activityBgImagePath: row?.activityBgImagePath ?? null,
    logoPath: row?.logoPath ?? null,
    miniLogoPath: row?.miniLogoPath ?? null,
    logoVectorPath: row?.logoVectorPath ?? null,
    promotionalVideoPath: row?.promotionalVideoPath ?? null,
    promotionDiagramPath: row?.promotionDiagramPath ?? null,
    companyIntroJson: ZCompanyIntro.parse(normaliseIntro(row?.companyIntroJson ?? {})),
    arrangeContentJson: (row?.arrangeContentJson ?? []).map((r) => ({ time: r.time ?? "", title: r.title ?? "", en_title: r.en_title ?? "" })),
    worksitImageJson: (row?.worksitImageJson ?? []) as unknown as Record<string, unknown>[],
    guestsOnStage: row?.guestsOnStage ?? null,
    guestsUnderStage: row?.guestsUnderStage ?? null,
    isSyncToCompanyHomepage: row?.isSyncToCompanyHomepage ?? false,
    fundCodes,
    activityFundProductList: await fundProductsByCodes(ctx.db, fundCodes),
    canTranslate: ctx.canTranslate,
    updTime: iso(row?.updTime),
  };
}

/** Older rows (the demo seed, the public page's own) may lack fields the form always has. */
function normaliseIntro(json: TCompanyIntroJson): Record<string, unknown> {
  return {
    gsfc_intro: json.gsfc_intro ?? "",
    gsfc_intro_en_show: json.gsfc_intro_en_show ?? false,
    gsfc_intro_en: json.gsfc_intro_en ?? "",
    gsfc_pics: (json.gsfc_pics ?? []).map((p) => ({ image: p.image, ...(p.title ? { title: p.title } : {}), ...(p.size !== undefined ? { size: p.size } : {}) })),
    intro_video: json.intro_video ? { url: json.intro_video.url, ...(json.intro_video.name ? { name: json.intro_video.name } : {}), ...(json.intro_video.size !== undefined ? { size: json.intro_video.size } : {}) } : null,
    cloud_video: json.cloud_video ? { url: json.cloud_video.url ?? [], name: json.cloud_video.name ?? [] } : null,
  };
}

/** The materials of the caller's part (company_activity_list, and the answer of every materials write). */
export async function readMaterials(ctx: Pick<TMaterialsCtx, "db" | "canTranslate" | "at">, companyId: number, activityId: number): Promise<TMaterials> {
  const part = await requirePart(ctx.db, companyId, activityId);
  return materialsView(ctx, part, await findMaterials(ctx.db, activityId, companyId));
}

type TFields = Omit<typeof activityMaterials.$inferInsert, "id" | "activityId" | "companyId" | "updTime" | "version">;

/** Every path the body changes must be a file this portal stored (the upload calls' /files/<key>). */
async function checkNewFiles(storage: TStorage, before: TMaterialsRow | undefined, next: TFields): Promise<void> {
  const old = new Set<string>(
    [before?.activityBgImagePath, before?.logoPath, before?.miniLogoPath, before?.logoVectorPath, before?.promotionalVideoPath, ...pathsOfIntro(before?.companyIntroJson)].filter((p): p is string => Boolean(p)),
  );
  const paths = [next.activityBgImagePath, next.logoPath, next.miniLogoPath, next.logoVectorPath, next.promotionalVideoPath, ...pathsOfIntro(next.companyIntroJson ?? undefined)];
  for (const p of paths) {
    if (!p || old.has(p)) continue;
    const m = /^\/files\/(.+)$/.exec(p);
    if (!m || !(await storage.stat(m[1]!))) throw refuse(MaterialsOutcome.fileNotOwned);
  }
}

function pathsOfIntro(json: TCompanyIntroJson | null | undefined): string[] {
  if (!json) return [];
  return [...(json.gsfc_pics ?? []).map((p) => p.image), json.intro_video?.url ?? "", ...(json.cloud_video?.url ?? [])].filter(Boolean);
}

/** The body's fields merged over what is stored (an absent field keeps its value), cleaned for storage. */
function merged(before: TMaterialsRow | undefined, b: TUploadActivityInfoBody): TFields {
  const intro = b.companyIntroJson;
  return {
    bgType: b.bgType ?? before?.bgType ?? null,
    bgNum: b.bgNum ?? before?.bgNum ?? null,
    activityBgImagePath: b.activityBgImagePath ?? before?.activityBgImagePath ?? null,
    logoPath: b.logoPath ?? before?.logoPath ?? null,
    miniLogoPath: b.miniLogoPath ?? before?.miniLogoPath ?? null,
    logoVectorPath: b.logoVectorPath ?? before?.logoVectorPath ?? null,
    promotionalVideoPath: b.promotionalVideoPath ?? before?.promotionalVideoPath ?? null,
    guestsOnStage: b.guestsOnStage ?? before?.guestsOnStage ?? null,
    guestsUnderStage: b.guestsUnderStage ?? before?.guestsUnderStage ?? null,
    isSyncToCompanyHomepage: b.isSyncToCompanyHomepage ?? before?.isSyncToCompanyHomepage ?? false,
    fundCodes: b.fundCodes ?? before?.fundCodes ?? [],
    arrangeContentJson: b.arrangeContentJson
      ? b.arrangeContentJson.map((r): TScheduleRow => ({ time: cleanPlainText(r.time), title: cleanPlainText(r.title), en_title: cleanPlainText(r.en_title) }))
      : (before?.arrangeContentJson ?? []),
    companyIntroJson: intro
      ? {
          gsfc_intro: cleanRichText(intro.gsfc_intro),
          gsfc_intro_en_show: intro.gsfc_intro_en_show,
          gsfc_intro_en: cleanRichText(intro.gsfc_intro_en),
          gsfc_pics: intro.gsfc_pics.map((p) => ({ image: p.image, title: cleanPlainText(p.title ?? ""), ...(p.size !== undefined ? { size: p.size } : {}) })),
          intro_video: intro.intro_video ? { url: intro.intro_video.url, name: cleanPlainText(intro.intro_video.name ?? ""), ...(intro.intro_video.size !== undefined ? { size: intro.intro_video.size } : {}) } : null,
          cloud_video: intro.cloud_video ? { url: intro.cloud_video.url, name: intro.cloud_video.name.map(cleanPlainText) } : null,
        }
      : (before?.companyIntroJson ?? { gsfc_intro: "", gsfc_intro_en: "", gsfc_intro_en_show: false, gsfc_pics: [], intro_video: null, cloud_video: null }),
  };
}

/**
 * upload_activity_info. Save (isCommit false) keeps whatever passed the field checks; submit (isCommit true)
 * runs every check of document 3 section 5 in order, then marks the info step done (isInfoSubed,
 * infoSubTime), files a homepage change when the sync box is ticked, and records it for the operators. The
 * part row is locked for the write, so a save and a submit arriving together run one after the other; a
 * body made from an older version is refused with the current materials, never written over them.
 */
export async function uploadActivityInfo(ctx: TMaterialsCtx, req: FastifyRequest, companyId: number, userId: number, b: TUploadActivityInfoBody): Promise<TMaterials> {
  return ctx.db.transaction(async (tx) => {
    const part = await requirePart(tx, companyId, b.id, true);
    if (b.companyId !== undefined && b.companyId !== companyId) throw refuse(MaterialsOutcome.closed);
    const before = await findMaterials(tx, b.id, companyId);
    if (!materialsEditable(part, ctx.at)) throw refuse(MaterialsOutcome.closed);
    if (b.version !== undefined && b.version !== (before?.version ?? 0)) {
      throw refuse(MaterialsOutcome.versionConflict, [await materialsView({ ...ctx, db: tx }, part, before)]);
    }
    const next = merged(before, b);
    if (next.bgType === BgType.template && next.bgNum !== null && next.bgNum !== undefined && next.bgNum !== before?.bgNum && !(await bgTemplateExists(tx, next.bgNum))) {
      throw refuse(MaterialsOutcome.bgTemplateUnknown);
    }
    const codes = next.fundCodes ?? [];
    if (new Set(codes).size !== codes.length) throw refuse(MaterialsOutcome.productDuplicate);
    if ((await fundProductsByCodes(tx, codes)).length !== codes.length) throw refuse(MaterialsOutcome.productUnknown);
    await checkNewFiles(ctx.storage, before, next);

    if (b.isCommit) {
      const problem = firstSubmitProblem({
        activity: part,
        bgType: next.bgType ?? null,
        bgNum: next.bgNum ?? null,
        activityBgImagePath: next.activityBgImagePath ?? null,
        arrangeContentJson: (next.arrangeContentJson ?? []).map((r) => ({ time: r.time, title: r.title, en_title: r.en_title ?? "" })),
        logoPath: next.logoPath ?? null,
        miniLogoPath: next.miniLogoPath ?? null,
        intro: next.companyIntroJson?.gsfc_intro ?? "",
        introEn: next.companyIntroJson?.gsfc_intro_en ?? "",
        guestCount: await guestCount(tx, b.id, companyId),
        guestsOnStage: next.guestsOnStage ?? null,
      });
      if (problem) throw refuse(problem.outcome);
    }

    const [row] = await tx
      .insert(activityMaterials)
      .values({ activityId: b.id, companyId, ...next, version: 1, updTime: ctx.at })
      .onConflictDoUpdate({
        target: [activityMaterials.activityId, activityMaterials.companyId],
        set: { ...next, version: sql`${activityMaterials.version} + 1`, updTime: ctx.at },
      })
      .returning();
    let after = part;
    if (b.isCommit) {
      await tx.update(activityCompanies).set({ isInfoSubed: true, infoSubTime: ctx.at }).where(eq(activityCompanies.id, part.partId));
      after = { ...part, isInfoSubed: true, infoSubTime: ctx.at };
      if (next.isSyncToCompanyHomepage) {
        await tx.insert(companyHomepageChanges).values({
          companyId,
          activityId: b.id,
          logoPath: next.logoPath ?? null,
          miniLogoPath: next.miniLogoPath ?? null,
          logoVectorPath: next.logoVectorPath ?? null,
          companyIntroJson: (next.companyIntroJson ?? {}) as Record<string, unknown>,
          createdBy: userId,
          crtTime: ctx.at,
        });
      }
      // the operators' record of the submission (their back office lists the audit log by activity)
      await writeAudit(tx, { req, action: "materials.submit", entity: "activity_companies", entityId: part.partId, before: { isInfoSubed: false }, after: { isInfoSubed: true, infoSubTime: ctx.at.toISOString(), version: row!.version, syncToHomepage: next.isSyncToCompanyHomepage } });
    }
    const view = await materialsView({ ...ctx, db: tx }, after, row);
    await storeAnswerInTransaction(req, tx, { code: 200, datas: [view], message: b.isCommit ? "提交成功" : "保存成功" });
    return view;
  });
}

/** upload_activity_pic_info: the scene photos of the caller's part (their own tab, not closed by the materials deadline). */
export async function uploadPicInfo(ctx: TMaterialsCtx, companyId: number, activityId: number, photos: TScenePhoto[]): Promise<TMaterials> {
  return ctx.db.transaction(async (tx) => {
    const part = await requirePart(tx, companyId, activityId, true);
    const cleaned = photos.map((p) => ({ ...p, title: cleanPlainText(p.title ?? ""), content: cleanPlainText(p.content ?? ""), en_content: cleanPlainText(p.en_content ?? "") }));
    const before = await findMaterials(tx, activityId, companyId);
    const known = new Set((before?.worksitImageJson ?? []).map((p) => p.image));
    for (const p of cleaned) {
      const m = /^\/files\/(.+)$/.exec(p.image);
      if (!known.has(p.image) && (!m || !(await ctx.storage.stat(m[1]!)))) throw refuse(MaterialsOutcome.fileNotOwned);
    }
    const [row] = await tx
      .insert(activityMaterials)
      .values({ activityId, companyId, worksitImageJson: cleaned, updTime: ctx.at })
      .onConflictDoUpdate({ target: [activityMaterials.activityId, activityMaterials.companyId], set: { worksitImageJson: cleaned, version: sql`${activityMaterials.version} + 1`, updTime: ctx.at } })
      .returning();
    return materialsView({ ...ctx, db: tx }, part, row);
  });
}

/** Whether the part's materials are still editable (the guest calls check it too). */
export async function requireEditablePart(db: TDb, companyId: number, activityId: number, at: Date): Promise<TPartFacts> {
  const part = await requirePart(db, companyId, activityId, true);
  if (!materialsEditable(part, at)) throw refuse(MaterialsOutcome.closed);
  return part;
}
