import type { FastifyInstance } from "fastify";
import { SERVED_CONTENT_TYPES, servedInline } from "#shared/upload/file-content.ts";
import { MSG_FORBIDDEN, fail } from "#shared/http/envelope.ts";
import { now } from "../../clock.ts";
import { fileAudience, sessionMayFetch, type TFileAudience } from "./file-access.ts";
import { isSafeKey, type TStorage } from "../../lib/storage.ts";

/** The folders a stored file may be served from; chunk sets and temporary uploads never are. */
export const SERVED_FOLDERS = ["rich-text", "uploads", "videos", "receipts"];

/**
 * User content is never rendered as a page: the content type comes from the extension the server gave the
 * file after checking its bytes, browsers may not sniff another, a sandboxing policy stops any script, and
 * documents (pdf, xlsx, anything else) are downloads. Images and videos are shown inline.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The one byte range of a Range header (`bytes=a-b`, `bytes=a-`, `bytes=-n`), or "invalid" or null when absent. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "invalid";
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "invalid";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "invalid";
  return { start, end };
}

/** Public files are immutable unless their audience can be taken back (a withdrawn report); others are private. */
function cacheControl(audience: TFileAudience): string {
  if (audience.kind !== "public") return "private, no-store";
  return audience.revocable ? "public, no-cache" : "public, max-age=31536000, immutable";
}

export function registerFileServing(app: FastifyInstance, storage: TStorage): void {
  app.get<{ Params: { "*": string }; Querystring: { exp?: unknown; sig?: unknown } }>("/api/files/*", async (req, reply) => {
    const key = req.params["*"];
    const folder = key.split("/")[0] ?? "";
    const info = SERVED_FOLDERS.includes(folder) && isSafeKey(key) ? await storage.stat(key) : null;
    if (!info) return reply.code(404).send(fail(404, "文件不存在"));
    // A file not yet public goes to its audience only: a token in the header (API callers), or a short-lived
    // signed address (what the company's and the operators' pages are given, since <video> sends no header).
    const audience = await fileAudience(app.deps.db, key);
    const granted = audience.kind === "public" || app.deps.urlSigner.verify(key, req.query.exp, req.query.sig, now()) || sessionMayFetch(audience, req.session);
    if (!granted) return reply.code(403).send(fail(403, MSG_FORBIDDEN));
    const name = key.split("/").pop() ?? "file";
    const ext = name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "";
    const range = parseRange(req.headers.range, info.size);
    void reply
      .type(SERVED_CONTENT_TYPES[ext] ?? "application/octet-stream")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", FILE_CSP)
      .header("content-disposition", `${servedInline(ext) ? "inline" : "attachment"}; filename="${name}"`)
      .header("cache-control", cacheControl(audience))
      .header("accept-ranges", "bytes");
    if (range === "invalid") return reply.code(416).header("content-range", `bytes */${info.size}`).send();
    const file = await storage.open(key, range ?? undefined);
    if (!file) return reply.code(404).type("application/json; charset=utf-8").send(fail(404, "文件不存在"));
    if (range) {
      return reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
        .header("content-length", range.end - range.start + 1)
        .send(file.stream);
    }
    return reply.header("content-length", info.size).send(file.stream);
  });
}
