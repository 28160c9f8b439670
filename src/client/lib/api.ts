import ky from "ky";
import { i18n } from "@lingui/core";
import { clearSession, getToken } from "#client/lib/session.ts";
import { BodyCode, type TEnvelope } from "#shared/http/envelope.ts";
import { encodeForm, type TFormInput } from "#shared/http/form-codec.ts";

/** The protocol's response envelope: `datas` is always an array. */
export type Envelope<T = unknown> = TEnvelope<T>;

/** A body code other than 200: the server's message is meant for the user as it is. */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.code = code;
  }
}

/** Body codes that mean the session is gone (the spec treats 300 like 401). */
const SESSION_LOST = new Set<number>([BodyCode.unauthorized, BodyCode.relogin]);
/** Body codes the caller may want to handle itself rather than as failures (409 confirm, 415 warning). */
const PASSED_THROUGH = new Set<number>([BodyCode.ok, BodyCode.confirm, BodyCode.warning]);

/** The one HTTP client: token, language and idempotency headers on every call. */
export const api = ky.create({
  prefixUrl: "/base-service/api",
  // the spec's time-out; uploads and exports can be slow
  timeout: 99_999,
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
  },
});

/**
 * POSTs a form-encoded body to a protocol path (e.g. `pub/v1/login_url`) and returns the envelope.
 * Throws ApiError for 400/403 and other failure codes; a lost session is forgotten before throwing.
 */
export async function postForm<T = unknown>(path: string, fields: TFormInput = {}): Promise<Envelope<T>> {
  const envelope = await api.post(path, {
    body: encodeForm(fields),
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
  }).json<Envelope<T>>();
  if (PASSED_THROUGH.has(envelope.code)) return envelope;
  if (SESSION_LOST.has(envelope.code)) clearSession();
  throw new ApiError(envelope.code, envelope.message);
}

/** The first item of `datas`, which is where most endpoints put their answer. */
export function firstData<T>(envelope: Envelope<T>): T | undefined {
  return envelope.datas[0];
}
