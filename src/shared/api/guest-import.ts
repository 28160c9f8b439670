import { GUEST_IMPORT_MAX_ROWS, ZLibraryGuestBody, type TGuestImportRow } from "./guest-library.contract.ts";
import { MaterialsMsg } from "../materials/materials-rules.ts";

/**
 * The guest library's spreadsheet import (document 3 sections 2.2 item 4, 5 and 7: guest_import_excel,
 * submit_guest_excel): the template's columns, and the check of one row, which is the guest form's own schema
 * (ZLibraryGuestBody), so an imported guest obeys exactly what an added one does. The server parses the file
 * and checks each row; the preview re-checks a row as it is fixed; the submit checks every row again.
 */

/** The template's columns, in order: the header names and the fields they fill. */
export const GUEST_IMPORT_COLUMNS = [
  { header: "姓名", field: "guestName" },
  { header: "英文名", field: "guestEnName" },
  { header: "职务", field: "title" },
  { header: "英文职务", field: "titleEn" },
  { header: "性别", field: "gender" },
  { header: "手机号", field: "mobile" },
  { header: "所在公司", field: "guestCompanyName" },
  { header: "所在公司英文名", field: "enGuestCompanyName" },
  { header: "简介", field: "intro" },
  { header: "英文简介", field: "introEn" },
] as const;
export const GUEST_IMPORT_HEADER = GUEST_IMPORT_COLUMNS.map((c) => c.header);

export type { TGuestImportRow };
export type TGuestImportField = Exclude<keyof TGuestImportRow, "row" | "message">;

/** 男 is 1, 女 is 0 (document 3 section 3); the form's numbers are taken too. */
export function genderOfCell(text: string): number | undefined {
  const v = text.trim();
  if (v === "男" || v === "1") return 1;
  if (v === "女" || v === "0") return 0;
  return undefined;
}

/** The body the guest form would send for a row (blank cells absent). */
export function guestBodyOfRow(r: Omit<TGuestImportRow, "row" | "message">): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { field } of GUEST_IMPORT_COLUMNS) {
    const text = r[field].trim();
    if (text === "") continue;
    body[field] = field === "gender" ? (genderOfCell(text) ?? -1) : text;
  }
  return body;
}

/** The errors of one row, each prefixed with its row number, by the guest form's schema; "" when fine. */
export function checkGuestImportRow(r: Omit<TGuestImportRow, "message">): TGuestImportRow {
  const parsed = ZLibraryGuestBody.safeParse(guestBodyOfRow(r));
  const messages = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => (i.path[0] === "gender" ? MaterialsMsg.chooseGender : i.message)))];
  return { ...r, message: messages.length ? `第${r.row}行：${messages.join("；")}` : "" };
}

/**
 * Every row checked, and a mobile given on two rows refused on the later one (the library keeps one guest per
 * mobile, so the file must say which one it means).
 */
export function checkGuestImportRows(rows: readonly Omit<TGuestImportRow, "message">[]): TGuestImportRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((r) => {
    const checked = checkGuestImportRow(r);
    const mobile = r.mobile.replace(/[\s-]/g, "");
    if (!mobile) return checked;
    const first = firstRowOf.get(mobile);
    if (first === undefined) {
      firstRowOf.set(mobile, r.row);
      return checked;
    }
    const dup = `手机号与第${first}行重复`;
    return { ...checked, message: checked.message ? `${checked.message}；${dup}` : `第${r.row}行：${dup}` };
  });
}

/** Reads a sheet's cell rows (header first) into checked rows, or the file's own refusal. */
export function checkGuestImportSheet(sheet: readonly (readonly ({ text: string; formula: boolean } | null)[])[], messages: { empty: string; wrongTemplate: string; tooManyRows: string }): { rows: TGuestImportRow[] } | { error: string } {
  const [header, ...body] = sheet;
  const names = (header ?? []).slice(0, GUEST_IMPORT_HEADER.length).map((c) => (c?.text ?? "").trim().replace(/[*＊]$/, ""));
  if (names.join("|") !== GUEST_IMPORT_HEADER.join("|")) return { error: body.length === 0 && names.every((n) => n === "") ? messages.empty : messages.wrongTemplate };
  const filled = body.map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.some((c) => c && c.text.trim() !== ""));
  if (filled.length === 0) return { error: messages.empty };
  if (filled.length > GUEST_IMPORT_MAX_ROWS) return { error: messages.tooManyRows };
  const read = filled.map(({ cells, row }) => {
    const fields = Object.fromEntries(GUEST_IMPORT_COLUMNS.map((c, i) => [c.field, cells[i]?.formula ? "" : (cells[i]?.text ?? "").trim()])) as Omit<TGuestImportRow, "row" | "message">;
    return { row, ...fields, formula: cells.some((c) => c?.formula) };
  });
  const checked = checkGuestImportRows(read.map(({ formula: _formula, ...r }) => r));
  // a formula is refused by name: its cell was read as empty and the row says why
  return { rows: checked.map((r, i) => (read[i]!.formula ? { ...r, message: r.message ? `${r.message}；不能包含公式` : `第${r.row}行：不能包含公式` } : r)) };
}
