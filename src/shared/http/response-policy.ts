/**
 * What the request layer does with an envelope's body code (document 1 section 8.1). Pure, so the page's
 * request layer and anything else that reads envelopes (tests, the outbox) decide the same way.
 */
import { BodyCode } from "./envelope.ts";

/**
 * - `session-lost`: drop the stored session and go to the site root (401, and 300 from another sign-on)
 * - `error`: show the server's message as an error and reject (400)
 * - `forbidden`: show 暂无权限 and reject (403)
 * - `warning`: show the server's message as a warning and resolve with the envelope (415)
 * - `pass`: return the envelope unchanged (200, 409 needs confirmation, and any other code)
 */
export type TBodyCodeAction = "session-lost" | "error" | "forbidden" | "warning" | "pass";

/** Body-code rule (document 1 section 8.1): which of the five behaviours a body code gets. */
export function bodyCodeAction(code: number): TBodyCodeAction {
  switch (code) {
    case BodyCode.unauthorized:
    case BodyCode.relogin:
      return "session-lost";
    case BodyCode.badRequest:
      return "error";
    case BodyCode.forbidden:
      return "forbidden";
    case BodyCode.warning:
      return "warning";
    default:
      return "pass";
  }
}

/**
 * Where the page goes when its session is lost: the site root (document 1 section 8.1), except inside the
 * back office, whose operators sign in again at /ops rather than on the investors' home page.
 */
export function sessionLostPath(pathname: string): string {
  return pathname === "/ops" || pathname.startsWith("/ops/") ? "/ops" : "/";
}

/** Whether a parsed JSON value has the envelope's shape `{ code, datas, message }` (enough to apply the rule). */
export function isEnvelopeLike(value: unknown): value is { code: number; datas: unknown; message: string; outcome?: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === "number" && "datas" in v;
}
