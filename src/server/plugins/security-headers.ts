import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The portal's Content-Security-Policy. Scripts only from the portal itself (no inline script, no eval);
 * styles may be inline (Mantine and the charts set style attributes); images and media may come from https
 * addresses (company logos, live streams and replays on CDNs); scripts may fetch from https addresses too,
 * because hls.js loads a live stream's playlists and segments itself, from whatever CDN the back office set
 * (document 4 section 2.3); pages may be framed only by the portal.
 */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "frame-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** The policy of a page whose own inline scripts are allowed by their hashes (the identity provider's pages). */
export function cspWithScriptHashes(scripts: string[]): string {
  const hashes = scripts.map((s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`);
  return PORTAL_CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(" ")}`.trim());
}

/** Sends an HTML page with a policy allowing exactly the inline scripts it carries. */
export function sendPage(reply: FastifyReply, page: string): FastifyReply {
  const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return reply.header("content-security-policy", cspWithScriptHashes(scripts)).type("text/html; charset=utf-8").send(page);
}

export interface TSecurityHeaderOptions {
  /** origins other sites may call the API from (CORS_ORIGINS); none by default */
  corsOrigins?: string[];
}

const CORS_HEADERS = "authorization, content-type, idempotency-key, accept-language";

/**
 * Headers on every answer, pages and API alike: the policy above unless a route set a stricter one (stored
 * files do), no MIME sniffing, no framing by other sites, the referrer reduced to the origin across sites
 * (the portal's addresses may carry a token right after login). CORS only for configured origins.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: TSecurityHeaderOptions = {}): void {
  const allowed = new Set(options.corsOrigins ?? []);

  if (allowed.size > 0) {
    app.addHook("onRequest", async (req, reply) => {
      const origin = req.headers.origin;
      if (!origin || !allowed.has(origin)) return;
      void reply.header("access-control-allow-origin", origin).header("vary", "Origin");
      if (req.method === "OPTIONS" && req.headers["access-control-request-method"]) {
        return reply
          .code(204)
          .header("access-control-allow-methods", "GET, POST")
          .header("access-control-allow-headers", CORS_HEADERS)
          .header("access-control-max-age", "600")
          .send();
      }
    });
  }

  app.addHook("onSend", async (_req, reply, payload) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", PORTAL_CSP);
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "SAMEORIGIN");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (!allowed.size) reply.removeHeader("access-control-allow-origin");
    return payload;
  });
}
