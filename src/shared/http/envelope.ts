/**
 * The wire envelope every API answer uses: `{ code, datas, message }`, `datas` always an array and a page
 * always `datas[0] = { records, current, pages, total }` (docs/architecture.md, "The wire contract is the specification's").
 */
export const BodyCode = {
  ok: 200,
  /** another single sign-on dropped the session; the client treats it like 401 */
  relogin: 300,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  /** needs confirmation: resend with isConfirmAddition=true */
  confirm: 409,
  warning: 415,
  serverError: 500,
} as const;

export type TBodyCode = (typeof BodyCode)[keyof typeof BodyCode];

export interface TEnvelope<T = unknown> {
  code: number;
  datas: T[];
  message: string;
  /**
   * A refusal's stable outcome code (`booking.slotFull`, see src/shared/outcome): what clients branch on. The
   * spec's envelope is code, datas and message; spec clients read those three and ignore this extra key, and
   * it travels inside the body so the idempotency store and the outbox keep it with the answer.
   */
  outcome?: string;
}

export interface TPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

/** Builds a success envelope. */
export function ok<T>(datas: T[] = [], message = "操作成功"): TEnvelope<T> {
  return { code: BodyCode.ok, datas, message };
}

/** A success whose message is a rule's outcome (e.g. "asked, awaiting review"): its text and its code. */
export function okWith<T>(outcome: { code: string; message: string }, datas: T[] = []): TEnvelope<T> {
  return { code: BodyCode.ok, datas, message: outcome.message, outcome: outcome.code };
}

/** Builds a failure envelope with the spec's message (and, for a stale form, the fresh data). */
export function fail<T = never>(code: number, message: string, datas: T[] = [], outcome?: string | null): TEnvelope<T> {
  return outcome ? { code, datas, message, outcome } : { code, datas, message };
}

/** Wraps one page of rows the way the spec's list screens read it. */
export function page<T>(records: T[], current: number, pageSize: number, total: number): TEnvelope<TPage<T>> {
  const pages = pageSize > 0 ? Math.ceil(total / pageSize) : 1;
  return ok([{ records, current, pages, total }]);
}

export const MSG_FORBIDDEN = "暂无权限";
export const MSG_UNAUTHORIZED = "未登录或登录已过期，请重新登录";
