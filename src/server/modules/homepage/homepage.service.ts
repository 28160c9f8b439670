import type { FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import type { THomepageInfo, THomepageModifyBody, THomepageReviewBody, TIntroModifyRecord } from "#shared/api/homepage.contract.ts";
import { canEditHomepage, HomepageChangeStatus, HomepageOutcome, homepageProblem, homepageReviewProblem, toPublishedIntro } from "#shared/homepage/homepage-rules.ts";
import { readCompanyIntro } from "#shared/institution/company-intro.ts";
import { MaterialsOutcome } from "#shared/materials/materials-rules.ts";
import type { TDb } from "../../db/client.ts";
import { companyHomepageChanges, companyHomepages, messages, type companies } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { forbidden, refuse } from "../../lib/errors.ts";
import type { TStorage } from "../../lib/storage.ts";
import { cleanPlainText, cleanRichText } from "../materials/index.ts";
import { findChange, findPending, findPublished, toRecord, type TChangeRow } from "./homepage.repository.ts";

export interface THomepageCtx {
  db: TDb;
  storage: TStorage;
  at: Date;
  canTranslate: boolean;
}

type TCompany = typeof companies.$inferSelect;

/** company_home_page_info: the published version, or (isEdit) the change awaiting approval the editor resumes. */
export async function homepageInfo(ctx: THomepageCtx, company: TCompany, role: number, isEdit: boolean): Promise<THomepageInfo> {
  const [published, pending] = await Promise.all([findPublished(ctx.db, company.id), findPending(ctx.db, company.id)]);
  const shown = isEdit && pending ? pending : published;
  return {
    id: company.id,
    companyName: company.shortName,
    companyFullName: company.fullName,
    logoPath: shown?.logoPath ?? null,
    miniLogoPath: shown?.miniLogoPath ?? null,
    logoVectorPath: shown?.logoVectorPath ?? null,
    companyIntroJson: readCompanyIntro(toPublishedIntro(shown?.companyIntroJson)),
    isPublished: Boolean(published),
    pendingId: pending?.id ?? null,
    pendingTime: pending ? pending.crtTime.toISOString() : null,
    canEdit: canEditHomepage({ companyUserRole: role }),
    canTranslate: ctx.canTranslate,
  };
}

/** Every path a change names must be a file this portal stored, unless the company's homepage already shows it. */
async function checkFiles(ctx: THomepageCtx, companyId: number, paths: (string | null | undefined)[]): Promise<void> {
  const [published, pending] = await Promise.all([findPublished(ctx.db, companyId), findPending(ctx.db, companyId)]);
  const known = new Set<string>();
  for (const row of [published, pending]) {
    if (!row) continue;
    const intro = toPublishedIntro(row.companyIntroJson);
    [row.logoPath, row.miniLogoPath, row.logoVectorPath, ...intro.gsfc_pics.map((p) => p.image), intro.intro_video?.url, ...intro.cloud_video.map((v) => v.url)].forEach((p) => p && known.add(p));
  }
  for (const p of paths) {
    if (!p || known.has(p)) continue;
    const m = /^\/files\/(.+)$/.exec(p);
    if (!m || !(await ctx.storage.stat(m[1]!))) throw refuse(MaterialsOutcome.fileNotOwned);
  }
}

/**
 * company_home_page_info_modify (document 3 sections 4, 5 and 8): the admin files a change awaiting approval;
 * the introductions are sanitised as the materials sanitise them, other texts stored plain. A change still
 * pending is replaced by the newer one, so the operators never review a version the company has moved past.
 */
export async function submitHomepageChange(ctx: THomepageCtx, req: FastifyRequest, company: TCompany, role: number, userId: number, b: THomepageModifyBody): Promise<TIntroModifyRecord> {
  if (b.id !== company.id || !canEditHomepage({ companyUserRole: role })) throw forbidden();
  const intro = b.companyIntroJson;
  if (!intro) throw refuse(MaterialsOutcome.enterIntro);
  const problem = homepageProblem(intro);
  if (problem) throw refuse(problem);
  await checkFiles(ctx, company.id, [b.logoPath, b.miniLogoPath, b.logoVectorPath, ...intro.gsfc_pics.map((p) => p.image), intro.intro_video?.url, ...intro.cloud_video.map((v) => v.url)]);
  const video = (v: { url: string; name: string; size?: number; videoTypeName?: string }) => ({
    url: v.url,
    name: cleanPlainText(v.name),
    ...(v.size !== undefined ? { size: v.size } : {}),
    ...(v.videoTypeName ? { videoTypeName: cleanPlainText(v.videoTypeName) } : {}),
  });
  const values = {
    companyId: company.id,
    activityId: null,
    logoPath: b.logoPath ?? null,
    miniLogoPath: b.miniLogoPath ?? null,
    logoVectorPath: b.logoVectorPath ?? null,
    companyIntroJson: {
      gsfc_intro: cleanRichText(intro.gsfc_intro),
      gsfc_intro_en_show: intro.gsfc_intro_en_show,
      gsfc_intro_en: cleanRichText(intro.gsfc_intro_en),
      gsfc_pics: intro.gsfc_pics.map((p) => ({ image: p.image, title: cleanPlainText(p.title), ...(p.size !== undefined ? { size: p.size } : {}) })),
      intro_video: intro.intro_video ? video(intro.intro_video) : null,
      cloud_video: intro.cloud_video.map(video),
    },
    status: HomepageChangeStatus.pending,
    createdBy: userId,
    crtTime: ctx.at,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const pending = await findPending(tx, company.id);
    if (pending) {
      const [updated] = await tx.update(companyHomepageChanges).set(values).where(and(eq(companyHomepageChanges.id, pending.id), eq(companyHomepageChanges.status, 0))).returning();
      if (updated) return updated;
    }
    return (await tx.insert(companyHomepageChanges).values(values).returning())[0]!;
  });
  await writeAudit(ctx.db, { req, action: "homepage.submit", entity: "company_homepage_change", entityId: row.id, after: { companyId: company.id } });
  return toRecord(row, company);
}

/**
 * An operator's verdict (document 4 section 6): approval publishes the change into company_homepages (what the
 * public institution pages read), rejection keeps the reason; either way the company gets a message and the
 * review is audited. Guarded on the pending state, so two operators cannot both decide one change.
 */
export async function reviewHomepageChange(ctx: THomepageCtx, req: FastifyRequest, operatorId: number, b: THomepageReviewBody): Promise<{ record: TIntroModifyRecord; companyId: number }> {
  const found = await findChange(ctx.db, b.id);
  if (!found) throw refuse(HomepageOutcome.changeNotFound);
  const problem = homepageReviewProblem(found.change.status, b.status, b.auditFailReason);
  if (problem) throw refuse(problem);
  const approved = b.status === HomepageChangeStatus.approved;
  const reason = approved ? null : cleanPlainText(b.auditFailReason ?? "");
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companyHomepageChanges)
      .set({ status: b.status, auditTime: ctx.at, auditFailReason: reason })
      .where(and(eq(companyHomepageChanges.id, b.id), eq(companyHomepageChanges.status, HomepageChangeStatus.pending)))
      .returning();
    if (!updated) throw refuse(HomepageOutcome.alreadyReviewed);
    if (approved) await publish(tx, updated, ctx.at);
    await tx.insert(messages).values({
      companyId: updated.companyId,
      isCompanyMessage: true,
      msgTitle: "企业主页审核结果",
      content: approved ? "您提交的企业主页修改已审核通过，已在机构主页发布" : `您提交的企业主页修改已被驳回，驳回原因：${reason ?? ""}`,
      crtTime: ctx.at,
    });
    await writeAudit(tx, {
      req,
      actorUserId: operatorId,
      action: approved ? "homepage.approve" : "homepage.reject",
      entity: "company_homepage_change",
      entityId: updated.id,
      before: { status: found.change.status },
      after: { status: updated.status, auditFailReason: reason },
    });
    return updated;
  });
  return { record: toRecord(row, found.company), companyId: row.companyId };
}

/** The change becomes the published homepage; a logo the change leaves empty keeps the published one. */
async function publish(tx: TDb, change: TChangeRow, at: Date): Promise<void> {
  const before = await findPublished(tx, change.companyId);
  const values = {
    logoPath: change.logoPath ?? before?.logoPath ?? null,
    miniLogoPath: change.miniLogoPath ?? before?.miniLogoPath ?? null,
    logoVectorPath: change.logoVectorPath ?? before?.logoVectorPath ?? null,
    companyIntroJson: toPublishedIntro(change.companyIntroJson),
    publishTime: at,
  };
  await tx.insert(companyHomepages).values({ companyId: change.companyId, ...values }).onConflictDoUpdate({ target: companyHomepages.companyId, set: values });
}
