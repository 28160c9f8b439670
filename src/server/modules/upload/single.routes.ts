import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { ok } from "#shared/http/envelope.ts";
import { uploadContracts as c, type TUploadedFile } from "#shared/api/upload.contract.ts";
import { kindOfName, sniffFileKind, isoMediaBrand, isMp4Content } from "#shared/upload/file-content.ts";
import { FILE_NAME_KEPT_MAX, SINGLE_UPLOAD_MAX_BYTES, MB, UploadMsg, VIDEO_NAME_MAX } from "#shared/upload/upload-limits.ts";
import { formBoolean } from "#shared/validation/form-fields.ts";
import { now } from "../../clock.ts";
import { badRequest } from "../../lib/errors.ts";
import type { TStorage } from "../../lib/storage.ts";
import { TMP_ROOT } from "./chunk-store.ts";
import { isXlsxWorkbook } from "./content-check.ts";
import { isDiskFull, readMultipart, refuseOversizedBody, requireSession } from "./multipart-reader.ts";
import { StreamSink } from "./stream-sink.ts";

interface TReceived {
  tmpKey: string;
  fileName: string;
  size: number;
  head: Buffer;
  truncated: boolean;
}

/** Streams the file part to a temporary key (never into memory whole), keeping its first bytes for the checks. */
async function receiveToTemp(storage: TStorage, part: MultipartFile): Promise<TReceived> {
  const tmpKey = `${TMP_ROOT}/${randomUUID()}`;
  // The temporary file appears when closed, with the storage's time (a crash leaves it for the sweep).
  const writer = await storage.openWriter(tmpKey);
  const sink = new StreamSink(writer, 0, SINGLE_UPLOAD_MAX_BYTES, null);
  try {
    let failure: unknown = null;
    for await (const piece of part.file as AsyncIterable<Buffer>) {
      if (failure) continue;
      try {
        await sink.push(piece);
      } catch (error) {
        failure = error;
      }
    }
    if (failure) throw failure;
    const size = await sink.finish();
    sink.done();
    await writer.close();
    return { tmpKey, fileName: part.filename ?? "", size, head: sink.head.subarray(0, sink.headLength), truncated: part.file.truncated };
  } catch (error) {
    await sink.abort();
    await writer.abort().catch(() => {});
    await storage.remove(tmpKey).catch(() => {});
    throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
  }
}

/** The stored extension of an accepted upload, or the refusal's message (document 1 section 8.3). */
async function acceptedExtension(storage: TStorage, file: TReceived, mode: "file" | "pdf" | "img"): Promise<string> {
  const named = kindOfName(file.fileName);
  const content = sniffFileKind(file.head);
  if (mode === "img") {
    if ((named === "jpg" || named === "png") && (content === "jpg" || content === "png")) return content;
    throw badRequest(UploadMsg.imageType);
  }
  if (mode === "pdf") {
    if (named === "pdf" && content === "pdf") return "pdf";
    throw badRequest(UploadMsg.pdfOnly);
  }
  switch (named) {
    case "mp4":
      // An iTunes m4v renamed .mp4 is ISO media too; its brand gives it away.
      if (!isMp4Content(file.head)) throw badRequest(UploadMsg.videoType);
      if (file.fileName.length > VIDEO_NAME_MAX) throw badRequest(UploadMsg.videoNameTooLong);
      return "mp4";
    case "jpg":
    case "png":
      if (content === "jpg" || content === "png") return content;
      throw badRequest(UploadMsg.imageType);
    case "pdf":
      if (content === "pdf") return "pdf";
      throw badRequest(UploadMsg.pdfOnly);
    case "xlsx":
      if (content === "zip" && (await isXlsxWorkbook(storage, file.tmpKey, file.size))) return "xlsx";
      throw badRequest(UploadMsg.xlsxOnly);
    default:
      // .m4v and other video names get the video message; anything else the list of accepted types.
      if (/\.m4v$/i.test(file.fileName) || isoMediaBrand(file.head)) throw badRequest(UploadMsg.videoType);
      throw badRequest(UploadMsg.fileTypes);
  }
}

function storedKey(ext: string): string {
  const at = now();
  return `uploads/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${ext}`;
}

/** A display name: the last path segment, control characters removed, cut to a sane length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, FILE_NAME_KEPT_MAX);
}

async function singleUpload(storage: TStorage, req: FastifyRequest, modeOf: (fields: Record<string, string>) => "file" | "pdf" | "img"): Promise<TUploadedFile> {
  let received: TReceived | null = null;
  const limit = { maxFileBytes: SINGLE_UPLOAD_MAX_BYTES, tooLarge: UploadMsg.tooLarge(SINGLE_UPLOAD_MAX_BYTES / MB) };
  const read = await readMultipart(req, limit, async (part) => {
    received = await receiveToTemp(storage, part);
  }).catch(async (error: unknown) => {
    // The parser may refuse after the file was received (its size limit, extra parts): drop the file too.
    const file = received as TReceived | null;
    if (file) await storage.remove(file.tmpKey).catch(() => {});
    throw error;
  });
  const { fields, sawFile } = read;
  const file = received as TReceived | null;
  if (!sawFile || !file) throw badRequest(UploadMsg.noFile);
  try {
    if (file.truncated) throw badRequest(UploadMsg.tooLarge(SINGLE_UPLOAD_MAX_BYTES / MB));
    if (file.size === 0) throw badRequest(UploadMsg.noFile);
    const fileName = cleanFileName(file.fileName);
    const ext = await acceptedExtension(storage, { ...file, fileName }, modeOf(fields));
    const key = storedKey(ext);
    await storage.move(file.tmpKey, key);
    return { filePath: `/files/${key}`, fileName, fileSize: file.size };
  } catch (error) {
    await storage.remove(file.tmpKey).catch(() => {});
    throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
  }
}


/** upload_file (optional isPDF) and upload_img: one multipart request, up to 100 MB, checked by content. */
export function registerSingleUploadRoutes(app: FastifyInstance, storage: TStorage): void {
  const tooLarge = UploadMsg.tooLarge(SINGLE_UPLOAD_MAX_BYTES / MB);

  app.post(c.uploadFile.path, async (req, reply) => {
    requireSession(req);
    if (refuseOversizedBody(req, reply, SINGLE_UPLOAD_MAX_BYTES, tooLarge)) return reply;
    const file = await singleUpload(storage, req, (fields) => (formBoolean(fields.isPDF) === true ? "pdf" : "file"));
    return ok([file]);
  });

  app.post(c.uploadImg.path, async (req, reply) => {
    requireSession(req);
    if (refuseOversizedBody(req, reply, SINGLE_UPLOAD_MAX_BYTES, tooLarge)) return reply;
    const file = await singleUpload(storage, req, () => "img");
    return ok([file]);
  });
}
