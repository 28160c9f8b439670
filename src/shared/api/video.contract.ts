import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { videoRoutes } from "./video.routes.ts";
import { zInt, zList, zOptionalText } from "../validation/form-fields.ts";

/**
 * The activity video records of document 3 (sections 2.2 item 1, 3, 4, 5, 7) and their review by an
 * operator (document 4 section 6). uploadVideoType 0 direct upload, 1 cloud-disk address, 2 email;
 * status 0 pending review, 1 approved, 2 rejected, 3 uploaded by the back office (approved).
 */
export const ZVideoRecord = z.object({
  id: z.number(),
  activityId: z.number(),
  uploadVideoType: z.number(),
  videoPath: z.string().nullable(),
  videoName: z.string().nullable(),
  videoSize: z.number().nullable(),
  videoDuration: z.number().nullable(),
  description: z.string().nullable(),
  ctrTime: z.string(),
  cloudDiskAddress: z.string().nullable(),
  cloudDiskPassWord: z.string().nullable(),
  emailVideoAddress: z.string().nullable(),
  status: z.number(),
  auditTime: z.string().nullable(),
  auditReason: z.string().nullable(),
});
export type TVideoRecord = z.infer<typeof ZVideoRecord>;

/** A record of the operators' review queue: the video record with the company and activity it belongs to. */
export const ZReviewVideo = ZVideoRecord.extend({ companyId: z.number(), companyName: z.string(), activityTitle: z.string() });
export type TReviewVideo = z.infer<typeof ZReviewVideo>;

export const ZVideoListBody = z.object({ activityId: zInt("活动编号不正确"), size: zInt("size参数不正确").optional() });

/** The spelling of the wire (descriptions[], videoNames[] … as parallel arrays) is the spec's. */
export const ZVideoUploadBody = z.object({
  activityId: zInt("活动编号不正确"),
  uploadVideoType: zInt("请选择上传方式"),
  descriptions: zList(z.string().max(500, { error: "视频描述不能超过500个字符" })),
  videoNames: zList(z.string().max(100, { error: "视频名称不能超过100个字符" })),
  videoDurations: zList(z.string()),
  videoPaths: zList(z.string()),
  videoSizes: zList(z.string()),
  source: zInt("source参数不正确").optional(),
  cloudDiskAddress: zOptionalText(500, "云盘地址不能超过500个字符"),
  cloudDiskPassWord: zOptionalText(100, "云盘密码不能超过100个字符"),
});
export type TVideoUploadBody = z.infer<typeof ZVideoUploadBody>;

export const ZVideoReviewBody = z.object({
  id: zInt("视频编号不正确"),
  status: zInt("审核状态不正确").refine((s) => s === 1 || s === 2, { error: "审核状态不正确" }),
  auditReason: zOptionalText(200, "驳回理由不能超过200个字符"),
});

export const ZOpsVideoPageBody = z.object({
  pageNo: zInt("页码不正确").default(1),
  pageSize: zInt("每页条数不正确").default(10),
  status: zInt("审核状态不正确").optional(),
});

/** An operator's upload on a company's behalf: one stored mp4 for one company of one activity (status 3). */
export const ZOpsVideoUploadBody = z.object({
  activityId: zInt("活动编号不正确"),
  /** required for a collective activity; a single activity's company is its own */
  companyId: zInt("公司编号不正确").optional(),
  videoPath: z.string({ error: "请上传视频" }).trim().min(1, { error: "请上传视频" }).describe("filePath from upload_file or combine_block"),
  videoName: zOptionalText(100, "视频名称不能超过100个字符"),
  videoDuration: z.string().optional().describe("seconds, or hh:mm:ss"),
  description: zOptionalText(500, "视频描述不能超过500个字符"),
});
export type TOpsVideoUploadBody = z.infer<typeof ZOpsVideoUploadBody>;

export const ZOpsVideoTargetsBody = z.object({
  /** part of the title, a company's short or full name or stock code, or the activity's number */
  keyword: zOptionalText(100, "搜索内容不能超过100个字符"),
  size: zInt("size参数不正确").optional(),
});

/** An activity an operator may upload a video for, with the companies whose video step it is. */
export const ZOpsVideoTarget = z.object({
  activityId: z.number(),
  title: z.string(),
  isMulti: z.boolean(),
  startDate: z.string(),
  status: z.number(),
  videoUploadCloseTime: z.string().nullable(),
  companies: z.array(z.object({ companyId: z.number(), shortName: z.string(), isVideoUploaded: z.boolean() })),
});
export type TOpsVideoTarget = z.infer<typeof ZOpsVideoTarget>;

export const videoContracts = contractGroup("video", {
  videoList: defineContract({
    ...videoRoutes.videoList, tag: "video",
    summary: "The video records of one of the caller's company's activities, newest first", body: ZVideoListBody, datas: ZVideoRecord,
  }),
  videoUpload: defineContract({
    ...videoRoutes.videoUpload, tag: "video",
    summary: "Submits videos (uploaded files, a cloud-disk address or an email notice) for review",
    body: ZVideoUploadBody, datas: ZVideoRecord,
  }),
  opsVideoPage: defineContract({
    ...videoRoutes.opsVideoPage, tag: "video",
    summary: "Video records to review, oldest first", body: ZOpsVideoPageBody, datas: ZPageOf(ZReviewVideo),
  }),
  opsVideoReview: defineContract({
    ...videoRoutes.opsVideoReview, tag: "video",
    summary: "Approves (1) or rejects (2, with a reason) a video record; approval marks the video step done",
    body: ZVideoReviewBody, datas: ZVideoRecord,
  }),
  opsVideoTargets: defineContract({
    ...videoRoutes.opsVideoTargets, tag: "video",
    summary: "Live activities whose video step applies to at least one company, newest first, matched by keyword (at most 20)",
    body: ZOpsVideoTargetsBody, datas: ZOpsVideoTarget,
  }),
  opsVideoUpload: defineContract({
    ...videoRoutes.opsVideoUpload, tag: "video",
    summary: "Uploads a video on a company's behalf: recorded as status 3 (approved, back office) and the video step is done",
    body: ZOpsVideoUploadBody, datas: ZVideoRecord,
  }),
});
