/**
 * Upload limits and messages (document 1 sections 5.4, 8.3 and 9; document 3 section 5). The server checks
 * them before it keeps anything; the widgets check them before sending.
 */
import { outcomeTable, type TOutcome } from "../outcome/outcome.ts";

export const MB = 1_048_576;
export const DEFAULT_FILE_MAX_BYTES = 100 * MB;
export const AVATAR_CROP_MAX_BYTES = 10 * MB;
export const AVATAR_MAX_BYTES = 2 * MB;
export const VIDEO_MAX_BYTES = 2_147_483_648;
/** The enterprise-centre video upload allows less than the materials video (the spec's two limits differ). */
export const CENTRE_VIDEO_MAX_BYTES = 1_073_741_824;
export const VIDEO_NAME_MAX = 100;

export const UploadMsg = {
  xlsxOnly: "请上传xlsx文件",
  deadlinePassed: "上传时间已截止，无法上传",
  tooLarge: (mb: number) => `上传文件大小不能超过${mb}MB`,
  acceptedTypes: (types: string) => `请上传${types}文件`,
  imageType: "上传图片只能是jpg 、 jpeg 、 png 、 JPG 、 JPEG格式",
  notAllowed: "上传内容不符合条件",
  imageTypeShort: "请上传jpg、jpeg、png文件",
  image10: "上传图片大小不能超过10MB",
  avatar2: "上传头像图片大小不能超过2MB",
  avatarType: "上传头像图片只能是 JPG/PNG 格式",
  maxFiles: (n: number) => `最多上传${n}个文件`,
  videoType: "请上传正确的视频格式",
  video2g: "上传视频大小不能超过2G",
  videoOver2g: "您选择的文件大于2GB",
  videoOver1g: "您选择的文件大于1GB",
  chunkError: "文件切块发生错误",
  failed: "上传失败，请重新上传",
  success: "上传成功",
  noFile: "请选择要上传的文件",
  badMultipart: "上传内容格式不正确，请重新上传",
  chunkMd5Mismatch: "文件切块校验失败，请重新上传该切块",
  chunkMissing: "文件切块不完整，无法合并",
  chunkOutOfRange: "文件切块序号不正确",
  uploadNotFound: "上传任务不存在或已过期",
  diskFull: "存储空间不足，无法上传",
  guidInvalid: "上传任务编号不正确",
  chunkLength: "文件切块大小不正确",
  chunkOffsetMismatch: "文件切块续传位置不正确，请重新获取续传位置",
  pdfOnly: "请上传pdf文件",
  fileTypes: "请上传jpg、jpeg、png、pdf、xlsx、mp4文件",
  videoNameTooLong: "视频名称不能超过100个字符",
} as const;

/** UploadMsg as outcome codes (`upload.key`), see src/shared/outcome. */
export const UploadOutcome = outcomeTable("upload", UploadMsg);

/** The message for a video over its limit: the spec words the 2 GB and the centre's 1 GB limits its own way. */
export function videoTooLargeMessage(maxBytes: number): string {
  if (maxBytes === VIDEO_MAX_BYTES) return UploadMsg.videoOver2g;
  if (maxBytes === CENTRE_VIDEO_MAX_BYTES) return UploadMsg.videoOver1g;
  return UploadMsg.tooLarge(Math.round(maxBytes / MB));
}

/** A video over its limit, as an outcome: one code whatever the limit, the message naming the limit. */
export function videoTooLargeOutcome(maxBytes: number): TOutcome<"upload.videoTooLarge"> {
  return { code: "upload.videoTooLarge", message: videoTooLargeMessage(maxBytes) };
}

/** The largest single (not chunked) upload: upload_file and upload_img (document 1 section 9). */
export const SINGLE_UPLOAD_MAX_BYTES = DEFAULT_FILE_MAX_BYTES;
/** Names of other files are display text only: longer ones are cut to this many characters, not refused. */
export const FILE_NAME_KEPT_MAX = 255;

/** Image names the widgets accept (jpg, jpeg, png in any case). */
export function isImageName(name: string): boolean {
  return /\.(jpe?g|png)$/i.test(name);
}

/** Video names: mp4 only (m4v and everything else refused). */
export function isMp4Name(name: string): boolean {
  return /\.mp4$/i.test(name);
}

/** PDF documents (upload_file with isPDF). */
export function isPdfName(name: string): boolean {
  return /\.pdf$/i.test(name);
}

/** Spreadsheets: xlsx only. */
export function isXlsxName(name: string): boolean {
  return /\.xlsx$/i.test(name);
}

/** Spreadsheet deadline rule: blocked once the deadline has passed (timeValid 0). */
export function spreadsheetUploadOpen(timeValid: number | boolean): boolean {
  return timeValid === true || timeValid === 1;
}

/** Per-widget file-count rule: adding `adding` files to `current` must stay within `limit`. */
export function withinFileCount(current: number, adding: number, limit: number): boolean {
  return current + adding <= limit;
}
