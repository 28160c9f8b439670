import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { FinReportStatus } from "#shared/institution/fin-report-rules.ts";
import type { TFinReport, TPublicFinReport } from "#shared/api/institution.contract.ts";
import type { TDb } from "../../db/client.ts";
import { companies, finReports } from "../../db/schema/index.ts";
import { containsPattern } from "./institution.repository.ts";

export type TFinReportRow = typeof finReports.$inferSelect;
type TCompanyNames = { shortName: string; enShortName: string | null };

const withCompany = { report: finReports, shortName: companies.shortName, enShortName: companies.enShortName };

/** A report as its company's tab reads it; `sign` gives a not-yet-public file a short-lived address. */
export function toFinReport(row: TFinReportRow, company: TCompanyNames, sign: (path: string) => string): TFinReport {
  const path = (p: string) => (row.status === FinReportStatus.published ? p : sign(p));
  return {
    id: row.id,
    title: row.title,
    period: row.period,
    coverPath: path(row.coverPath),
    pdfPath: path(row.pdfPath),
    companyId: row.companyId,
    companyShortName: company.shortName,
    companyEnShortName: company.enShortName,
    status: row.status,
    publishTime: row.publishTime?.toISOString() ?? null,
    crtTime: row.crtTime.toISOString(),
    updTime: row.updTime.toISOString(),
  };
}

function toPublic(row: TFinReportRow, company: TCompanyNames): TPublicFinReport {
  return {
    id: row.id,
    title: row.title,
    period: row.period,
    coverPath: row.coverPath,
    pdfPath: row.pdfPath,
    companyId: row.companyId,
    companyShortName: company.shortName,
    companyEnShortName: company.enShortName,
    publishTime: (row.publishTime ?? row.updTime).toISOString(),
  };
}

/** A page of published reports, newest first, optionally of one company or matching a keyword. */
export async function pagePublishedReports(
  db: TDb,
  filter: { keyword?: string; companyId?: number; pageNo: number; pageSize: number },
): Promise<{ records: TPublicFinReport[]; total: number }> {
  const where: SQL[] = [eq(finReports.status, FinReportStatus.published)];
  if (filter.companyId !== undefined) where.push(eq(finReports.companyId, filter.companyId));
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    where.push(or(ilike(finReports.title, like), ilike(finReports.period, like), ilike(companies.shortName, like), ilike(companies.fullName, like))!);
  }
  const condition = and(...where);
  const [totalRow] = await db.select({ n: count() }).from(finReports).innerJoin(companies, eq(companies.id, finReports.companyId)).where(condition);
  const rows = await db
    .select(withCompany)
    .from(finReports)
    .innerJoin(companies, eq(companies.id, finReports.companyId))
    .where(condition)
    .orderBy(desc(finReports.publishTime), desc(finReports.id))
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
  return { records: rows.map((r) => toPublic(r.report, r)), total: totalRow?.n ?? 0 };
}

/** A page of one company's reports in every status, newest first. */
export async function pageCompanyReports(db: TDb, companyId: number, pageNo: number, pageSize: number) {
  const condition = eq(finReports.companyId, companyId);
  const [totalRow] = await db.select({ n: count() }).from(finReports).where(condition);
  const rows = await db
    .select(withCompany)
    .from(finReports)
    .innerJoin(companies, eq(companies.id, finReports.companyId))
    .where(condition)
    .orderBy(desc(finReports.crtTime), desc(finReports.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

/** One of the company's reports with the company's names, or undefined (another company's counts as none). */
export async function findCompanyReport(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select(withCompany)
    .from(finReports)
    .innerJoin(companies, eq(companies.id, finReports.companyId))
    .where(and(eq(finReports.id, id), eq(finReports.companyId, companyId)));
  return row;
}
