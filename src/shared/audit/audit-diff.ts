/**
 * The audit log's readable diff (document 4 section 6: who, when, what, before and after). An entry keeps
 * the row before and after as JSON; the view shows only what changed, field by field, with nested objects
 * named by their dotted path.
 */
export interface TAuditChange {
  path: string;
  kind: "added" | "removed" | "changed";
  before: string | null;
  after: string | null;
}

import { beijingDateTimeOf } from "../booking/calendar-date.ts";

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** An instant as the portal shows every time: the Beijing date and time, "YYYY-MM-DD HH:mm:ss". */
export function auditTimeText(iso: string): string {
  return beijingDateTimeOf(new Date(iso)).replace("T", " ");
}

/** An instant as the rows keep it in JSON (Date.toJSON, or PostgreSQL's with an offset). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as one line of text: instants in Beijing time (as the log's own time column, not the UTC the row
 * kept), other strings as they are, everything else as JSON; absent is null.
 */
export function auditValueText(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "string") return INSTANT.test(v) && !Number.isNaN(Date.parse(v)) ? auditTimeText(v) : v;
  return JSON.stringify(v);
}

function flatten(v: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isPlainObject(v) && Object.keys(v).length > 0) {
    for (const [k, child] of Object.entries(v)) flatten(child, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, v);
  }
}

/** Field by field, what changed between before and after (a creation lists every field as added). */
export function auditDiff(before: unknown, after: unknown): TAuditChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, "", a);
  if (after !== null && after !== undefined) flatten(after, "", b);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  const changes: TAuditChange[] = [];
  for (const path of paths) {
    const was = auditValueText(a.get(path));
    const now = auditValueText(b.get(path));
    if (was === now) continue;
    changes.push({ path: path || "(value)", kind: was === null ? "added" : now === null ? "removed" : "changed", before: was, after: now });
  }
  return changes;
}

/** The diff as one text cell of the export: a line per change, "path: before → after". */
export function auditDiffText(before: unknown, after: unknown): string {
  return auditDiff(before, after)
    .map((c) => `${c.path}: ${c.before ?? "∅"} → ${c.after ?? "∅"}`)
    .join("\n");
}

/** The export's row limit: a bigger log is narrowed by its filters first. */
export const AUDIT_EXPORT_MAX = 5000;
export const AuditMsg = {
  dateInvalid: "日期格式不正确",
  dateOrder: "开始日期不能晚于结束日期",
  tooMany: "导出条数超过5000条，请缩小筛选范围",
} as const;
