import { eq, inArray } from "drizzle-orm";
import { ZSingleBookingBody } from "#shared/api/booking.contract.ts";
import { addTradingDays, type THolidays } from "#shared/booking/trading-calendar.ts";
import { defaultInfoSubmitCloseTime, defaultVideoUploadCloseTime } from "#shared/booking/deadlines.ts";
import {
  activities,
  activityCompanies,
  activityContacts,
  activitySeries,
  activityThemes,
  bookingRegions,
  companies,
  transPlatforms,
  users,
} from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { ensureBookingCapacity, loadHolidays, slotsOn, loadBookerByUser, type TBooker, bookSingle } from "../../modules/booking/index.ts";
import { DEMO_COMPANY_NAMES } from "./seed-companies.ts";
import { DEMO_ACCOUNTS } from "./seed-accounts.ts";
import { addDays, chinaDate } from "./seed-time.ts";

/**
 * Demo bookings laid out from the seed day: capacity for the next 40 trading days, two collective series
 * (open, open selection, restricted to type 8, full, booking closed) and single bookings of the main listed
 * company in every mode type, made through the booking service so they take quota and have contacts.
 */

/** Titles of the seeded collective activities, for tests and the back office. */
export const DEMO_COLLECTIVE = {
  open: "网上集体接待日（文字互动场）",
  openSelection: "网上集体接待日（视频自选场）",
  full: "网上集体接待日（专场，已约满）",
  type8Only: "科技创新企业集体业绩说明会（拟上市公司专场）",
  closed: "科技创新企业集体业绩说明会（第一场）",
  openSecond: "科技创新企业集体业绩说明会（第二场）",
} as const;

interface TCollectiveSeed {
  title: string;
  day: number;
  startTime: string;
  endTime: string;
  modeId: number;
  videoType: number;
  capacity: number;
  bookingCompanyType?: number;
  isOpenSelectionMode?: boolean;
  /** booking window relative to the seed, in days */
  opensIn: number;
  closesIn: number;
  /** companies already booked (the full and the closed activities show real bookings) */
  bookedBy?: number[];
}

async function seedSeries(tx: TDb, at: Date, today: string, holidays: THolidays, seriesName: string, list: TCollectiveSeed[]) {
  const [series] = await tx.insert(activitySeries).values({ seriesName, crtTime: addDays(at, -5) }).returning({ id: activitySeries.id });
  if (!series) throw new Error("series was not inserted");
  for (const s of list) {
    const date = addTradingDays(today, s.day, holidays);
    const booked = s.bookedBy ?? [];
    const [activity] = await tx
      .insert(activities)
      .values({
        seriesId: series.id,
        isMulti: true,
        activityType: 6,
        title: `${seriesName.slice(0, 4)}年${s.title}`,
        modeId: s.modeId,
        videoType: s.videoType,
        startDate: date,
        endDate: date,
        startTime: s.startTime,
        endTime: s.endTime,
        bookingCompanyType: s.bookingCompanyType ?? 0,
        bookingStartTime: addDays(at, s.opensIn),
        bookingEndTime: addDays(at, s.closesIn),
        isOpenSelectionMode: s.isOpenSelectionMode ?? false,
        capacity: s.capacity,
        bookedCount: booked.length,
        infoSubmitCloseTime: defaultInfoSubmitCloseTime(date, today, holidays),
        videoUploadCloseTime: defaultVideoUploadCloseTime(date, today, holidays),
        crtTime: addDays(at, -5),
        updTime: addDays(at, -5),
      })
      .returning({ id: activities.id });
    if (!activity) throw new Error("collective activity was not inserted");
    for (const [i, companyId] of booked.entries()) {
      const [part] = await tx
        .insert(activityCompanies)
        .values({ activityId: activity.id, companyId, seriesId: series.id, modeId: s.modeId, videoType: s.videoType, isAcceptAgreement: true, crtTime: addDays(at, -2 + i * 0.1) })
        .returning({ id: activityCompanies.id });
      if (!part) throw new Error("collective booking was not inserted");
      await tx.insert(activityContacts).values({
        activityCompanyId: part.id,
        contactName: ["周建国", "赵子涵", "孙立群"][i % 3] ?? "联系人",
        contactMobile: `1391000000${i}`,
        contactWechat: `ir_contact_${i}`,
        contactMail: null,
      });
    }
  }
}

async function seedCollectives(tx: TDb, at: Date, today: string, holidays: THolidays): Promise<void> {
  const year = chinaDate(at).slice(0, 4);
  const rows = await tx
    .select({ id: companies.id, fullName: companies.fullName })
    .from(companies)
    .where(inArray(companies.fullName, [DEMO_COMPANY_NAMES.listedClosed, DEMO_COMPANY_NAMES.report]));
  const others = rows.map((r) => r.id);
  await seedSeries(tx, at, today, holidays, `${year}年深圳辖区上市公司投资者网上集体接待日`, [
    { title: DEMO_COLLECTIVE.open, day: 15, startTime: "14:00", endTime: "17:00", modeId: 4, videoType: 4, capacity: 40, opensIn: -3, closesIn: 12 },
    {
      title: DEMO_COLLECTIVE.openSelection, day: 18, startTime: "09:30", endTime: "11:30", modeId: 1, videoType: 1, capacity: 20,
      isOpenSelectionMode: true, opensIn: -3, closesIn: 14,
    },
    { title: DEMO_COLLECTIVE.full, day: 16, startTime: "15:30", endTime: "17:00", modeId: 4, videoType: 4, capacity: others.length, opensIn: -6, closesIn: 10, bookedBy: others },
  ]);
  await seedSeries(tx, at, today, holidays, `${year}年科技创新企业集体业绩说明会`, [
    { title: DEMO_COLLECTIVE.type8Only, day: 20, startTime: "14:00", endTime: "15:30", modeId: 1, videoType: 1, capacity: 10, bookingCompanyType: 8, opensIn: -1, closesIn: 15 },
    { title: DEMO_COLLECTIVE.closed, day: 6, startTime: "09:30", endTime: "11:30", modeId: 4, videoType: 4, capacity: 30, opensIn: -20, closesIn: -1, bookedBy: others.slice(0, 1) },
    { title: DEMO_COLLECTIVE.openSecond, day: 22, startTime: "15:30", endTime: "17:00", modeId: 4, videoType: 4, capacity: 30, opensIn: -1, closesIn: 16 },
  ]);
}

const CONTACTS = {
  contactName: ["王海涛", "李晓雯"],
  contactMobile: ["13912345678", "13987654321"],
  contactWechat: ["wanght_ir", "lixw_ir"],
  contactMail: ["ir@pengcheng-tech.com", ""],
};

async function seedSingleBookings(tx: TDb, at: Date, today: string, holidays: THolidays, booker: TBooker): Promise<void> {
  const themes = await tx.select().from(activityThemes);
  const theme = (type: number, name: string) => {
    const found = themes.find((t) => t.activityType === type && t.cnName.includes(name));
    if (!found) throw new Error(`demo theme ${name} is missing`);
    return found;
  };
  const regions = new Map((await tx.select().from(bookingRegions)).map((r) => [r.regionName, r.id]));
  const [platform] = await tx.select().from(transPlatforms).where(eq(transPlatforms.platformName, "上证路演中心"));
  const slot = async (videoType: number, isRecord: boolean, storeDate: string, periodId: number, regionId?: number) => {
    const found = (await slotsOn(tx, { videoType, isRecord, storeDate, regionId })).find((s) => s.periodId === periodId);
    if (!found) throw new Error(`no demo slot ${videoType}/${isRecord}/${storeDate}/${periodId}`);
    return found;
  };
  const book = async (raw: Record<string, unknown>) =>
    bookSingle(tx, booker, ZSingleBookingBody.parse({ ...CONTACTS, ...raw }), { at, skipAgreement: true });
  const themed = (t: { id: number; cnName: string; enName: string }) => ({ dicId: t.id, bookingTitle: t.cnName, bookingEnTitle: t.enName });

  // Live results briefing in the Shenzhen studio.
  const liveDate = addTradingDays(today, 10, holidays);
  const shenzhen = regions.get("深圳") ?? 0;
  const live = await slot(1, false, liveDate, 1, shenzhen);
  await book({
    ...themed(theme(1, "第三季度")), bookingType: 1, activityType: 1, modeId: 1, bookingDate: liveDate, periodId: 1,
    storeId: live.id, version: live.version, bookingRegionId: shenzhen, definedPeriodStart: "09:30", definedPeriodEnd: "11:00",
  });

  // The company's own recorded video, broadcast live then posted (transcribeType 2 forces the broadcast form).
  const ownDate = addTradingDays(today, 12, holidays);
  const own = await slot(3, false, ownDate, 3);
  await book({
    dicId: theme(4, "ESG").id, bookingTitle: "ESG专题交流会暨可持续发展报告解读", bookingEnTitle: "ESG Briefing and Sustainability Report",
    bookingType: 4, activityType: 3, modeId: 5, bookingDate: ownDate, periodId: 3, storeId: own.id, version: own.version, isLiveBroadcast: true,
  });

  // Text-only interaction for the annual results.
  const textDate = addTradingDays(today, 15, holidays);
  const text = await slot(4, false, textDate, 4);
  await book({
    ...themed(theme(1, "年度业绩")), bookingType: 1, activityType: 4, modeId: 4, bookingDate: textDate, periodId: 4, storeId: text.id, version: text.version,
  });

  // A relay of a convertible bond roadshow (refinancing: the short lead time).
  const relayDate = addTradingDays(today, 4, holidays);
  const relay = await slot(2, false, relayDate, 1);
  await book({
    ...themed(theme(2, "可转换")), bookingType: 2, activityType: 2, modeId: 2, bookingDate: relayDate, periodId: 1,
    storeId: relay.id, version: relay.version, platformId: platform?.id,
  });

  // Filmed in the Shanghai studio a week ahead, then only posted.
  const recDate = addTradingDays(today, 14, holidays);
  const studioDate = addTradingDays(today, 20, holidays);
  const shanghai = regions.get("上海") ?? 0;
  const broadcast = await slot(3, false, studioDate, 1);
  const studio = await slot(3, true, recDate, 2, shanghai);
  await book({
    ...themed(theme(3, "股权激励")), bookingType: 3, activityType: 3, modeId: 3, bookingDate: studioDate, periodId: 1,
    storeId: broadcast.id, version: broadcast.version, isLiveBroadcast: false, recDate, recRegionId: shanghai,
    recSotrageId: studio.id, version2: studio.version, recPeriodTimeStart: "14:00", recPeriodTimeEnd: "15:30",
  });
}

export async function seedBookingDemo(tx: TDb, at: Date): Promise<void> {
  const today = chinaDate(at);
  await ensureBookingCapacity(tx, today);
  const holidays = await loadHolidays(tx);
  await seedCollectives(tx, at, today, holidays);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNTS.listedAdmin));
  const booker = admin ? await loadBookerByUser(tx, admin.id) : undefined;
  if (booker) await seedSingleBookings(tx, at, today, holidays, booker);
}

