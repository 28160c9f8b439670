import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { HTTPError, TimeoutError } from "ky";
import { sendContract, type Envelope } from "#client/lib/api.ts";
import { getToken } from "#client/lib/session.ts";
import { currentUserKeys } from "#client/lib/user-key.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import type { TRoute } from "#shared/api/route.ts";
import type { TDatasOf } from "#client/lib/contract-client.ts";
import { encodeForm, type TFormInput } from "#shared/http/form-codec.ts";
import { OUTBOX_SYNC_TAG } from "#shared/offline/outbox-rules.ts";
import { isQueueable } from "#shared/offline/queueable.ts";
import { isQuotaError } from "#client/lib/upload/upload-error.ts";
import { enqueue } from "./outbox-store.ts";

/** A queueable write either reached the server now, or waits in the outbox under its Idempotency-Key. */
export type QueueableResult<T> = { status: "sent"; envelope: Envelope<T> } | { status: "queued"; id: string };

/** The write could not be sent and could not be stored either (full disk, no database). */
export class OutboxStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboxStoreError";
  }
}

/**
 * A failure that says nothing reached a decision: no network, a time-out, or a gateway that cannot reach the
 * server. (A time-out may have reached the server; the replay's same key then gets the first answer back.)
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (error instanceof HTTPError) return [502, 503, 504].includes(error.response.status);
  return error instanceof TypeError;
}

/** Asks the service worker to replay the outbox when the connection returns (where Background Sync exists). */
function requestBackgroundSync(): void {
  const sw = navigator.serviceWorker;
  // no `await ready`: it never settles when no worker controls the page
  if (!sw?.controller) return;
  void sw.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * Calls a queueable write's contract (see src/shared/offline/queueable.ts). Online, it is sent at once with a
 * fresh Idempotency-Key and behaves like `call` (a refusal rejects with ApiError). Without network (or when the
 * attempt fails for lack of it) the exact body and its key are stored in the outbox and replayed later; the
 * caller gets `queued` and tells the user so.
 */
export async function callQueueable<R extends TRoute>(
  contract: R,
  fields: TCallBody<TContractOf<R>>,
  options: { label: string; supersedes?: string },
): Promise<QueueableResult<TDatasOf<R>>> {
  if (!isQueueable(contract)) throw new Error(`${contract.id} is not a queueable write`);
  const id = crypto.randomUUID();
  const body = encodeForm(fields as TFormInput);
  if (navigator.onLine !== false) {
    try {
      return { status: "sent", envelope: await sendContract<TDatasOf<R>>(contract, body, { idempotencyKey: id }) };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const keys = await currentUserKeys();
  if (!keys) throw new OutboxStoreError(t`登录已失效，请重新登录后再提交`);
  try {
    await enqueue({
      id,
      contract: contract.id,
      body,
      label: options.label,
      userKey: keys.primary,
      token: getToken(),
      lang: i18n.locale || "zh-CN",
      supersedes: options.supersedes,
    });
  } catch (error) {
    throw new OutboxStoreError(
      isQuotaError(error) ? t`浏览器存储空间不足，无法保存待提交的内容` : t`无法保存待提交的内容，请联网后重新提交`,
    );
  }
  requestBackgroundSync();
  return { status: "queued", id };
}
