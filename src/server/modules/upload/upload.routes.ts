import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { RICH_TEXT_IMAGE_MAX_BYTES, isRichTextImageName } from "#shared/widgets/rich-text.ts";
import { MSG_UNAUTHORIZED } from "#shared/http/envelope.ts";
import { CHUNK_SIZE_BYTES, RESUME_STEP_BYTES } from "#shared/upload/chunking.ts";
import { RICH_TEXT_UPLOAD_PATH } from "#shared/api/upload.contract.ts";
import { now } from "../../clock.ts";
import { registerChunkRoutes } from "./chunk.routes.ts";
import { sweepChunkSets } from "./chunk-store.ts";
import { registerFileServing } from "./file-serve.ts";
import { sniffImage } from "./image-check.ts";
import { KeyGate } from "./key-gate.ts";
import { createMd5Pool } from "./md5-pool.ts";
import { isMalformedMultipart } from "./multipart-reader.ts";
import { registerSingleUploadRoutes } from "./single.routes.ts";

export { sweepChunkSets } from "./chunk-store.ts";

export const MSG_IMAGE_TYPE = "上传图片只能是jpg 、 jpeg 、 png 、 JPG 、 JPEG格式";
export const MSG_IMAGE_TOO_LARGE = "上传图片大小不能超过1MB";
export const MSG_NO_FILE = "请选择要上传的图片";

/** How often abandoned chunk sets are looked for. */
const SWEEP_EVERY_MS = 60 * 60_000;

export interface TUploadOptions {
  /** the chunk size of the chunk protocol; the spec's 100 MB unless a test asks for a small one */
  chunkSize?: number;
  /** how often inside a chunk the bytes held are recorded for resuming; RESUME_STEP_BYTES unless a test asks */
  resumeStep?: number;
}

/** The rich-text image upload answers in its own shape (spec 1 section 7.2): `{ code, data: { filePath }, msg }`. */
function answer(reply: FastifyReply, code: number, msg: string, filePath?: string) {
  return reply.send({ code, data: filePath ? { filePath } : null, msg });
}

/**
 * The upload calls: the rich-text editor's image upload (POST /api/add/upload/upload_img, multipart `file` and
 * `nameCh`, jpg and png by their bytes, at most 1 MB), upload_file and upload_img (one request up to 100 MB),
 * the chunk protocol for larger files, and the stored files under /api/files/… ("/api" + filePath).
 */
export function registerUploadRoutes(app: FastifyInstance, options: TUploadOptions = {}): void {
  const { storage } = app.deps;
  const md5 = createMd5Pool();
  const gate = new KeyGate();

  app.post(RICH_TEXT_UPLOAD_PATH, async (req, reply) => {
    if (!req.session || req.session.userType === "personal") return answer(reply, 401, MSG_UNAUTHORIZED);
    if (!req.isMultipart()) return answer(reply, 400, MSG_NO_FILE);
    const part = await req.file({ limits: { fileSize: RICH_TEXT_IMAGE_MAX_BYTES, files: 1 } }).catch((error: unknown) => {
      if (isMalformedMultipart(error)) return null;
      throw error;
    });
    if (!part) return answer(reply, 400, MSG_NO_FILE);
    const data = await part.toBuffer().catch(() => null);
    if (!data || part.file.truncated) return answer(reply, 400, MSG_IMAGE_TOO_LARGE);
    const kind = sniffImage(data);
    if (!kind || !isRichTextImageName(part.filename)) return answer(reply, 400, MSG_IMAGE_TYPE);
    const at = now();
    const key = `rich-text/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${kind}`;
    await storage.put(key, data);
    return answer(reply, 200, "上传成功", `/files/${key}`);
  });

  registerSingleUploadRoutes(app, storage);
  const chunkSize = options.chunkSize ?? CHUNK_SIZE_BYTES;
  // Found at start rather than at the first combine: S3 refuses to join parts below its minimum.
  if (chunkSize < storage.minChunkBytes) {
    throw new Error(`the upload chunk size (${chunkSize} bytes) is below the storage's smallest part (${storage.minChunkBytes} bytes)`);
  }
  // A stretch of a chunk is a part of its own on S3, so it may not be smaller than the store's smallest part.
  const resumeStep = Math.max(options.resumeStep ?? RESUME_STEP_BYTES, storage.minChunkBytes, 1);
  registerChunkRoutes(app, { storage, md5, gate, chunkSize, resumeStep });
  registerFileServing(app, storage);

  const runSweep = () => {
    sweepChunkSets(storage, now()).catch((error: unknown) => app.log.warn({ err: error }, "chunk-set sweep failed"));
  };
  // A first look a minute after start (sets abandoned while the server was down), then hourly.
  const first = setTimeout(runSweep, 60_000);
  const sweep = setInterval(runSweep, SWEEP_EVERY_MS);
  first.unref();
  sweep.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(sweep);
    await md5.close();
  });
}
