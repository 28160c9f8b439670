import { z } from "zod";
import { ZEmptyBody, contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { capacityRoutes } from "./capacity.routes.ts";
import { ZTradingHoliday } from "./booking.contract.ts";
import { zBool, zInt, zList, zOptionalBool, zOptionalInt, zText } from "../validation/form-fields.ts";
import { isCalendarDate } from "../booking/calendar-date.ts";
import { CapacityMsg, MAX_QUOTA, THEME_ACTIVITY_TYPES } from "../booking/capacity-rules.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The back office's booking capacity (document 4 section 6; document 1 sections 3 and 7.4), under
 * /base-service/api/ops/v1 with an operator token. An edit of an existing row names the `version` it was made
 * against; a refusal for stranded bookings carries those bookings in `datas`.
 */

const zDate = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
const zId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= 2_147_483_647, { error: message });
const zVersion = zInt(CapacityMsg.stale).refine((n) => n >= 1, { error: CapacityMsg.stale });
const zStatus = zInt("状态参数不正确").refine((n) => n === 0 || n === 1, { error: "状态参数不正确" });
const zQuota = zInt(CapacityMsg.quotaInvalid).refine((n) => n >= 0 && n <= MAX_QUOTA, { error: CapacityMsg.quotaInvalid });
const zVideoType = zInt(CapacityMsg.videoTypeInvalid).refine((n) => n >= 1 && n <= 4, { error: CapacityMsg.videoTypeInvalid });
const zSort = zInt("排序须为0至9999的整数").refine((n) => n >= 0 && n <= 9999, { error: "排序须为0至9999的整数" }).default(0);
/** A name shown back on the booking form: stored as plain text (no markup survives), required after stripping. */
const zName = (required: string, max: number, tooLong: string) =>
  zText(required, max, tooLong).transform(toPlainText).refine((v) => v.length > 0, { error: required });
const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" });
const zPageSize = zInt("每页条数不正确").default(50).refine((n) => n >= 1 && n <= 200, { error: "每页条数不正确" });

/** A booking an edit would leave without its capacity, mode, theme or trading day (the refusal's datas). */
export const ZStrandedBooking = z.object({
  activityId: z.number(),
  title: z.string(),
  startDate: z.string(),
  companyNames: z.string().describe("short names of the companies taking part, comma separated"),
});
export type TStrandedBooking = z.infer<typeof ZStrandedBooking>;

export const ZCapacityOptions = z.object({
  periods: z.array(z.object({ id: z.number(), periodName: z.string(), startTime: z.string(), endTime: z.string() })),
  regions: z.array(z.object({ id: z.number(), regionName: z.string() })),
});
export type TCapacityOptions = z.infer<typeof ZCapacityOptions>;

export const ZOpsStore = z.object({
  id: z.number(),
  videoType: z.number(),
  isRecord: z.boolean(),
  storeDate: z.string(),
  periodId: z.number(),
  periodTime: z.string(),
  regionId: z.number().nullable(),
  regionName: z.string().nullable(),
  total: z.number(),
  number: z.number().describe("remaining quota"),
  booked: z.number(),
  version: z.number(),
  status: z.number(),
});
export type TOpsStore = z.infer<typeof ZOpsStore>;

export const ZStorePageBody = z.object({
  dateFrom: zDate("请选择开始日期"),
  dateTo: zDate("请选择结束日期"),
  videoType: zOptionalInt(CapacityMsg.videoTypeInvalid, [1, 2, 3, 4]),
  isRecord: zOptionalBool("录制名额参数不正确"),
  regionId: zOptionalInt("地区参数不正确"),
  pageNo: zPageNo,
  pageSize: zPageSize,
});

export const ZStoreBulkBody = z.object({
  videoType: zVideoType,
  isRecord: zOptionalBool("录制名额参数不正确").transform((v) => v ?? false),
  dateFrom: zDate("请选择开始日期"),
  dateTo: zDate("请选择结束日期"),
  periodIds: zList(zId(CapacityMsg.periodRequired)),
  regionIds: zList(zId(CapacityMsg.regionRequired)),
  quota: zQuota,
});

export const ZStoreBulkResult = z.object({
  days: z.number().describe("trading days in the range"),
  created: z.number(),
  updated: z.number(),
  /** existing slots left at what they already had booked, above the asked quota */
  heldAtBooked: z.number(),
});

export const ZStoreSaveBody = z.object({ id: zId(CapacityMsg.storeNotFound), version: zVersion, total: zQuota, status: zStatus });
export const ZStoreDeleteBody = z.object({ id: zId(CapacityMsg.storeNotFound), version: zVersion });

export const ZOpsMode = z.object({
  id: z.number(),
  modeName: z.string(),
  videoType: z.number(),
  transcribeType: z.number().nullable(),
  companyModeType: z.number(),
  isInner: z.boolean(),
  sort: z.number(),
  status: z.number(),
  version: z.number(),
});
export type TOpsMode = z.infer<typeof ZOpsMode>;

export const ZModeListBody = z.object({ companyModeType: zOptionalInt("公司模式类型不正确", [1, 2]) });

export const ZModeSaveBody = z
  .object({
    id: zOptionalInt(CapacityMsg.modeNotFound),
    version: zOptionalInt(CapacityMsg.stale),
    modeName: zName(CapacityMsg.modeNameRequired, 50, CapacityMsg.modeNameTooLong),
    videoType: zVideoType,
    transcribeType: zOptionalInt(CapacityMsg.transcribeInvalid, [1, 2]),
    companyModeType: zInt("公司模式类型不正确").refine((n) => n === 1 || n === 2, { error: "公司模式类型不正确" }),
    isInner: zOptionalBool("内部模式参数不正确").transform((v) => v ?? false),
    sort: zSort,
    status: zStatus,
  })
  .refine((b) => b.id === undefined || b.version !== undefined, { error: CapacityMsg.stale })
  // a recording names how it is recorded; no other mode has a transcribe type
  .refine((b) => (b.videoType === 3) === (b.transcribeType !== undefined), { error: CapacityMsg.transcribeInvalid });

export const ZOpsTheme = z.object({
  id: z.number(),
  activityType: z.number(),
  cnName: z.string(),
  enName: z.string(),
  isAllowModify: z.boolean(),
  sort: z.number(),
  status: z.number(),
  version: z.number(),
});
export type TOpsTheme = z.infer<typeof ZOpsTheme>;

export const ZThemeListBody = z.object({ activityType: zOptionalInt(CapacityMsg.activityTypeInvalid, THEME_ACTIVITY_TYPES) });

export const ZThemeSaveBody = z
  .object({
    id: zOptionalInt(CapacityMsg.themeNotFound),
    version: zOptionalInt(CapacityMsg.stale),
    activityType: zInt(CapacityMsg.activityTypeInvalid).refine((n) => (THEME_ACTIVITY_TYPES as readonly number[]).includes(n), {
      error: CapacityMsg.activityTypeInvalid,
    }),
    cnName: zName(CapacityMsg.cnNameRequired, 100, CapacityMsg.cnNameTooLong),
    enName: zName(CapacityMsg.enNameRequired, 200, CapacityMsg.enNameTooLong),
    isAllowModify: zBool("是否可修改参数不正确"),
    sort: zSort,
    status: zStatus,
  })
  .refine((b) => b.id === undefined || b.version !== undefined, { error: CapacityMsg.stale });

export const ZHolidayListBody = z.object({
  year: zInt("年份不正确").refine((n) => n >= 2000 && n <= 2100, { error: "年份不正确" }),
});
export const ZHolidayAddBody = z.object({
  holidayDate: zDate("请选择节假日日期"),
  name: zName(CapacityMsg.holidayNameRequired, 50, CapacityMsg.holidayNameTooLong),
});
export const ZHolidayAddResult = ZTradingHoliday.extend({ closedStores: z.number().describe("booking stores of that day switched off") });
export const ZHolidayRemoveBody = z.object({ holidayDate: zDate("请选择节假日日期") });
export const ZHolidayRemoveResult = z.object({ holidayDate: z.string(), reopenedStores: z.number() });

export const capacityContracts = contractGroup("capacity", {
  options: defineContract({
    ...capacityRoutes.options, tag: "ops",
    summary: "Periods and active regions, for the capacity forms", body: ZEmptyBody, datas: ZCapacityOptions,
  }),
  storePage: defineContract({
    ...capacityRoutes.storePage, tag: "ops",
    summary: "Booking stores in a date range (at most 92 days), with what each has booked", body: ZStorePageBody, datas: ZPageOf(ZOpsStore),
  }),
  storeBulkSave: defineContract({
    ...capacityRoutes.storeBulkSave, tag: "ops",
    summary: "Creates or sets the quota of every slot of a kind over the trading days of a range, never below what is booked",
    body: ZStoreBulkBody, datas: ZStoreBulkResult,
  }),
  storeSave: defineContract({
    ...capacityRoutes.storeSave, tag: "ops",
    summary: "Sets one slot's quota and status at the version read; a total below its bookings is refused with them",
    body: ZStoreSaveBody, datas: ZOpsStore,
  }),
  storeDelete: defineContract({
    ...capacityRoutes.storeDelete, tag: "ops",
    summary: "Deletes a slot nobody has booked; otherwise refused with its bookings", body: ZStoreDeleteBody, datas: ZStrandedBooking,
  }),
  modeList: defineContract({
    ...capacityRoutes.modeList, tag: "ops",
    summary: "Every booking mode, internal and switched-off ones too", body: ZModeListBody, datas: ZOpsMode,
  }),
  modeSave: defineContract({
    ...capacityRoutes.modeSave, tag: "ops",
    summary: "Creates a mode, or edits one at the version read (its video type is fixed once booked)", body: ZModeSaveBody, datas: ZOpsMode,
  }),
  themeList: defineContract({
    ...capacityRoutes.themeList, tag: "ops",
    summary: "Every activity theme, of one booking type or all", body: ZThemeListBody, datas: ZOpsTheme,
  }),
  themeSave: defineContract({
    ...capacityRoutes.themeSave, tag: "ops",
    summary: "Creates a theme, or edits one at the version read (its activity type is fixed once booked)", body: ZThemeSaveBody, datas: ZOpsTheme,
  }),
  holidayList: defineContract({
    ...capacityRoutes.holidayList, tag: "ops",
    summary: "The exchange holidays of a year", body: ZHolidayListBody, datas: ZTradingHoliday,
  }),
  holidayAdd: defineContract({
    ...capacityRoutes.holidayAdd, tag: "ops",
    summary: "Adds a weekday holiday: refused with the activities on it, else its stores close and the booking windows move",
    body: ZHolidayAddBody, datas: ZHolidayAddResult,
  }),
  holidayRemove: defineContract({
    ...capacityRoutes.holidayRemove, tag: "ops",
    summary: "Removes a holiday; the day's stores reopen", body: ZHolidayRemoveBody, datas: ZHolidayRemoveResult,
  }),
});
