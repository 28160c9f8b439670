import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as xlsx from "xlsx";
import { ImportMsg, IMPORT_MAX_ROWS } from "#shared/qa/pre-collect-import.ts";
import type { TImportRowDto } from "#shared/api/pre-collect.contract.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, activityId } from "./qa-helpers.ts";
import { multipart, postMultipart } from "./upload-helpers.ts";

// question_collect_import_excel (issue 18; document 3 sections 5 and 7): every row answered with its errors,
// naming row and column; a bad file refused with its message; nothing stored.

const URL = `${AUTH}/question_collect/question_collect_import_excel`;
let t: TTestApp;
let admin: string;
let fundAdmin: string;
let open: number;

/** A workbook of rows (the first the header), cells given as text, or { f } for a formula. */
function book(rows: (string | { f: string } | null)[][], bookType: "xlsx" | "xls" = "xlsx"): Buffer {
  const sheet = xlsx.utils.aoa_to_sheet(rows.map((r) => r.map((c) => (c && typeof c === "object" ? null : c))));
  rows.forEach((r, ri) => r.forEach((c, ci) => {
    if (c && typeof c === "object") sheet[xlsx.utils.encode_cell({ r: ri, c: ci })] = { t: "n", f: c.f, v: 0 };
  }));
  const wb = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(wb, sheet, "Sheet1");
  return xlsx.write(wb, { type: "buffer", bookType }) as Buffer;
}
const send = (data: Buffer, name = "预征集问题.xlsx", token = admin, fields: Record<string, string | number> = { activityId: open }) =>
  postMultipart<TImportRowDto>(t, URL, token, multipart(fields, { name, data }));

beforeAll(async () => {
  t = await createTestApp();
  [admin, fundAdmin] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin")]);
  open = await activityId(t, "published");
});
afterAll(async () => t.close());

describe("question_collect_import_excel", () => {
  it("answers every row, with errors naming row and column", async () => {
    const res = await send(
      book([
        ["问题", "回答"],
        ["公司明年的资本开支计划？", "约20亿元。"],
        [null, "只有回答"],
        [null, null],
        ["没有回答的问题", null],
        ["问".repeat(501), "答"],
        [{ f: "HYPERLINK(\"http://evil\",\"x\")" }, "答"],
        ["<script>x</script>问题", "=1+1"],
      ]),
    );
    expect(res.code, res.message).toBe(200);
    expect(res.datas.map((r) => [r.row, r.message])).toEqual([
      [2, ""],
      [3, "第3行“问题”列：请输入问题"],
      [5, ""],
      [6, "第6行“问题”列：问题不能超过500字"],
      [7, "第7行“问题”列：不能包含公式"],
      [8, ""],
    ]);
    expect(res.datas[0]).toMatchObject({ question: "公司明年的资本开支计划？", answer: "约20亿元。" });
    // markup is dropped; a text cell starting with = stays text
    expect(res.datas[5]).toMatchObject({ question: "问题", answer: "=1+1" });
  });

  it("reads an xls file too", async () => {
    const res = await send(book([["问题", "回答"], ["xls的问题", "xls的回答"]], "xls"), "questions.xls");
    expect(res).toMatchObject({ code: 200, datas: [{ row: 2, question: "xls的问题", message: "" }] });
  });

  it("refuses a wrong type, a wrong template, an empty sheet, too many rows and a file that is not a workbook", async () => {
    expect(await send(Buffer.from("问题,回答\n"), "q.csv")).toMatchObject({ code: 400, message: ImportMsg.wrongType });
    expect(await send(Buffer.from("not a workbook at all"), "q.xlsx")).toMatchObject({ code: 400, message: ImportMsg.wrongType });
    expect(await send(Buffer.alloc(0), "q.xlsx")).toMatchObject({ code: 400, message: ImportMsg.empty });
    expect(await send(book([["姓名", "手机"], ["a", "b"]]))).toMatchObject({ code: 400, message: ImportMsg.wrongTemplate });
    expect(await send(book([["问题", "回答"], [null, null]]))).toMatchObject({ code: 400, message: ImportMsg.empty });
    const many = [["问题", "回答"], ...Array.from({ length: 10_000 }, (_, i) => [`问题${i}`, `回答${i}`])];
    expect(await send(book(many))).toMatchObject({ code: 400, message: ImportMsg.tooManyRows });
    const full = [["问题", "回答"], ...Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => [`问题${i}`, ""])];
    expect((await send(book(full))).datas).toHaveLength(IMPORT_MAX_ROWS);
  });

  it("answers 403 for another company's activity and 401 without a token", async () => {
    const file = book([["问题", "回答"], ["q", "a"]]);
    expect((await send(file, "q.xlsx", fundAdmin)).code).toBe(403);
    expect((await postMultipart(t, URL, null, multipart({ activityId: open }, { name: "q.xlsx", data: file }))).code).toBe(401);
    expect(await send(file, "q.xlsx", admin, {})).toMatchObject({ code: 400, message: "活动编号不正确" });
  });
});
