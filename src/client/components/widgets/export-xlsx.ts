// Type-only: erased at build time, so xlsx stays out of the page's chunk until an export runs.
import type * as Xlsx from "xlsx";

type XlsxModule = typeof Xlsx;

/** A cell as the exports write it; null leaves the cell empty. */
export type ExportCell = string | number | null;

export interface ExportSheet {
  name: string;
  /** Row by row, the first row usually being the header. */
  rows: ExportCell[][];
}

// Excel refuses these in sheet names, and names longer than 31 characters.
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/g;
const SHEET_NAME_MAX = 31;
// Characters no common file system accepts in a file name (control characters are dropped separately).
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|]/g;

/** Cuts a name to `max` UTF-16 units without splitting an emoji or other astral character. */
function cutTo(text: string, max: number): string {
  let out = "";
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/** A sheet name Excel accepts, unique in the workbook (Excel compares names case-insensitively). */
function sheetName(wanted: string, index: number, taken: Set<string>): string {
  const base = cutTo(wanted.replace(SHEET_NAME_FORBIDDEN, "_").trim().replace(/^'+|'+$/g, ""), SHEET_NAME_MAX) || `Sheet${index + 1}`;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    const suffix = `(${n})`;
    name = cutTo(base, SHEET_NAME_MAX - suffix.length) + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** The download's name: no path or reserved characters, always ending in .xlsx. */
export function xlsxFileName(fileName: string): string {
  const printable = Array.from(fileName).filter((char) => char.charCodeAt(0) >= 0x20).join("");
  const clean = printable.replace(FILE_NAME_FORBIDDEN, "_").trim() || "export";
  return /\.xlsx$/i.test(clean) ? clean : `${clean}.xlsx`;
}

/**
 * Builds the workbook for `exportXlsx`; pure apart from the xlsx module it is given, so a test can pass
 * the module in. An empty sheet list still gives one empty sheet, since a workbook without sheets
 * cannot be written.
 */
export function buildWorkbook(xlsx: XlsxModule, sheets: readonly ExportSheet[]): Xlsx.WorkBook {
  const workbook = xlsx.utils.book_new();
  const taken = new Set<string>();
  const list = sheets.length > 0 ? sheets : [{ name: "Sheet1", rows: [] }];
  list.forEach((sheet, index) => {
    // null becomes an empty cell rather than the text "null"
    const rows = sheet.rows.map((row) => row.map((cell) => (cell === null ? undefined : cell)));
    const worksheet = xlsx.utils.aoa_to_sheet(rows);
    xlsx.utils.book_append_sheet(workbook, worksheet, sheetName(sheet.name, index, taken));
  });
  return workbook;
}

/** Builds an .xlsx file from the given sheets and lets the browser download it. */
export async function exportXlsx(fileName: string, sheets: readonly ExportSheet[]): Promise<void> {
  // loaded on demand: the library is large and most visits never export (docs/dependencies.md)
  const xlsx = await import("xlsx");
  xlsx.writeFile(buildWorkbook(xlsx, sheets), xlsxFileName(fileName), { bookType: "xlsx", compression: true });
}
