import { and, eq, ilike, inArray, like, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityGuests, activityMaterials, dictionaryItems, fundProducts } from "../../db/schema/index.ts";
import { forbidden } from "../../lib/errors.ts";

/** The dictionary whose children are the background templates (document 3 section 7, attribute key ActivityBgImage). */
export const BG_TEMPLATE_DICTIONARY = "ActivityBgImage";

export type TMaterialsRow = typeof activityMaterials.$inferSelect;

/** The caller's part in an activity with the facts the materials rules read. */
export interface TPartFacts {
  partId: number;
  activityId: number;
  companyId: number;
  isMulti: boolean;
  activityType: number;
  videoType: number | null;
  recType: number | null;
  status: number;
  isCancel: boolean;
  isInfoSubed: boolean;
  infoSubTime: Date | null;
  infoReopenTime: Date | null;
  infoSubmitCloseTime: Date | null;
}

/**
 * The caller's live part in the activity, locked for the write when `lock` (a save and a submit of the same
 * part run one after the other, so neither is lost); another company's activity answers 403.
 */
export async function requirePart(db: TDb, companyId: number, activityId: number, lock = false): Promise<TPartFacts> {
  const query = db
    .select({
      partId: activityCompanies.id,
      activityId: activities.id,
      companyId: activityCompanies.companyId,
      isMulti: activities.isMulti,
      activityType: activities.activityType,
      videoType: sql<number | null>`coalesce(${activityCompanies.videoType}, ${activities.videoType})`,
      recType: sql<number | null>`coalesce(${activityCompanies.recType}, ${activities.recType})`,
      status: activities.status,
      isCancel: sql<boolean>`(${activityCompanies.isCancel} or ${activities.isCancel})`,
      isInfoSubed: activityCompanies.isInfoSubed,
      infoSubTime: activityCompanies.infoSubTime,
      infoReopenTime: activityCompanies.infoReopenTime,
      infoSubmitCloseTime: activities.infoSubmitCloseTime,
    })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId), eq(activityCompanies.isCancel, false)));
  const [row] = lock ? await query.for("update", { of: activityCompanies }) : await query;
  if (!row) throw forbidden();
  // raw expressions arrive as the driver hands them over
  return { ...row, videoType: row.videoType === null ? null : Number(row.videoType), recType: row.recType === null ? null : Number(row.recType), isCancel: row.isCancel === true || String(row.isCancel) === "true" };
}

export async function findMaterials(db: TDb, activityId: number, companyId: number): Promise<TMaterialsRow | undefined> {
  const [row] = await db
    .select()
    .from(activityMaterials)
    .where(and(eq(activityMaterials.activityId, activityId), eq(activityMaterials.companyId, companyId)));
  return row;
}

export async function guestCount(db: TDb, activityId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activityGuests)
    .where(and(eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId)));
  return Number(row?.n ?? 0);
}

export async function bgTemplateExists(db: TDb, bgNum: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.parentCode, BG_TEMPLATE_DICTIONARY), eq(dictionaryItems.sort, bgNum), eq(dictionaryItems.status, 1)))
    .limit(1);
  return Boolean(row);
}

export async function fundProductsByCodes(db: TDb, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const rows = await db.select().from(fundProducts).where(inArray(fundProducts.fundCode, [...codes]));
  const byCode = new Map(rows.map((r) => [r.fundCode, r]));
  // in the order chosen
  return codes.flatMap((c) => (byCode.has(c) ? [byCode.get(c)!] : []));
}

/** fund_product_list: code prefix, or the short or expanded name containing the search. */
export async function searchFundProducts(db: TDb, search: string) {
  const pattern = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(fundProducts)
    .where(or(like(fundProducts.fundCode, `${pattern}%`), ilike(fundProducts.fundAbbr, `%${pattern}%`), ilike(fundProducts.fundExpansionAbbr, `%${pattern}%`)))
    .orderBy(fundProducts.fundCode)
    .limit(50);
}
