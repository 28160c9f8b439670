import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { companyGuests, companyMembers, users } from "#server/db/schema/index.ts";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const AUTH = "/base-service/api/auth/v1";
const URL = { page: `${AUTH}/guest/guest_page`, add: `${AUTH}/guest/guest_add`, edit: `${AUTH}/guest/guest_edit`, del: `${AUTH}/guest/guest_del` };
let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
const as = (token: string) => ({ authorization: token });
const guest = (over: TFormInput = {}): TFormInput => ({ guestName: "周明远", guestEnName: "Zhou Mingyuan", title: "独立董事", gender: 1, ...over });
const page = async (token: string, body: TFormInput = {}) => (await t.post<TPage<TLibraryGuest>>(URL.page, body, as(token))).datas[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, fund] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member"), t.loginPass("fund-admin")]);
});
afterAll(async () => t.close());

describe("guest library (document 3 section 7, Guest library)", () => {
  it("answers each field's message and adds nothing", async () => {
    const before = (await page(admin)).total;
    const cases: Array<[TFormInput, string]> = [
      [guest({ guestName: "" }), "请输入姓名"],
      [guest({ title: " " }), "请输入职务"],
      [guest({ guestEnName: "" }), "请输入嘉宾英文名"],
      [guest({ guestEnName: "a".repeat(101) }), "超出字数限制101/100,请调整后提交"],
      [guest({ introEn: "a".repeat(3001) }), "字数超出限制3001/3000，请调整后提交"],
      [guest({ intro: "字".repeat(1001) }), "超出字数限制1001/1000,请调整后提交"],
      [guest({ mobile: "abc" }), "手机号格式不正确"],
    ];
    for (const [body, message] of cases) {
      const res = await t.post(URL.add, body, as(admin));
      expect([res.code, res.message]).toEqual([400, message]);
    }
    expect((await page(admin)).total).toBe(before);
  });

  it("adds, searches by name, full mobile and last three digits, and pages", async () => {
    const added = await t.post<TLibraryGuest>(URL.add, guest({ mobile: "13655551234", intro: "<b>资深</b>投资人" }), as(admin));
    expect(added.code).toBe(200);
    expect(added.datas[0]).toMatchObject({ guestName: "周明远", mobile: "13655551234", intro: "资深投资人" });
    expect((await page(admin, { guestNameLike: "明远" })).records.map((g) => g.guestName)).toEqual(["周明远"]);
    expect((await page(admin, { mobileSearch: "13655551234" })).total).toBe(1);
    expect((await page(admin, { mobileSearch: "234" })).records.map((g) => g.guestName)).toEqual(["周明远"]);
    expect((await page(admin, { mobileSearch: "999" })).total).toBe(0);
    const all = await page(admin, { pageSize: 1, pageNo: 2 });
    expect(all.records).toHaveLength(1);
    expect(all.pages).toBe(all.total);
    // the mobile is stored sealed only
    const [row] = await t.database.db.select().from(companyGuests).where(eq(companyGuests.id, added.datas[0]!.id));
    expect(JSON.stringify(row)).not.toContain("13655551234");
  });

  it("answers 409 for a mobile already in the library; confirmed, that entry is saved over", async () => {
    const again = await t.post<{ id: number }>(URL.add, guest({ guestName: "周明远（新）", mobile: "136 5555 1234" }), as(admin));
    expect(again.code).toBe(409);
    expect(again.message).toBe("该手机号已在嘉宾库中，是否继续保存？");
    const before = (await page(admin)).total;
    const confirmed = await t.post<TLibraryGuest>(URL.add, guest({ guestName: "周明远（新）", mobile: "13655551234", isConfirmAddition: true }), as(admin));
    expect(confirmed.code).toBe(200);
    expect(confirmed.datas[0]!.id).toBe(again.datas[0]!.id);
    expect((await page(admin)).total).toBe(before);
  });

  it("edits with the same 409; another company's guest answers 403; deletes selected", async () => {
    const other = await t.post<TLibraryGuest>(URL.add, guest({ guestName: "韩雪", mobile: "13655550000" }), as(admin));
    const id = other.datas[0]!.id;
    const clash = await t.post(URL.edit, guest({ id, guestName: "韩雪", mobile: "13655551234" }), as(admin));
    expect(clash.code).toBe(409);
    const kept = await t.post<TLibraryGuest>(URL.edit, guest({ id, guestName: "韩雪", title: "财务总监" }), as(admin));
    expect(kept.datas[0]).toMatchObject({ title: "财务总监", mobile: "13655550000" });
    expect((await t.post(URL.edit, guest({ id, guestName: "x" }), as(fund))).code).toBe(403);
    expect((await t.post(URL.del, { ids: [id] }, as(fund))).code).toBe(403);
    expect((await t.post(URL.del, { ids: [] }, as(admin))).message).toBe("请选择嘉宾");
    const del = await t.post(URL.del, { ids: [id] }, as(admin));
    expect([del.code, del.message]).toEqual([200, "删除成功"]);
    expect((await page(admin, { guestNameLike: "韩雪" })).total).toBe(0);
    // another company's library is its own
    expect((await page(fund, { guestNameLike: "周明远" })).total).toBe(0);
  });

  it("needs the roadshow scope, checked on every call", async () => {
    expect((await t.post(URL.page, {}, as(member))).code).toBe(200);
    const [m] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, "listed-member"));
    await t.database.db.update(companyMembers).set({ isBookingEnable: false }).where(eq(companyMembers.userId, m!.id));
    await t.app.deps.sessions.forgetUser(m!.id);
    for (const url of [URL.page, URL.add]) expect((await t.post(url, guest(), as(member))).code).toBe(403);
    await t.database.db.update(companyMembers).set({ isBookingEnable: true }).where(eq(companyMembers.userId, m!.id));
  });
});
