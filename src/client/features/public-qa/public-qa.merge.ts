import type { TPublicQa } from "#shared/api/qa.contract.ts";
import { isApproved, ReviewStatus } from "#shared/qa/qa-rules.ts";

/**
 * How a change of the live Q&A (public-qa.events.ts reads it from an event) goes into the pages a viewer holds
 * (document 4 section 2.3). Pure, so the rules can be tested without a socket.
 */

/** One page of the public Q&A as the server answers it (datas[0]). */
export interface TQaPage {
  records: TPublicQa[];
  current: number;
  pages: number;
  total: number;
}

export type TQaChange =
  | { op: "upsert"; record: TPublicQa }
  | { op: "remove"; id: number }
  | { op: "meToo"; id: number; count: number; hasAddedOne?: boolean }
  | { op: "refetch" }
  | { op: "ignore" };

/** Whether a record belongs on this viewer's list: approved, or their own question still waiting for review. */
export function isVisibleRecord(record: TPublicQa): boolean {
  return isApproved(record.status) || (record.isMine && record.status === ReviewStatus.pending);
}

/** Newest first: by question time, then by id (ids grow with time, so equal times keep the newest first). */
function isNewer(a: TPublicQa, b: TPublicQa): boolean {
  const ta = Date.parse(a.questionDate);
  const tb = Date.parse(b.questionDate);
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return ta > tb;
  return a.id > b.id;
}

/**
 * A record as pushed, keeping what only this viewer knows: the public channel's copy says nothing about
 * whether this viewer asked it or pressed 'me too'.
 */
function mergeRecord(cached: TPublicQa, pushed: TPublicQa): TPublicQa {
  return { ...pushed, isMine: cached.isMine || pushed.isMine, hasAddedOne: cached.hasAddedOne || pushed.hasAddedOne };
}

/**
 * - updated: the item was on this page and changed in place
 * - added: a new item went onto this (first) page
 * - later: a new item that sorts after a full first page (later pages shift)
 * - removed: the item left this page (later pages shift)
 * - absent: the page does not hold the item
 */
export type TApplyOutcome = "updated" | "added" | "later" | "removed" | "absent";

const pagesFor = (total: number, pageSize: number) => Math.max(0, Math.ceil(total / pageSize));

/**
 * Applies a change to one cached page. Only the first page takes new items, inserted at their place in
 * the newest-first order; the first page keeps at most pageSize items.
 */
export function applyChange(page: TQaPage, change: TQaChange, pageNo: number, pageSize: number): { page: TQaPage; outcome: TApplyOutcome } {
  if (change.op === "refetch" || change.op === "ignore") return { page, outcome: "absent" };
  const id = change.op === "upsert" ? change.record.id : change.id;
  const index = page.records.findIndex((r) => r.id === id);

  if (change.op === "meToo") {
    if (index < 0) return { page, outcome: "absent" };
    const records = page.records.map((r) =>
      r.id === id ? { ...r, questionAddOneCount: change.count, hasAddedOne: change.hasAddedOne ?? r.hasAddedOne } : r,
    );
    return { page: { ...page, records }, outcome: "updated" };
  }

  if (change.op === "remove") {
    if (index < 0) return { page, outcome: "absent" };
    const total = Math.max(0, page.total - 1);
    return { page: { ...page, records: page.records.filter((r) => r.id !== id), total, pages: pagesFor(total, pageSize) }, outcome: "removed" };
  }

  if (index >= 0) {
    const records = page.records.map((r, i) => (i === index ? mergeRecord(r, change.record) : r));
    return { page: { ...page, records }, outcome: "updated" };
  }
  if (pageNo !== 1) return { page, outcome: "absent" };
  const at = page.records.findIndex((r) => isNewer(change.record, r));
  const position = at < 0 ? page.records.length : at;
  const total = page.total + 1;
  const pages = pagesFor(total, pageSize);
  if (position >= pageSize) return { page: { ...page, total, pages }, outcome: "later" };
  const records = [...page.records.slice(0, position), change.record, ...page.records.slice(position)].slice(0, pageSize);
  return { page: { ...page, records, total, pages }, outcome: "added" };
}

/** An empty first page, for a cache that has none yet. */
export function emptyPage(): TQaPage {
  return { records: [], current: 1, pages: 0, total: 0 };
}
