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
