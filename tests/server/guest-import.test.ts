import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as xlsx from "xlsx";
import { companyGuests, companyMembers, users } from "#server/db/schema/index.ts";
import type { TGuestImportRow, TLibraryGuestBody } from "#shared/api/guest-library.contract.ts";
import { GUEST_IMPORT_HEADER } from "#shared/api/guest-import.ts";
import type { TPage } from "#shared/http/envelope.ts";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { multipart, postMultipart } from "./upload-helpers.ts";

// guest_import_excel and submit_guest_excel (document 3 sections 5 and 7, Guest library): every row answered
// with the guest form's errors; a bad file refused with its message; nothing stored until the submit, which
// takes importDto[i].field rows and keeps one guest per mobile.
const AUTH = "/base-service/api/auth/v1";
const URL = { import: `${AUTH}/guest/guest_import_excel`, submit: `${AUTH}/guest/submit_guest_excel`, page: `${AUTH}/guest/guest_page` };
let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
const as = (token: string) => ({ authorization: token });

function book(rows: (string | null)[][], bookType: "xlsx" | "xls" = "xlsx"): Buffer {
  const wb = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(wb, xlsx.utils.aoa_to_sheet(rows), "嘉宾");
  return xlsx.write(wb, { type: "buffer", bookType }) as Buffer;
}
const send = (data: Buffer, name = "嘉宾导入.xlsx", token = admin) => postMultipart<TGuestImportRow>(t, URL.import, token, multipart({}, { name, data }));
const count = async (token = admin) => (await t.post<TPage<TLibraryGuest>>(URL.page, { pageSize: 1 }, as(token))).datas[0]!.total;
const header = [...GUEST_IMPORT_HEADER];

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, fund] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member"), t.loginPass("fund-admin")]);
});
afterAll(async () => t.close());

describe("guest_import_excel", () => {
  it("answers every row with the guest form's errors, naming the row; stores nothing", async () => {
    const before = await count();
    const res = await send(
      book([
        header,
        ["王建国", "Wang Jianguo", "董事长", "Chairman", "男", "13800138001", "鹏城智能", "Pengcheng", "二十年行业经验", "Twenty years"],
        ["", "No Name", "董事", "", "女", "", "", "", "", ""],
        ["李芳", "Li Fang", "财务总监", "", "未知", "电话未知", "", "", "", ""],
        [null, null, null, null, null, null, null, null, null, null],
        ["赵敏", "Zhao Min", "董秘", "", "女", "13800138001", "", "", "", ""],
        ["<script>x</script>陈晨", "A".repeat(101), "独立董事", "", "男", "", "", "", "", ""],
      ]),
    );
    expect(res.code, res.message).toBe(200);
    const rows = res.datas;
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 6, 7]);
    expect(rows[0]).toMatchObject({ guestName: "王建国", gender: "男", mobile: "13800138001", message: "" });
    expect(rows[1]!.message).toBe("第3行：请输入姓名");
    expect(rows[2]!.message).toBe("第4行：请选择性别；手机号格式不正确");
    expect(rows[3]!.message).toBe("第6行：手机号与第2行重复");
    expect(rows[4]!.message).toMatch(/^第7行：超出字数限制101\/100/);
    expect(await count()).toBe(before);
  });

  it("refuses what is not the template's spreadsheet with the import's messages", async () => {
    expect((await send(book([header]), "a.xlsx")).message).toBe("导入数据为空");
    expect((await send(book([["姓名", "职务"], ["王", "董事"]]))).message).toBe("模板不正确，请下载模板后重新导入");
    expect((await send(Buffer.from("hello"), "a.csv")).message).toBe("请上传xls、xlsx文件");
    expect((await send(Buffer.from("not a workbook at all"), "a.xlsx")).message).toBe("请上传xls、xlsx文件");
    const many = book([header, ...Array.from({ length: 501 }, (_, i) => [`嘉宾${i}`, `G${i}`, "董事", "", "男", "", "", "", "", ""])]);
    expect((await send(many)).message).toBe("导入数据不能超过500行");
    // the old format works too
    const xls = await send(book([header, ["王建国", "Wang", "董事", "", "男", "", "", "", "", ""]], "xls"), "a.xls");
    expect([xls.code, xls.datas[0]?.message]).toEqual([200, ""]);
  });

  it("refuses a member without the roadshow scope", async () => {
    const [m] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, "listed-member"));
    await t.database.db.update(companyMembers).set({ isBookingEnable: false, isFundRoadshowEnable: false }).where(eq(companyMembers.userId, m!.id));
    try {
      expect((await send(book([header, ["王", "W", "董事", "", "男", "", "", "", "", ""]]), "a.xlsx", member)).code).toBe(403);
      expect((await t.post(URL.submit, { importDto: [{ guestName: "王", guestEnName: "W", title: "董事", gender: 1 }] }, as(member))).code).toBe(403);
    } finally {
      await t.database.db.update(companyMembers).set({ isBookingEnable: true }).where(eq(companyMembers.userId, m!.id));
    }
  });
});

describe("submit_guest_excel", () => {
  const dto = (over: Partial<Record<keyof TLibraryGuestBody, string | number>> = {}) => ({ guestName: "孙立", guestEnName: "Sun Li", title: "总经理", gender: 1, ...over });

  it("stores the rows for the caller's company, one guest per mobile, and checks every row again", async () => {
    const before = await count();
    const fundBefore = await count(fund);
    const res = await t.post<{ added: number; updated: number }>(URL.submit, { importDto: [dto({ mobile: "13900139001" }), dto({ guestName: "周婷", gender: 0, intro: "<b>资深</b>分析师" })] }, as(admin));
    expect([res.code, res.message]).toEqual([200, "导入成功：新增2人，更新0人"]);
    expect(await count()).toBe(before + 2);
    expect(await count(fund)).toBe(fundBefore);
    const [zhou] = await t.database.db.select().from(companyGuests).where(eq(companyGuests.guestName, "周婷"));
    expect(zhou!.intro).toBe("资深分析师");
    // the same mobile again saves over that guest
    const again = await t.post<{ added: number; updated: number }>(URL.submit, { importDto: [dto({ mobile: "13900139001", title: "董事长" })] }, as(admin));
    expect(again.datas[0]).toEqual({ added: 0, updated: 1 });
    expect(await count()).toBe(before + 2);
    // one bad row refuses the whole submit, and nothing is stored
    const bad = await t.post(URL.submit, { importDto: [dto({ guestName: "钱七" }), dto({ guestName: "" })] }, as(admin));
    expect([bad.code, bad.message]).toEqual([400, "请输入姓名"]);
    expect(await count()).toBe(before + 2);
    expect((await t.post(URL.submit, {}, as(admin))).message).toBe("无有效数据");
  });
});
