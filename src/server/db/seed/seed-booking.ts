import { sql } from "drizzle-orm";
import { ALL_PERIODS } from "#shared/booking/booking-time.ts";
import {
  activityThemes,
  bookingModes,
  bookingPeriods,
  bookingRegions,
  dictionaryItems,
  rooms,
  systemSettings,
  tradingHolidays,
  transPlatforms,
} from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { modeDocumentPaths } from "./seed-documents.ts";
import { chinaDate } from "./seed-time.ts";

/**
 * Booking reference data (document 1 section 3, document 4 section 6): periods, regions and rooms, relay
 * platforms, modes, themes per booking type, the exchange holidays of 2026 and 2027, the agreement version
 * and the booking descriptions.
 */

/** Weekday closures of the mainland exchanges (weekends are closed anyway). */
export const EXCHANGE_HOLIDAYS: Record<string, string> = {
  "2026-01-01": "元旦", "2026-01-02": "元旦",
  "2026-02-16": "春节", "2026-02-17": "春节", "2026-02-18": "春节", "2026-02-19": "春节", "2026-02-20": "春节", "2026-02-23": "春节",
  "2026-04-06": "清明节",
  "2026-05-01": "劳动节", "2026-05-04": "劳动节", "2026-05-05": "劳动节",
  "2026-06-19": "端午节",
  "2026-09-25": "中秋节",
  "2026-10-01": "国庆节", "2026-10-02": "国庆节", "2026-10-05": "国庆节", "2026-10-06": "国庆节", "2026-10-07": "国庆节",
  "2027-01-01": "元旦",
  "2027-02-05": "春节", "2027-02-08": "春节", "2027-02-09": "春节", "2027-02-10": "春节", "2027-02-11": "春节", "2027-02-12": "春节",
  "2027-04-05": "清明节",
  "2027-05-03": "劳动节", "2027-05-04": "劳动节", "2027-05-05": "劳动节",
  "2027-06-09": "端午节",
  "2027-09-15": "中秋节",
  "2027-10-01": "国庆节", "2027-10-04": "国庆节", "2027-10-05": "国庆节", "2027-10-06": "国庆节", "2027-10-07": "国庆节",
};

export const DEMO_REGIONS = [
  { name: "上海", rooms: [["上证路演厅A", "上海市浦东新区杨高南路388号 路演厅A"], ["上证路演厅B", "上海市浦东新区杨高南路388号 路演厅B"]] },
  { name: "北京", rooms: [["金融街演播室1", "北京市西城区金融大街7号 演播室1"], ["金融街演播室2", "北京市西城区金融大街7号 演播室2"]] },
  { name: "深圳", rooms: [["福田路演厅A", "深圳市福田区深南大道2012号 路演厅A"], ["福田路演厅B", "深圳市福田区深南大道2012号 路演厅B"]] },
] as const;

export const DEMO_PLATFORMS = ["上证路演中心", "中国证券网", "全景网", "微信视频号"] as const;

/** Mode ids are fixed: the wire and the rules name them (mode 4 is filtered for booking types 2 to 4). */
export const DEMO_MODES: (typeof bookingModes.$inferInsert)[] = [
  { id: 1, modeName: "视频直播", videoType: 1, transcribeType: null, companyModeType: 1, ...modeDocumentPaths(1) },
  { id: 2, modeName: "视频转播", videoType: 2, transcribeType: null, companyModeType: 1, ...modeDocumentPaths(2) },
  { id: 3, modeName: "视频录播（现场录制）", videoType: 3, transcribeType: 1, companyModeType: 1, ...modeDocumentPaths(3) },
  { id: 4, modeName: "网络文字互动", videoType: 4, transcribeType: null, companyModeType: 1, ...modeDocumentPaths(4) },
  { id: 5, modeName: "视频录播（自行录制）", videoType: 3, transcribeType: 2, companyModeType: 1, ...modeDocumentPaths(5) },
  { id: 6, modeName: "基金视频直播", videoType: 1, transcribeType: null, companyModeType: 2, ...modeDocumentPaths(6) },
  { id: 7, modeName: "基金网络文字互动", videoType: 4, transcribeType: null, companyModeType: 2, ...modeDocumentPaths(7) },
  { id: 8, modeName: "基金视频录播", videoType: 3, transcribeType: 2, companyModeType: 2, ...modeDocumentPaths(8) },
].map((m, i) => ({ ...m, sort: i + 1 }));

/** Themes per booking type; the year-bound ones follow the seed's year so the demo stays current. */
export function demoThemes(year: number): (typeof activityThemes.$inferInsert)[] {
  const t = (activityType: number, cnName: string, enName: string, isAllowModify = false) => ({ activityType, cnName, enName, isAllowModify });
  return [
    t(1, `${year}年第三季度业绩说明会`, `Q3 ${year} Results Briefing`),
    t(1, `${year}年半年度业绩说明会`, `${year} Interim Results Briefing`),
    t(1, `${year - 1}年度业绩说明会`, `${year - 1} Annual Results Briefing`),
    t(1, "业绩说明会", "Results Briefing", true),
    t(2, "向特定对象发行股票网上路演", "Private Placement Online Roadshow"),
    t(2, "可转换公司债券发行网上路演", "Convertible Bond Offering Online Roadshow"),
    t(2, "配股发行网上路演", "Rights Issue Online Roadshow"),
    t(2, "再融资网上路演", "Refinancing Online Roadshow", true),
    t(3, "重大资产重组媒体说明会", "Major Asset Restructuring Briefing"),
    t(3, "股权激励计划说明会", "Equity Incentive Plan Briefing"),
    t(3, "重大事项说明会", "Major Event Briefing", true),
    t(4, "投资者开放日", "Investor Open Day", true),
    t(4, "ESG专题交流会", "ESG Briefing", true),
    t(4, "现金分红说明会", "Cash Dividend Briefing"),
    t(5, "新发基金网上路演", "New Fund Launch Roadshow"),
    t(5, "基金经理交流会", "Fund Manager Exchange", true),
    t(5, "投资策略会", "Investment Strategy Briefing", true),
    t(5, "持续营销路演", "Ongoing Marketing Roadshow"),
  ].map((row, i) => ({ ...row, sort: i + 1 }));
}

/** The booking descriptions the booking screen shows (system config entries read by code). */
const BOOKING_DESCRIPTIONS = [
  {
    code: "SystemConfigBookingDesc",
    name: "单场路演预约说明",
    value:
      "业绩说明会、其他路演可预约T+7至T+27个交易日内的活动；再融资路演、重大事项说明会可预约T+2至T+27个交易日。现场录制须在活动日期前至少3个交易日完成录制。视频直播请至少提前1小时到场。",
  },
  {
    code: "SystemConfigMultiBookingDesc",
    name: "集体路演预约说明",
    value: "集体路演由平台统一组织，每个系列只能选择一场活动；开放自选模式的活动可跟随集体模式，也可自行选择活动模式。",
  },
] as const;

/** The booking agreement version every booking must have accepted. */
export const DEMO_AGREEMENT_VERSION = "2026.1";

/** Moves a serial's sequence past rows inserted with explicit ids, so later inserts get fresh ids. */
async function syncSequence(tx: TDb, table: string): Promise<void> {
  await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
}

export async function seedBookingReference(tx: TDb, at: Date): Promise<void> {
  await tx.insert(bookingPeriods).values(ALL_PERIODS.map((p, i) => ({ ...p, sort: i + 1 }))).onConflictDoNothing();
  await syncSequence(tx, "booking_periods");

  for (const [i, region] of DEMO_REGIONS.entries()) {
    const [row] = await tx.insert(bookingRegions).values({ regionName: region.name, sort: i + 1 }).returning({ id: bookingRegions.id });
    if (!row) throw new Error(`region ${region.name} was not inserted`);
    await tx.insert(rooms).values(region.rooms.map(([roomName, address]) => ({ regionId: row.id, roomName, address })));
  }
  await tx.insert(transPlatforms).values(DEMO_PLATFORMS.map((platformName, i) => ({ platformName, sort: i + 1 })));

  await tx.insert(bookingModes).values(DEMO_MODES).onConflictDoNothing();
  await syncSequence(tx, "booking_modes");
  await tx.insert(activityThemes).values(demoThemes(Number(chinaDate(at).slice(0, 4))));

  await tx
    .insert(tradingHolidays)
    .values(Object.entries(EXCHANGE_HOLIDAYS).map(([holidayDate, name]) => ({ holidayDate, name })))
    .onConflictDoNothing();

  await tx
    .insert(systemSettings)
    .values({ key: "BookingAgreementVersion", value: { version: DEMO_AGREEMENT_VERSION }, updatedAt: at })
    .onConflictDoNothing({ target: systemSettings.key });

  await tx.insert(dictionaryItems).values(
    BOOKING_DESCRIPTIONS.flatMap((d, i) => [
      { code: d.code, parentCode: null, name: d.name, attachField1: null, sort: 100 + i, status: 1 },
      { code: `${d.code}_1`, parentCode: d.code, name: d.name, attachField1: d.value, sort: 1, status: 1 },
    ]),
  );
}
