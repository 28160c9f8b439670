import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { institutionContracts as c, type TSaveFinReportBody } from "#shared/api/institution.contract.ts";
import { canManageFinReports, editRefusal, FinReportMsg, FinReportStatus, publishRefusal, withdrawRefusal } from "#shared/institution/fin-report-rules.ts";
import type { TOutcome } from "#shared/outcome/outcome.ts";
import { now } from "../../clock.ts";
import type { TDb } from "../../db/client.ts";
import { finReports } from "../../db/schema/index.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest, forbidden, refuse } from "../../lib/errors.ts";
import type { TStorage } from "../../lib/storage.ts";
import type { TSession } from "../../types.ts";
import { findCompany } from "../company/index.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { loadUserInfo } from "../user/index.ts";
import { findCompanyReport, pageCompanyReports, pagePublishedReports, toFinReport } from "./fin-report.repository.ts";

/**
 * The caller's company when it may manage reports (canManageFinReports: a type-8 company open for
 * explanation, its admin or a member with the booking permission); anyone else is refused with 403.
 */
async function reportCompanyId(db: TDb, session: TSession): Promise<number> {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const [company, user] = await Promise.all([findCompany(db, session.companyId), loadUserInfo(db, session.userId, session.loginType)]);
  if (!company || !user || user.companyId !== company.id) throw forbidden();
  if (!canManageFinReports(company, { companyUserRole: user.companyUserRole ?? 0, isBookingEnable: user.isBookingEnable })) throw forbidden();
  return company.id;
}

/** The company's own report; another company's report (or none) is refused as not theirs (403). */
async function ownReport(db: TDb, companyId: number, id: number) {
  const found = await findCompanyReport(db, companyId, id);
  if (!found) throw forbidden();
  return found;
}

/** The stored files a save names: a jpg/png cover and a pdf this portal stored, else the spec's refusal. */
async function checkedPaths(storage: TStorage, body: TSaveFinReportBody): Promise<{ coverPath: string; pdfPath: string }> {
  const [cover, pdf] = await Promise.all([resolveUploadedFile(storage, body.coverPath, ["jpg", "png"]), resolveUploadedFile(storage, body.pdfPath, ["pdf"])]);
  if (!cover) throw badRequest(FinReportMsg.coverMissing);
  if (!pdf) throw badRequest(FinReportMsg.pdfMissing);
  return { coverPath: `/files/${cover.key}`, pdfPath: `/files/${pdf.key}` };
}

/** Visual financial reports: the public list and the type-8 company's own tab (document 4 section 2.7). */
export function registerFinReportRoutes(app: FastifyInstance): void {
  const { db, storage } = app.deps;
  const sign = (path: string) => app.deps.urlSigner.signPath(path, now());

  registerRoute(app, c.finReportPage, async ({ body }) => {
    const { records, total } = await pagePublishedReports(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.myFinReportPage, async ({ session, body }) => {
    const companyId = await reportCompanyId(db, session);
    const { rows, total } = await pageCompanyReports(db, companyId, body.pageNo, body.pageSize);
    return page(
      rows.map((r) => toFinReport(r.report, r, sign)),
      body.pageNo,
      body.pageSize,
      total,
    );
  });

  registerRoute(app, c.saveFinReport, async ({ session, body }) => {
    const companyId = await reportCompanyId(db, session);
    const paths = await checkedPaths(storage, body);
    const fields = { title: body.title, period: body.period, ...paths, updTime: now() };
    if (body.id === undefined) {
      const [row] = await db.insert(finReports).values({ ...fields, companyId, status: FinReportStatus.draft, createdBy: session.userId, crtTime: now() }).returning();
      const saved = await ownReport(db, companyId, row!.id);
      return ok([toFinReport(saved.report, saved, sign)]);
    }
    const current = await ownReport(db, companyId, body.id);
    const refusal = editRefusal(current.report.status);
    if (refusal) throw refuse(refusal);
    // guarded on the status read, so a publish in between is not overwritten
    const [row] = await db
      .update(finReports)
      .set(fields)
      .where(and(eq(finReports.id, body.id), eq(finReports.status, current.report.status)))
      .returning();
    if (!row) throw refuse(editRefusal(FinReportStatus.published)!);
    return ok([toFinReport(row, current, sign)]);
  });

  /** A status change guarded on the status it was decided from, so two clicks never both act. */
  const transition = async (session: TSession, id: number, rule: (status: number) => TOutcome | null, to: number) => {
    const companyId = await reportCompanyId(db, session);
    const current = await ownReport(db, companyId, id);
    const refusal = rule(current.report.status);
    if (refusal) throw refuse(refusal);
    const at = now();
    const [row] = await db
      .update(finReports)
      .set({ status: to, updTime: at, ...(to === FinReportStatus.published ? { publishTime: at } : {}) })
      .where(and(eq(finReports.id, id), eq(finReports.status, current.report.status)))
      .returning();
    if (!row) {
      const again = await ownReport(db, companyId, id);
      throw refuse(rule(again.report.status) ?? rule(to)!);
    }
    return ok([toFinReport(row, current, sign)]);
  };

  registerRoute(app, c.publishFinReport, async ({ session, body }) => transition(session, body.id, publishRefusal, FinReportStatus.published));
  registerRoute(app, c.withdrawFinReport, async ({ session, body }) => transition(session, body.id, withdrawRefusal, FinReportStatus.withdrawn));

  registerRoute(app, c.deleteFinReport, async ({ session, body }) => {
    const companyId = await reportCompanyId(db, session);
    const current = await ownReport(db, companyId, body.id);
    const refusal = editRefusal(current.report.status);
    if (refusal) throw refuse(refusal);
    const deleted = await db
      .delete(finReports)
      .where(and(eq(finReports.id, body.id), eq(finReports.status, current.report.status)))
      .returning({ id: finReports.id });
    if (deleted.length === 0) throw refuse(editRefusal(FinReportStatus.published)!);
    return ok([{ id: body.id }]);
  });
}
