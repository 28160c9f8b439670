import { and, asc, count, desc, eq, ilike, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { TOpsLibraryVideo, TPublicVideo, TVideoCategory } from "#shared/api/public-video.contract.ts";
import { PublicVideoStatus, videoCategoryDictionary, type TVideoNavType } from "#shared/video/public-video.ts";
import type { TDb } from "../../db/client.ts";
import { companies, dictionaryItems, publicVideos } from "../../db/schema/index.ts";
import { likePattern } from "../../db/raw-sql.ts";

export type TLibraryRow = typeof publicVideos.$inferSelect;

/** What a card needs: the video, its category's names and its company's names. */
const cardColumns = {
  video: publicVideos,
  categoryName: dictionaryItems.name,
  categoryEnName: dictionaryItems.attachField1,
  companyName: companies.shortName,
  companyEnName: companies.enShortName,
  stockCode: companies.stockCode,
};
type TCardRow = { video: TLibraryRow; categoryName: string; categoryEnName: string | null; companyName: string | null; companyEnName: string | null; stockCode: string | null };

/** Shown on the public site: published and its publish time reached (a scheduled video waits). */
export function visibleAt(at: Date): SQL {
  return and(eq(publicVideos.status, PublicVideoStatus.published), lte(publicVideos.publishTime, at))!;
}

function cardsFrom(db: TDb) {
  return db
    .select(cardColumns)
    .from(publicVideos)
    .innerJoin(dictionaryItems, eq(dictionaryItems.id, publicVideos.categoryId))
    .leftJoin(companies, eq(companies.id, publicVideos.companyId));
}

export function toCard(r: TCardRow): TPublicVideo {
  const v = r.video;
  return {
    id: v.id,
    navType: v.navType,
    categoryId: v.categoryId,
    categoryName: r.categoryName,
    categoryEnName: r.categoryEnName,
    companyId: v.companyId,
    companyName: r.companyName,
    companyEnName: r.companyEnName,
    stockCode: r.stockCode,
    title: v.title,
    titleEn: v.titleEn,
    coverPath: v.coverPath,
    duration: v.duration,
    // a card only ever shows a published video, which has its publish time
    publishTime: (v.publishTime ?? v.crtTime).toISOString(),
    viewCount: v.viewCount,
  };
}

export function toOpsVideo(r: TCardRow, sign: (path: string) => string): TOpsLibraryVideo {
  const v = r.video;
  return {
    ...toCard(r),
    publishTime: v.publishTime ? v.publishTime.toISOString() : null,
    description: v.description,
    descriptionEn: v.descriptionEn,
    videoPath: v.videoPath,
    previewUrl: sign(v.videoPath),
    videoSize: v.videoSize,
    status: v.status,
    crtTime: v.crtTime.toISOString(),
    updTime: v.updTime.toISOString(),
  };
}

/** A channel's category tabs, in their order (enabled dictionary children of `videoCategory.<navType>`). */
export async function listCategories(db: TDb, navType: TVideoNavType): Promise<TVideoCategory[]> {
  const rows = await db
    .select({ id: dictionaryItems.id, name: dictionaryItems.name, enName: dictionaryItems.attachField1, sort: dictionaryItems.sort })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.parentCode, videoCategoryDictionary(navType)), eq(dictionaryItems.status, 1)))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
  return rows.map((r) => ({ ...r, navType }));
}

/** Whether a category is an enabled tab of the channel. */
export async function categoryOfChannel(db: TDb, navType: TVideoNavType, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.id, categoryId), eq(dictionaryItems.parentCode, videoCategoryDictionary(navType)), eq(dictionaryItems.status, 1)));
  return row !== undefined;
}

/** One page of a channel's public videos, newest first. */
export async function pagePublicVideos(db: TDb, f: { navType: TVideoNavType; categoryId?: number; pageNo: number; pageSize: number; at: Date }) {
  const where = and(eq(publicVideos.navType, f.navType), visibleAt(f.at), f.categoryId ? eq(publicVideos.categoryId, f.categoryId) : undefined);
  const [total] = await db.select({ n: count() }).from(publicVideos).where(where);
  const rows = await cardsFrom(db)
    .where(where)
    .orderBy(desc(publicVideos.publishTime), desc(publicVideos.id))
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize);
  return { total: total?.n ?? 0, records: rows.map(toCard) };
}

/** A video with its card fields, whatever its state (null when there is none). */
export async function findLibraryVideo(db: TDb, id: number): Promise<TCardRow | null> {
  const [row] = await cardsFrom(db).where(eq(publicVideos.id, id));
  return row ?? null;
}

/** A public video (null when missing, unpublished or scheduled: the three answer alike). */
export async function findPublicVideo(db: TDb, id: number, at: Date): Promise<TCardRow | null> {
  const [row] = await cardsFrom(db).where(and(eq(publicVideos.id, id), visibleAt(at)));
  return row ?? null;
}

/**
 * Related videos: public ones of the same category or the same company, not the video itself; those sharing
 * both first, then the newest.
 */
export async function relatedVideos(db: TDb, video: TLibraryRow, at: Date, limit: number): Promise<TPublicVideo[]> {
  const sameCategory = eq(publicVideos.categoryId, video.categoryId);
  const sameCompany = video.companyId === null ? undefined : eq(publicVideos.companyId, video.companyId);
  // without a company only the category relates, so there is nothing to rank first
  const order = sameCompany
    ? [desc(sql`(${sameCategory} and ${sameCompany})`), desc(publicVideos.publishTime), desc(publicVideos.id)]
    : [desc(publicVideos.publishTime), desc(publicVideos.id)];
  const rows = await cardsFrom(db)
    .where(and(ne(publicVideos.id, video.id), visibleAt(at), sameCompany ? or(sameCategory, sameCompany) : sameCategory))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toCard);
}

/** The back office's list: every video, newest change first, filtered by channel, status and title. */
export async function pageLibrary(db: TDb, f: { navType?: TVideoNavType; status?: number; keyword?: string; pageNo: number; pageSize: number }) {
  const where = and(
    f.navType ? eq(publicVideos.navType, f.navType) : undefined,
    f.status === undefined ? undefined : eq(publicVideos.status, f.status),
    f.keyword ? or(ilike(publicVideos.title, likePattern(f.keyword)), ilike(publicVideos.titleEn, likePattern(f.keyword))) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(publicVideos).where(where);
  const rows = await cardsFrom(db)
    .where(where)
    .orderBy(desc(publicVideos.updTime), desc(publicVideos.id))
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize);
  return { total: total?.n ?? 0, rows };
}

/** Companies to choose from, by short or full name or stock code. */
export async function companyOptions(db: TDb, keyword: string | undefined, limit: number) {
  const pattern = keyword ? likePattern(keyword) : null;
  return db
    .select({ companyId: companies.id, shortName: companies.shortName, fullName: companies.fullName, stockCode: companies.stockCode, companyType: companies.companyType })
    .from(companies)
    .where(pattern ? or(ilike(companies.shortName, pattern), ilike(companies.fullName, pattern), ilike(companies.stockCode, pattern)) : undefined)
    .orderBy(asc(companies.id))
    .limit(limit);
}
