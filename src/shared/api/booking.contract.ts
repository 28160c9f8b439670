import { z } from "zod";
import { AUTH, contractGroup, defineContract } from "./contract.ts";
import { zInt, zList, zOptionalBool, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { BookingMsg } from "../booking/booking-messages.ts";
import { CN_TITLE_MAX, EN_TITLE_MAX } from "../booking/booking-title.ts";
import { ZContact, contactsFromArrays } from "../booking/contacts.ts";
import { calendarDaysBetween, isCalendarDate } from "../booking/calendar-date.ts";

/** Document 1 section 7.4 (booking) and document 2 section 7 (agreement) calls. */

const zDate = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
const zOptDate = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), zDate(message).optional());
const zOptTime = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string({ error: message }).regex(/^\d{2}:\d{2}$/, { error: message }).optional());

/** The contact rows travel as parallel arrays (contactName=…&contactName=…); each row must validate. */
const contactArrays = {
  contactName: zList(z.string()),
  contactMobile: zList(z.string()),
  contactWechat: zList(z.string()),
  contactMail: zList(z.string()),
};

function checkContacts(b: { contactName: string[]; contactMobile: string[]; contactWechat: string[]; contactMail: string[] }, ctx: z.RefinementCtx) {
  for (const row of contactsFromArrays(b)) {
    const parsed = ZContact.safeParse(row);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? BookingMsg.period, path: ["contactName"] });
      return;
    }
  }
}

export const ZBookingMode = z.object({
  id: z.number(),
  modeName: z.string(),
  videoType: z.number().describe("1 live, 2 relay, 3 recording, 4 other"),
  transcribeType: z.number().nullable().describe("recording: 1 studio, 2 own video"),
  guidancePath: z.string().nullable(),
  examplePath: z.string().nullable(),
  noticePath: z.string().nullable(),
});
export type TBookingMode = z.infer<typeof ZBookingMode>;

export const ZActivityTheme = z.object({
  id: z.number(),
  activityType: z.number(),
  cnName: z.string(),
  enName: z.string(),
  isAllowModify: z.boolean(),
});
export type TActivityTheme = z.infer<typeof ZActivityTheme>;

export const ZTradingDate = z.object({
  bizDate: z.string(),
  number: z.number().describe("remaining quota on that date (activity_booking_time) or T+n (get_stock_trade_date)"),
});
export type TTradingDate = z.infer<typeof ZTradingDate>;

export const ZStoreSlot = z.object({
  id: z.number(),
  storeDate: z.string(),
  number: z.number().describe("remaining quota"),
  periodId: z.number(),
  periodTime: z.string().describe("HH:MM-HH:MM"),
  version: z.number(),
  regionId: z.number().nullable(),
  regionName: z.string().nullable(),
  isRecord: z.boolean(),
});
export type TStoreSlot = z.infer<typeof ZStoreSlot>;

export const ZRegion = z.object({ id: z.number(), regionName: z.string() });
export type TRegion = z.infer<typeof ZRegion>;
export const ZPlatform = z.object({ id: z.number(), platformName: z.string() });
export type TPlatform = z.infer<typeof ZPlatform>;
export const ZRoom = z.object({ id: z.number(), roomName: z.string(), regionId: z.number(), address: z.string().nullable() });

export const ZBookableActivity = z.object({
  id: z.number(),
  title: z.string(),
  bookingCompanyType: z.number().describe("0 every company, otherwise only that company type"),
  bookingCompanyTypeText: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  bookingStartTime: z.string().nullable(),
  bookingEndTime: z.string().nullable(),
  isBookedComplete: z.boolean().describe("capacity taken"),
  isOpenSelectionMode: z.boolean(),
  modeId: z.number().nullable(),
  modeName: z.string().nullable(),
  isBooked: z.boolean().describe("the caller's company already joined it"),
  canBook: z.boolean().describe("open, not full, the company's type matches and its series is still free"),
});
export type TBookableActivity = z.infer<typeof ZBookableActivity>;

export const ZBookableSeries = z.object({ seriesId: z.number(), seriesName: z.string(), activityList: z.array(ZBookableActivity) });
export type TBookableSeries = z.infer<typeof ZBookableSeries>;

export const ZBookingResult = z.object({ activityId: z.number() });

export const ZAgreementInfo = z.object({
  agreementType: z.number(),
  currentVersion: z.string().nullable().describe("BookingAgreementVersion"),
  acceptedVersion: z.string().nullable().describe("the version this user last accepted"),
  acceptedAt: z.string().nullable(),
});
export type TAgreementInfo = z.infer<typeof ZAgreementInfo>;

const listBody = z.object({ size: zInt("size参数不正确").optional(), status: zInt("状态参数不正确").optional() }).loose();

export const ZModeListBody = listBody.extend({
  type: zInt("type参数不正确").optional(),
  companyModeType: zInt("companyModeType参数不正确").default(1),
  showInner: zOptionalBool(),
});

export const ZThemeListBody = listBody.extend({ activityType: zInt(BookingMsg.bookingType) });

export const ZBookingTimeBody = z.object({
  activityType: zInt(BookingMsg.mode).describe("the mode's video type"),
  activityBookingType: zInt(BookingMsg.bookingType).describe("the booking type (orderType 1-5)"),
  isRecord: zOptionalBool(),
  storeDate: zOptDate(BookingMsg.date).describe("with isRecord: the activity date the recording precedes"),
});

export const ZBookingStoreBody = z.object({
  activityType: zInt(BookingMsg.mode),
  storeDate: zDate(BookingMsg.date),
  isRecord: zOptionalBool(),
});

export const ZVersionInfoBody = z.object({
  storeDate: zDate(BookingMsg.date),
  regionId: zInt(BookingMsg.liveRegion),
  isRecord: zOptionalBool(),
});

export const ZTradeDateBody = z.object({ bookingDate: zDate(BookingMsg.date) });

export const ZSingleBookingBody = z
  .object({
    ...contactArrays,
    activityType: zInt(BookingMsg.mode).describe("the mode's video type"),
    bookingType: zInt(BookingMsg.bookingType),
    bookingTitle: zText(BookingMsg.cnTitle, CN_TITLE_MAX, BookingMsg.cnTitleTooLong),
    bookingEnTitle: zOptionalText(EN_TITLE_MAX, BookingMsg.enTitleTooLong),
    dicId: zInt(BookingMsg.theme).describe("the theme id"),
    modeId: zInt(BookingMsg.mode),
    bookingDate: zDate(BookingMsg.date),
    periodId: zOptionalInt(BookingMsg.period),
    storeId: zOptionalInt(BookingMsg.period),
    version: zOptionalInt(BookingMsg.period),
    bookingRegionId: zOptionalInt(BookingMsg.liveRegion),
    platformId: zOptionalInt(BookingMsg.platform),
    isLiveBroadcast: zOptionalBool(),
    transcribeType: zOptionalInt(BookingMsg.mode),
    recDate: zOptDate(BookingMsg.recordDate),
    recRegionId: zOptionalInt(BookingMsg.recordRegion),
    recSotrageId: zOptionalInt(BookingMsg.recordDate).describe("the recording store slot (spelling as the spec)"),
    version2: zOptionalInt(BookingMsg.recordDate),
    definedPeriodStart: zOptTime(BookingMsg.period),
    definedPeriodEnd: zOptTime(BookingMsg.period),
    recPeriodTimeStart: zOptTime(BookingMsg.recordDate),
    recPeriodTimeEnd: zOptTime(BookingMsg.recordDate),
  })
  .superRefine(checkContacts);
export type TSingleBookingBody = z.infer<typeof ZSingleBookingBody>;

export const ZCollectiveBookingBody = z
  .object({
    ...contactArrays,
    activityIds: zList(zInt(BookingMsg.collectiveActivity)).refine((ids) => ids.length > 0, { error: BookingMsg.collectiveActivity }),
    isWithCollective: zOptionalBool().describe("open selection mode: true follows the collective's mode"),
    regionId: zOptionalInt(BookingMsg.liveRegion),
    modeId: zOptionalInt(BookingMsg.mode),
    videoType: zOptionalInt(BookingMsg.mode),
    recType: zOptionalInt(BookingMsg.mode),
    isLiveBroadcast: zOptionalBool(),
    recDate: zOptDate(BookingMsg.recordDate),
    startTime: zOptTime(BookingMsg.period),
    endTime: zOptTime(BookingMsg.period),
    platformId: zOptionalInt(BookingMsg.platform),
  })
  .superRefine(checkContacts);
export type TCollectiveBookingBody = z.infer<typeof ZCollectiveBookingBody>;

/** The longest range trade_holiday_list answers for, in calendar days. */
export const HOLIDAY_RANGE_MAX_DAYS = 366;

export const ZHolidayRangeBody = z
  .object({ startDate: zDate("开始日期格式不正确"), endDate: zDate("结束日期格式不正确") })
  .refine((b) => b.endDate >= b.startDate, { error: "结束日期不能早于开始日期", path: ["endDate"] })
  .refine((b) => calendarDaysBetween(b.startDate, b.endDate) <= HOLIDAY_RANGE_MAX_DAYS, {
    error: `日期范围不能超过${HOLIDAY_RANGE_MAX_DAYS}天`,
    path: ["endDate"],
  });
export type THolidayRangeBody = z.infer<typeof ZHolidayRangeBody>;

export const ZTradingHoliday = z.object({ holidayDate: z.string().describe("YYYY-MM-DD, a weekday the exchanges are closed"), name: z.string() });
export type TTradingHoliday = z.infer<typeof ZTradingHoliday>;

export const ZAgreementAddBody = z.object({ agreementType: zInt("协议类型不正确").refine((t) => t === 0 || t === 1, { error: "协议类型不正确" }) });
export const ZAcceptAgreementBody = z.object({ activityId: zInt("活动编号不正确") });

export const bookingContracts = contractGroup("booking", {
  bookableActivityList: defineContract({
    method: "POST", path: `${AUTH}/activity/bookable_activity_list`, access: "auth", tag: "booking",
    summary: "Collective series with the activities the caller's company may look at for booking",
    body: z.object({}).loose(), datas: ZBookableSeries,
  }),
  bookingModeList: defineContract({
    method: "POST", path: `${AUTH}/booking_mode/booking_mode_list`, access: "auth", tag: "booking",
    summary: "Booking modes of a company mode type (1 listed, 2 fund)", body: ZModeListBody, datas: ZBookingMode,
  }),
  activityTypeList: defineContract({
    method: "POST", path: `${AUTH}/activity_type/list`, access: "auth", tag: "booking",
    summary: "Activity themes of a booking type", body: ZThemeListBody, datas: ZActivityTheme,
  }),
  activityBookingTime: defineContract({
    method: "POST", path: `${AUTH}/booking_store/activity_booking_time`, access: "auth", tag: "booking",
    summary: "Trading dates in the booking window with their remaining quota (recording dates with isRecord)",
    body: ZBookingTimeBody, datas: ZTradingDate,
  }),
  activityBookingStore: defineContract({
    method: "POST", path: `${AUTH}/booking_store/activity_booking_store`, access: "auth", tag: "booking",
    summary: "Store slots of a mode video type on a date", body: ZBookingStoreBody, datas: ZStoreSlot,
  }),
  activityBookingVersionInfo: defineContract({
    method: "POST", path: `${AUTH}/booking_store/activity_booking_version_info`, access: "auth", tag: "booking",
    summary: "Live (or studio recording) slots of a region on a date, with their versions", body: ZVersionInfoBody, datas: ZStoreSlot,
  }),
  bookingStoreAvailableTime: defineContract({
    method: "POST", path: `${AUTH}/booking_store/booking_store_available_time`, access: "auth", tag: "booking",
    summary: "Dates that still have capacity", body: listBody, datas: z.object({ storeDate: z.string() }),
  }),
  getStockTradeDate: defineContract({
    method: "POST", path: `${AUTH}/booking/get_stock_trade_date`, access: "auth", tag: "booking",
    summary: "The trading day on or after a date and its distance in trading days from today (T+n)",
    body: ZTradeDateBody, datas: ZTradingDate,
  }),
  tradeHolidayList: defineContract({
    method: "POST", path: `${AUTH}/booking/trade_holiday_list`, access: "auth", tag: "booking",
    summary: "The trading calendar's holidays (weekday closures) from startDate to endDate, in date order",
    body: ZHolidayRangeBody, datas: ZTradingHoliday,
  }),
  bookingRegionList: defineContract({
    method: "POST", path: `${AUTH}/booking_region/list`, access: "auth", tag: "booking",
    summary: "Booking regions", body: listBody, datas: ZRegion,
  }),
  transPlatformList: defineContract({
    method: "POST", path: `${AUTH}/trans_platform/trans_platform_list`, access: "auth", tag: "booking",
    summary: "Relay platforms", body: listBody, datas: ZPlatform,
  }),
  roomList: defineContract({
    method: "POST", path: `${AUTH}/room/room_list`, access: "auth", tag: "booking",
    summary: "Rooms", body: listBody, datas: ZRoom,
  }),
  bookingActivity: defineContract({
    method: "POST", path: `${AUTH}/booking/booking_activity`, access: "auth", tag: "booking",
    summary: "Single booking: takes one unit of the slot and creates the activity in one transaction",
    body: ZSingleBookingBody, datas: ZBookingResult,
  }),
  collectiveBooking: defineContract({
    method: "POST", path: `${AUTH}/activity/booking_activity`, access: "auth", tag: "booking",
    summary: "Collective booking: joins one activity per series, within its capacity", body: ZCollectiveBookingBody, datas: ZBookingResult,
  }),
  agreementAdd: defineContract({
    method: "POST", path: `${AUTH}/agreement/agreement_add`, access: "auth", tag: "booking",
    summary: "Records acceptance of the booking agreement at the current version", body: ZAgreementAddBody, datas: ZAgreementInfo,
  }),
  agreementInfo: defineContract({
    method: "POST", path: `${AUTH}/agreement/agreement_info`, access: "auth", tag: "booking",
    summary: "The current agreement version and the one this user last accepted", body: ZAgreementAddBody, datas: ZAgreementInfo,
  }),
  acceptAgreement: defineContract({
    method: "POST", path: `${AUTH}/agreement/accept_agreement`, access: "auth", tag: "booking",
    summary: "Records acceptance of the booking notice for one activity", body: ZAcceptAgreementBody, datas: z.object({}),
  }),
});
