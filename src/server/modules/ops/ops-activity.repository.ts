import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { TOpsActivityDetail, TOpsActivityPart, TOpsActivityRow } from "#shared/api/ops.contract.ts";
import { orderTypeText } from "#shared/booking/order-type.ts";
import type { TDb } from "../../db/client.ts";
import {
  activities,
  activityCompanies,
  activityContacts,
  activityDistributions,
  activityVenues,
  bookingModes,
  bookingRegions,
  companies,
  rooms,
  transPlatforms,
} from "../../db/schema/index.ts";
import { likePattern } from "../../db/raw-sql.ts";
import { countVisibleUsers } from "./ops-visibility.service.ts";

/** Reads of the back office's activity pages (document 4 section 6, "Activities"). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface TOpsPageFilter {
  pageNo: number;
  pageSize: number;
  title?: string;
  company?: string;
  status?: number;
  pubStatus?: number;
  isCancel?: boolean;
  isMulti?: boolean;
  startDate?: string;
  endDate?: string;
}

/** Short names of the live parts' companies, in booking order. */
const companyNames = sql<string>`coalesce((select string_agg(nc.short_name, ',' order by nac.id)
  from activity_companies nac join companies nc on nc.id = nac.company_id
  where nac.activity_id = ${activities.id} and nac.is_cancel = false), '')`;
const companyCount = sql<number>`(select count(*)::int from activity_companies cac where cac.activity_id = ${activities.id} and cac.is_cancel = false)`;

function pageWhere(f: TOpsPageFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    f.title ? ilike(activities.title, likePattern(f.title)) : undefined,
    f.status !== undefined ? eq(activities.status, f.status) : undefined,
    f.pubStatus !== undefined ? eq(activities.pubStatus, f.pubStatus) : undefined,
    f.isCancel !== undefined ? eq(activities.isCancel, f.isCancel) : undefined,
    f.isMulti !== undefined ? eq(activities.isMulti, f.isMulti) : undefined,
    f.startDate ? gte(activities.startDate, f.startDate) : undefined,
    f.endDate ? lte(activities.startDate, f.endDate) : undefined,
  ];
  if (f.company) {
    const pattern = likePattern(f.company);
    where.push(
      exists(
        sql`(select 1 from ${activityCompanies} join ${companies} on ${companies.id} = ${activityCompanies.companyId}
          where ${activityCompanies.activityId} = ${activities.id}
          and (${or(ilike(companies.shortName, pattern), ilike(companies.fullName, pattern), ilike(companies.stockCode, pattern))}))`,
      ),
    );
  }
  return and(...where);
}

/** A page of every activity, newest start first. */
export async function pageOpsActivities(db: TDb, f: TOpsPageFilter): Promise<{ records: TOpsActivityRow[]; total: number }> {
  const where = pageWhere(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ a: activities, modeName: bookingModes.modeName, companyNames, companyCount })
      .from(activities)
      .leftJoin(bookingModes, eq(bookingModes.id, activities.modeId))
      .where(where)
      .orderBy(desc(activities.startDate), desc(activities.startTime), desc(activities.id))
      .limit(f.pageSize)
      .offset((f.pageNo - 1) * f.pageSize),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { records: rows.map((r) => toOpsRow(r.a, r.modeName, r.companyNames, Number(r.companyCount))), total: counted?.n ?? 0 };
}

type TActivity = typeof activities.$inferSelect;

function toOpsRow(a: TActivity, modeName: string | null, names: string, companyTotal: number): TOpsActivityRow {
  return {
    activityId: a.id,
    title: a.title,
    isMulti: a.isMulti,
    activityType: a.activityType,
    activityTypeText: orderTypeText(a.activityType),
    modeName,
    videoType: a.videoType,
    startDate: a.startDate,
    endDate: a.endDate,
    startTime: a.startTime,
    endTime: a.endTime,
    status: a.status,
    isCancel: a.isCancel,
    pubStatus: a.pubStatus,
    companyNames: names,
    companyCount: companyTotal,
    capacity: a.capacity,
    bookedCount: a.bookedCount,
    crtTime: a.crtTime.toISOString(),
  };
}

async function loadParts(db: TDb, activityId: number): Promise<TOpsActivityPart[]> {
  const parts = await db
    .select({
      ac: activityCompanies,
      company: { shortName: companies.shortName, fullName: companies.fullName, stockCode: companies.stockCode, companyType: companies.companyType },
      modeName: bookingModes.modeName,
      regionName: bookingRegions.regionName,
      platform: transPlatforms.platformName,
    })
    .from(activityCompanies)
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .leftJoin(bookingModes, eq(bookingModes.id, sql`coalesce(${activityCompanies.modeId}, ${activities.modeId})`))
    .leftJoin(bookingRegions, eq(bookingRegions.id, sql`coalesce(${activityCompanies.regionId}, ${activities.regionId}, ${activities.recRegionId})`))
    .leftJoin(transPlatforms, eq(transPlatforms.id, sql`coalesce(${activityCompanies.platformId}, ${activities.platformId})`))
    .where(eq(activityCompanies.activityId, activityId))
    .orderBy(asc(activityCompanies.isCancel), asc(activityCompanies.id));
  if (parts.length === 0) return [];
  const ids = parts.map((p) => p.ac.id);
  const [contacts, venues] = await Promise.all([
    db.select().from(activityContacts).where(inArray(activityContacts.activityCompanyId, ids)).orderBy(asc(activityContacts.sort), asc(activityContacts.id)),
    db
      .select({ v: activityVenues, regionName: bookingRegions.regionName, roomName: rooms.roomName })
      .from(activityVenues)
      .leftJoin(bookingRegions, eq(bookingRegions.id, activityVenues.regionId))
      .leftJoin(rooms, eq(rooms.id, activityVenues.roomId))
      .where(inArray(activityVenues.activityCompanyId, ids)),
  ]);
  return parts.map(({ ac, company, modeName, regionName, platform }) => {
    const venue = venues.find((v) => v.v.activityCompanyId === ac.id);
    return {
      companyId: ac.companyId,
      ...company,
      isCancel: ac.isCancel,
      cancelTime: iso(ac.cancelTime),
      isAcceptAgreement: ac.isAcceptAgreement,
      modeName,
      regionName,
      platform,
      startTime: ac.startTime,
      endTime: ac.endTime,
      isInfoSubed: ac.isInfoSubed,
      infoSubTime: iso(ac.infoSubTime),
      infoReopenTime: iso(ac.infoReopenTime),
      isVideoUploaded: ac.isVideoUploaded,
      videoUploadedTime: iso(ac.videoUploadedTime),
      isAreaConfirmed: ac.isAreaConfirmed,
      areaConfirmedTime: iso(ac.areaConfirmedTime),
      isPersonListSubed: ac.isPersonListSubed,
      personListSubedTime: iso(ac.personListSubedTime),
      crtTime: ac.crtTime.toISOString(),
      contacts: contacts
        .filter((c) => c.activityCompanyId === ac.id)
        .map((c) => ({ contactName: c.contactName, contactMobile: c.contactMobile, contactWechat: c.contactWechat, contactMail: c.contactMail })),
      venue: venue
        ? {
            regionId: venue.v.regionId,
            regionName: venue.regionName,
            roomId: venue.v.roomId,
            roomName: venue.roomName,
            invitionAddress: venue.v.invitionAddress,
            invitionAddressUrl: venue.v.invitionAddressUrl,
            assignedAt: venue.v.assignedAt.toISOString(),
          }
        : null,
    };
  });
}

/** One activity as the back office shows it, or undefined. */
export async function loadOpsDetail(db: TDb, activityId: number): Promise<TOpsActivityDetail | undefined> {
  const [row] = await db
    .select({ a: activities, modeName: bookingModes.modeName, regionName: bookingRegions.regionName, platform: transPlatforms.platformName, companyNames, companyCount })
    .from(activities)
    .leftJoin(bookingModes, eq(bookingModes.id, activities.modeId))
    .leftJoin(bookingRegions, eq(bookingRegions.id, sql`coalesce(${activities.regionId}, ${activities.recRegionId})`))
    .leftJoin(transPlatforms, eq(transPlatforms.id, activities.platformId))
    .where(eq(activities.id, activityId));
  if (!row) return undefined;
  const [parts, distributions, visibleUserCount] = await Promise.all([
    loadParts(db, activityId),
    db
      .select({ d: activityDistributions, companyFullName: companies.fullName })
      .from(activityDistributions)
      .innerJoin(companies, eq(companies.id, activityDistributions.companyId))
      .where(eq(activityDistributions.activityId, activityId))
      .orderBy(asc(activityDistributions.id)),
    countVisibleUsers(db, activityId),
  ]);
  const a = row.a;
  return {
    ...toOpsRow(a, row.modeName, row.companyNames, Number(row.companyCount)),
    enTitle: a.enTitle,
    seriesId: a.seriesId,
    modeId: a.modeId,
    recType: a.recType,
    recDate: a.recDate,
    recStartTime: a.recStartTime,
    recEndTime: a.recEndTime,
    isLiveBroadcast: a.isLiveBroadcast,
    regionName: row.regionName,
    platform: row.platform,
    pubTime: iso(a.pubTime),
    testCode: a.testCode,
    homePage: a.homePage,
    liveUrl: a.liveUrl,
    workOrderTaskId: a.workOrderTaskId,
    moduleHasPreCollection: a.moduleHasPreCollection,
    isOpenText: a.isOpenText,
    isOpenActivityData: a.isOpenActivityData,
    isAutoApprove: a.isAutoApprove,
    infoSubmitCloseTime: iso(a.infoSubmitCloseTime),
    videoUploadCloseTime: iso(a.videoUploadCloseTime),
    bookingStartTime: iso(a.bookingStartTime),
    bookingEndTime: iso(a.bookingEndTime),
    updTime: a.updTime.toISOString(),
    companies: parts,
    distributions: distributions.map(({ d, companyFullName }) => ({
      id: d.id,
      companyId: d.companyId,
      companyFullName,
      pvNum: d.pvNum,
      submitStatus: d.submitStatus,
      liveDistributeUrl: d.liveDistributeUrl,
      liveDistributeBackUrl: d.liveDistributeBackUrl,
      interactUrl: d.interactUrl,
      crtTime: d.crtTime.toISOString(),
      updTime: iso(d.updTime),
    })),
    visibleUserCount,
  };
}
