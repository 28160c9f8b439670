import { CENTRE_VIDEO_MAX_BYTES, UploadOutcome, VIDEO_NAME_MAX, isMp4Name, videoTooLargeOutcome } from "./upload-limits.ts";
import { outcomeTable, type TOutcome } from "../outcome/outcome.ts";

/**
 * The enterprise-centre video panel's rules (document 2 section 2 "video upload"; document 3 sections 2.2
 * item 1, 3, 4 and 5; document 4 section 6): when the panel applies, the upload form's checks in the form's
 * order, and the review states. The server refuses with them; the panel hides and disables with them.
 */
export const UploadVideoType = { direct: 0, cloudDisk: 1, email: 2 } as const;
export const VideoStatus = { pending: 0, approved: 1, rejected: 2, backOffice: 3 } as const;
/** Where a record came from: 1 the enterprise centre, 2 the back office. */
export const VideoSource = { company: 1, backOffice: 2 } as const;

export const CLOUD_DISK_TEXT_MAX = 100;
export const VIDEO_DESCRIPTION_MAX = 500;
export const AUDIT_REASON_MAX = 200;
/** The address shown for mode 2 when no system setting `videoEmail` names one. */
export const DEFAULT_VIDEO_EMAIL = "roadshow-video@example.com";

export const VideoMsg = {
  chooseMode: "请选择上传方式",
  cloudAddress: "请输入云盘地址",
  cloudAddressTooLong: `云盘地址不能超过${CLOUD_DISK_TEXT_MAX}个字符`,
  cloudPassword: "请输入云盘密码",
  cloudPasswordTooLong: `云盘密码不能超过${CLOUD_DISK_TEXT_MAX}个字符`,
  noVideo: "请上传视频",
  videoFileMissing: "视频文件不存在，请重新上传",
  notApplicable: "该活动无需上传视频",
  reasonRequired: "请输入驳回理由",
  alreadyReviewed: "该视频已审核，请勿重复操作",
  recordNotFound: "视频记录不存在",
} as const;

/** VideoMsg as outcome codes (`video.key`), see src/shared/outcome. */
export const VideoOutcome = outcomeTable("video", VideoMsg);

/** The video step (tab 4, progress step 3) applies to recordings the company makes itself: videoType 3, recType above 1. */
export function videoUploadApplies(videoType: number | null | undefined, recType: number | null | undefined): boolean {
  return videoType === 3 && (recType ?? 0) > 1;
}

/** Uploads are open until videoUploadCloseTime (inclusive); without a deadline they stay open. */
export function videoUploadOpen(closeTime: Date | string | null | undefined, at: Date): boolean {
  if (closeTime === null || closeTime === undefined || closeTime === "") return true;
  const close = typeof closeTime === "string" ? new Date(closeTime) : closeTime;
  return Number.isNaN(close.getTime()) || at.getTime() <= close.getTime();
}

export interface TVideoFileInput {
  /** the file's name (its extension says mp4) */
  name: string;
  /** bytes, as stored */
  size: number;
  /** the video name shown in the list, when it differs from the file name */
  title?: string;
}

export interface TVideoUploadInput {
  uploadVideoType: number | null | undefined;
  cloudDiskAddress?: string | null;
  cloudDiskPassWord?: string | null;
  /** the uploaded videos (direct mode) */
  videos: TVideoFileInput[];
  /** the largest video: the enterprise centre's 1 GB unless the caller says otherwise */
  maxBytes?: number;
}

/** The first problem of the video upload form, in the form's order (document 3 section 5), or null. */
export function videoUploadProblem(input: TVideoUploadInput): TOutcome | null {
  const mode = input.uploadVideoType;
  if (mode !== UploadVideoType.direct && mode !== UploadVideoType.cloudDisk && mode !== UploadVideoType.email) return VideoOutcome.chooseMode;
  if (mode === UploadVideoType.cloudDisk) {
    const address = input.cloudDiskAddress?.trim() ?? "";
    const password = input.cloudDiskPassWord?.trim() ?? "";
    if (!address) return VideoOutcome.cloudAddress;
    if (address.length > CLOUD_DISK_TEXT_MAX) return VideoOutcome.cloudAddressTooLong;
    if (!password) return VideoOutcome.cloudPassword;
    if (password.length > CLOUD_DISK_TEXT_MAX) return VideoOutcome.cloudPasswordTooLong;
    return null;
  }
  if (mode === UploadVideoType.direct) {
    if (input.videos.length === 0) return VideoOutcome.noVideo;
    for (const video of input.videos) {
      if (!isMp4Name(video.name)) return UploadOutcome.videoType;
      if ((video.title ?? video.name).length > VIDEO_NAME_MAX) return UploadOutcome.videoNameTooLong;
      const maxBytes = input.maxBytes ?? CENTRE_VIDEO_MAX_BYTES;
      if (video.size > maxBytes) return videoTooLargeOutcome(maxBytes);
    }
  }
  return null;
}

/** Switching the mode away from cloud disk clears the address and the password (document 3 section 4). */
export function cloudDiskFieldsFor(
  mode: number | null | undefined,
  fields: { cloudDiskAddress?: string | null; cloudDiskPassWord?: string | null },
): { cloudDiskAddress: string; cloudDiskPassWord: string } {
  if (mode !== UploadVideoType.cloudDisk) return { cloudDiskAddress: "", cloudDiskPassWord: "" };
  return { cloudDiskAddress: fields.cloudDiskAddress ?? "", cloudDiskPassWord: fields.cloudDiskPassWord ?? "" };
}

/** The audit time is shown for approved (1) and rejected (2) records. */
export function showsAuditTime(status: number): boolean {
  return status === VideoStatus.approved || status === VideoStatus.rejected;
}

/** The reason is shown when there is one, for approved (1) or rejected (2) records. */
export function showsAuditReason(status: number, reason: string | null | undefined): boolean {
  return showsAuditTime(status) && Boolean(reason?.trim());
}

/** Whether a record counts as an approved video (approved by review or uploaded by the back office). */
export function isApprovedVideo(status: number): boolean {
  return status === VideoStatus.approved || status === VideoStatus.backOffice;
}

/** An operator's review: only pending records; 1 approves; 2 rejects and needs a reason. */
export function videoReviewProblem(current: number, next: number, reason: string | null | undefined): string | null {
  if (current !== VideoStatus.pending) return VideoMsg.alreadyReviewed;
  if (next === VideoStatus.rejected && !reason?.trim()) return VideoMsg.reasonRequired;
  return null;
}

/**
 * Whether a submitted video's file may be served to anyone (issue 14, files before review): once approved
 * (or uploaded by the back office), or once its activity is formally published (pubStatus 2). Before that
 * only its company and the operators may fetch it.
 */
export function videoFileIsPublic(status: number, activityPubStatus: number): boolean {
  return status === VideoStatus.approved || status === VideoStatus.backOffice || activityPubStatus >= 2;
}
