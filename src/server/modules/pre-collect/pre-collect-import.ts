import type { FastifyInstance, FastifyRequest } from "fastify";
// type-only: the module itself is loaded on the first import (readSheet)
import type { CellObject, WorkBook } from "xlsx";
import { ok } from "#shared/http/envelope.ts";
import { preCollectContracts as c, ZImportBody } from "#shared/api/pre-collect.contract.ts";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, ImportMsg, checkImportSheet, isImportFileName, type TImportCell } from "#shared/qa/pre-collect-import.ts";
import { parseBody } from "../../lib/route.ts";
import { badRequest, unauthorized } from "../../lib/errors.ts";
import { requireHolder } from "./pre-collect.service.ts";

/** The file starts like an xlsx (a zip) or an xls (an OLE compound file). */
function looksLikeWorkbook(bytes: Buffer): boolean {
  return (bytes[0] === 0x50 && bytes[1] === 0x4b) || bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
}

/**
 * Reads the first sheet of an uploaded workbook into cells, with `xlsx` (the advisory-free SheetJS build the
 * stack pins, loaded on first use): formulas are kept as formulas so the row check can refuse them, macros
 * refuse the file, and no more than IMPORT_MAX_ROWS + 2 rows are read, so a 10,000-row file costs no more
 * than a full one.
 */
async function readSheet(bytes: Buffer): Promise<(TImportCell | null)[][] | { error: string }> {
  const xlsx = await import("xlsx");
  let workbook: WorkBook;
  try {
    workbook = xlsx.read(bytes, { type: "buffer", cellFormula: true, bookVBA: true, cellHTML: false, cellStyles: false, sheetRows: IMPORT_MAX_ROWS + 2 });
  } catch {
    return { error: ImportMsg.unreadable };
  }
  if (workbook.vbaraw) return { error: ImportMsg.macro };
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
  if (!sheet || !sheet["!ref"]) return { error: ImportMsg.empty };
  const range = xlsx.utils.decode_range(sheet["!ref"]);
  // a sheet whose rows were cut at sheetRows: there were more than the limit
  const full = sheet["!fullref"] ? xlsx.utils.decode_range(sheet["!fullref"]) : range;
  if (full.e.r - full.s.r > IMPORT_MAX_ROWS) return { error: ImportMsg.tooManyRows };
  const rows: (TImportCell | null)[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: (TImportCell | null)[] = [];
    for (let col = 0; col < 2; col++) {
      const cell = sheet[xlsx.utils.encode_cell({ r, c: col })] as CellObject | undefined;
      cells.push(cell ? { text: cell.w ?? (cell.v === undefined || cell.v === null ? "" : String(cell.v)), formula: typeof cell.f === "string" && cell.f !== "" } : null);
    }
    rows.push(cells);
  }
  return rows;
}

/**
 * question_collect_import_excel: multipart with activityId (a field before the file) and `file`. The file is
 * checked (type, size, template, rows, formulas, macros) and every row answered with its errors; nothing is
 * stored here.
 */
export function registerPreCollectImport(app: FastifyInstance): void {
  const { db } = app.deps;
  app.post(c.importExcel.path, async (req: FastifyRequest) => {
    if (!req.session) throw unauthorized();
    if (!req.isMultipart()) throw badRequest(ImportMsg.wrongType);
    const part = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
    const fields = Object.fromEntries(
      Object.entries(part?.fields ?? {}).flatMap(([k, v]) => (v && !Array.isArray(v) && "value" in v ? [[k, v.value]] : [])),
    );
    const { activityId } = parseBody(ZImportBody, fields);
    await requireHolder(db, req.session, activityId);
    if (!part) throw badRequest(ImportMsg.empty);
    if (!isImportFileName(part.filename)) throw badRequest(ImportMsg.wrongType);
    const bytes = await part.toBuffer().catch(() => null);
    if (!bytes || part.file.truncated) throw badRequest(ImportMsg.tooLarge);
    if (bytes.length === 0) throw badRequest(ImportMsg.empty);
    if (!looksLikeWorkbook(bytes)) throw badRequest(ImportMsg.wrongType);
    const sheet = await readSheet(bytes);
    if ("error" in sheet) throw badRequest(sheet.error);
    const checked = checkImportSheet(sheet);
    if ("error" in checked) throw badRequest(checked.error);
    return ok(checked.rows);
  });
}
