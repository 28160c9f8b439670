/**
 * The outbox's rules, shared by the page's replayer and the service worker's Background Sync so both decide
 * the same way: who may send a queued write now, and what an answer to a replay means.
 */
import { BodyCode } from "../http/envelope.ts";
import { isEnvelopeLike } from "../http/response-policy.ts";
import type { TOutboxRow, TOutboxState } from "./local-db-schema.ts";
import { contractOfRow } from "./queueable.ts";

/** The Background Sync tag the page registers when it queues a write. */
export const OUTBOX_SYNC_TAG = "roadshow-outbox";
/** What the service worker posts to its pages after it changed the outbox. */
export const OUTBOX_CHANGED_MESSAGE = "roadshow:outbox-changed";

/** One row as the service worker left it: enough for a page to show what came of it. */
export interface TOutboxRowNews {
  id: string;
  /** the row's contract id (null for an old row that named its URL) */
  contract: string | null;
  state: TOutboxState;
  label: string;
  message: string | null;
}

/**
 * The message the service worker posts to every page after each claim or settle of a row. The worker writes
 * the database with plain IndexedDB, which the page's live queries do not see; this message is how the page
 * learns the queue moved, within the moment of the change rather than at the next reload.
 */
export interface TOutboxChangedMessage {
  type: typeof OUTBOX_CHANGED_MESSAGE;
  rows: TOutboxRowNews[];
}

/** Whether a message from the service worker is its outbox news (older workers posted `{ type }` alone: rows []). */
export function outboxNewsOf(data: unknown): TOutboxChangedMessage | null {
  if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== OUTBOX_CHANGED_MESSAGE) return null;
  const rows = (data as { rows?: unknown }).rows;
  const valid = Array.isArray(rows)
    ? rows.filter((r): r is TOutboxRowNews => typeof r === "object" && r !== null && typeof (r as { id?: unknown }).id === "string")
    : [];
  return { type: OUTBOX_CHANGED_MESSAGE, rows: valid };
}

/** The news of one row (what the worker posts after it claimed or settled it). */
export function rowNews(row: Pick<TOutboxRow, "id" | "contract" | "url" | "state" | "label" | "message">): TOutboxRowNews {
  return { id: row.id, contract: contractOfRow(row)?.id ?? null, state: row.state, label: row.label, message: row.message };
}
/**
 * A claim older than this is taken over: its sender was closed mid-request. Longer than the request layer's
 * 99,999 ms time-out, so a slow but live request is never sent twice at once by two tabs.
 */
export const OUTBOX_CLAIM_TTL_MS = 3 * 60_000;

/** Outbox rule: whether a sender may claim this row now (queued, or a claim left behind by a closed sender). */
export function isClaimable(row: Pick<TOutboxRow, "state" | "claimedAt">, now: number): boolean {
  if (row.state === "queued") return true;
  return row.state === "sending" && (row.claimedAt === null || now - row.claimedAt > OUTBOX_CLAIM_TTL_MS);
}

/** Outbox rule: whether the row is still waiting to take effect (shown as queued or sending). */
export function isPending(row: Pick<TOutboxRow, "state">): boolean {
  return row.state === "queued" || row.state === "sending";
}

/**
 * - `done`: the write took effect (now or at an earlier attempt whose answer was lost); message is the server's
 * - `refused`: the server answered no; it will not change its mind, so the row stops with the server's message
 * - `retry`: no answer that decides anything (network, server fault, rate limit, the same key still running,
 *   or the session the row was made with has ended); the row stays queued
 */
export type TReplayOutcome =
  | { kind: "done"; message: string }
  | { kind: "refused"; message: string }
  | { kind: "retry"; reason: "network" | "server" | "busy" | "session" };

const MSG_FORBIDDEN = "暂无权限";
const MSG_GONE = "该操作已不再支持，请重新提交";
const MSG_REFUSED = (status: number) => `请求错误（${status}）`;

/** Outbox rule: what the answer to a replay means (HTTP status and the parsed body, or undefined). */
export function replayOutcome(status: number, body: unknown): TReplayOutcome {
  // the idempotency store answers 409 while the first request with this key is still running
  if (status === 409 || status === 408 || status === 429 || status >= 500) {
    return { kind: "retry", reason: status === 409 ? "busy" : "server" };
  }
  const envelope = isEnvelopeLike(body) ? body : null;
  if (status >= 200 && status < 300) {
    // a captive portal's page or a cut-off body: nothing was decided
    if (!envelope) return { kind: "retry", reason: "server" };
    const message = typeof envelope.message === "string" ? envelope.message : "";
    if (envelope.code === BodyCode.ok || envelope.code === BodyCode.warning) return { kind: "done", message };
    if (envelope.code === BodyCode.unauthorized || envelope.code === BodyCode.relogin) return { kind: "retry", reason: "session" };
    if (envelope.code === BodyCode.forbidden) return { kind: "refused", message: MSG_FORBIDDEN };
    return { kind: "refused", message: message || MSG_REFUSED(envelope.code) };
  }
  if (status === 401) return { kind: "retry", reason: "session" };
  if (status === 403) return { kind: "refused", message: MSG_FORBIDDEN };
  const message = envelope && typeof envelope.message === "string" && envelope.message ? envelope.message : MSG_REFUSED(status);
  return { kind: "refused", message };
}

/** The headers of a replay: the same key, so the server answers with the first response if it already ran. */
export function replayHeaders(row: Pick<TOutboxRow, "id" | "lang">, authorization: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
    "accept-language": row.lang,
    "idempotency-key": row.id,
  };
  if (authorization) headers.authorization = authorization;
  return headers;
}

/**
 * Sends one stored write again, byte for byte, with its Idempotency-Key; what came of it. The page and the
 * service worker both replay, each with its own fetch (passed in: shared code names no platform global).
 */
export async function replayStoredWrite(
  row: Pick<TOutboxRow, "id" | "lang" | "contract" | "url" | "body">,
  authorization: string | null,
  fetcher: (url: string, init: RequestInit) => Promise<Response>,
  origin: string,
): Promise<TReplayOutcome> {
  const contract = contractOfRow(row);
  // a contract this version no longer has: the server would not know the call either
  if (!contract) return { kind: "refused", message: MSG_GONE };
  let response: Response;
  try {
    response = await fetcher(`${origin}${contract.path}`, { method: "POST", headers: replayHeaders(row, authorization), body: row.body, credentials: "same-origin" });
  } catch {
    return { kind: "retry", reason: "network" };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  return replayOutcome(response.status, body);
}
