import { exportXlsx } from "#client/components/widgets/export-xlsx.ts";
import type { TQaExport } from "#shared/api/qa.contract.ts";
import { qaExportFileName, type TQaExportKind } from "#shared/qa/qa-rules.ts";
import { fetchQaExport } from "./activity-qa.queries.ts";
import { qaExcelRows, qaExportLabels, qaIrRows, qaTxtText } from "./qa-export.ts";

/** The export's file name by the shared rule: company name, activity id and counts. */
export function exportFileName(kind: TQaExportKind, data: TQaExport): string {
  return qaExportFileName(kind, data.companyName, data.activityId, data.questionNum, data.answerNum);
}

/** Lets the browser save a text file (UTF-8 with a byte-order mark, so Notepad and Excel read Chinese right). */
export function downloadText(fileName: string, text: string): void {
  const blob = new Blob(["\uFEFF", text], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // revoked a moment later: some browsers read the address after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Runs one export: fetches its records, builds the file and downloads it. Resolves false when the request
 * failed or brought nothing; the caller only resets its button then (document 2 section 8).
 */
export async function runQaExport(kind: TQaExportKind, activityId: number): Promise<boolean> {
  let data: TQaExport | null;
  try {
    data = await fetchQaExport(kind, activityId);
  } catch {
    return false;
  }
  if (!data) return false;
  const labels = qaExportLabels();
  const name = exportFileName(kind, data);
  if (kind === "txt") {
    downloadText(name, qaTxtText(data, labels));
    return true;
  }
  const sheet = kind === "ir" ? { name: labels.irSheetName, rows: qaIrRows(data, labels) } : { name: labels.sheetName, rows: qaExcelRows(data.records, labels) };
  await exportXlsx(name, [sheet]);
  return true;
}
