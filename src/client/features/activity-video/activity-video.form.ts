import type { TCallBody } from "#shared/api/contract.ts";
import type { videoContracts } from "#shared/api/video.contract.ts";
import { UploadVideoType, VideoOutcome, VideoSource, cloudDiskFieldsFor, videoUploadProblem } from "#shared/upload/video-record.ts";

/** One directly uploaded video in the dialog. */
export interface TFormVideo {
  filePath: string;
  fileName: string;
  fileSize: number;
  /** seconds, when the browser could read it */
  duration: number | null;
  description: string;
}

export interface TVideoForm {
  mode: number;
  videos: TFormVideo[];
  cloudDiskAddress: string;
  cloudDiskPassWord: string;
  /** the description of a cloud-disk or email submission */
  description: string;
}

export const EMPTY_VIDEO_FORM: TVideoForm = { mode: UploadVideoType.direct, videos: [], cloudDiskAddress: "", cloudDiskPassWord: "", description: "" };

export type TVideoFormField = "mode" | "videos" | "cloudDiskAddress" | "cloudDiskPassWord";

/** The form after a mode switch: leaving the cloud-disk mode clears its address and password (shared rule). */
export function withMode(form: TVideoForm, mode: number): TVideoForm {
  return { ...form, mode, ...cloudDiskFieldsFor(mode, form) };
}

/** The form's first problem (the shared rule, in the spec's order) and the field it belongs to. */
export function formProblem(form: TVideoForm): { field: TVideoFormField; message: string } | null {
  const problem = videoUploadProblem({
    uploadVideoType: form.mode,
    cloudDiskAddress: form.cloudDiskAddress,
    cloudDiskPassWord: form.cloudDiskPassWord,
    videos: form.videos.map((v) => ({ name: v.fileName, size: v.fileSize })),
  });
  if (problem === null) return null;
  const { message } = problem;
  switch (problem.code) {
    case VideoOutcome.chooseMode.code:
      return { field: "mode", message };
    case VideoOutcome.cloudAddress.code:
    case VideoOutcome.cloudAddressTooLong.code:
      return { field: "cloudDiskAddress", message };
    case VideoOutcome.cloudPassword.code:
    case VideoOutcome.cloudPasswordTooLong.code:
      return { field: "cloudDiskPassWord", message };
    default:
      // no video, a wrong type, a name too long, a file over 1 GB
      return { field: "videos", message };
  }
}

/**
 * The wire body of front_activity_record_video_upload (document 3 section 7): the videos as parallel arrays,
 * source 1 (the enterprise centre), the cloud-disk fields only in that mode.
 */
export function videoUploadFields(activityId: number, form: TVideoForm): TCallBody<typeof videoContracts.videoUpload> {
  const direct = form.mode === UploadVideoType.direct;
  const cloud = form.mode === UploadVideoType.cloudDisk;
  return {
    activityId,
    uploadVideoType: form.mode,
    source: VideoSource.company,
    descriptions: direct ? form.videos.map((v) => v.description.trim()) : [form.description.trim()],
    videoNames: direct ? form.videos.map((v) => v.fileName) : [],
    videoDurations: direct ? form.videos.map((v) => (v.duration === null ? "" : String(Math.round(v.duration)))) : [],
    videoPaths: direct ? form.videos.map((v) => v.filePath) : [],
    videoSizes: direct ? form.videos.map((v) => String(v.fileSize)) : [],
    cloudDiskAddress: cloud ? form.cloudDiskAddress.trim() : undefined,
    cloudDiskPassWord: cloud ? form.cloudDiskPassWord.trim() : undefined,
  };
}
