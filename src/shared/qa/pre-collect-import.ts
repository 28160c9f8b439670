import { ANSWER_MAX, QUESTION_MAX } from "./pre-collect-rules.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The import of pre-collected questions from a spreadsheet (document 3 sections 5 and 7,
 * question_collect_import_excel): the template's two columns, the limits, and the check of each row, which
 * names the row and the column of every error. The server parses the file and runs this; nothing is stored
 * until the company submits the rows it kept (submit_question_collect_excel).
 */
export const IMPORT_HEADER = ["问题", "回答"] as const;
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const ImportMsg = {
  wrongType: "请上传xls、xlsx文件",
  empty: "导入数据为空",
  tooLarge: "文件不能超过2MB",
  tooManyRows: `导入数据不能超过${IMPORT_MAX_ROWS}行`,
  wrongTemplate: "模板不正确，请下载模板后重新导入",
  macro: "文件包含宏，请另存为不含宏的xlsx文件后导入",
  unreadable: "文件无法读取，请使用模板重新导入",
} as const;

/** A cell as the parser read it: its text, and whether it held a formula (refused: the row names it). */
export interface TImportCell {
  text: string;
  formula: boolean;
}

export interface TImportRow {
  /** the spreadsheet's row number (the header is row 1) */
  row: number;
  question: string;
  answer: string;
  /** empty when the row is fine, otherwise every problem of the row, each naming its column */
  message: string;
}

const cellError = (row: number, column: string, text: string) => `第${row}行“${column}”列：${text}`;

/** Whether a file name is a spreadsheet the import takes. */
export function isImportFileName(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name.trim());
}

/** The errors of one row (question and answer as cells), each naming its row and column; "" when fine. */
export function checkImportRow(row: number, q: TImportCell | null, a: TImportCell | null): TImportRow {
  const question = toPlainText(q?.text ?? "");
  const answer = toPlainText(a?.text ?? "");
  const errors: string[] = [];
  if (q?.formula) errors.push(cellError(row, IMPORT_HEADER[0], "不能包含公式"));
  else if (question === "") errors.push(cellError(row, IMPORT_HEADER[0], "请输入问题"));
  else if (question.length > QUESTION_MAX) errors.push(cellError(row, IMPORT_HEADER[0], `问题不能超过${QUESTION_MAX}字`));
  if (a?.formula) errors.push(cellError(row, IMPORT_HEADER[1], "不能包含公式"));
  else if (answer.length > ANSWER_MAX) errors.push(cellError(row, IMPORT_HEADER[1], `回答不能超过${ANSWER_MAX}字`));
  return { row, question, answer, message: errors.join("；") };
}

/**
 * Checks the rows of the first sheet (header included): the header must be the template's; blank rows are
 * skipped; each remaining row is answered with its cleaned question and answer and its errors. Answers the
 * file's own refusal instead when the sheet is not the template, has no rows or too many.
 */
export function checkImportSheet(sheet: (TImportCell | null)[][]): { rows: TImportRow[] } | { error: string } {
  const [header, ...body] = sheet;
  const names = (header ?? []).slice(0, 2).map((c) => (c?.text ?? "").trim());
  if (names[0] !== IMPORT_HEADER[0] || names[1] !== IMPORT_HEADER[1]) return { error: body.length === 0 && names.every((n) => n === "") ? ImportMsg.empty : ImportMsg.wrongTemplate };
  const filled = body.map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.slice(0, 2).some((c) => c && c.text.trim() !== ""));
  if (filled.length === 0) return { error: ImportMsg.empty };
  if (filled.length > IMPORT_MAX_ROWS) return { error: ImportMsg.tooManyRows };
  return {
    rows: filled.map(({ cells, row }) => checkImportRow(row, cells[0] ?? null, cells[1] ?? null)),
  };
}
