import { t } from "@lingui/core/macro";

/**
 * The message for a transport-level failure (document 1 section 8.2): an HTTP status other than 2xx, which
 * this protocol keeps for transport faults (unknown path, body too large, server fault). Chinese is the
 * spec's text; the catalog carries English for the public site.
 * `fallback` is the server's own message, used for statuses the table does not name (413, 429 …).
 */
export function transportStatusMessage(status: number, url: string, fallback?: string): string {
  switch (status) {
    case 400:
      return t`请求错误`;
    case 401:
      return t`未授权，请重新登录`;
    case 403:
      return t`拒绝访问`;
    case 404:
      return t`请求地址出错: ${url}`;
    case 408:
      return t`请求超时`;
    case 500:
      return t`服务器内部错误`;
    case 501:
      return t`服务未实现`;
    case 502:
      return t`网关错误`;
    case 503:
      return t`服务不可用`;
    case 504:
      return t`网关超时`;
    case 505:
      return t`HTTP版本不受支持`;
    default:
      return fallback?.trim() ? fallback : t`连接出错（${status}）`;
  }
}

/** The request never reached the server (offline, DNS, refused connection). */
export function networkLostMessage(): string {
  return t`网络连接已断开，请检查网络后重试`;
}

/** A 2xx answer that is not the protocol's JSON envelope (a proxy page, a captive portal, a truncated body). */
export function malformedAnswerMessage(): string {
  return t`服务器返回的数据格式不正确，请稍后重试`;
}
