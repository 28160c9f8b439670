import ky, { TimeoutError, type HTTPError, type KyRequest, type KyResponse, type NormalizedOptions } from "ky";
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { clearSession, getToken } from "#client/lib/session.ts";
import { notify } from "#client/lib/notify.ts";
import { malformedAnswerMessage, networkLostMessage, transportStatusMessage } from "#client/lib/transport-messages.ts";
import type { TEnvelope } from "#shared/http/envelope.ts";
import { bodyCodeAction, isEnvelopeLike, sessionLostPath } from "#shared/http/response-policy.ts";
import { MAINTENANCE_EVENT, MAINTENANCE_OUTCOME } from "#shared/content/maintenance.ts";
import type { TRoute } from "#shared/api/route.ts";

/** The protocol's response envelope: `datas` is always an array. */
export type Envelope<T = unknown> = TEnvelope<T>;

/** A body code the request layer rejects (400, 403, a lost session): the message is the server's, for the user. */
export class ApiError extends Error {
  readonly code: number;
  /** the rule's stable outcome code (e.g. `booking.slotFull`) when the server named one; branch on this, never on the text */
  readonly outcome: string | null;
  /** what the refusal carries (a stale row as it is now, the bookings an edit would strand), for the caller to show */
  readonly datas: readonly unknown[];

  constructor(code: number, message: string, outcome: string | null = null, datas: readonly unknown[] = []) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.outcome = outcome;
    this.datas = datas;
  }
}

/** The outcome code of a failed call, or null (a transport failure, or a refusal with no code). */
export function outcomeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.outcome : null;
}

/** A 2xx answer that is not the JSON envelope (a proxy's page, a captive portal, a cut-off body). */
export class MalformedAnswerError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(malformedAnswerMessage());
    this.name = "MalformedAnswerError";
    this.status = status;
  }
}

/** Per-call options; `silent` keeps the request layer from showing anything (the caller shows it its own way). */
export interface RequestOptions {
  silent?: boolean;
  /** the write's Idempotency-Key when the caller must know it (a queueable write keeps it for its replays) */
  idempotencyKey?: string;
  /** ask for an answer no older than the request (Cache-Control: no-cache): a public cache then waits until it has heard every change committed before */
  fresh?: boolean;
}

/** The spec's time-out (document 1 section 7); uploads and exports can be slow. */
export const REQUEST_TIMEOUT_MS = 99_999;

// Failures the request layer has already shown, so a caller's own error display can skip them (see errors.ts).
const shownErrors = new WeakSet<object>();

/** Whether the request layer has already shown this failure to the user. */
export function wasShown(error: unknown): boolean {
  return typeof error === "object" && error !== null && shownErrors.has(error);
}

function markShown<E>(error: E): E {
  if (typeof error === "object" && error !== null) shownErrors.add(error);
  return error;
}

// The spec's stored profile keys (document 1 section 3) go with the token; clearSession drops token and loginType.
const PROFILE_KEYS = ["userinfo", "companyinfo"] as const;

/** Forgets the stored session: token, login type, user info and company info. */
export function dropSession(): void {
  for (const key of PROFILE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing was stored either
    }
  }
  clearSession();
}

// A full load also empties every in-memory cache of the lost user's data.
let onSessionLost: () => void = () => window.location.assign(sessionLostPath(window.location.pathname));

/** Replaces what a lost session does after the token is dropped (tests; an SPA navigation if ever wanted). */
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

function isSilent(options: NormalizedOptions): boolean {
  return options.context?.silent === true;
}

/**
 * Applies the body-code rule (document 1 section 8.1) to an envelope: drops a lost session and leaves for the
 * root, shows 400/403 and rejects, shows 415 and lets it through; everything else passes unchanged.
 */
function applyBodyCode(envelope: Envelope, silent: boolean): void {
  const action = bodyCodeAction(envelope.code);
  if (action === "pass") return;
  if (action === "warning") {
    if (!silent && envelope.message) notify("warning", envelope.message);
    return;
  }
  if (action === "session-lost") {
    // several calls in flight fail together; only the first still finds a token, and only it navigates
    const hadToken = getToken() !== null;
    dropSession();
    if (hadToken) onSessionLost();
    // nothing to show: the page is leaving for the root, so callers must not show it either
    throw markShown(new ApiError(envelope.code, envelope.message));
  }
  const message = action === "forbidden" ? t`暂无权限` : envelope.message || t`请求错误`;
  const error = new ApiError(envelope.code, message, typeof envelope.outcome === "string" ? envelope.outcome : null, Array.isArray(envelope.datas) ? envelope.datas : []);
  if (silent) throw error;
  notify("error", message);
  throw markShown(error);
}

async function bodyCodeHook(_request: KyRequest, options: NormalizedOptions, response: KyResponse): Promise<void> {
  // transport statuses are beforeError's; files and other non-JSON answers are not envelopes
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) return;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return; // sendContract reports a body it cannot read
  }
  if (isEnvelopeLike(body)) applyBodyCode(body as Envelope, isSilent(options));
}

async function transportErrorHook(error: HTTPError): Promise<HTTPError> {
  if (isSilent(error.options)) return error;
  const status = error.response.status;
  let serverMessage: string | undefined;
  try {
    const body: unknown = await error.response.clone().json();
    if (isEnvelopeLike(body) && typeof body.message === "string") serverMessage = body.message;
    // maintenance mode: no error toast; the maintenance guard (app/shell) hears of it and moves the page
    if (isEnvelopeLike(body) && body.outcome === MAINTENANCE_OUTCOME) {
      window.dispatchEvent(new Event(MAINTENANCE_EVENT));
      return markShown(error);
    }
  } catch {
    // an HTML error page from a proxy: the table's message is all there is
  }
  const path = new URL(error.request.url).pathname;
  notify("error", transportStatusMessage(status, path, serverMessage), { id: `http:${status}` });
  return markShown(error);
}

/**
 * fetch with the spec's time-out, so that a time-out (408 message) is told apart from a caller's cancel
 * (silent) and from a lost network (offline message).
 */
async function guardedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) forward();
  else request.signal.addEventListener("abort", forward, { once: true });
  try {
    return await globalThis.fetch(input, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) {
      notify("error", transportStatusMessage(408, new URL(request.url).pathname), { id: "http:408" });
      throw markShown(new TimeoutError(request));
    }
    if (controller.signal.aborted) throw error;
    // one message however many calls were in flight when the connection went
    notify("error", networkLostMessage(), { id: "network-lost" });
    throw markShown(error);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", forward);
  }
}

/** The one HTTP client: token, language and idempotency headers on every call, and the spec's response rules. */
export const api = ky.create({
  // absolute: Request objects built outside a document (Node's fetch under jsdom tests) reject relative URLs;
  // contract paths are absolute (/base-service/api/…), so the prefix is the origin alone
  prefixUrl: `${globalThis.location?.origin ?? ""}/`,
  // guardedFetch applies REQUEST_TIMEOUT_MS itself
  timeout: false,
  fetch: guardedFetch,
  // a retried POST could repeat a write; the outbox replays writes instead, with the same Idempotency-Key
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set("Authorization", token);
        request.headers.set("Accept-Language", i18n.locale || "zh-CN");
        // the server stores the first response per key, so a replayed write takes effect once
        if (request.method === "POST" && !request.headers.has("Idempotency-Key")) {
          request.headers.set("Idempotency-Key", crypto.randomUUID());
        }
      },
    ],
    afterResponse: [bodyCodeHook],
    beforeError: [transportErrorHook],
  },
});

/**
 * Sends a contract's call with a body already form-encoded (the contract client encodes it; the outbox sends
 * exactly the bytes it stored) and returns the envelope. Use `call` from contract-client.ts; this is its
 * transport. Resolves for 200, 409, 415 and other codes; rejects with ApiError for 400, 403 and a lost session
 * (already shown to the user unless `silent`), with ky's HTTPError/TimeoutError or a network TypeError for
 * transport failures, and with MalformedAnswerError for a 2xx answer that is not an envelope.
 */
export async function sendContract<T = unknown>(contract: TRoute, body: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const silent = options.silent === true;
  const path = contract.path.replace(/^\/+/, "");
  if (contract.method === "GET") {
    const response = await api.get(path, { searchParams: body, context: { silent } });
    return readEnvelope<T>(response, silent);
  }
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  if (options.fresh) headers["Cache-Control"] = "no-cache";
  const response = await api.post(path, { body, headers, context: { silent } });
  return readEnvelope<T>(response, silent);
}

async function readEnvelope<T>(response: Response, silent: boolean): Promise<Envelope<T>> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  if (isEnvelopeLike(body)) return body as Envelope<T>;
  const error = new MalformedAnswerError(response.status);
  if (silent) throw error;
  notify("error", error.message, { id: "malformed-answer" });
  throw markShown(error);
}
