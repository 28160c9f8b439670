import { outcomeTable } from "../outcome/outcome.ts";
import { attendeeInfoDeadline, hasVenue } from "../activity/activity-rules.ts";
import type { TActivityFacts } from "../activity/activity-view.ts";
import { isMobile, maskMobile } from "../identity/mobile.ts";
import { isValidResidentId, maskResidentId } from "../identity/resident-id.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The participant list (document 3 sections 2.1 item 3, 4 "Participant list", 5 and 7 `upload_participant`;
 * document 2 section 4, the attendee-info step): the template's columns, the file and row limits, the check
 * of every row, and when the list may still be uploaded. The server runs these before it stores anything and
 * the tab uses the same ones to show or disable the upload.
 */

/** The template's header row, in order (the server's template and the import read the same list). */
export const PARTICIPANT_HEADER = ["序号", "姓名*", "单位*", "职务", "联系电话*", "身份证号", "参会方式（现场/线上）*", "备注"] as const;
export const PARTICIPANT_COLUMNS = PARTICIPANT_HEADER.length;
/** The spec gives no row limit for the list; a venue holds far fewer, and this bounds the work of one upload. */
export const PARTICIPANT_MAX_ROWS = 500;
export const PARTICIPANT_MAX_BYTES = 2 * 1024 * 1024;
/** Names, units, titles: the spec's limit for text inputs (document 3 section 9). */
export const PARTICIPANT_TEXT_MAX = 100;
export const PARTICIPANT_REMARK_MAX = 200;

/** 1 attends at the venue (needs an identity number to enter), 2 online. */
export const AttendMode = { onSite: 1, online: 2 } as const;
export const ATTEND_MODE_TEXT: Record<number, string> = { [AttendMode.onSite]: "现场", [AttendMode.online]: "线上" };

export const ParticipantMsg = {
  wrongType: "参会人员名单仅支持xlsx格式",
  empty: "参会人员名单为空，请按模板填写后上传",
  tooLarge: "参会人员名单文件不能超过2MB",
  tooManyRows: `参会人员名单不能超过${PARTICIPANT_MAX_ROWS}人`,
  wrongTemplate: "参会人员名单模板不正确，请下载模板后重新填写",
  macro: "参会人员名单包含宏，请另存为不含宏的xlsx文件后上传",
  unreadable: "参会人员名单无法读取，请使用模板重新填写",
  fileMissing: "参会人员名单文件不存在，请重新上传",
  rowsInvalid: "参会人员名单有误，请修改后重新上传",
  noVenue: "该活动无需上传参会人员名单",
  cancelled: "活动已取消，无法上传参会人员名单",
  started: "活动已开始，无法上传参会人员名单",
  ended: "活动已结束，无法上传参会人员名单",
  published: "活动页面已发布，无法上传参会人员名单",
  deadlinePassed: "参会人员名单提交已截止（活动前一日15:00），无法上传",
} as const;

/** ParticipantMsg as outcome codes (`participant.key`), see src/shared/outcome. */
export const ParticipantOutcome = outcomeTable("participant", ParticipantMsg);

/** Whether a file name is one the upload takes (document 3 section 5: xlsx only). */
export function isParticipantFileName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

export type TParticipantFacts = Pick<TActivityFacts, "startDate" | "recDate" | "videoType" | "recType" | "isMulti" | "isCancel" | "status" | "pubStatus">;

/** Whether the activity asks for a list at all: a venue and its own page (tab 3 of document 2 section 2.1). */
export function asksForParticipants(a: Pick<TParticipantFacts, "videoType" | "recType" | "isMulti">): boolean {
  return hasVenue(a) && !a.isMulti;
}

/**
 * Participant-list upload rule (document 3 section 4): only while the attendee deadline (15:00 Beijing time
 * the day before, document 2 section 4, the progress strip's attendee step) is ahead, the page unpublished
 * (pubStatus 0) and the activity not cancelled; answers the reason in the order the screen gives it, or null.
 */
export function participantUploadRefusal(a: TParticipantFacts, now: Date): keyof typeof ParticipantMsg | null {
  if (!asksForParticipants(a)) return "noVenue";
  if (a.isCancel) return "cancelled";
  if (a.status === 3) return "ended";
  if (a.status >= 2) return "started";
  if (a.pubStatus !== 0) return "published";
  if (attendeeInfoDeadline(a) <= now) return "deadlinePassed";
  return null;
}

/** A cell as the server's parser read it. */
export interface TParticipantCell {
  text: string;
  /** the cell held a formula (refused: a list is data, and a formula is how an export becomes an attack) */
  formula: boolean;
  /** a number too long for a spreadsheet number, already rounded (an identity number typed as a number) */
  lossy: boolean;
}

/** One checked row; `message` is empty when the row is fine, else every problem, each naming its column. */
export interface TParticipantRow {
  row: number;
  name: string;
  companyName: string;
  title: string;
  mobile: string;
  idNumber: string;
  attendMode: number;
  remark: string;
  message: string;
}

const cellError = (row: number, column: string, text: string) => `第${row}行“${column.replace("*", "")}”列：${text}`;

/** The checks of one row (document 3 section 5 and the template's notes), each error naming row and column. */
export function checkParticipantRow(row: number, cells: readonly (TParticipantCell | null)[], today: Date = new Date()): TParticipantRow {
  const errors: string[] = [];
  const read = (index: number): string => {
    const cell = cells[index];
    const column = PARTICIPANT_HEADER[index]!;
    if (cell?.formula) {
      errors.push(cellError(row, column, "不能包含公式"));
      return "";
    }
    return toPlainText(cell?.text ?? "").trim();
  };
  const text = (index: number, required: boolean, max: number): string => {
    const value = read(index);
    const column = PARTICIPANT_HEADER[index]!;
    if (required && value === "" && !cells[index]?.formula) errors.push(cellError(row, column, "必填"));
    else if (value.length > max) errors.push(cellError(row, column, `不能超过${max}字`));
    return value;
  };
  const name = text(1, true, PARTICIPANT_TEXT_MAX);
  const companyName = text(2, true, PARTICIPANT_TEXT_MAX);
  const title = text(3, false, PARTICIPANT_TEXT_MAX);
  const mobile = read(4).replace(/[\s-]/g, "");
  if (!cells[4]?.formula) {
    if (mobile === "") errors.push(cellError(row, PARTICIPANT_HEADER[4], "必填"));
    else if (!isMobile(mobile)) errors.push(cellError(row, PARTICIPANT_HEADER[4], "手机号格式不正确"));
  }
  const modeText = read(6);
  const attendMode = modeText === "现场" ? AttendMode.onSite : modeText === "线上" ? AttendMode.online : 0;
  if (!cells[6]?.formula && attendMode === 0) errors.push(cellError(row, PARTICIPANT_HEADER[6], modeText === "" ? "必填" : "请填写“现场”或“线上”"));
  const idNumber = read(5).replace(/\s/g, "").toUpperCase();
  if (cells[5]?.lossy) errors.push(cellError(row, PARTICIPANT_HEADER[5], "请将单元格设为文本格式后重新填写（数字格式会丢失末尾几位）"));
  else if (!cells[5]?.formula) {
    // the venue checks identity at the door: on-site attendees need one, online ones may leave it blank
    if (idNumber === "" && attendMode === AttendMode.onSite) errors.push(cellError(row, PARTICIPANT_HEADER[5], "现场参会须填写"));
    else if (idNumber !== "" && !isValidResidentId(idNumber, today)) errors.push(cellError(row, PARTICIPANT_HEADER[5], "不是有效的18位居民身份证号"));
  }
  const remark = text(7, false, PARTICIPANT_REMARK_MAX);
  return { row, name, companyName, title, mobile, idNumber, attendMode, remark, message: errors.join("；") };
}

/**
 * Checks the first sheet (header included): the header must be the template's; blank rows are skipped; a
 * mobile listed twice is an error of the later row. Answers the file's own refusal instead when the sheet is
 * not the template, has no rows or too many.
 */
export function checkParticipantSheet(sheet: readonly (readonly (TParticipantCell | null)[])[], today: Date = new Date()): { rows: TParticipantRow[] } | { error: keyof typeof ParticipantMsg } {
  const [header, ...body] = sheet;
  const names = PARTICIPANT_HEADER.map((_, i) => (header?.[i]?.text ?? "").trim());
  if (names.some((n, i) => n !== PARTICIPANT_HEADER[i])) return { error: body.length === 0 && names.every((n) => n === "") ? "empty" : "wrongTemplate" };
  // the 序号 column alone does not make a row: a template often arrives with numbered empty lines
  const filled = body.map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.slice(1, PARTICIPANT_COLUMNS).some((c) => c && (c.formula || c.text.trim() !== "")));
  if (filled.length === 0) return { error: "empty" };
  if (filled.length > PARTICIPANT_MAX_ROWS) return { error: "tooManyRows" };
  const seen = new Map<string, number>();
  const rows = filled.map(({ cells, row }) => {
    const checked = checkParticipantRow(row, cells, today);
    if (checked.mobile !== "" && isMobile(checked.mobile)) {
      const first = seen.get(checked.mobile);
      if (first !== undefined) checked.message = [checked.message, cellError(row, PARTICIPANT_HEADER[4], `与第${first}行重复`)].filter(Boolean).join("；");
      else seen.set(checked.mobile, row);
    }
    return checked;
  });
  return { rows };
}

/** How the list shows an identity number and a mobile on screen: masked (personal data). */
export const maskParticipantId = (idNumber: string): string => (idNumber === "" ? "" : maskResidentId(idNumber));
export const maskParticipantMobile = maskMobile;
