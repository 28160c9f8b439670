import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { publicVideoRoutes } from "./public-video.routes.ts";
import { zInt, zOptionalText } from "../validation/form-fields.ts";
import {
  PUBLIC_VIDEO_DESCRIPTION_MAX,
  PUBLIC_VIDEO_PAGE_SIZE,
  PUBLIC_VIDEO_TITLE_EN_MAX,
  PUBLIC_VIDEO_TITLE_MAX,
  LibraryFileMsg,
  PublicVideoMsg,
  VIDEO_NAV_TYPES,
  isVisitorUuid,
} from "../video/public-video.ts";

/**
 * The public video library (document 4 section 2.6 and the home strips of 2.1): the public reads under
 * /base-service/api/pub/v1/video/… and the back office's editor under /base-service/api/ops/v1/video_library/….
 * Ids and page numbers out of range are refused with a 400 before any read; an unpublished video answers
 * exactly as a missing one.
 */

const MAX_ID = 2_147_483_647;
const zId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ID, { error: message });
const zOptionalId = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" || v === "null" ? undefined : v), zId(message).optional());
const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1 && n <= 10_000, { error: "页码不正确" });
const zNavType = z.enum(VIDEO_NAV_TYPES, { error: PublicVideoMsg.navTypeInvalid });

export const ZVideoCategory = z.object({
  id: z.number(),
  navType: zNavType,
  name: z.string(),
  enName: z.string().nullable(),
  sort: z.number(),
});
export type TVideoCategory = z.infer<typeof ZVideoCategory>;

/** A card of the library: what the lists, the strips and the related videos show. */
export const ZPublicVideo = z.object({
  id: z.number(),
  navType: zNavType,
  categoryId: z.number(),
  categoryName: z.string(),
  categoryEnName: z.string().nullable(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable().describe("the company's short name"),
  companyEnName: z.string().nullable(),
  stockCode: z.string().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  coverPath: z.string().nullable(),
  duration: z.number().nullable().describe("seconds"),
  publishTime: z.string(),
  viewCount: z.number(),
});
export type TPublicVideo = z.infer<typeof ZPublicVideo>;

export const ZPublicVideoDetail = ZPublicVideo.extend({
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  videoPath: z.string(),
  videoSize: z.number().nullable(),
  related: z.array(ZPublicVideo).describe("published videos of the same category or company, newest first, not this one"),
});
export type TPublicVideoDetail = z.infer<typeof ZPublicVideoDetail>;

export const ZVideoCategoriesBody = z.object({ navType: zNavType });

export const ZVideoPageBody = z.object({
  navType: zNavType,
  /** a category of the channel; absent for all of them */
  categoryId: zOptionalId("视频分类不正确"),
  pageNo: zPageNo,
  pageSize: zInt("每页条数不正确")
    .default(PUBLIC_VIDEO_PAGE_SIZE)
    .refine((n) => n >= 1 && n <= PUBLIC_VIDEO_PAGE_SIZE, { error: "每页条数不正确" }),
});

export const ZVideoIdBody = z.object({ id: zId(PublicVideoMsg.idInvalid) });

export const ZVideoViewBody = z.object({
  id: zId(PublicVideoMsg.idInvalid),
  /** the browser's stored visitor uuid; ignored for a signed-in viewer, who counts as their account */
  uuid: z
    .string({ error: PublicVideoMsg.uuidInvalid })
    .trim()
    .refine(isVisitorUuid, { error: PublicVideoMsg.uuidInvalid }),
});

/** datas[0]: the view count after this view, and whether this view was counted. */
export const ZVideoViewAnswer = z.object({ viewCount: z.number(), counted: z.boolean() });

/** A video as the back office lists it: every field, and a signed address to preview an unpublished one. */
export const ZOpsLibraryVideo = ZPublicVideo.omit({ publishTime: true }).extend({
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  videoPath: z.string(),
  previewUrl: z.string().describe("the file's address, signed for a short while when the file is not public yet"),
  videoSize: z.number().nullable(),
  status: z.number().describe("0 not published, 1 published"),
  publishTime: z.string().nullable().describe("when it was (last) published; null if never"),
  crtTime: z.string(),
  updTime: z.string(),
});
export type TOpsLibraryVideo = z.infer<typeof ZOpsLibraryVideo>;

export const ZOpsLibraryPageBody = z.object({
  pageNo: zPageNo,
  pageSize: zInt("每页条数不正确")
    .default(10)
    .refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" }),
  navType: z.preprocess((v) => (v === "" || v === null ? undefined : v), zNavType.optional()),
  status: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : v),
    zInt("发布状态参数不正确").refine((n) => n === 0 || n === 1, { error: "发布状态参数不正确" }).optional(),
  ),
  keyword: zOptionalText(100, "搜索内容不能超过100个字符"),
});

/** Create (no id) or edit (id) a library video; saving never publishes, and editing keeps the status. */
export const ZOpsLibrarySaveBody = z.object({
  id: zOptionalId(PublicVideoMsg.idInvalid),
  navType: zNavType,
  categoryId: zId(PublicVideoMsg.categoryRequired),
  companyId: zOptionalId(PublicVideoMsg.companyInvalid),
  title: z
    .string({ error: PublicVideoMsg.titleRequired })
    .trim()
    .min(1, { error: PublicVideoMsg.titleRequired })
    .max(PUBLIC_VIDEO_TITLE_MAX, { error: PublicVideoMsg.titleTooLong }),
  titleEn: zOptionalText(PUBLIC_VIDEO_TITLE_EN_MAX, PublicVideoMsg.titleEnTooLong),
  description: zOptionalText(PUBLIC_VIDEO_DESCRIPTION_MAX, PublicVideoMsg.descriptionTooLong),
  descriptionEn: zOptionalText(PUBLIC_VIDEO_DESCRIPTION_MAX, PublicVideoMsg.descriptionTooLong),
  coverPath: zOptionalText(500, PublicVideoMsg.coverMissing).describe("filePath from upload_img"),
  videoPath: z
    .string({ error: LibraryFileMsg.videoRequired })
    .trim()
    .min(1, { error: LibraryFileMsg.videoRequired })
    .max(500, { error: LibraryFileMsg.videoFileMissing })
    .describe("filePath from upload_file or combine_block"),
  duration: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : v),
    z.coerce.number({ error: "视频时长不正确" }).min(0, { error: "视频时长不正确" }).max(86_400 * 2, { error: "视频时长不正确" }).optional(),
  ),
});

export const ZOpsCompanyOptionsBody = z.object({ keyword: zOptionalText(100, "搜索内容不能超过100个字符") });
export const ZOpsCompanyOption = z.object({ companyId: z.number(), shortName: z.string(), fullName: z.string(), stockCode: z.string().nullable(), companyType: z.number() });
export type TOpsCompanyOption = z.infer<typeof ZOpsCompanyOption>;

export const publicVideoContracts = contractGroup("publicVideo", {
  videoCategories: defineContract({
    ...publicVideoRoutes.videoCategories, tag: "video",
    summary: "The category tabs of a channel (nav4 stock videos, nav5 Fund Vision), in their order", body: ZVideoCategoriesBody, datas: ZVideoCategory,
  }),
  videoPage: defineContract({
    ...publicVideoRoutes.videoPage, tag: "video",
    summary: "Published videos of a channel (and category), newest first, 15 a page", body: ZVideoPageBody, datas: ZPageOf(ZPublicVideo),
  }),
  videoDetail: defineContract({
    ...publicVideoRoutes.videoDetail, tag: "video",
    summary: "A published video with its company, description, related videos and view count; otherwise 视频不存在", body: ZVideoIdBody, datas: ZPublicVideoDetail,
  }),
  videoView: defineContract({
    ...publicVideoRoutes.videoView, tag: "video",
    summary: "Counts a view: once per viewer (account, or the visitor uuid) per video per hour", body: ZVideoViewBody, datas: ZVideoViewAnswer,
  }),
  opsLibraryPage: defineContract({
    ...publicVideoRoutes.opsLibraryPage, tag: "video",
    summary: "The library for the back office, newest first, published or not", body: ZOpsLibraryPageBody, datas: ZPageOf(ZOpsLibraryVideo),
  }),
  opsLibrarySave: defineContract({
    ...publicVideoRoutes.opsLibrarySave, tag: "video",
    summary: "Creates (no id) or edits a library video; audited", body: ZOpsLibrarySaveBody, datas: ZOpsLibraryVideo,
  }),
  opsLibraryPublish: defineContract({
    ...publicVideoRoutes.opsLibraryPublish, tag: "video",
    summary: "Publishes a library video (an operator's action); audited", body: ZVideoIdBody, datas: ZOpsLibraryVideo,
  }),
  opsLibraryUnpublish: defineContract({
    ...publicVideoRoutes.opsLibraryUnpublish, tag: "video",
    summary: "Takes a library video off the public site (an operator's action); audited", body: ZVideoIdBody, datas: ZOpsLibraryVideo,
  }),
  opsLibraryDelete: defineContract({
    ...publicVideoRoutes.opsLibraryDelete, tag: "video",
    summary: "Deletes a library video and its view records (supervisor only); audited", body: ZVideoIdBody, datas: z.never(),
  }),
  opsLibraryCompanies: defineContract({
    ...publicVideoRoutes.opsLibraryCompanies, tag: "video",
    summary: "Companies a library video may belong to, matched by name or stock code (at most 20)", body: ZOpsCompanyOptionsBody, datas: ZOpsCompanyOption,
  }),
});
