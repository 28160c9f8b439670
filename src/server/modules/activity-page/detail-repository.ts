import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { TCompanyIntro, TPageCompany, TPublicGuest } from "#shared/api/activity-page.contract.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { orderTypeText } from "#shared/booking/order-type.ts";
import type { TDb } from "../../db/client.ts";
import { guestIdentityOf } from "../../lib/guest-identity.ts";
import { playableReplay } from "../../lib/playable-replay.ts";
import {
  activities,
  activityCompanies,
  activityGuests,
  activityMaterials,
  activityRecordVideos,
  activityVisibleUsers,
  companies,
  dictionaryItems,
  fundProducts,
  type TCompanyIntroJson,
} from "../../db/schema/index.ts";

/** The dictionary whose children are the background templates (document 3 section 7: attribute key ActivityBgImage). */
export const BG_TEMPLATE_DICTIONARY = "ActivityBgImage";

/** The page without the viewer-specific isPreview, plus the facts visibility is decided on. */
export interface TDetailFacts {
  pubStatus: number;
  testCode: string | null;
  visibleUserIds: number[];
  page: Omit<TPublicActivity, "isPreview">;
}

type TActivityRow = typeof activities.$inferSelect;

function introOf(json: TCompanyIntroJson | null | undefined): TCompanyIntro | null {
  if (!json) return null;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const cloud = json.cloud_video;
  return {
    gsfc_intro: str(json.gsfc_intro),
    gsfc_intro_en_show: json.gsfc_intro_en_show === true,
    gsfc_intro_en: str(json.gsfc_intro_en),
    gsfc_pics: (json.gsfc_pics ?? []).filter((p) => typeof p?.image === "string" && p.image).map((p) => ({ image: p.image, title: p.title ?? null, size: p.size ?? null })),
    intro_video: json.intro_video?.url ? { url: json.intro_video.url, name: json.intro_video.name ?? null } : null,
    cloud_video: cloud && Array.isArray(cloud.url) && cloud.url.length > 0 ? { url: cloud.url.map(String), name: (cloud.name ?? []).map(String) } : null,
  };
}

async function takingPart(db: TDb, activityId: number): Promise<TPageCompany[]> {
  const rows = await db
    .select({ company: companies })
    .from(activityCompanies)
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.isCancel, false)))
    .orderBy(activityCompanies.id);
  return rows.map(({ company: c }) => ({
    companyId: c.id,
    companyName: c.fullName,
    companyShortName: c.shortName,
    enShortName: c.enShortName,
    stockCode: c.stockCode,
    miniLogoPath: c.miniLogoPath,
    companyType: c.companyType,
  }));
}

async function templateImage(db: TDb, bgNum: number): Promise<string | null> {
  const [row] = await db
    .select({ image: dictionaryItems.attachField1 })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.parentCode, BG_TEMPLATE_DICTIONARY), eq(dictionaryItems.sort, bgNum), eq(dictionaryItems.status, 1)))
    .limit(1);
  return row?.image ?? null;
}

async function guestsOf(db: TDb, activityId: number, companyId: number | null): Promise<TPublicGuest[]> {
  const where: SQL = companyId === null ? eq(activityGuests.activityId, activityId) : and(eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId))!;
  const rows = await db.select().from(activityGuests).where(where).orderBy(asc(activityGuests.companyId), asc(activityGuests.sort), asc(activityGuests.id));
  return rows.map((g) => ({
    id: g.id,
    companyId: g.companyId,
    ...guestIdentityOf(g),
    avatarPath: g.avatarPath,
    discription: g.intro,
    introEn: g.introEn,
    isSyncGuested: g.isSyncGuested,
    sort: g.sort,
  }));
}

async function fundProductsOf(db: TDb, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db.select().from(fundProducts).where(inArray(fundProducts.fundCode, codes));
  const byCode = new Map(rows.map((r) => [r.fundCode, r]));
  return codes.flatMap((code) => {
    const r = byCode.get(code);
    return r ? [{ id: r.id, fundCode: r.fundCode, fundAbbr: r.fundAbbr, fundExpansionAbbr: r.fundExpansionAbbr }] : [];
  });
}

/** The playable replays of the activity, or of one company's part. */
async function replaysOf(db: TDb, activityId: number, companyId: number | null) {
  const rows = await db
    .select()
    .from(activityRecordVideos)
    .where(
      and(
        eq(activityRecordVideos.activityId, activityId),
        companyId === null ? undefined : eq(activityRecordVideos.companyId, companyId),
        playableReplay("activity_record_videos"),
      ),
    )
    .orderBy(asc(activityRecordVideos.ctrTime), asc(activityRecordVideos.id));
  return rows.map((v) => ({ id: v.id, videoName: v.videoName, videoPath: v.videoPath!, videoDuration: v.videoDuration }));
}

/**
 * Everything the public page shows of an activity, the same for every viewer: the holder's materials for a
 * single activity; for a collective one the collective's own page, or with `cornerId` that company's corner
 * (its materials, guests and replays). Null when there is no such activity or the company takes no part.
 */
export async function loadDetailFacts(db: TDb, activityId: number, cornerId: number | null): Promise<TDetailFacts | null> {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!activity) return null;
  const parts = await takingPart(db, activity.id);
  const pageCompany = pageCompanyOf(activity, parts, cornerId);
  if (pageCompany === undefined) return null;
  const visible = await db.select({ userId: activityVisibleUsers.userId }).from(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, activity.id));
  const [materials] = await db
    .select()
    .from(activityMaterials)
    .where(and(eq(activityMaterials.activityId, activity.id), pageCompany ? eq(activityMaterials.companyId, pageCompany.companyId) : isNull(activityMaterials.companyId)));
  const bgImageUrl =
    materials?.bgType === 1 && materials.bgNum !== null ? await templateImage(db, materials.bgNum) : materials?.bgType === 2 ? materials.activityBgImagePath : null;
  const partId = activity.isMulti ? (pageCompany?.companyId ?? null) : null;
  const fundCodes = materials?.fundCodes ?? [];
  return {
    pubStatus: activity.pubStatus,
    testCode: activity.testCode,
    visibleUserIds: visible.map((v) => v.userId),
    page: {
      activityId: activity.id,
      title: activity.title,
      enTitle: activity.enTitle,
      companyName: pageCompany?.companyName ?? "",
      companyShortName: pageCompany?.companyShortName ?? "",
      companyEnShortName: pageCompany?.enShortName ?? null,
      stockCode: pageCompany?.stockCode ?? null,
      miniLogoPath: materials?.miniLogoPath ?? pageCompany?.miniLogoPath ?? null,
      activityTypeText: orderTypeText(activity.activityType),
      isMulti: activity.isMulti,
      startDate: activity.startDate,
      startTime: activity.startTime,
      endDate: activity.endDate,
      endTime: activity.endTime,
      status: activity.status,
      pubStatus: activity.pubStatus,
      isCancel: activity.isCancel,
      isOpenText: activity.isOpenText,
      isAutoApprove: activity.isAutoApprove,
      companyId: pageCompany?.companyId ?? null,
      activityType: activity.activityType,
      companyType: pageCompany?.companyType ?? null,
      videoType: activity.videoType,
      liveUrl: activity.liveUrl?.trim() || null,
      bgType: materials?.bgType ?? null,
      bgNum: materials?.bgNum ?? null,
      activityBgImagePath: materials?.activityBgImagePath ?? null,
      bgImageUrl,
      logoPath: materials?.logoPath ?? null,
      promotionalVideoPath: materials?.promotionalVideoPath ?? null,
      promotionDiagramPath: materials?.promotionDiagramPath ?? null,
      companyIntroJson: introOf(materials?.companyIntroJson),
      arrangeContentJson: (materials?.arrangeContentJson ?? [])
        .filter((r) => r && (r.time || r.title))
        .map((r) => ({ time: r.time ?? "", title: r.title ?? "", en_title: r.en_title ?? "" })),
      worksitImageJson: (materials?.worksitImageJson ?? [])
        .filter((p) => p && typeof p.image === "string" && p.image)
        .map((p) => ({
          image: p.image,
          title: p.title ?? null,
          content: p.content ?? null,
          en_content: p.en_content ?? null,
          width: p.width ?? null,
          height: p.height ?? null,
          time: p.time ?? null,
        })),
      guestsOnStage: materials?.guestsOnStage ?? null,
      guestsUnderStage: materials?.guestsUnderStage ?? null,
      fundCodes,
      activityFundProductList: await fundProductsOf(db, fundCodes),
      guestList: await guestsOf(db, activity.id, partId ?? (activity.isMulti ? null : (pageCompany?.companyId ?? null))),
      companyList: parts,
      replayVideoList: await replaysOf(db, activity.id, partId),
    },
  };
}

/**
 * Whose page it is: a single activity's holder (a corner id must name it); a collective's corner company
 * (it must take part), or null for the collective's own page. Undefined: no such page.
 */
function pageCompanyOf(activity: TActivityRow, parts: TPageCompany[], cornerId: number | null): TPageCompany | null | undefined {
  if (cornerId !== null) return parts.find((p) => p.companyId === cornerId);
  if (activity.isMulti) return null;
  // a single activity whose holder withdrew still shows (as cancelled), without a company
  return parts[0] ?? null;
}
