import { and, count, desc, eq, gte, ilike, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import { companyTypeText } from "#shared/company/company-type.ts";
import { readCompanyIntro } from "#shared/institution/company-intro.ts";
import type { TCompanyActivityCard, TCompanyHomepage, TInstitutionCard } from "#shared/api/institution.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityVisibleUsers, companies, companyHomepages } from "../../db/schema/index.ts";

/** A LIKE pattern matching the text anywhere, with the wildcards a visitor types taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const cardColumns = {
  id: companies.id,
  shortName: companies.shortName,
  fullName: companies.fullName,
  enShortName: companies.enShortName,
  enFullName: companies.enFullName,
  stockCode: companies.stockCode,
  companyType: companies.companyType,
  // the homepage's published logos; the company's own when the homepage has none
  miniLogoPath: sql<string | null>`coalesce(${companyHomepages.miniLogoPath}, ${companies.miniLogoPath})`,
  logoPath: sql<string | null>`coalesce(${companyHomepages.logoPath}, ${companies.logoPath})`,
};

type TCardRow = Omit<TInstitutionCard, "companyTypeText">;
const toCard = (row: TCardRow): TInstitutionCard => ({ ...row, companyTypeText: companyTypeText(row.companyType) });

/** A page of the directory: companies with a published homepage, of one type or all, matching a keyword. */
export async function pageInstitutions(
  db: TDb,
  filter: { companyType: number | "all"; keyword?: string; pageNo: number; pageSize: number },
): Promise<{ records: TInstitutionCard[]; total: number }> {
  const where: SQL[] = [];
  if (filter.companyType !== "all") where.push(eq(companies.companyType, filter.companyType));
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    where.push(or(ilike(companies.shortName, like), ilike(companies.fullName, like), ilike(companies.stockCode, like), ilike(companies.enShortName, like))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(companyHomepages).innerJoin(companies, eq(companies.id, companyHomepages.companyId)).where(condition);
  const rows = await db
    .select(cardColumns)
    .from(companyHomepages)
    .innerJoin(companies, eq(companies.id, companyHomepages.companyId))
    .where(condition)
    // listed types first as the directory has always shown them, then by stock code for a stable order
    .orderBy(companies.companyType, sql`${companies.stockCode} nulls last`, companies.id)
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
  return { records: rows.map(toCard), total: totalRow?.n ?? 0 };
}

/** The published homepage of a company, or undefined (no such company, or nothing published). */
export async function findPublishedHomepage(db: TDb, companyId: number): Promise<TCompanyHomepage | undefined> {
  const [row] = await db
    .select({
      ...cardColumns,
      logoVectorPath: companyHomepages.logoVectorPath,
      companyIntroJson: companyHomepages.companyIntroJson,
      publishTime: companyHomepages.publishTime,
    })
    .from(companyHomepages)
    .innerJoin(companies, eq(companies.id, companyHomepages.companyId))
    .where(eq(companyHomepages.companyId, companyId));
  if (!row) return undefined;
  const { logoVectorPath, companyIntroJson, publishTime, ...card } = row;
  return { ...toCard(card), logoVectorPath, companyIntroJson: readCompanyIntro(companyIntroJson), publishTime: publishTime.toISOString() };
}

/** Whether a company has a published homepage (the activities call answers only for those). */
export async function hasPublishedHomepage(db: TDb, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companyHomepages.companyId }).from(companyHomepages).where(eq(companyHomepages.companyId, companyId));
  return Boolean(row);
}

/**
 * The company's activities as the public sees them: published (pubStatus 1 or 2, as the activity page
 * shows them), not cancelled, its part not withdrawn, and not restricted to a list of users (a restricted
 * activity is indistinguishable from a missing one for visitors).
 */
export async function pageCompanyActivities(db: TDb, companyId: number, pageNo: number, pageSize: number): Promise<{ records: TCompanyActivityCard[]; total: number }> {
  const partIds = db
    .select({ id: activityCompanies.activityId })
    .from(activityCompanies)
    .where(and(eq(activityCompanies.companyId, companyId), eq(activityCompanies.isCancel, false)));
  const condition = and(
    inArray(activities.id, partIds),
    gte(activities.pubStatus, 1),
    eq(activities.isCancel, false),
    notExists(db.select({ one: sql`1` }).from(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, activities.id))),
  );
  const [totalRow] = await db.select({ n: count() }).from(activities).where(condition);
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      enTitle: activities.enTitle,
      activityType: activities.activityType,
      isMulti: activities.isMulti,
      startDate: activities.startDate,
      startTime: activities.startTime,
      endTime: activities.endTime,
      status: activities.status,
    })
    .from(activities)
    .where(condition)
    .orderBy(desc(activities.startDate), desc(activities.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { records: rows, total: totalRow?.n ?? 0 };
}
