import { describe, expect, it } from "vitest";
import { GUEST_IMPORT_HEADER, checkGuestImportRow, checkGuestImportRows, checkGuestImportSheet, genderOfCell, guestBodyOfRow } from "#shared/api/guest-import.ts";
import { ZSubmitGuestExcelBody, type TGuestImportRow } from "#shared/api/guest-library.contract.ts";

const row = (over: Partial<TGuestImportRow> = {}): Omit<TGuestImportRow, "message"> => ({
  row: 2, guestName: "王建国", guestEnName: "Wang Jianguo", title: "董事长", titleEn: "", gender: "男", mobile: "", guestCompanyName: "", enGuestCompanyName: "", intro: "", introEn: "", ...over,
});
const cells = (texts: (string | null)[]) => texts.map((t) => (t === null ? null : { text: t, formula: false }));
const MSG = { empty: "导入数据为空", wrongTemplate: "模板不正确", tooManyRows: "太多" };

describe("guest import rules (document 3 sections 3, 5, 7)", () => {
  it("reads 男/女 (and the form's 1/0) as the gender", () => {
    expect(["男", "女", " 1 ", "0", "M", ""].map(genderOfCell)).toEqual([1, 0, 1, 0, undefined, undefined]);
    expect(guestBodyOfRow(row({ gender: "女", mobile: " 13800138000 " }))).toEqual({ guestName: "王建国", guestEnName: "Wang Jianguo", title: "董事长", gender: 0, mobile: "13800138000" });
  });

  it("checks a row by the guest form's rules, every error of the row after its number", () => {
    expect(checkGuestImportRow(row()).message).toBe("");
    expect(checkGuestImportRow(row({ guestName: "", title: "" })).message).toBe("第2行：请输入姓名；请输入职务");
    expect(checkGuestImportRow(row({ gender: "未知" })).message).toBe("第2行：请选择性别");
    expect(checkGuestImportRow(row({ guestEnName: "" })).message).toBe("第2行：请输入嘉宾英文名");
    expect(checkGuestImportRow(row({ mobile: "abc" })).message).toBe("第2行：手机号格式不正确");
    expect(checkGuestImportRow(row({ intro: "字".repeat(1001) })).message).toMatch(/^第2行：超出字数限制1001\/1000/);
    expect(checkGuestImportRow(row({ introEn: "a".repeat(3001) })).message).toBe("第2行：字数超出限制3001/3000，请调整后提交");
  });

  it("refuses a mobile given twice on the later row, and forgets it once fixed", () => {
    const rows = [row({ row: 2, mobile: "13800138000" }), row({ row: 3, mobile: "138 0013 8000" }), row({ row: 4, mobile: "13800138000", guestName: "" })];
    expect(checkGuestImportRows(rows).map((r) => r.message)).toEqual(["", "第3行：手机号与第2行重复", "第4行：请输入姓名；手机号与第2行重复"]);
    expect(checkGuestImportRows([rows[0]!, { ...rows[1]!, mobile: "13900139000" }]).map((r) => r.message)).toEqual(["", ""]);
  });

  it("takes only the template, skips blank rows and bounds the count", () => {
    expect(checkGuestImportSheet([cells(["姓名", "职务"])], MSG)).toEqual({ error: MSG.wrongTemplate });
    expect(checkGuestImportSheet([cells([...GUEST_IMPORT_HEADER])], MSG)).toEqual({ error: MSG.empty });
    expect(checkGuestImportSheet([], MSG)).toEqual({ error: MSG.empty });
    // a required column marked with * in the header is the same template
    const starred = cells(GUEST_IMPORT_HEADER.map((h, i) => (i === 0 ? `${h}*` : h)));
    const read = checkGuestImportSheet([starred, cells(Array(10).fill(null)), cells(["王建国", "Wang", "董事", "", "男"])], MSG);
    expect(read).toEqual({ rows: [expect.objectContaining({ row: 3, guestName: "王建国", message: "" })] });
    const formula = checkGuestImportSheet([cells([...GUEST_IMPORT_HEADER]), [{ text: "王", formula: false }, { text: "W", formula: false }, { text: "董事", formula: false }, null, { text: "男", formula: false }, { text: "1", formula: true }]], MSG);
    expect("rows" in formula && formula.rows[0]!.message).toBe("第2行：不能包含公式");
    const many = [cells([...GUEST_IMPORT_HEADER]), ...Array.from({ length: 501 }, () => cells(["王", "W", "董事", "", "男"]))];
    expect(checkGuestImportSheet(many, MSG)).toEqual({ error: MSG.tooManyRows });
  });

  it("the submit body reads importDto rows as guest form bodies, at least one", () => {
    expect(ZSubmitGuestExcelBody.safeParse({ importDto: [{ guestName: "王", guestEnName: "W", title: "董事", gender: "1" }] }).success).toBe(true);
    expect(ZSubmitGuestExcelBody.safeParse({}).error?.issues[0]?.message).toBe("无有效数据");
    expect(ZSubmitGuestExcelBody.safeParse({ importDto: [{ guestName: "", guestEnName: "W", title: "董事", gender: "1" }] }).error?.issues[0]?.message).toBe("请输入姓名");
  });
});
