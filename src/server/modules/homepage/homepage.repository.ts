import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { THomepageChange, TIntroModifyRecord } from "#shared/api/homepage.contract.ts";
import { homepageStatusText, toPublishedIntro } from "#shared/homepage/homepage-rules.ts";
import { readCompanyIntro } from "#shared/institution/company-intro.ts";
import type { TDb } from "../../db/client.ts";
import { companies, companyHomepageChanges, companyHomepages } from "../../db/schema/index.ts";

export type TChangeRow = typeof companyHomepageChanges.$inferSelect;
type TCompanyNames = { shortName: string; fullName: string };

export function toRecord(row: TChangeRow, company: TCompanyNames): TIntroModifyRecord {
  return {
    id: row.id,
    companyFullName: company.fullName,
    companyName: company.shortName,
    crtTime: row.crtTime.toISOString(),
    status: String(row.status) as TIntroModifyRecord["status"],
    statusText: homepageStatusText(row.status),
    auditTime: row.auditTime ? row.auditTime.toISOString() : null,
    auditFailReason: row.auditFailReason,
  };
}

function toChange(row: TChangeRow, company: TCompanyNames): THomepageChange {
  return {
    ...toRecord(row, company),
    companyId: row.companyId,
    activityId: row.activityId,
    logoPath: row.logoPath,
    miniLogoPath: row.miniLogoPath,
    logoVectorPath: row.logoVectorPath,
    // materials-filed changes keep the form's parallel lists: shown as they would be published
    companyIntroJson: readCompanyIntro(toPublishedIntro(row.companyIntroJson)),
  };
}

export async function findPublished(db: TDb, companyId: number) {
  const [row] = await db.select().from(companyHomepages).where(eq(companyHomepages.companyId, companyId));
  return row;
}

/** The company's change awaiting approval (the newest, should there ever be more than one). */
export async function findPending(db: TDb, companyId: number): Promise<TChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(companyHomepageChanges)
    .where(and(eq(companyHomepageChanges.companyId, companyId), eq(companyHomepageChanges.status, 0)))
    .orderBy(desc(companyHomepageChanges.crtTime), desc(companyHomepageChanges.id))
    .limit(1);
  return row;
}

export async function findChange(db: TDb, id: number): Promise<{ change: TChangeRow; company: TCompanyNames } | undefined> {
  const [row] = await db
    .select({ change: companyHomepageChanges, company: { shortName: companies.shortName, fullName: companies.fullName } })
    .from(companyHomepageChanges)
    .innerJoin(companies, eq(companies.id, companyHomepageChanges.companyId))
    .where(eq(companyHomepageChanges.id, id));
  return row;
}

/** The company's changes, newest first (the approval records dialog). */
export async function pageCompanyChanges(db: TDb, company: TCompanyNames & { id: number }, pageNo: number, pageSize: number) {
  const where = eq(companyHomepageChanges.companyId, company.id);
  const [totalRow] = await db.select({ n: count() }).from(companyHomepageChanges).where(where);
  const rows = await db
    .select()
    .from(companyHomepageChanges)
    .where(where)
    .orderBy(desc(companyHomepageChanges.crtTime), desc(companyHomepageChanges.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { records: rows.map((r) => toRecord(r, company)), total: totalRow?.n ?? 0 };
}

/** The operators' queue: one status, pending oldest first (the order they arrived), reviewed newest first. */
export async function pageChangesForReview(db: TDb, status: number, pageNo: number, pageSize: number) {
  const where: SQL = eq(companyHomepageChanges.status, status);
  const [totalRow] = await db.select({ n: count() }).from(companyHomepageChanges).where(where);
  const order = status === 0 ? [asc(companyHomepageChanges.crtTime), asc(companyHomepageChanges.id)] : [desc(companyHomepageChanges.auditTime), desc(companyHomepageChanges.id)];
  const rows = await db
    .select({ change: companyHomepageChanges, company: { shortName: companies.shortName, fullName: companies.fullName } })
    .from(companyHomepageChanges)
    .innerJoin(companies, eq(companies.id, companyHomepageChanges.companyId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { records: rows.map((r) => toChange(r.change, r.company)), total: totalRow?.n ?? 0 };
}
