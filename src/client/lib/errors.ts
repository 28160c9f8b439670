import { t } from "@lingui/core/macro";
import { HTTPError, TimeoutError } from "ky";
import { ApiError } from "#client/lib/api.ts";

/** The text to show for a failed call: the server's own message for body codes, a plain one otherwise. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof TimeoutError) return t`请求超时，请稍后重试`;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    return t`服务暂不可用（${status}），请稍后重试`;
  }
  return t`网络异常，请检查网络后重试`;
}
