import type { TAdminAccount } from "#shared/api/account-admin.contract.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityCompanies, companyMembers, users } from "#server/db/schema/index.ts";
import { PANEL_ACCOUNTS } from "#server/db/seed/index.ts";
import type { TMember, TMemberInfo } from "#shared/api/member.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const AUTH = "/base-service/api/auth/v1";
const OPS = "/base-service/api/ops/v1";
const URL = {
  info: `${AUTH}/company_member/member_info`,
  page: `${AUTH}/company_member/page`,
  list: `${AUTH}/company_member/list`,
  add: `${AUTH}/company_member/member_add`,
  edit: `${AUTH}/company_member/member_edit`,
  exchange: `${AUTH}/company_member/admin_exchange`,
  del: `${AUTH}/company_member/member_del`,
  exit: `${AUTH}/company_member/company_exit`,
  opsCompanies: `${OPS}/company/company_search`,
  opsMembers: `${OPS}/account/account_page`,
  opsAppoint: `${OPS}/company_member/appoint_admin`,
};

let t: TTestApp;
let admin: string;
let manager: string;
let member: string;
let fund: string;
let supervisor: string;
let operator: string;
const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 0 });
  [admin, manager, member, fund, supervisor, operator] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass(PANEL_ACCOUNTS.listedManager),
    t.loginPass("listed-member"),
    t.loginPass("fund-admin"),
    t.loginPass("ops-admin"),
    t.loginPass("ops-operator"),
  ]);
});
afterAll(async () => t.close());

const page = async (token: string, body: TFormInput = {}) => (await t.post<TPage<TMember>>(URL.page, body, as(token))).datas[0]!;
const byName = async (name: string) => (await page(admin, { nickName: name })).records[0]!;

describe("member_info and page (document 3 section 7, Members)", () => {
  it("answers the caller's membership with the company's scope switches", async () => {
    const res = await t.post<TMemberInfo>(URL.info, {}, as(admin));
    expect(res.code).toBe(200);
    const me = res.datas[0]!;
    expect(me).toMatchObject({ userRole: 1, memberSource: 1, nickName: "王海涛", companyType: 1 });
    expect(me.businessScope).toContain("成员管理");
  });

  it("lists admins first, searches by name and by the mobile's last digits, and masks the mobile", async () => {
    const all = await page(admin);
    expect(all.records[0]!.userRole).toBe(1);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect((await page(admin, { nickName: "陈" })).records.map((m) => m.nickName)).toEqual(["陈静"]);
    const tail = await page(admin, { mobileSearch: "0002" });
    expect(tail.records.map((m) => m.nickName)).toEqual(["郑凯"]);
    expect(tail.records[0]!.account).toBe("139****0002");
    expect((await page(admin, { mobileSearch: "13912340003" })).records.map((m) => m.nickName)).toEqual(["何晓梅"]);
    expect((await page(admin, { pageSize: 2 })).records).toHaveLength(2);
  });

  it("list with userRole 2 answers the transfer targets only", async () => {
    const res = await t.post<{ id: number; nickName: string }>(URL.list, { size: 0, userRole: 2 }, as(admin));
    expect(res.datas.length).toBeGreaterThanOrEqual(4);
    expect(res.datas.map((m) => m.nickName)).not.toContain("王海涛");
  });

  it("refuses callers without a company", async () => {
    const investor = await t.loginMobile("13800000001");
    expect((await t.post(URL.page, {}, as(investor))).code).toBe(403);
    expect((await t.post(URL.page, {})).code).toBe(401);
  });
});

describe("member_add (section 5, Member)", () => {
  it("answers each field's message and changes nothing", async () => {
    const before = (await page(admin)).total;
    const cases: Array<[TFormInput, string]> = [
      [{ isBookingEnable: true }, "请输入手机号"],
      [{ account: "12345", isBookingEnable: true }, "手机号格式不正确"],
      [{ account: "13912345678" }, "请选择业务范围"],
      [{ account: "13912345678", isBookingEnable: true, description: "字".repeat(101) }, "描述不能超过100个字符"],
      [{ account: "13912345678", isActivitySearchEnable: true }, "无权授予该业务范围"],
      [{ account: "13912340002", isBookingEnable: true }, "该成员已在本机构中"],
      [{ account: "13800000001", isBookingEnable: true }, "该手机号已注册为个人用户，无法添加为机构成员"],
    ];
    for (const [body, message] of cases) {
      const res = await t.post(URL.add, body, as(admin));
      expect([res.code, res.message]).toEqual([400, message]);
    }
    expect((await page(admin)).total).toBe(before);
  });

  it("binds an existing account by its mobile, and an account of another company is refused", async () => {
    const res = await t.post<TMember>(URL.add, { account: PANEL_ACCOUNTS.joinable, nickName: "林涛", title: "董办主任", isBookingEnable: true, isDistributeEnable: true }, as(admin));
    expect(res.code).toBe(200);
    expect(res.datas[0]).toMatchObject({ nickName: "林涛", userRole: 2, memberSource: 3, isBookingEnable: true, isDistributeEnable: true, businessScope: "路演活动、活动分发" });
    const other = await t.post(URL.add, { account: PANEL_ACCOUNTS.joinable, isFundRoadshowEnable: true }, as(fund));
    expect([other.code, other.message]).toEqual([400, "该用户已加入其他机构"]);
    // the new member's session carries the company at once
    const joined = await t.loginPass(PANEL_ACCOUNTS.joinable);
    expect((await t.post<TMemberInfo>(URL.info, {}, as(joined))).datas[0]!.nickName).toBe("林涛");
  });

  it("creates the enterprise account for an unknown mobile", async () => {
    const res = await t.post<TMember>(URL.add, { account: "13711112222", nickName: "吴倩", isBookingEnable: true }, as(admin));
    expect(res.code).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.mobile, "13711112222"));
    expect(u).toMatchObject({ userType: "enterprise", nickName: "吴倩" });
  });

  it("an ordinary manager grants only the scopes they hold; a member without the right is refused", async () => {
    const refused = await t.post(URL.add, { account: "13711113333", isDistributeEnable: true }, as(manager));
    expect([refused.code, refused.message]).toEqual([400, "无权授予该业务范围"]);
    expect((await t.post(URL.add, { account: "13711113333", isBookingEnable: true }, as(manager))).code).toBe(200);
    expect((await t.post(URL.add, { account: "13711114444", isBookingEnable: true }, as(member))).code).toBe(403);
  });
});

describe("member_edit", () => {
  it("needs a nickname and keeps scopes the editor cannot grant", async () => {
    const target = await byName("何晓梅");
    expect((await t.post(URL.edit, { id: target.id, nickName: " ", isDistributeEnable: true }, as(admin))).message).toBe("请输入昵称");
    // the manager holds booking, not distribution: distribution stays as it was, booking is granted
    const res = await t.post<TMember>(URL.edit, { id: target.id, nickName: "何晓梅", title: "品牌部", isBookingEnable: true }, as(manager));
    expect(res.code).toBe(200);
    expect(res.datas[0]).toMatchObject({ isBookingEnable: true, isDistributeEnable: true, title: "品牌部" });
  });

  it("an ordinary manager edits neither the admin nor themselves; a member without the right gets 403", async () => {
    const adminRow = await byName("王海涛");
    const self = await byName("陈静");
    for (const target of [adminRow, self]) {
      const res = await t.post(URL.edit, { id: target.id, nickName: target.nickName, isBookingEnable: true }, as(manager));
      expect([res.code, res.message]).toEqual([400, "无权编辑该成员"]);
    }
    const other = await byName("郑凯");
    expect((await t.post(URL.edit, { id: other.id, nickName: "郑凯", isBookingEnable: true }, as(member))).code).toBe(403);
  });

  it("another company's member answers 403", async () => {
    const [fundAdmin] = await t.database.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.companyId, await t.companyOf("fund-admin")));
    expect((await t.post(URL.edit, { id: fundAdmin!.id, nickName: "x", isBookingEnable: true }, as(admin))).code).toBe(403);
    expect((await t.post(URL.del, { ids: [fundAdmin!.id] }, as(admin))).code).toBe(403);
  });
});

describe("member_del", () => {
  it("never deletes an admin or the caller", async () => {
    const adminRow = await byName("王海涛");
    const self = await byName("陈静");
    expect((await t.post(URL.del, { ids: [adminRow.id] }, as(admin))).message).toBe("不能删除管理员或自己");
    expect((await t.post(URL.del, { ids: [self.id] }, as(manager))).message).toBe("不能删除管理员或自己");
    expect((await t.post(URL.del, { ids: [] }, as(admin))).message).toBe("请选择成员");
  });

  it("deletes selected members; their sessions lose the company", async () => {
    const target = await byName("吴倩");
    const res = await t.post(URL.del, { ids: [target.id] }, as(manager));
    expect([res.code, res.message]).toEqual([200, "删除成功"]);
    expect((await page(admin, { nickName: "吴倩" })).total).toBe(0);
  });
});

describe("a member's flags are checked on the calls they guard", () => {
  it("after member_edit takes the roadshow scope away, activity management answers 403 and distribution opens", async () => {
    const target = await byName("李晓雯");
    const activityPage = () => t.post(`${AUTH}/activity_company/company_activity_page`, { pageNo: 1, pageSize: 5, status: [1, 2, 3] }, as(member));
    const distribution = () => t.post(`${AUTH}/activity_distribute/company_distribute_page`, { pageNo: 1, pageSize: 5 }, as(member));
    const [part] = await t.database.db.select({ activityId: activityCompanies.activityId }).from(activityCompanies).where(eq(activityCompanies.companyId, await t.companyOf("listed-member"))).limit(1);
    const materials = () => t.post(`${AUTH}/activity_guest/select_from_guest`, { activityId: part!.activityId, pageNo: 1, pageSize: 5 }, as(member));
    expect((await activityPage()).code).toBe(200);
    expect((await materials()).code).toBe(200);
    expect((await distribution()).code).toBe(403);

    expect((await t.post(URL.edit, { id: target.id, nickName: target.nickName, isDistributeEnable: true }, as(admin))).code).toBe(200);
    for (const res of [await activityPage(), await materials()]) expect(res.code).toBe(403);
    expect((await distribution()).code).toBe(200);
    // the tabs hide by the same rule: userinfo now carries the flags the centre's tab rule reads
    const info = (await t.post<{ isBookingEnable: boolean; isDistributeEnable: boolean }>(`${AUTH}/user/userinfo`, {}, as(member))).datas[0]!;
    expect(info).toMatchObject({ isBookingEnable: false, isDistributeEnable: true });

    expect((await t.post(URL.edit, { id: target.id, nickName: target.nickName, isBookingEnable: true }, as(admin))).code).toBe(200);
    expect((await activityPage()).code).toBe(200);
  });
});

describe("admin_exchange and company_exit", () => {
  it("a platform-appointed admin cannot transfer; an admin cannot leave", async () => {
    const target = await byName("郑凯");
    expect((await t.post(URL.exchange, { id: target.id }, as(admin))).message).toBe("当前账号无法转让管理员");
    expect((await t.post(URL.exit, {}, as(admin))).message).toBe("管理员不能退出机构，请先转让管理员");
  });

  it("transfers the role to an ordinary member; the former admin keeps the company's scopes and may then leave", async () => {
    const adminRow = await byName("王海涛");
    await t.database.db.update(companyMembers).set({ memberSource: 2 }).where(eq(companyMembers.id, adminRow.id));
    expect((await t.post(URL.exchange, {}, as(admin))).message).toBe("请选择成员");
    const target = await byName("郑凯");
    const res = await t.post(URL.exchange, { id: target.id }, as(admin));
    expect([res.code, res.message]).toEqual([200, "转让成功"]);
    const former = await byName("王海涛");
    expect(former).toMatchObject({ userRole: 2, isBookingEnable: true, isMemberManageEnable: true });
    expect((await byName("郑凯")).userRole).toBe(1);
    // only one admin: the former one is now refused the admin-only call
    expect((await t.post(URL.exchange, { id: target.id }, as(admin))).code).toBe(400);
    const exit = await t.post<{ success: boolean }>(URL.exit, {}, as(admin));
    expect([exit.code, exit.datas[0], exit.message]).toEqual([200, { success: true }, "退出成功"]);
    expect((await t.post(URL.info, {}, as(admin))).code).toBe(403);
  });
});

describe("back office: companies and admin appointment (document 4 section 6)", () => {
  it("lists companies with their admin and members; only a supervisor appoints", async () => {
    const res = await t.post<TPage<{ id: number; fullName: string; memberCount: number }>>(URL.opsCompanies, { keyword: "鹏城" }, as(operator));
    const companies = res.datas[0]!;
    expect(companies.total).toBe(1);
    const companyId = companies.records[0]!.id;
    const members = (await t.post<TPage<TAdminAccount>>(URL.opsMembers, { companyId }, as(operator))).datas[0]!;
    expect(members.total).toBe(companies.records[0]!.memberCount);
    const target = members.records.find((m) => m.nickName === "陈静")!;
    const appoint = { companyId, id: target.memberId };
    expect((await t.post(URL.opsAppoint, appoint, as(operator))).code).toBe(403);
    expect((await t.post(URL.opsAppoint, appoint, as(admin))).code).toBe(403);
    expect((await t.post(URL.opsAppoint, appoint, as(supervisor))).code).toBe(200);
    const after = (await t.post<TPage<TAdminAccount>>(URL.opsMembers, { companyId }, as(operator))).datas[0]!.records;
    expect(after.filter((m) => m.userRole === 1).map((m) => m.nickName)).toEqual(["陈静"]);
    const company = (await t.post<TPage<{ adminName: string | null }>>(URL.opsCompanies, { keyword: "鹏城" }, as(operator))).datas[0]!.records[0]!;
    expect(company.adminName).toBe("陈静");
  });
});
