import type { FastifyRequest } from "fastify";
// type-only: the module itself is loaded on the first import (readSheet)
import type { CellObject, WorkBook } from "xlsx";
import { IMPORT_MAX_BYTES, ImportMsg, isImportFileName, type TImportCell } from "#shared/qa/pre-collect-import.ts";
import { badRequest, unauthorized } from "./errors.ts";

/**
 * The spreadsheet imports' shared server half (the pre-collected Q&A import, the guest library import): the
 * multipart upload with its form fields, the file checks (type by name and by content, size, macros) and the
 * first sheet read into cells. Each import checks the rows with its own shared rule.
 */

/** The file starts like an xlsx (a zip) or an xls (an OLE compound file). */
function looksLikeWorkbook(bytes: Buffer): boolean {
  return (bytes[0] === 0x50 && bytes[1] === 0x4b) || bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
}

/** The uploaded spreadsheet's bytes and the text fields sent before it; the import's refusal otherwise. */
export async function readUploadedSpreadsheet(req: FastifyRequest, maxBytes = IMPORT_MAX_BYTES): Promise<{ fields: Record<string, string>; bytes: Buffer | null; fileName: string | null }> {
  if (!req.session) throw unauthorized();
  if (!req.isMultipart()) throw badRequest(ImportMsg.wrongType);
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  const fields = Object.fromEntries(
    Object.entries(part?.fields ?? {}).flatMap(([k, v]) => (v && !Array.isArray(v) && "value" in v ? [[k, String(v.value)]] : [])),
  );
  if (!part) return { fields, bytes: null, fileName: null };
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated) throw badRequest(ImportMsg.tooLarge);
  return { fields, bytes, fileName: part.filename };
}

/** The checks every import makes of the file itself, before reading it. */
export function checkSpreadsheetFile(fileName: string | null, bytes: Buffer | null): Buffer {
  if (!bytes || fileName === null) throw badRequest(ImportMsg.empty);
  if (!isImportFileName(fileName)) throw badRequest(ImportMsg.wrongType);
  if (bytes.length === 0) throw badRequest(ImportMsg.empty);
  if (!looksLikeWorkbook(bytes)) throw badRequest(ImportMsg.wrongType);
  return bytes;
}

/**
 * Reads the first `columns` columns of the first sheet into cells, with `xlsx` (the advisory-free SheetJS
 * build the stack pins, loaded on first use): formulas are kept as formulas so the row check can refuse
 * them, macros refuse the file, and no more than maxRows + 2 rows are read, so a 10,000-row file costs no
 * more than a full one.
 */
export async function readSheet(
  bytes: Buffer,
  { columns, maxRows, tooManyRows = ImportMsg.tooManyRows }: { columns: number; maxRows: number; tooManyRows?: string },
): Promise<(TImportCell | null)[][] | { error: string }> {
  const xlsx = await import("xlsx");
  let workbook: WorkBook;
  try {
    workbook = xlsx.read(bytes, { type: "buffer", cellFormula: true, bookVBA: true, cellHTML: false, cellStyles: false, sheetRows: maxRows + 2 });
  } catch {
    return { error: ImportMsg.unreadable };
  }
  if (workbook.vbaraw) return { error: ImportMsg.macro };
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
  if (!sheet || !sheet["!ref"]) return { error: ImportMsg.empty };
  const range = xlsx.utils.decode_range(sheet["!ref"]);
  // a sheet whose rows were cut at sheetRows: there were more than the limit
  const full = sheet["!fullref"] ? xlsx.utils.decode_range(sheet["!fullref"]) : range;
  if (full.e.r - full.s.r > maxRows) return { error: tooManyRows };
  const rows: (TImportCell | null)[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: (TImportCell | null)[] = [];
    for (let col = 0; col < columns; col++) {
      const cell = sheet[xlsx.utils.encode_cell({ r, c: col })] as CellObject | undefined;
      cells.push(cell ? { text: cell.w ?? (cell.v === undefined || cell.v === null ? "" : String(cell.v)), formula: typeof cell.f === "string" && cell.f !== "" } : null);
    }
    rows.push(cells);
  }
  return rows;
}
