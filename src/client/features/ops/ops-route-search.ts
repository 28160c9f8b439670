/**
 * The back office's list states as they live in the address (/ops/activities?title=…&status=2&page=3,
 * /ops/activity?id=…, /ops/videos?status=…), so a reload, a shared link or a return from an activity lands
 * on the same search. Only the routes' validateSearch parsers, pure and light: they run in the main bundle.
 * What only the pages use (request bodies, the video filter) is in ops-search.ts, loaded with the pages.
 */

/** Search inputs are at most 100 characters (document 2 section 5; the contract's limit). */
export const OPS_SEARCH_MAX = 100;

export interface TOpsActivityQuery {
  page?: number;
  title?: string;
  /** a company's short or full name, or its stock code */
  company?: string;
  status?: 1 | 2 | 3;
  pubStatus?: 0 | 1 | 2;
  /** "1" only the cancelled, "0" only the live ones; unset shows both */
  isCancel?: 0 | 1;
  isMulti?: 0 | 1;
  /** start-date range, Beijing dates (YYYY-MM-DD), both ends included */
  startDate?: string;
  endDate?: string;
}

const asInt = (value: unknown): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

const oneOf = <T extends number>(value: unknown, allowed: readonly T[]): T | undefined => {
  const n = asInt(value);
  return n !== undefined && (allowed as readonly number[]).includes(n) ? (n as T) : undefined;
};

const text = (value: unknown): string | undefined => {
  // the router parses an all-digit value (a stock code) into a number
  const raw = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const cut = Array.from(raw.trim()).slice(0, OPS_SEARCH_MAX).join("");
  return cut || undefined;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (value: unknown): string | undefined => (typeof value === "string" && DATE.test(value) ? value : undefined);

/** validateSearch of /ops/activities: keeps what is valid, drops the rest and the defaults. */
export function validateOpsActivityQuery(raw: Record<string, unknown>): TOpsActivityQuery {
  const page = asInt(raw.page);
  let startDate = date(raw.startDate);
  let endDate = date(raw.endDate);
  // a reversed range is read the way the operator meant it
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  return {
    page: page !== undefined && page > 1 ? page : undefined,
    title: text(raw.title),
    company: text(raw.company),
    status: oneOf(raw.status, [1, 2, 3] as const),
    pubStatus: oneOf(raw.pubStatus, [0, 1, 2] as const),
    isCancel: oneOf(raw.isCancel, [0, 1] as const),
    isMulti: oneOf(raw.isMulti, [0, 1] as const),
    startDate,
    endDate,
  };
}

/** validateSearch of /ops/activity?id=…: a positive id, or nothing. */
export function validateOpsActivityId(raw: Record<string, unknown>): { id?: number } {
  const id = asInt(raw.id);
  return { id: id !== undefined && id > 0 ? id : undefined };
}

export interface TOpsVideoQuery {
  page?: number;
  /** unset is the pending queue (status 0), the operator's daily work */
  status?: "all" | 1 | 2 | 3;
}

/** validateSearch of /ops/videos. */
export function validateOpsVideoQuery(raw: Record<string, unknown>): TOpsVideoQuery {
  const page = asInt(raw.page);
  return {
    page: page !== undefined && page > 1 ? page : undefined,
    status: raw.status === "all" ? "all" : oneOf(raw.status, [1, 2, 3] as const),
  };
}

/** validateSearch of /ops/messages?companyId=…: a company preselected from an activity's page. */
export function validateOpsMessageQuery(raw: Record<string, unknown>): { companyId?: number } {
  const id = asInt(raw.companyId);
  return { companyId: id !== undefined && id > 0 ? id : undefined };
}
