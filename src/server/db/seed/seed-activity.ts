import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { testCodeFrom } from "#shared/activity/ops-rules.ts";
import { prefixedTitle } from "#shared/booking/booking-title.ts";
import { addCalendarDays, beijingDateOf, beijingInstant, beijingTimeOf } from "#shared/booking/calendar-date.ts";
import { addTradingDays, nextTradingDay, type THolidays } from "#shared/booking/trading-calendar.ts";
import { nextWeekRange } from "#shared/activity/distribution-rules.ts";
import { UploadVideoType, VideoSource, VideoStatus } from "#shared/upload/video-record.ts";
import {
  activities,
  activityCompanies,
  activityContacts,
  activityRecordVideos,
  activitySeries,
  activityVenues,
  bookingRegions,
  companies,
  rooms,
  transPlatforms,
} from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { loadHolidays } from "../../modules/booking/index.ts";
import { DEMO_MODES } from "./seed-booking.ts";
import { DEMO_COMPANY_NAMES, type TDemoCompanyKey } from "./seed-companies.ts";
import { DEMO_REPLAY_PATH } from "./seed-files.ts";
import { addDays, chinaDate } from "./seed-time.ts";
import { seedActivityExtras, type TSeededActivity } from "./seed-activity-extras.ts";

/**
 * Demo activities in every state of the life cycle (document 4 section 7) for the main listed company
 * (listed-admin), a few for the fund company (fund-admin), and activities of other companies that the
 * main listed company distributes. Each step of the progress strip is done in some and undone in others;
 * there are test-published and formally published pages, one in progress now, ended ones with visits,
 * one cancelled by the operator (still listed, shown cancelled), one withdrawn by the company, and
 * collective participation. Laid out from the seed instant in trading days, and kept consistent with the
 * activity clock so its first tick changes nothing.
 */

/** Titles (after the company prefix) of the seeded activities, for tests and the back office. */
export const DEMO_ACTIVITY = {
  infoSubmitted: "2026年投资者关系活动（资料已提交）",
  videoUploaded: "新产品发布视频交流会",
  venueConfirmed: "重大资产重组媒体说明会",
  attendeesSubmitted: "股东大会前投资者沟通会",
  testPublished: "向特定对象发行股票网上路演",
  published: "年度业绩说明会暨现金分红说明会",
  inProgress: "第三季度业绩说明会（直播中）",
  ended: "第二季度经营情况交流会",
  endedEarlier: "投资者开放日",
  operatorCancelled: "ESG专题交流会（已取消）",
  companyWithdrawn: "再融资网上路演（已撤回）",
  collectiveEnded: "网上集体业绩说明会（春季场）",
  collectiveUpcoming: "网上集体业绩说明会（冬季场）",
  fundPending: "新发基金网上路演",
  fundPublished: "基金经理交流会",
  fundEnded: "投资策略会",
  partnerNextWeek: "年度业绩说明会（分发）",
  partnerLater: "投资者交流会（分发）",
  partnerEnded: "半年度业绩说明会（分发）",
  partnerClosedNextWeek: "投资者网上交流会（分发）",
} as const;

type TStep = "info" | "video" | "venue" | "attendees";

export interface TActivitySeed {
  key: keyof typeof DEMO_ACTIVITY;
  company: TDemoCompanyKey;
  activityType: number;
  modeId: number;
  /** a fixed date, or trading days from the seed day (negative for the past) */
  date: string | number;
  startTime: string;
  endTime: string;
  region?: string;
  platform?: boolean;
  done?: TStep[];
  pubStatus?: 0 | 1 | 2;
  status?: 1 | 2 | 3;
  cancelled?: "operator" | "company";
  modules?: { moduleHasPreCollection?: boolean; isOpenText?: boolean; isOpenActivityData?: boolean };
  /** companies (besides the main one) taking part in a collective */
  collective?: { series: string; others: TDemoCompanyKey[]; bookingClosedDaysAgo: number };
}

/** The "in progress" activity: started half an hour before the seed, ends two hours after it. */
function liveWindow(at: Date) {
  const round = (d: Date, up: boolean) => new Date(Math.floor(d.getTime() / 600_000 + (up ? 1 : 0)) * 600_000);
  const start = round(addDays(at, -0.5 / 24), false);
  const end = round(addDays(at, 2 / 24), true);
  return { startDate: beijingDateOf(start), endDate: beijingDateOf(end), startTime: beijingTimeOf(start), endTime: beijingTimeOf(end) };
}

function demoSeeds(today: string, holidays: THolidays): TActivitySeed[] {
  const week = nextWeekRange(today);
  const nextWeek = (offset: number) => nextTradingDay(addCalendarDays(week.from, offset), holidays, true);
  const all: TStep[] = ["info", "venue", "attendees"];
  return [
    { key: "infoSubmitted", company: "listedMain", activityType: 4, modeId: 1, date: 8, startTime: "09:30", endTime: "11:00", region: "深圳", done: ["info"] },
    { key: "videoUploaded", company: "listedMain", activityType: 4, modeId: 5, date: 9, startTime: "15:00", endTime: "16:30", done: ["info", "video"] },
    { key: "venueConfirmed", company: "listedMain", activityType: 3, modeId: 1, date: 6, startTime: "14:00", endTime: "15:30", region: "深圳", done: ["info", "venue"] },
    { key: "attendeesSubmitted", company: "listedMain", activityType: 4, modeId: 1, date: 5, startTime: "09:30", endTime: "11:30", region: "上海", done: all },
    {
      key: "testPublished", company: "listedMain", activityType: 2, modeId: 3, date: 3, startTime: "15:00", endTime: "17:00", region: "北京",
      done: all, pubStatus: 1, modules: { moduleHasPreCollection: true },
    },
    {
      key: "published", company: "listedMain", activityType: 1, modeId: 1, date: 2, startTime: "09:30", endTime: "11:30", region: "深圳",
      done: all, pubStatus: 2, modules: { moduleHasPreCollection: true },
    },
    { key: "inProgress", company: "listedMain", activityType: 1, modeId: 1, date: today, startTime: "", endTime: "", region: "深圳", done: all, pubStatus: 2, status: 2 },
    { key: "ended", company: "listedMain", activityType: 1, modeId: 1, date: -8, startTime: "14:00", endTime: "16:00", region: "深圳", done: all, pubStatus: 2, status: 3 },
    { key: "endedEarlier", company: "listedMain", activityType: 4, modeId: 4, date: -25, startTime: "15:00", endTime: "17:00", done: ["info"], pubStatus: 2, status: 3 },
    { key: "operatorCancelled", company: "listedMain", activityType: 4, modeId: 2, date: 11, startTime: "09:30", endTime: "11:30", platform: true, cancelled: "operator" },
    { key: "companyWithdrawn", company: "listedMain", activityType: 2, modeId: 4, date: 13, startTime: "15:00", endTime: "17:00", cancelled: "company" },
    {
      key: "collectiveEnded", company: "listedMain", activityType: 6, modeId: 4, date: -30, startTime: "14:00", endTime: "17:00", done: ["info"], pubStatus: 2, status: 3,
      collective: { series: "年辖区上市公司年报网上集体业绩说明会", others: ["listedClosed", "report"], bookingClosedDaysAgo: 50 },
    },
    {
      key: "collectiveUpcoming", company: "listedMain", activityType: 6, modeId: 4, date: 6, startTime: "15:00", endTime: "17:00",
      collective: { series: "年辖区上市公司冬季网上集体业绩说明会", others: ["report"], bookingClosedDaysAgo: 1 },
    },
    { key: "fundPending", company: "fund", activityType: 5, modeId: 6, date: 9, startTime: "14:00", endTime: "15:30", region: "上海", done: ["info"] },
    { key: "fundPublished", company: "fund", activityType: 5, modeId: 8, date: 1, startTime: "15:00", endTime: "16:00", done: ["info", "video"], pubStatus: 2 },
    { key: "fundEnded", company: "fund", activityType: 5, modeId: 7, date: -3, startTime: "10:00", endTime: "11:30", done: ["info"], pubStatus: 2, status: 3 },
    { key: "partnerNextWeek", company: "report", activityType: 1, modeId: 1, date: nextWeek(1), startTime: "09:30", endTime: "11:30", region: "北京", done: all, pubStatus: 2 },
    { key: "partnerClosedNextWeek", company: "listedClosed", activityType: 4, modeId: 4, date: nextWeek(3), startTime: "15:00", endTime: "17:00", done: ["info"], pubStatus: 2 },
    { key: "partnerLater", company: "report", activityType: 4, modeId: 4, date: 16, startTime: "14:00", endTime: "15:30", pubStatus: 1 },
    { key: "partnerEnded", company: "report", activityType: 1, modeId: 1, date: -4, startTime: "09:30", endTime: "11:30", region: "北京", done: all, pubStatus: 2, status: 3 },
  ];
}

interface TLookups {
  companies: Map<TDemoCompanyKey, { id: number; shortName: string }>;
  regions: Map<string, number>;
  roomsByRegion: Map<number, { id: number; roomName: string; address: string | null }>;
  platformId: number | null;
}

async function lookups(tx: TDb): Promise<TLookups> {
  const names = Object.values(DEMO_COMPANY_NAMES);
  const rows = await tx.select({ id: companies.id, fullName: companies.fullName, shortName: companies.shortName }).from(companies).where(inArray(companies.fullName, names));
  const byName = new Map(rows.map((r) => [r.fullName, r]));
  const companyMap = new Map<TDemoCompanyKey, { id: number; shortName: string }>();
  for (const [key, name] of Object.entries(DEMO_COMPANY_NAMES) as [TDemoCompanyKey, string][]) {
    const row = byName.get(name);
    if (row) companyMap.set(key, { id: row.id, shortName: row.shortName });
  }
  const regions = new Map((await tx.select().from(bookingRegions)).map((r) => [r.regionName, r.id]));
  const roomsByRegion = new Map<number, { id: number; roomName: string; address: string | null }>();
  for (const room of await tx.select().from(rooms).orderBy(rooms.id)) if (!roomsByRegion.has(room.regionId)) roomsByRegion.set(room.regionId, room);
  const [platform] = await tx.select({ id: transPlatforms.id }).from(transPlatforms).orderBy(transPlatforms.id).limit(1);
  return { companies: companyMap, regions, roomsByRegion, platformId: platform?.id ?? null };
}

const CONTACTS: Partial<Record<TDemoCompanyKey, [string, string, string, string | null]>> = {
  listedMain: ["王海涛", "13912345678", "wanght_ir", "ir@pengcheng-tech.com"],
  fund: ["陈思远", "13800138005", "chensy_fund", "ir@chinaamc-demo.com"],
  report: ["孙立群", "13910000002", "sunlq_ir", null],
  listedClosed: ["周建国", "13910000001", "zhoujg_ir", null],
};

async function insertSeed(tx: TDb, at: Date, today: string, holidays: THolidays, look: TLookups, s: TActivitySeed): Promise<TSeededActivity | null> {
  const holder = look.companies.get(s.company);
  if (!holder) return null;
  const mode = DEMO_MODES.find((m) => m.id === s.modeId);
  if (!mode) throw new Error(`demo mode ${s.modeId} is missing`);
  const live = s.key === "inProgress" ? liveWindow(at) : null;
  const startDate = live?.startDate ?? (typeof s.date === "number" ? addTradingDays(today, s.date, holidays) : s.date);
  const endDate = live?.endDate ?? startDate;
  const recType = mode.videoType === 3 ? (mode.transcribeType ?? null) : null;
  const recDate = recType === 1 ? addTradingDays(startDate, -3, holidays) : null;
  const regionId = s.region ? (look.regions.get(s.region) ?? null) : null;
  const done = new Set(s.done ?? []);
  const infoClose = beijingInstant(addTradingDays(startDate, -2, holidays), "17:00");
  const crtTime = addDays(at, typeof s.date === "number" ? Math.min(-3, s.date * 1.4 - 10) : -12);
  const series = s.collective
    ? (await tx.insert(activitySeries).values({ seriesName: `${today.slice(0, 4)}${s.collective.series}`, crtTime }).returning({ id: activitySeries.id }))[0]
    : undefined;
  const isOperatorCancelled = s.cancelled !== undefined;
  const title = s.collective ? `${today.slice(0, 4)}年${DEMO_ACTIVITY[s.key]}` : prefixedTitle(holder.shortName, DEMO_ACTIVITY[s.key]);
  const testCode = (s.pubStatus ?? 0) >= 1 ? testCodeFrom(randomBytes(16)) : null;
  const others = (s.collective?.others ?? []).map((k) => look.companies.get(k)).filter((c) => c !== undefined);
  const [activity] = await tx
    .insert(activities)
    .values({
      seriesId: series?.id ?? null,
      isMulti: Boolean(s.collective),
      activityType: s.activityType,
      title,
      modeId: mode.id,
      videoType: mode.videoType,
      recType,
      isLiveBroadcast: mode.videoType === 3 ? true : null,
      startDate,
      endDate,
      startTime: live?.startTime ?? s.startTime,
      endTime: live?.endTime ?? s.endTime,
      recDate,
      recStartTime: recDate ? "14:00" : null,
      recEndTime: recDate ? "15:30" : null,
      regionId: recType === 1 ? null : regionId,
      recRegionId: recType === 1 ? regionId : null,
      platformId: s.platform ? look.platformId : null,
      bookingCompanyType: s.collective ? 1 : null,
      bookingStartTime: s.collective ? addDays(at, -s.collective.bookingClosedDaysAgo - 20) : null,
      bookingEndTime: s.collective ? addDays(at, -s.collective.bookingClosedDaysAgo) : null,
      capacity: s.collective ? 30 : null,
      bookedCount: s.collective ? 1 + others.length : 0,
      status: s.status ?? 1,
      isCancel: isOperatorCancelled,
      pubStatus: s.pubStatus ?? 0,
      pubTime: s.pubStatus === 2 ? addDays(at, typeof s.date === "number" ? Math.min(-1, s.date - 3) : -1) : null,
      testCode,
      ...s.modules,
      infoSubmitCloseTime: infoClose,
      videoUploadCloseTime: recType === 2 ? infoClose : null,
      crtTime,
      updTime: addDays(crtTime, 1),
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error("demo activity was not inserted");

  const stepTime = (n: number) => addDays(crtTime, n);
  const partIds: number[] = [];
  for (const [i, company] of [holder, ...others].entries()) {
    const main = i === 0;
    const [part] = await tx
      .insert(activityCompanies)
      .values({
        activityId: activity.id,
        companyId: company.id,
        seriesId: series?.id ?? null,
        modeId: mode.id,
        videoType: mode.videoType,
        recType,
        regionId,
        isAcceptAgreement: main,
        isInfoSubed: done.has("info") || !main,
        infoSubTime: done.has("info") || !main ? stepTime(2) : null,
        isVideoUploaded: done.has("video"),
        videoUploadedTime: done.has("video") ? stepTime(3) : null,
        isAreaConfirmed: done.has("venue"),
        areaConfirmedTime: done.has("venue") ? stepTime(4) : null,
        isPersonListSubed: done.has("attendees"),
        personListSubedTime: done.has("attendees") ? stepTime(5) : null,
        isCancel: main && s.cancelled === "company",
        cancelTime: main && s.cancelled === "company" ? stepTime(1) : null,
        crtTime: stepTime(i * 0.2),
      })
      .returning({ id: activityCompanies.id });
    if (!part) throw new Error("demo part was not inserted");
    partIds.push(part.id);
    const contact = CONTACTS[s.key === "collectiveEnded" || s.key === "collectiveUpcoming" ? (main ? "listedMain" : "report") : s.company];
    if (contact) {
      await tx.insert(activityContacts).values({ activityCompanyId: part.id, contactName: contact[0], contactMobile: contact[1], contactWechat: contact[2], contactMail: contact[3] });
    }
    // "Video uploaded" has its video: the company's own recording, waiting for the back office's review.
    if (main && done.has("video")) {
      await tx.insert(activityRecordVideos).values({
        activityId: activity.id,
        companyId: company.id,
        uploadVideoType: UploadVideoType.direct,
        videoPath: DEMO_REPLAY_PATH,
        videoName: `${s.key === "fundPublished" ? "基金经理交流" : "新产品发布"}录播.mp4`,
        videoSize: 83_062,
        videoDuration: 6,
        description: "公司自行录制的视频",
        source: VideoSource.company,
        status: VideoStatus.pending,
        ctrTime: stepTime(3),
      });
    }
    const room = regionId !== null ? look.roomsByRegion.get(regionId) : undefined;
    if (main && done.has("venue") && room) {
      await tx.insert(activityVenues).values({
        activityCompanyId: part.id,
        activityId: activity.id,
        regionId,
        roomId: room.id,
        invitionAddress: room.address,
        invitionAddressUrl: `https://roadshow.example.com/invite/${activity.id}`,
        assignedAt: stepTime(4),
      });
    }
  }
  // A company that withdrew gave its place back: the activity is cancelled with it.
  if (s.cancelled === "company") await tx.update(activities).set({ isCancel: true }).where(eq(activities.id, activity.id));
  return { key: s.key, id: activity.id, companyId: holder.id, title, startDate, status: s.status ?? 1, pubStatus: s.pubStatus ?? 0, testCode };
}

/** The seed step (after the booking steps, whose modes, regions, rooms and platforms it uses). */
export async function seedActivityDemo(tx: TDb, at: Date): Promise<void> {
  const today = chinaDate(at);
  const holidays = await loadHolidays(tx);
  const look = await lookups(tx);
  const seeded: TSeededActivity[] = [];
  for (const s of demoSeeds(today, holidays)) {
    const row = await insertSeed(tx, at, today, holidays, look, s);
    if (row) seeded.push(row);
  }
  await seedActivityExtras(tx, at, seeded, look.companies);
}
