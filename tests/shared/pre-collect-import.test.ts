import { describe, expect, it } from "vitest";
import { IMPORT_MAX_ROWS, ImportMsg, checkImportSheet, isImportFileName, type TImportCell } from "#shared/qa/pre-collect-import.ts";

const c = (text: string, formula = false): TImportCell => ({ text, formula });
const header = [c("问题"), c("回答")];

describe("the pre-collected Q&A import check", () => {
  it("takes xls and xlsx only", () => {
    expect(isImportFileName("问答.xlsx")).toBe(true);
    expect(isImportFileName("问答.XLS")).toBe(true);
    expect(isImportFileName("问答.xlsm")).toBe(false);
    expect(isImportFileName("问答.csv")).toBe(false);
  });
  it("names the row and column of each error, and skips blank rows", () => {
    const out = checkImportSheet([header, [c("好问题"), c("")], [null, null], [c(" "), c("答")], [c("x", true), c("y", true)]]);
    expect(out).toEqual({
      rows: [
        { row: 2, question: "好问题", answer: "", message: "" },
        { row: 4, question: "", answer: "答", message: "第4行“问题”列：请输入问题" },
        { row: 5, question: "x", answer: "y", message: "第5行“问题”列：不能包含公式；第5行“回答”列：不能包含公式" },
      ],
    });
  });
  it("refuses a sheet that is not the template, has no rows, or too many", () => {
    expect(checkImportSheet([[c("问题"), c("答案")], [c("a"), c("b")]])).toEqual({ error: ImportMsg.wrongTemplate });
    expect(checkImportSheet([])).toEqual({ error: ImportMsg.empty });
    expect(checkImportSheet([header])).toEqual({ error: ImportMsg.empty });
    expect(checkImportSheet([header, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => [c("q"), c("")])])).toEqual({ error: ImportMsg.tooManyRows });
  });
});
