import { isMp4Name, UploadMsg, VIDEO_MAX_BYTES } from "./upload-limits.ts";
import { UploadVideoType, VideoMsg, videoUploadApplies, videoUploadProblem } from "./video-record.ts";
import { outcomeTable } from "../outcome/outcome.ts";

/**
 * An operator's upload on a company's behalf (document 4 section 6, "upload one on a company's behalf (3)"):
 * which company of which activity the video is for. The record it makes is approved at once (status 3), so
 * it counts for the company's video step like an approved upload (document 4 section 7, isVideoUploaded).
 * The server refuses with these rules; the back office's picker offers only targets that pass them.
 */
export const OpsVideoMsg = {
  activityNotFound: "活动不存在",
  activityCancelled: "活动已取消，无法上传视频",
  companyRequired: "请选择公司",
  companyNotInActivity: "该公司未参加此活动",
  chooseActivity: "请选择活动",
} as const;

/** OpsVideoMsg as outcome codes (`opsVideo.key`), see src/shared/outcome. */
export const OpsVideoOutcome = outcomeTable("opsVideo", OpsVideoMsg);

/**
 * The back office's video limit. Document 3 section 5 limits the enterprise centre's upload form to 1 GB; the
 * back office is not that form, so the general video rule of document 1 section 5.4 (mp4, 2 GB) applies.
 */
export const OPS_VIDEO_MAX_BYTES = VIDEO_MAX_BYTES;

/** A company's live part in the activity, with the mode it records by (its own, or the activity's). */
export interface TOpsVideoPart {
  companyId: number;
  videoType: number | null;
  recType: number | null;
}

export interface TOpsVideoTargetInput {
  activity: { isCancel: boolean; isMulti: boolean; videoType: number | null; recType: number | null } | null;
  /** the activity's live (not withdrawn) parts */
  parts: readonly TOpsVideoPart[];
  /** the company the operator chose; needed for a collective activity */
  companyId?: number | null;
}

/** The company the video is for, or the refusal. A single activity's company is its one part. */
export function opsVideoTarget(input: TOpsVideoTargetInput): { companyId: number } | { problem: string } {
  const { activity, parts } = input;
  if (!activity) return { problem: OpsVideoMsg.activityNotFound };
  if (activity.isCancel) return { problem: OpsVideoMsg.activityCancelled };
  const chosen = input.companyId ?? null;
  if (activity.isMulti && chosen === null) return { problem: OpsVideoMsg.companyRequired };
  const part = chosen === null ? (parts.length === 1 ? parts[0] : undefined) : parts.find((p) => p.companyId === chosen);
  if (!part) return { problem: chosen === null ? OpsVideoMsg.activityNotFound : OpsVideoMsg.companyNotInActivity };
  if (!opsVideoApplies(activity, part)) return { problem: VideoMsg.notApplicable };
  return { companyId: part.companyId };
}

/** Whether a company's part has the video step (its own mode in an open collective, else the activity's). */
export function opsVideoApplies(activity: { videoType: number | null; recType: number | null }, part: TOpsVideoPart): boolean {
  return videoUploadApplies(part.videoType ?? activity.videoType, part.recType ?? activity.recType);
}

/** The video the operator hands in: a stored mp4 (by its path's name); a wrong type gets the spec's message. */
export function opsVideoPathProblem(videoPath: string | null | undefined): string | null {
  const path = videoPath?.trim() ?? "";
  if (!path) return VideoMsg.noVideo;
  if (!isMp4Name(path)) return UploadMsg.videoType;
  return null;
}

export interface TOpsVideoFormInput {
  /** the chosen activity, as the picker offers it (only companies whose video step applies) */
  activity: { isMulti: boolean; companies: readonly { companyId: number }[] } | null;
  companyId: number | null;
  /** the uploaded video: its stored name, bytes, and the name it is listed under */
  video: { name: string; size: number; title: string } | null;
}

/** The back-office upload form's first problem, in the form's order (activity, company, video), or null. */
export function opsVideoFormProblem(input: TOpsVideoFormInput): string | null {
  const { activity, companyId, video } = input;
  if (!activity) return OpsVideoMsg.chooseActivity;
  const companies = activity.companies;
  if (activity.isMulti || companies.length !== 1) {
    if (companyId === null) return OpsVideoMsg.companyRequired;
    if (!companies.some((c) => c.companyId === companyId)) return OpsVideoMsg.companyNotInActivity;
  }
  return videoUploadProblem({ uploadVideoType: UploadVideoType.direct, videos: video ? [video] : [], maxBytes: OPS_VIDEO_MAX_BYTES })?.message ?? null;
}
