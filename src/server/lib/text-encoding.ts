import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { FastifyRequest } from "fastify";

/**
 * The encoding a text answer the server writes itself goes out in, as the request's Accept-Encoding allows:
 * brotli, else gzip, else none. For answers that bypass the compression plugin (plugins/compression.ts):
 * cached answers compressed once (public-cache.ts) and the page sent for a client route (static-client.ts).
 */
export function acceptedTextEncoding(req: FastifyRequest): "br" | "gzip" | null {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) return "br";
  if (/\bgzip\b/.test(accepts)) return "gzip";
  return null;
}

/** The text in that encoding: brotli at quality 5 (fast enough per request, close to the best size), or gzip. */
export function encodeText(text: string, encoding: "br" | "gzip"): Buffer {
  return encoding === "br" ? brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(text);
}
