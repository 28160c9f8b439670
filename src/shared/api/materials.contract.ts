import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { materialsRoutes } from "./materials.routes.ts";
import { ZMaterialsGuest } from "./activity-guest.ts";
import { isBlankFormValue, zBool, zInt, zList, zOptionalBool, zOptionalInt } from "../validation/form-fields.ts";
import {
  CLOUD_VIDEOS_MAX,
  GUEST_COUNT_MAX,
  GUEST_INTRO_EN_MAX,
  GUEST_INTRO_MAX,
  GUEST_TEXT_MAX,
  MaterialsMsg as M,
  PROMO_PICTURES_MAX,
  RICH_HTML_MAX,
  SCENE_PHOTOS_MAX,
  SCHEDULE_EN_MAX,
  SCHEDULE_TEXT_MAX,
  stripChinese,
} from "../materials/materials-rules.ts";
import { SCENE_CONTENT_MAX, SCENE_EN_CONTENT_MAX, ScenePhotoMsg } from "../materials/scene-photos.ts";

/** The materials form's calls (document 3 section 7, Materials and Activity guests) with their section 5 checks. */

const MSG_ACTIVITY_ID = "活动编号不正确";
const zActivityId = zInt(MSG_ACTIVITY_ID).refine((n) => n >= 1 && n <= 2_147_483_647, { error: MSG_ACTIVITY_ID });
const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= 2_147_483_647, { error: message });

/** A stored file's address as the upload calls answer it (/files/<key>), or a template image of the portal. */
export const FILE_PATH = /^\/(?:files|static|images)\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/;
export const zOptionalPath = z.preprocess(
  (v) => (isBlankFormValue(v) ? undefined : v),
  z.string().trim().regex(FILE_PATH, { error: M.fileNotOwned }).refine((p) => !p.includes(".."), { error: M.fileNotOwned }).optional(),
);

/** A JSON value sent as text in a form field (the spec's *Json fields); blank is absent. On the wire it is text. */
export const jsonText = <T extends z.ZodType>(schema: T): z.ZodType<z.output<T> | undefined, string | undefined> =>
  z.preprocess((v) => {
    if (isBlankFormValue(v)) return undefined;
    if (typeof v !== "string") return v;
    if (v.length > RICH_HTML_MAX * 3) return Symbol("too large");
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return Symbol("not json");
    }
  }, schema.optional()) as unknown as z.ZodType<z.output<T> | undefined, string | undefined>;

const count = (s: string) => [...s].length;
const text = (max: number, message: string) => z.string().max(100_000, { error: message }).refine((s) => count(s) <= max, { error: message });

export const ZScheduleRow = z.object({
  time: z.string().trim().pipe(text(SCHEDULE_TEXT_MAX, M.scheduleTimeTooLong)).default(""),
  title: z.string().trim().pipe(text(SCHEDULE_TEXT_MAX, M.scheduleTitleTooLong)).default(""),
  // Chinese characters are stripped from the English title before its length is counted (section 5)
  en_title: z.string().transform((s) => stripChinese(s).trim()).pipe(text(SCHEDULE_EN_MAX, M.scheduleEnTooLong)).default(""),
});
export type TScheduleRowInput = z.infer<typeof ZScheduleRow>;

const zFile = z.object({ url: z.string().regex(FILE_PATH, { error: M.fileNotOwned }), name: z.string().max(200, { error: M.jsonInvalid }).optional(), size: z.number().nonnegative().optional() });

export const ZCompanyIntro = z.object({
  gsfc_intro: z.string().max(RICH_HTML_MAX, { error: M.introTooLong }).default(""),
  gsfc_intro_en_show: z.boolean().default(false),
  gsfc_intro_en: z.string().max(RICH_HTML_MAX, { error: M.introTooLong }).default(""),
  gsfc_pics: z
    .array(z.object({ image: z.string().regex(FILE_PATH, { error: M.fileNotOwned }), title: z.string().max(GUEST_TEXT_MAX, { error: M.jsonInvalid }).optional(), size: z.number().nonnegative().optional() }), { error: M.jsonInvalid })
    .max(PROMO_PICTURES_MAX, { error: M.tooManyPictures })
    .default([]),
  intro_video: zFile.nullable().default(null),
  cloud_video: z
    .object({ url: z.array(z.string().regex(FILE_PATH, { error: M.fileNotOwned })).max(CLOUD_VIDEOS_MAX, { error: M.tooManyVideos }), name: z.array(z.string().max(200, { error: M.jsonInvalid })).max(CLOUD_VIDEOS_MAX, { error: M.tooManyVideos }) })
    .nullable()
    .default(null),
});
export type TCompanyIntroInput = z.infer<typeof ZCompanyIntro>;

const zGuestCount = z.preprocess(
  (v) => (isBlankFormValue(v) ? undefined : v),
  zInt(M.guestCountInvalid).refine((n) => n >= 0 && n <= GUEST_COUNT_MAX, { error: M.guestCountInvalid }).optional(),
);

/** fundCodes: repeated keys, or one comma-separated value as the spec's form sends it. */
const zFundCodes = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(",")).map((s) => s.trim()).filter(Boolean)),
  z.array(z.string().regex(/^[A-Za-z0-9]{1,20}$/, { error: M.productUnknown })).max(50, { error: M.productUnknown }).optional(),
);

/** upload_activity_info: isCommit false saves what is valid so far, true submits after every check. */
export const ZUploadActivityInfoBody = z.object({
  isCommit: zBool("isCommit参数不正确").default(false),
  id: zActivityId,
  companyId: zOptionalInt("公司编号不正确"),
  /** the materials version the form started from; a different current version is a conflict, never an overwrite */
  version: zOptionalInt("版本参数不正确"),
  arrangeContentJson: jsonText(z.array(ZScheduleRow, { error: M.jsonInvalid }).max(50, { error: M.jsonInvalid })),
  isSyncToCompanyHomepage: zOptionalBool(),
  bgType: zOptionalInt(M.bgTypeInvalid, [1, 2]),
  activityBgImagePath: zOptionalPath,
  bgNum: zOptionalInt(M.bgTemplateUnknown),
  guestsUnderStage: zGuestCount,
  guestsOnStage: zGuestCount,
  promotionalVideoPath: zOptionalPath,
  logoPath: zOptionalPath,
  miniLogoPath: zOptionalPath,
  logoVectorPath: zOptionalPath,
  companyIntroJson: jsonText(z.object(ZCompanyIntro.shape, { error: M.jsonInvalid })),
  fundCodes: zFundCodes,
});
export type TUploadActivityInfoBody = z.infer<typeof ZUploadActivityInfoBody>;

export const ZFundProduct = z.object({ id: z.number(), fundCode: z.string(), fundAbbr: z.string(), fundExpansionAbbr: z.string().nullable() });
export type TFundProduct = z.infer<typeof ZFundProduct>;

/** The materials of the caller's part, every Activity field of document 3 section 3 beside the version. */
export const ZMaterials = z.object({
  activityId: z.number(),
  companyId: z.number(),
  /** bumped by every save; a save sends the version it started from */
  version: z.number(),
  allowEdit: z.boolean(),
  isInfoSubed: z.boolean(),
  infoSubTime: z.string().nullable(),
  companyType: z.number().describe("2 company and product (fund activity)"),
  bgType: z.number().nullable(),
  bgNum: z.number().nullable(),
  activityBgImagePath: z.string().nullable(),
  logoPath: z.string().nullable(),
  miniLogoPath: z.string().nullable(),
  logoVectorPath: z.string().nullable(),
  promotionalVideoPath: z.string().nullable(),
  promotionDiagramPath: z.string().nullable(),
  companyIntroJson: ZCompanyIntro,
  arrangeContentJson: z.array(ZScheduleRow),
  worksitImageJson: z.array(z.record(z.string(), z.unknown())),
  guestsOnStage: z.number().nullable(),
  guestsUnderStage: z.number().nullable(),
  isSyncToCompanyHomepage: z.boolean(),
  fundCodes: z.array(z.string()),
  activityFundProductList: z.array(ZFundProduct),
  /** whether translate/to_en has a provider (the translate buttons show only then) */
  canTranslate: z.boolean(),
  updTime: z.string().nullable(),
});
export type TMaterials = z.infer<typeof ZMaterials>;

const zGuestText = (required: string, max = GUEST_TEXT_MAX) =>
  z.string({ error: required }).trim().min(1, { error: required }).refine((s) => count(s) <= max, { error: (iss) => M.textTooLong(count(String(iss.input)), max) });
const zOptionalGuestText = (max: number, tooLong: (n: number) => string) =>
  z.preprocess(
    (v) => (isBlankFormValue(v) ? undefined : v),
    z.string().trim().refine((s) => count(s) <= max, { error: (iss) => tooLong(count(String(iss.input))) }).optional(),
  );
const MOBILE = /^\+?[0-9][0-9 -]{2,99}$/;

/** The guest form (document 3 section 5, "Guest form (activity)"), in the form's order. */
export const ZGuestFields = z.object({
  guestName: zGuestText(M.enterGuestName),
  guestEnName: zGuestText(M.enterGuestEnName),
  title: zGuestText(M.enterGuestTitle),
  gender: z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), zInt(M.chooseGender).refine((g) => g === 0 || g === 1, { error: M.chooseGender })),
  titleEn: zOptionalGuestText(GUEST_TEXT_MAX, (n) => M.textTooLong(n, GUEST_TEXT_MAX)),
  guestCompanyName: zOptionalGuestText(GUEST_TEXT_MAX, (n) => M.textTooLong(n, GUEST_TEXT_MAX)),
  enGuestCompanyName: zOptionalGuestText(GUEST_TEXT_MAX, (n) => M.textTooLong(n, GUEST_TEXT_MAX)),
  isHideGender: zOptionalBool(),
  mobile: z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), z.string().trim().max(GUEST_TEXT_MAX, { error: M.mobileInvalid }).regex(MOBILE, { error: M.mobileInvalid }).optional()),
  avatarPath: zOptionalPath,
  /** the spec's spelling of the Chinese introduction */
  discription: zOptionalGuestText(GUEST_INTRO_MAX, (n) => M.textTooLong(n, GUEST_INTRO_MAX)),
  introEn: zOptionalGuestText(GUEST_INTRO_EN_MAX, M.introEnTooLong),
  isSyncGuested: zOptionalBool(),
  /** the 409 answer was confirmed: save even though the mobile is already a guest of the activity */
  isConfirmAddition: zOptionalBool(),
});
export const ZGuestAddBody = ZGuestFields.extend({ activityId: zActivityId, companyId: zOptionalInt("公司编号不正确") });
export const ZGuestEditBody = ZGuestAddBody.extend({
  id: zRowId(M.guestNotFound),
  /** sent back as read: with no mobile, the stored number is kept */
  mobileMd5: z.string().max(64).optional(),
  mobileRsa: z.string().max(2000).optional(),
});
export type TGuestAddBody = z.infer<typeof ZGuestAddBody>;
export type TGuestEditBody = z.infer<typeof ZGuestEditBody>;


export const ZGuestDelBody = z.object({ activityId: zActivityId, ids: zList(zRowId(M.guestNotFound)).refine((ids) => ids.length > 0 && ids.length <= 200, { error: M.chooseGuest }) });
export const ZGuestSortBody = z
  .object({
    activityId: zOptionalInt(MSG_ACTIVITY_ID),
    ids: zList(zRowId(M.guestNotFound)).refine((ids) => ids.length > 0 && ids.length <= 200, { error: M.chooseGuest }),
    sorts: zList(zInt(M.sortInvalid).refine((n) => n >= 1 && n <= 10_000, { error: M.sortInvalid })),
  })
  .refine((b) => b.ids.length === b.sorts.length, { error: M.sortInvalid, path: ["sorts"] });

/** A guest of the company's library (document 3 section 3, "Library guest"). */
export const ZLibraryGuest = z.object({
  id: z.number(),
  guestName: z.string(),
  guestEnName: z.string().nullable(),
  title: z.string().nullable(),
  titleEn: z.string().nullable(),
  guestCompanyName: z.string().nullable(),
  enGuestCompanyName: z.string().nullable(),
  gender: z.number(),
  isHideGender: z.boolean(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  intro: z.string().nullable(),
  introEn: z.string().nullable(),
});
export type TLibraryGuest = z.infer<typeof ZLibraryGuest>;

export const ZSelectFromGuestBody = z.object({
  size: zInt("size参数不正确").optional(),
  companyId: zOptionalInt("公司编号不正确"),
  guestNameLike: z.string().trim().max(GUEST_TEXT_MAX, { error: M.textTooLong(GUEST_TEXT_MAX + 1, GUEST_TEXT_MAX) }).optional(),
  /** the full mobile number, or its last three digits */
  mobileSearch: z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), z.string().trim().regex(/^[0-9+ -]{3,100}$/, { error: M.mobileInvalid }).optional()),
});
export const ZAddFromGuestBody = z.object({ activityId: zActivityId, ids: zList(zRowId(M.chooseGuest)).refine((ids) => ids.length > 0 && ids.length <= 200, { error: M.chooseGuest }) });

export const ZFundProductListBody = z.object({
  fundCodeOrExpansionAbbr: z.string({ error: M.fundSearchShort }).trim().min(2, { error: M.fundSearchShort }).max(50, { error: M.fundSearchShort }),
  size: zInt("size参数不正确").optional(),
});

export const ZTranslateBody = z.object({
  richtext: z.string({ error: M.translateEmpty }).trim().min(1, { error: M.translateEmpty }).max(RICH_HTML_MAX, { error: M.introTooLong }),
});

const zScenePhoto = z.object({
  image: z.string().regex(FILE_PATH, { error: M.fileNotOwned }),
  title: z.string().max(GUEST_TEXT_MAX, { error: M.jsonInvalid }).optional(),
  content: z.string().max(SCENE_CONTENT_MAX, { error: ScenePhotoMsg.contentTooLong }).optional(),
  en_content: z.string().max(SCENE_EN_CONTENT_MAX, { error: ScenePhotoMsg.enContentTooLong }).optional(),
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
  time: z.string().max(40, { error: M.jsonInvalid }).optional(),
});
export const ZUploadPicInfoBody = z.object({
  id: zActivityId,
  worksitImageJson: jsonText(z.array(zScenePhoto, { error: M.jsonInvalid }).max(SCENE_PHOTOS_MAX, { error: M.tooManyScenePhotos })).refine((v) => v !== undefined, { error: M.jsonInvalid }),
});

export const materialsContracts = contractGroup("materials", {
  uploadActivityInfo: defineContract({
    ...materialsRoutes.uploadActivityInfo, tag: "materials",
    summary: "Saves (isCommit false) or submits (isCommit true, every check of document 3 section 5 in order) the caller's materials; a stale version answers the current materials",
    body: ZUploadActivityInfoBody, datas: ZMaterials,
  }),
  uploadActivityPicInfo: defineContract({
    ...materialsRoutes.uploadActivityPicInfo, tag: "materials",
    summary: "Stores the scene photos (worksitImageJson, at most 20) of the caller's part", body: ZUploadPicInfoBody, datas: ZMaterials,
  }),
  fundProductList: defineContract({
    ...materialsRoutes.fundProductList, tag: "materials",
    summary: "Fund products whose code starts with, or whose names contain, the search (2 characters or more)", body: ZFundProductListBody, datas: ZFundProduct,
  }),
  translateToEn: defineContract({
    ...materialsRoutes.translateToEn, tag: "materials",
    summary: "Translates a rich-text introduction to English (datas[0]); 400 when no translator is configured", body: ZTranslateBody, datas: z.string(),
  }),
  activityGuestAdd: defineContract({
    ...materialsRoutes.activityGuestAdd, tag: "materials",
    summary: "Adds a guest to the caller's part; 409 with datas[0].id when the mobile is already a guest, unless isConfirmAddition", body: ZGuestAddBody, datas: ZMaterialsGuest,
  }),
  activityGuestEdit: defineContract({
    ...materialsRoutes.activityGuestEdit, tag: "materials",
    summary: "Edits a guest of the caller's part; 409 as for add", body: ZGuestEditBody, datas: ZMaterialsGuest,
  }),
  activityGuestDel: defineContract({ ...materialsRoutes.activityGuestDel, tag: "materials", summary: "Deletes guests of the caller's part", body: ZGuestDelBody, datas: z.never() }),
  activityGuestSort: defineContract({ ...materialsRoutes.activityGuestSort, tag: "materials", summary: "Orders the caller's guests (sorts are 1-based)", body: ZGuestSortBody, datas: z.never() }),
  selectFromGuest: defineContract({
    ...materialsRoutes.selectFromGuest, tag: "materials",
    summary: "The caller's guest library, by name and by full mobile or its last three digits", body: ZSelectFromGuestBody, datas: ZLibraryGuest,
  }),
  addFromGuest: defineContract({
    ...materialsRoutes.addFromGuest, tag: "materials",
    summary: "Adds library guests to the caller's part (a mobile already a guest is skipped)", body: ZAddFromGuestBody, datas: ZMaterialsGuest,
  }),
});
