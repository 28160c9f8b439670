import { describe, expect, it } from "vitest";
import {
  AttendMode,
  PARTICIPANT_HEADER,
  PARTICIPANT_MAX_ROWS,
  asksForParticipants,
  checkParticipantRow,
  checkParticipantSheet,
  isParticipantFileName,
  maskParticipantId,
  participantUploadRefusal,
  type TParticipantCell,
  type TParticipantFacts,
} from "#shared/participants/participant-rules.ts";

// The participant list's checks (issue 18 item 4; document 3 sections 4 and 5).
const c = (text: string, extra: Partial<TParticipantCell> = {}): TParticipantCell => ({ text, formula: false, lossy: false, ...extra });
const ID = "110105198001011238";
const good = (over: Record<number, TParticipantCell | null> = {}) => {
  const cells: (TParticipantCell | null)[] = [c("1"), c("王芳"), c("某某基金管理有限公司"), c("基金经理"), c("13912345678"), c(ID), c("现场"), c("")];
  for (const [i, v] of Object.entries(over)) cells[Number(i)] = v;
  return cells;
};
const header = PARTICIPANT_HEADER.map((h) => c(h));
const TODAY = new Date("2026-11-23T02:00:00Z");

describe("checkParticipantRow", () => {
  it("accepts a good row and cleans it", () => {
    expect(checkParticipantRow(2, good({ 1: c(" <b>王芳</b> "), 4: c("139 1234-5678"), 5: c("110105198001011238".toLowerCase()) }), TODAY)).toEqual({
      row: 2, name: "王芳", companyName: "某某基金管理有限公司", title: "基金经理", mobile: "13912345678", idNumber: ID, attendMode: AttendMode.onSite, remark: "", message: "",
    });
  });
  it("requires name, unit, mobile and mode", () => {
    expect(checkParticipantRow(3, good({ 1: null }), TODAY).message).toBe("第3行“姓名”列：必填");
    expect(checkParticipantRow(3, good({ 2: c("  ") }), TODAY).message).toBe("第3行“单位”列：必填");
    expect(checkParticipantRow(3, good({ 4: null }), TODAY).message).toBe("第3行“联系电话”列：必填");
    expect(checkParticipantRow(3, good({ 6: null }), TODAY).message).toBe("第3行“参会方式（现场/线上）”列：必填");
  });
  it("checks the mobile format", () => {
    for (const bad of ["12912345678", "1391234567", "139123456789", "+8613912345678"]) expect(checkParticipantRow(2, good({ 4: c(bad) }), TODAY).message).toBe("第2行“联系电话”列：手机号格式不正确");
  });
  it("checks the identity number's shape, birth date and checksum, and asks it of on-site attendees only", () => {
    expect(checkParticipantRow(2, good({ 5: c("110105198001011239") }), TODAY).message).toBe("第2行“身份证号”列：不是有效的18位居民身份证号");
    expect(checkParticipantRow(2, good({ 5: c("11010519800101123") }), TODAY).message).toBe("第2行“身份证号”列：不是有效的18位居民身份证号");
    expect(checkParticipantRow(2, good({ 5: c("110105198002301234") }), TODAY).message).toContain("不是有效的18位居民身份证号");
    expect(checkParticipantRow(2, good({ 5: c("") }), TODAY).message).toBe("第2行“身份证号”列：现场参会须填写");
    expect(checkParticipantRow(2, good({ 5: c(""), 6: c("线上") }), TODAY).message).toBe("");
    expect(checkParticipantRow(2, good({ 5: c("1.10105E+17", { lossy: true }) }), TODAY).message).toContain("请将单元格设为文本格式");
  });
  it("refuses formulas, an unknown mode and texts over their limits", () => {
    expect(checkParticipantRow(2, good({ 3: c("x", { formula: true }) }), TODAY).message).toBe("第2行“职务”列：不能包含公式");
    expect(checkParticipantRow(2, good({ 6: c("电话") }), TODAY).message).toBe("第2行“参会方式（现场/线上）”列：请填写“现场”或“线上”");
    expect(checkParticipantRow(2, good({ 1: c("名".repeat(101)) }), TODAY).message).toBe("第2行“姓名”列：不能超过100字");
    expect(checkParticipantRow(2, good({ 7: c("注".repeat(201)) }), TODAY).message).toBe("第2行“备注”列：不能超过200字");
  });
  it("lists every error of a row", () => {
    expect(checkParticipantRow(4, good({ 1: null, 4: c("1") }), TODAY).message).toBe("第4行“姓名”列：必填；第4行“联系电话”列：手机号格式不正确");
  });
});

describe("checkParticipantSheet", () => {
  it("refuses a wrong header, an empty sheet and too many rows", () => {
    expect(checkParticipantSheet([[c("姓名"), c("手机")], good()], TODAY)).toEqual({ error: "wrongTemplate" });
    expect(checkParticipantSheet([], TODAY)).toEqual({ error: "empty" });
    expect(checkParticipantSheet([header, [c("1"), null, null, null, null, null, null, null]], TODAY)).toEqual({ error: "empty" });
    const many = Array.from({ length: PARTICIPANT_MAX_ROWS + 1 }, () => good());
    expect(checkParticipantSheet([header, ...many], TODAY)).toEqual({ error: "tooManyRows" });
  });
  it("skips blank rows, keeps spreadsheet row numbers and marks a repeated mobile", () => {
    const result = checkParticipantSheet([header, good(), [null], good({ 5: c(""), 6: c("线上") })], TODAY);
    expect("rows" in result && result.rows.map((r) => [r.row, r.message])).toEqual([[2, ""], [4, "第4行“联系电话”列：与第2行重复"]]);
  });
});

describe("participantUploadRefusal", () => {
  const facts: TParticipantFacts = { startDate: "2026-11-25", recDate: null, videoType: 1, recType: null, isMulti: false, isCancel: false, status: 1, pubStatus: 0 };
  it("allows an upload until 15:00 Beijing time the day before", () => {
    expect(participantUploadRefusal(facts, new Date("2026-11-24T06:59:59Z"))).toBeNull();
    expect(participantUploadRefusal(facts, new Date("2026-11-24T07:00:00Z"))).toBe("deadlinePassed");
  });
  it("uses the recording date of a studio recording", () => {
    const studio = { ...facts, videoType: 3, recType: 1, recDate: "2026-11-20" };
    expect(participantUploadRefusal(studio, new Date("2026-11-19T07:00:00Z"))).toBe("deadlinePassed");
  });
  it("gives the reason in order: no venue, cancelled, ended, started, published", () => {
    const at = new Date("2026-11-23T02:00:00Z");
    expect(participantUploadRefusal({ ...facts, videoType: 2 }, at)).toBe("noVenue");
    expect(participantUploadRefusal({ ...facts, isMulti: true }, at)).toBe("noVenue");
    expect(participantUploadRefusal({ ...facts, isCancel: true, status: 3 }, at)).toBe("cancelled");
    expect(participantUploadRefusal({ ...facts, status: 3 }, at)).toBe("ended");
    expect(participantUploadRefusal({ ...facts, status: 2 }, at)).toBe("started");
    expect(participantUploadRefusal({ ...facts, pubStatus: 1 }, at)).toBe("published");
    expect(asksForParticipants(facts)).toBe(true);
  });
});

describe("file name and masking", () => {
  it("takes xlsx only and masks identity numbers", () => {
    expect(isParticipantFileName("名单.XLSX")).toBe(true);
    expect(isParticipantFileName("名单.xls")).toBe(false);
    expect(maskParticipantId(ID)).toBe("110***********1238");
    expect(maskParticipantId("")).toBe("");
  });
});
