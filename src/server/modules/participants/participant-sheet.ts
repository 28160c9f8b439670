// type-only: the module itself is loaded on first use (readParticipantSheet)
import type { CellObject, WorkBook } from "xlsx";
import { PARTICIPANT_COLUMNS, PARTICIPANT_MAX_ROWS, type ParticipantMsg, type TParticipantCell } from "#shared/participants/participant-rules.ts";

/** The file starts like an xlsx (a zip): the list is xlsx only (document 3 section 5). */
export function looksLikeXlsx(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** A number a spreadsheet already rounded: more than 15 significant digits (an identity number typed as a number). */
function isLossyNumber(cell: CellObject): boolean {
  if (cell.t !== "n" || typeof cell.v !== "number") return false;
  return !Number.isSafeInteger(cell.v) || /e/i.test(cell.w ?? "");
}

/** A cell's text as typed: whole numbers in full (a mobile stored as a number reads 13800000000, not 1.38E+10). */
function cellText(cell: CellObject): string {
  if (cell.t === "n" && typeof cell.v === "number" && Number.isSafeInteger(cell.v)) return String(cell.v);
  return cell.w ?? (cell.v === undefined || cell.v === null ? "" : String(cell.v));
}

/**
 * Reads the first sheet of an uploaded participant list with `xlsx`, the advisory-free SheetJS build the
 * pre-collected Q&A import already uses: formulas are kept as formulas so the row check refuses them, macros
 * refuse the file, and no more than PARTICIPANT_MAX_ROWS + 2 rows are parsed, so a 10,000-row file costs no
 * more than a full one.
 */
export async function readParticipantSheet(bytes: Buffer): Promise<(TParticipantCell | null)[][] | { error: keyof typeof ParticipantMsg }> {
  const xlsx = await import("xlsx");
  let workbook: WorkBook;
  try {
    workbook = xlsx.read(bytes, { type: "buffer", cellFormula: true, bookVBA: true, cellHTML: false, cellStyles: false, sheetRows: PARTICIPANT_MAX_ROWS + 2 });
  } catch {
    return { error: "unreadable" };
  }
  if (workbook.vbaraw) return { error: "macro" };
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
  if (!sheet || !sheet["!ref"]) return { error: "empty" };
  const range = xlsx.utils.decode_range(sheet["!ref"]);
  const full = sheet["!fullref"] ? xlsx.utils.decode_range(sheet["!fullref"]) : range;
  if (full.e.r - full.s.r > PARTICIPANT_MAX_ROWS) return { error: "tooManyRows" };
  const rows: (TParticipantCell | null)[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: (TParticipantCell | null)[] = [];
    for (let col = 0; col < PARTICIPANT_COLUMNS; col++) {
      const cell = sheet[xlsx.utils.encode_cell({ r, c: col })] as CellObject | undefined;
      cells.push(cell ? { text: cellText(cell), formula: typeof cell.f === "string" && cell.f !== "", lossy: isLossyNumber(cell) } : null);
    }
    rows.push(cells);
  }
  return rows;
}
