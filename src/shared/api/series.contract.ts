import { z } from "zod";
import { ZEmptyBody, contractGroup, defineContract } from "./contract.ts";
import { seriesRoutes } from "./series.routes.ts";
import { zBool, zInt, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { isCalendarDate } from "../booking/calendar-date.ts";
import { parseDeadline } from "../activity/ops-rules.ts";
import { BOOKING_COMPANY_TYPES, SeriesMsg } from "../booking/series-rules.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * Collective series in the back office (document 4 section 6; document 1 section 3 "Bookable activity
 * series"). Times on the wire: activity times "HH:mm" Beijing; booking window "YYYY-MM-DD HH:mm" Beijing (or
 * an ISO instant) in, ISO instants out. An activity edit names the `updTime` it read.
 */

const zId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= 2_147_483_647, { error: message });
const zDate = z.string({ error: SeriesMsg.dateInvalid }).trim().refine(isCalendarDate, { error: SeriesMsg.dateInvalid });
const zTime = z.string({ error: SeriesMsg.timeInvalid }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SeriesMsg.timeInvalid });
const zInstant = z
  .string({ error: SeriesMsg.windowInvalid })
  .refine((v) => parseDeadline(v) !== null, { error: SeriesMsg.windowInvalid })
  .transform((v) => parseDeadline(v) as Date);
const zPlain = (required: string, max: number, tooLong: string) =>
  zText(required, max, tooLong).transform(toPlainText).refine((v) => v.length > 0, { error: required });

export const ZSeriesRow = z.object({
  id: z.number(),
  seriesName: z.string(),
  status: z.number().describe("1 open, 0 closed"),
  activityCount: z.number(),
  bookedCount: z.number().describe("company parts booked across its live activities"),
  crtTime: z.string(),
});
export type TSeriesRow = z.infer<typeof ZSeriesRow>;

export const ZSeriesCompany = z.object({
  companyId: z.number(),
  shortName: z.string(),
  fullName: z.string(),
  stockCode: z.string().nullable(),
  companyType: z.number(),
  crtTime: z.string(),
});

export const ZSeriesActivity = z.object({
  id: z.number(),
  title: z.string(),
  enTitle: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  bookingStartTime: z.string().nullable(),
  bookingEndTime: z.string().nullable(),
  bookingCompanyType: z.number(),
  isOpenSelectionMode: z.boolean(),
  modeId: z.number().nullable(),
  capacity: z.number().nullable(),
  bookedCount: z.number(),
  isCancel: z.boolean(),
  updTime: z.string(),
  companies: z.array(ZSeriesCompany),
});
export type TSeriesActivity = z.infer<typeof ZSeriesActivity>;

export const ZSeriesDetail = ZSeriesRow.extend({ activities: z.array(ZSeriesActivity) });
export type TSeriesDetail = z.infer<typeof ZSeriesDetail>;

export const ZSeriesIdBody = z.object({ id: zId(SeriesMsg.seriesNotFound) });
export const ZSeriesSaveBody = z.object({
  id: zOptionalInt(SeriesMsg.seriesNotFound),
  seriesName: zPlain(SeriesMsg.seriesNameRequired, 50, SeriesMsg.seriesNameTooLong),
});

export const ZSeriesActivitySaveBody = z.object({
  seriesId: zId(SeriesMsg.seriesNotFound),
  id: zOptionalInt(SeriesMsg.activityNotFound),
  /** the updTime the edit was made against (required with id) */
  updTime: zOptionalText(40, SeriesMsg.stale),
  title: zPlain(SeriesMsg.titleRequired, 100, SeriesMsg.titleTooLong),
  enTitle: zOptionalText(200, SeriesMsg.enTitleTooLong).transform((v) => (v === undefined ? undefined : toPlainText(v))),
  startDate: zDate,
  endDate: zDate,
  startTime: zTime,
  endTime: zTime,
  bookingStartTime: zInstant,
  bookingEndTime: zInstant,
  bookingCompanyType: zInt(SeriesMsg.companyTypeInvalid).refine((n) => (BOOKING_COMPANY_TYPES as readonly number[]).includes(n), { error: SeriesMsg.companyTypeInvalid }),
  isOpenSelectionMode: zBool("开放自选模式参数不正确"),
  modeId: zOptionalInt("活动模式不正确"),
  capacity: zInt(SeriesMsg.capacityInvalid).refine((n) => n >= 1 && n <= 999, { error: SeriesMsg.capacityInvalid }),
}).refine((b) => b.id === undefined || b.updTime !== undefined, { error: SeriesMsg.stale });

export const seriesContracts = contractGroup("series", {
  seriesList: defineContract({ ...seriesRoutes.seriesList, tag: "ops", summary: "Every collective series, open and closed", body: ZEmptyBody, datas: ZSeriesRow }),
  seriesDetail: defineContract({
    ...seriesRoutes.seriesDetail, tag: "ops",
    summary: "A series with its collective activities and the companies who booked each", body: ZSeriesIdBody, datas: ZSeriesDetail,
  }),
  seriesSave: defineContract({ ...seriesRoutes.seriesSave, tag: "ops", summary: "Creates or renames a series", body: ZSeriesSaveBody, datas: ZSeriesDetail }),
  seriesClose: defineContract({
    ...seriesRoutes.seriesClose, tag: "ops",
    summary: "Closes a series: its activities leave the bookable list; companies who booked keep their places", body: ZSeriesIdBody, datas: ZSeriesDetail,
  }),
  activitySave: defineContract({
    ...seriesRoutes.activitySave, tag: "ops",
    summary: "Creates or edits a collective activity of a series at the updTime read; never leaves a booked company out",
    body: ZSeriesActivitySaveBody, datas: ZSeriesDetail,
  }),
});
