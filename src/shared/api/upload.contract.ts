import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { uploadRoutes } from "./upload.routes.ts";
import { zBool, zInt } from "../validation/form-fields.ts";
import { GUID_PATTERN, MD5_PATTERN } from "../upload/chunking.ts";
import { UploadMsg, VIDEO_MAX_BYTES } from "../upload/upload-limits.ts";

/**
 * The upload calls of document 1 section 7.2 and document 3 section 7 ("Uploads"). Files up to 100 MB go in
 * one multipart request (upload_file, upload_img); larger ones through the chunk protocol: check_chunk_md5 →
 * upload (one request per chunk, the `file` part last, at most 2 in flight) → combine_block. Stored files are
 * served from "/api" + filePath.
 */
export const ZUploadedFile = z.object({
  filePath: z.string().describe("where the file is served from, after the /api prefix: /files/…"),
  fileName: z.string(),
  fileSize: z.number(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

const zGuid = z.string({ error: UploadMsg.guidInvalid }).regex(GUID_PATTERN, { error: UploadMsg.guidInvalid });
const zMd5 = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string().regex(MD5_PATTERN, { error: UploadMsg.chunkMd5Mismatch }).transform((s) => s.toLowerCase()).optional(),
);
const zFilePart = z.unknown().describe("multipart file part (binary); sent last");

export const ZUploadFileBody = z.object({
  file: zFilePart,
  isPDF: zBool().optional().describe("true: only a pdf is accepted"),
});

export const ZUploadImgBody = z.object({ file: zFilePart });

export const ZCheckChunkBody = z.object({
  guid: zGuid,
  chunk: zInt(UploadMsg.chunkOutOfRange).min(0, { error: UploadMsg.chunkOutOfRange }),
  chunkSize: zInt(UploadMsg.chunkLength).min(0, { error: UploadMsg.chunkLength }).describe("this chunk's byte length"),
  md5: zMd5,
});
export type TCheckChunkBody = z.infer<typeof ZCheckChunkBody>;

export const ZChunkCheck = z.object({ success: z.boolean().describe("true when the server already holds this chunk intact") });

/** chunk_offset: how much of one chunk the server holds, in the manner of tus's HEAD (issue 13). */
export const ZChunkOffsetBody = ZCheckChunkBody;
export type TChunkOffsetBody = z.infer<typeof ZChunkOffsetBody>;

export const ZChunkOffset = z.object({
  offset: z
    .number()
    .describe("bytes of the chunk's start the server holds and can continue from: 0 for none, chunkSize when it holds the whole chunk"),
});

/** An optional integer field: absent or empty is undefined. */
const zHint = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), inner.optional());

/**
 * The fields of one chunk request; they come before the `file` part so the server knows the chunk's bounds
 * first. The spec sends `guid` and `chunk` only; `chunks`, `size` and `md5` are hints this portal's client adds
 * (with the size the server checks each chunk's exact length as it arrives; without it, at combine).
 */
export const ZChunkFields = z.object({
  guid: zGuid,
  chunk: zInt(UploadMsg.chunkOutOfRange).min(0, { error: UploadMsg.chunkOutOfRange }),
  chunks: zHint(zInt(UploadMsg.chunkError).min(1, { error: UploadMsg.chunkError })),
  size: zHint(zInt(UploadMsg.chunkError).min(1, { error: UploadMsg.chunkError }).max(VIDEO_MAX_BYTES, { error: UploadMsg.videoOver2g })),
  md5: zMd5,
  offset: zHint(zInt(UploadMsg.chunkOffsetMismatch).min(0, { error: UploadMsg.chunkOffsetMismatch })).describe(
    "resuming inside the chunk: the `file` part holds the chunk's bytes from here on (as chunk_offset answered); md5 is still the whole chunk's",
  ),
});
export type TChunkFields = z.infer<typeof ZChunkFields>;

export const ZChunkUploadBody = ZChunkFields.extend({ file: zFilePart });

export const ZChunkReceived = z.object({ chunk: z.number(), md5: z.string(), success: z.literal(true) });

export const ZCombineBody = z.object({
  guid: zGuid,
  fileName: z.string({ error: UploadMsg.videoType }).trim().min(1, { error: UploadMsg.videoType }),
});

/**
 * The rich-text editor's image upload: the one call outside the envelope (it answers `{ code, data, msg }`
 * as the editor's upload adapter expects), so it has a path here rather than a contract.
 */
export const RICH_TEXT_UPLOAD_PATH = "/api/add/upload/upload_img";

export const uploadContracts = contractGroup("upload", {
  uploadFile: defineContract({
    ...uploadRoutes.uploadFile, tag: "upload",
    summary: "Multipart `file` up to 100 MB, checked by content: mp4 (not m4v), jpg/png, xlsx workbook, pdf (only pdf with isPDF)",
    body: ZUploadFileBody, datas: ZUploadedFile,
  }),
  uploadImg: defineContract({
    ...uploadRoutes.uploadImg, tag: "upload",
    summary: "Multipart `file` up to 100 MB: a jpg or png by content", body: ZUploadImgBody, datas: ZUploadedFile,
  }),
  checkChunk: defineContract({
    ...uploadRoutes.checkChunk, tag: "upload",
    summary: "Whether the server already holds chunk `chunk` of upload `guid` intact (same length, and same md5 when given)",
    body: ZCheckChunkBody, datas: ZChunkCheck,
  }),
  uploadChunk: defineContract({
    ...uploadRoutes.uploadChunk, tag: "upload",
    summary: "Multipart: guid, chunk (0-based), optional hints chunks, size, md5 and offset, then `file` last. Kept only when its md5 (when given) matches; re-sending from offset 0 replaces it, a non-zero offset continues a cut-off chunk",
    body: ZChunkUploadBody, datas: ZChunkReceived,
  }),
  chunkOffset: defineContract({
    ...uploadRoutes.chunkOffset, tag: "upload",
    summary:
      "How many bytes of chunk `chunk` of upload `guid` the server holds and can continue from (tus-like). A cut-off chunk is continued by `upload` with `offset` set to this; the server appends and verifies the whole chunk's md5",
    body: ZChunkOffsetBody, datas: ZChunkOffset,
  }),
  combineBlock: defineContract({
    ...uploadRoutes.combineBlock, tag: "upload",
    summary: "Assembles upload `guid` once every chunk is held (an mp4 by name and content); a repeat answers the same file",
    body: ZCombineBody, datas: ZUploadedFile,
  }),
});
