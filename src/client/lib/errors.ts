import { t } from "@lingui/core/macro";
import { HTTPError, TimeoutError } from "ky";
import { ApiError, MalformedAnswerError, wasShown } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { networkLostMessage, transportStatusMessage } from "#client/lib/transport-messages.ts";

/**
 * The text to show for a failed call: the server's own message for body codes, the transport table's
 * (document 1 section 8.2) for HTTP statuses and time-outs, the offline
 * message for a request that never left, a plain one for anything else.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof MalformedAnswerError) return error.message;
  if (error instanceof TimeoutError) return transportStatusMessage(408, pathOf(error.request.url));
  if (error instanceof HTTPError) return transportStatusMessage(error.response.status, pathOf(error.request.url));
  // fetch rejects with a TypeError when the request never reached the server
  if (error instanceof TypeError) return networkLostMessage();
  return t`操作失败，请稍后重试`;
}

/**
 * Shows a failed call's message unless the request layer already did (it shows 400, 403, transport failures
 * and a lost network itself). For `onError` handlers, so a failure is never shown twice or not at all.
 */
export function reportError(error: unknown): void {
  if (!wasShown(error)) notify("error", errorMessage(error));
}

function pathOf(url: string): string {
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return url;
  }
}
