import { replyRate } from "#shared/qa/qa-rules.ts";
import type { ExportCell } from "#client/components/widgets/export-xlsx.ts";

export type TGovExportHeaders = Record<
  "stockCode" | "shortName" | "title" | "time" | "holdWay" | "pv" | "uv" | "ip" | "questions" | "answers" | "replyRate",
  string
>;

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * The summary export's sheet: one row per activity with its statistics when the server gives them (the
 * reply rate by the shared rule). Columns without a value in any row are left out.
 */
export function govExportSheet(records: readonly Record<string, unknown>[], headers: TGovExportHeaders): ExportCell[][] {
  const columns: { key: keyof TGovExportHeaders; cell: (r: Record<string, unknown>) => ExportCell }[] = [
    { key: "stockCode", cell: (r) => text(r.stockCode) },
    { key: "shortName", cell: (r) => text(r.shortName) },
    { key: "title", cell: (r) => text(r.title) },
    { key: "time", cell: (r) => [text(r.startDate), text(r.startTime)?.slice(0, 5)].filter(Boolean).join(" ") || null },
    { key: "holdWay", cell: (r) => text(r.holdWay) },
    { key: "pv", cell: (r) => num(r.allPvNum ?? r.pvNum) },
    { key: "uv", cell: (r) => num(r.allUvNum ?? r.uvNum) },
    { key: "ip", cell: (r) => num(r.allIpNum ?? r.ipNum) },
    { key: "questions", cell: (r) => num(r.questionNum) },
    { key: "answers", cell: (r) => num(r.answerNum) },
    {
      key: "replyRate",
      cell: (r) => {
        const q = num(r.questionNum);
        const a = num(r.answerNum);
        return q === null || a === null ? null : `${replyRate(q, a)}%`;
      },
    },
  ];
  const used = columns.filter((c) => records.some((r) => c.cell(r) !== null));
  const shown = used.length > 0 ? used : columns.slice(0, 5);
  return [shown.map((c) => headers[c.key]), ...records.map((r) => shown.map((c) => c.cell(r)))];
}
