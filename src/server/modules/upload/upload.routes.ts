import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { RICH_TEXT_IMAGE_MAX_BYTES, isRichTextImageName } from "#shared/widgets/rich-text.ts";
import { MSG_UNAUTHORIZED } from "#shared/http/envelope.ts";
import { now } from "../../clock.ts";
import { IMAGE_CONTENT_TYPES, sniffImage } from "./image-check.ts";

export const MSG_IMAGE_TYPE = "上传图片只能是jpg 、 jpeg 、 png 、 JPG 、 JPEG格式";
export const MSG_IMAGE_TOO_LARGE = "上传图片大小不能超过1MB";
export const MSG_NO_FILE = "请选择要上传的图片";

/** The rich-text image upload answers in its own shape (spec 1 section 7.2): `{ code, data: { filePath }, msg }`. */
function answer(reply: FastifyReply, code: number, msg: string, filePath?: string) {
  return reply.send({ code, data: filePath ? { filePath } : null, msg });
}

/**
 * The rich-text editor's image upload (POST /api/add/upload/upload_img, multipart `file` and `nameCh`) and the
 * files it serves under /api/files/…: the editor shows "/api" + filePath. Only jpg and png by their bytes,
 * at most 1 MB; served with nosniff and a locked-down policy, since they are user content.
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  const { storage } = app.deps;

  app.post("/api/add/upload/upload_img", async (req, reply) => {
    if (!req.session || req.session.userType === "personal") return answer(reply, 401, MSG_UNAUTHORIZED);
    if (!req.isMultipart()) return answer(reply, 400, MSG_NO_FILE);
    const part = await req.file({ limits: { fileSize: RICH_TEXT_IMAGE_MAX_BYTES, files: 1 } });
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

  app.get<{ Params: { "*": string } }>("/api/files/*", async (req, reply) => {
    const file = await storage.open(req.params["*"]);
    if (!file) return reply.code(404).send({ code: 404, datas: [], message: "文件不存在" });
    const ext = req.params["*"].split(".").pop() ?? "";
    return reply
      .type(IMAGE_CONTENT_TYPES[ext] ?? "application/octet-stream")
      .header("content-length", file.size)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(file.stream);
  });
}
