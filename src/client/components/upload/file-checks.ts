import {
  AVATAR_CROP_MAX_BYTES,
  DEFAULT_FILE_MAX_BYTES,
  MB,
  UploadMsg,
  VIDEO_MAX_BYTES,
  VIDEO_NAME_MAX,
  isImageName,
  isMp4Name,
  isXlsxName,
  videoTooLargeMessage,
  spreadsheetUploadOpen,
  withinFileCount,
} from "#shared/upload/upload-limits.ts";

/**
 * The checks a widget makes when files are chosen (document 1 sections 5.4 and 8.3, document 3 section 5),
 * composed from the shared rules: each returns the spec's message, or null when the file may be sent. The
 * server makes the same checks (and checks content, not only names) before it keeps anything.
 */

/** Images: jpg, jpeg or png; 100 MB by default, 10 MB where the caller says so. */
export function imageProblem(file: Pick<File, "name" | "size">, maxBytes = DEFAULT_FILE_MAX_BYTES): string | null {
  if (!isImageName(file.name)) return UploadMsg.imageType;
  if (file.size > maxBytes) return maxBytes === AVATAR_CROP_MAX_BYTES ? UploadMsg.image10 : UploadMsg.tooLarge(Math.round(maxBytes / MB));
  return null;
}

/** PDFs (visual financial reports): a .pdf name, 100 MB; the server checks the content too. */
export function pdfProblem(file: Pick<File, "name" | "size">, maxBytes = DEFAULT_FILE_MAX_BYTES): string | null {
  if (!/\.pdf$/i.test(file.name)) return UploadMsg.pdfOnly;
  if (file.size > maxBytes) return UploadMsg.tooLarge(Math.round(maxBytes / MB));
  return null;
}

/** Spreadsheets: blocked once the deadline passed (timeValid 0), then xlsx only, 100 MB. */
export function spreadsheetProblem(file: Pick<File, "name" | "size">, timeValid: number | boolean): string | null {
  if (!spreadsheetUploadOpen(timeValid)) return UploadMsg.deadlinePassed;
  if (!isXlsxName(file.name)) return UploadMsg.xlsxOnly;
  if (file.size > DEFAULT_FILE_MAX_BYTES) return UploadMsg.tooLarge(DEFAULT_FILE_MAX_BYTES / MB);
  return null;
}

/** Videos: mp4 only (an m4v is refused even though it is mp4 inside), at most `maxBytes` (2 GB by default). */
export function videoProblem(file: Pick<File, "name" | "size" | "type">, maxBytes = VIDEO_MAX_BYTES): string | null {
  if (!isMp4Name(file.name) || (file.type !== "" && file.type !== "video/mp4")) return UploadMsg.videoType;
  if (file.size > maxBytes) return videoTooLargeMessage(maxBytes);
  return null;
}

/** Video names: the name travels as videoName, which holds at most 100 characters. */
export function videoNameProblem(name: string): string | null {
  return name.length > VIDEO_NAME_MAX ? UploadMsg.videoNameTooLong : null;
}

/** Per-widget file count: the files already there plus those being added. */
export function countProblem(current: number, adding: number, limit: number): string | null {
  return withinFileCount(current, adding, limit) ? null : UploadMsg.maxFiles(limit);
}
