import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { ZMaterialsGuest } from "./activity-guest.ts";
import { activityPageRoutes } from "./activity-page.routes.ts";
import { qaRoutes } from "./qa.routes.ts";
import { MAX_ROW_ID, zInt, zOptionalRowId } from "../validation/form-fields.ts";
import { LOCALES } from "../shell/locale.ts";

/**
 * The materials of the public activity page (document 3 section 3: Activity, Activity guest, Fund product),
 * with the spec's field names, as activity/activity_detail answers them; and the calendar and share calls.
 */

const blankToUndefined = (v: unknown) => (v === "" || v === null || v === "null" ? undefined : v);
/** An id of a row: a whole number within the database's integer range, otherwise the field's message. */
export const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message });

/** companyIntroJson: the introduction (rich text zh and en), the picture carousel, the promotional and cloud-tour videos. */
export const ZCompanyIntro = z.object({
  gsfc_intro: z.string(),
  gsfc_intro_en_show: z.boolean(),
  gsfc_intro_en: z.string(),
  gsfc_pics: z.array(z.object({ image: z.string(), title: z.string().nullable(), size: z.number().nullable() })),
  intro_video: z.object({ url: z.string(), name: z.string().nullable() }).nullable(),
  cloud_video: z.object({ url: z.array(z.string()), name: z.array(z.string()) }).nullable(),
});
export type TCompanyIntro = z.infer<typeof ZCompanyIntro>;

/** A schedule row (arrangeContentJson). */
export const ZScheduleRow = z.object({ time: z.string(), title: z.string(), en_title: z.string() });
export type TScheduleRowDto = z.infer<typeof ZScheduleRow>;

/** A scene photo (worksitImageJson). */
export const ZScenePhoto = z.object({
  image: z.string(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  en_content: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  time: z.string().nullable(),
});

/**
 * An activity guest as the public page shows it: the activity guest row without the activity and the mobile
 * number and its digests (mobile, mobileMd5, mobileRsa), which are private and stay with the materials form.
 */
export const ZPublicGuest = ZMaterialsGuest.omit({ activityId: true, mobile: true, mobileMd5: true, mobileRsa: true });
export type TPublicGuest = z.infer<typeof ZPublicGuest>;

export const ZFundProduct = z.object({ id: z.number(), fundCode: z.string(), fundAbbr: z.string(), fundExpansionAbbr: z.string().nullable() });
export type TFundProduct = z.infer<typeof ZFundProduct>;

/** A company taking part (a collective's corners; a single activity's holder). */
export const ZPageCompany = z.object({
  companyId: z.number(),
  companyName: z.string(),
  companyShortName: z.string(),
  enShortName: z.string().nullable(),
  stockCode: z.string().nullable(),
  miniLogoPath: z.string().nullable(),
  companyType: z.number(),
});
export type TPageCompany = z.infer<typeof ZPageCompany>;

/** An approved replay video (after the end): status 1 or 3 of the activity's video records. */
export const ZReplayVideo = z.object({ id: z.number(), videoName: z.string().nullable(), videoPath: z.string(), videoDuration: z.number().nullable() });
export type TReplayVideo = z.infer<typeof ZReplayVideo>;

/**
 * What activity/activity_detail adds to the header fields for the whole page: the materials of the page
 * (the holder's for a single activity, the collective's own or one company's corner for a collective one),
 * its guests, fund products, the companies taking part, the live stream address and the replay.
 */
export const ZActivityMaterials = z.object({
  companyId: z.number().nullable(),
  activityType: z.number(),
  companyType: z.number().nullable(),
  videoType: z.number().nullable(),
  /** the stream address the back office set (HLS), shown while the activity is live */
  liveUrl: z.string().nullable(),
  /** 1 chosen template, 2 self-uploaded */
  bgType: z.number().nullable(),
  bgNum: z.number().nullable(),
  activityBgImagePath: z.string().nullable(),
  /** the background to show: the template's image (bgType 1) or the uploaded one (bgType 2), else null */
  bgImageUrl: z.string().nullable(),
  logoPath: z.string().nullable(),
  promotionalVideoPath: z.string().nullable(),
  promotionDiagramPath: z.string().nullable(),
  companyIntroJson: ZCompanyIntro.nullable(),
  arrangeContentJson: z.array(ZScheduleRow),
  worksitImageJson: z.array(ZScenePhoto),
  guestsOnStage: z.number().nullable(),
  guestsUnderStage: z.number().nullable(),
  fundCodes: z.array(z.string()),
  activityFundProductList: z.array(ZFundProduct),
  guestList: z.array(ZPublicGuest),
  companyList: z.array(ZPageCompany),
  replayVideoList: z.array(ZReplayVideo),
});
export type TActivityMaterials = z.infer<typeof ZActivityMaterials>;

/**
 * The public activity page (document 4 section 2.3): the header fields the live Q&A first needed, and the
 * materials of the whole page (ZActivityMaterials: background, logos, introduction, carousel, videos,
 * schedule, guests, fund products, companies, stream and replay).
 */
export const ZPublicActivity = ZActivityMaterials.extend({
  activityId: z.number(),
  title: z.string(),
  enTitle: z.string().nullable(),
  companyName: z.string(),
  companyShortName: z.string(),
  /** the short name English pages show, when the company has one */
  companyEnShortName: z.string().nullable(),
  stockCode: z.string().nullable(),
  miniLogoPath: z.string().nullable(),
  activityTypeText: z.string(),
  isMulti: z.boolean(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  status: z.number(),
  pubStatus: z.number(),
  isCancel: z.boolean(),
  isOpenText: z.boolean(),
  isAutoApprove: z.boolean(),
  /** opened through the test code of an unpublished page: shown with the preview banner */
  isPreview: z.boolean(),
});
export type TPublicActivity = z.infer<typeof ZPublicActivity>;

const zTestCode = z.preprocess(blankToUndefined, z.string().trim().max(64).optional());
export const ZPublicActivityBody = z.object({
  activityId: zInt("活动编号不正确"),
  testCode: zTestCode,
  /** a collective's corner (/singleCompany): that company's materials and guests; it must take part */
  companyId: zOptionalRowId("公司编号不正确"),
});

/**
 * activity/activity_detail, in the qa group (its route is the Q&A part's, qa.publicActivity); defined here so
 * the page's large schema stays out of qa.contract.ts, which every public page loads at run time.
 */
export const publicActivityContracts = contractGroup("qa", {
  publicActivity: defineContract({
    ...qaRoutes.publicActivity, tag: "qa",
    summary: "The public activity page: header, materials, guests, fund products, stream and replay (a collective corner with companyId); an unpublished one only with its test code",
    body: ZPublicActivityBody, datas: ZPublicActivity,
  }),
});

// ---------- the calendar and share calls ----------

const zOptionalTestCode = z.preprocess(blankToUndefined, z.string().trim().max(64).optional());

export const ZCalendarBody = z.object({
  activityId: zRowId("活动编号不正确"),
  testCode: zOptionalTestCode,
  /** the page's language: en-US gives the English title when there is one */
  lang: z.preprocess(blankToUndefined, z.enum(LOCALES, { error: "语言参数不正确" }).optional()),
});
export const ZCalendarFile = z.object({ fileName: z.string(), contentType: z.string(), content: z.string() });
export type TCalendarFile = z.infer<typeof ZCalendarFile>;

export const SHARE_URL_MAX = 1000;
export const ZWechatShareBody = z.object({
  url: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z
      .string()
      .trim()
      .min(1, { error: "请传入分享页面地址" })
      .max(SHARE_URL_MAX, { error: "分享页面地址过长" })
      .refine((u) => /^https?:\/\/[^\s]+$/i.test(u), { error: "分享页面地址不正确" }),
  ),
});
/** What the chat app's JS-SDK config takes (wx.config): appId, timestamp, nonceStr, signature. */
export const ZWechatShare = z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string(), url: z.string() });
export type TWechatShare = z.infer<typeof ZWechatShare>;

export const ROUTE_MAX = 500;
/** A route of the portal (a path with its query), nothing that could carry markup. */
const ROUTE_SHAPE = /^\/[A-Za-z0-9/_\-.~%?=&#+:,]*$/;
export const ZSaveRouteBody = z.object({
  route: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z
      .string()
      .trim()
      .min(1, { error: "请传入路由" })
      .max(ROUTE_MAX, { error: "路由过长" })
      .refine((r) => ROUTE_SHAPE.test(r), { error: "路由格式不正确" }),
  ),
  miniUuid: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(100, { error: "miniUuid过长" })
      .refine((u) => /^[A-Za-z0-9_-]+$/.test(u), { error: "miniUuid格式不正确" })
      .optional(),
  ),
  timestamp: z.preprocess(blankToUndefined, z.coerce.number({ error: "时间戳不正确" }).int({ error: "时间戳不正确" }).min(0, { error: "时间戳不正确" }).max(8.64e15, { error: "时间戳不正确" }).optional()),
});

export const activityPageContracts = contractGroup("activityPage", {
  calendarIcs: defineContract({
    ...activityPageRoutes.calendarIcs, tag: "activity",
    summary: "The activity as an iCalendar file (one VEVENT, Asia/Shanghai times) for 'add to calendar'; visibility as activity_detail",
    body: ZCalendarBody, datas: ZCalendarFile,
  }),
  wechatShare: defineContract({
    ...activityPageRoutes.wechatShare, tag: "share",
    summary: "The chat app's JS-SDK signature of a page address (appId, timestamp, nonceStr, signature); 400 when no chat app is configured",
    body: ZWechatShareBody, datas: ZWechatShare,
  }),
  saveRoute: defineContract({
    ...activityPageRoutes.saveRoute, tag: "share",
    summary: "Stores the route a shared page was opened at (route, miniUuid, timestamp)", body: ZSaveRouteBody, datas: z.object({ id: z.number() }),
  }),
});
