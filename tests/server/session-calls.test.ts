import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { realPersonVerifications, users } from "#server/db/schema/index.ts";
import { allContracts } from "#shared/api/index.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const PUB = "/base-service/api/pub/v1";
const AUTH = "/base-service/api/auth/v1";
let t: TTestApp;
let admin: string;
let member: string;
let unbound: string;
let investor: string;
let newcomer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, unbound, investor, newcomer] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("listed-member"),
    t.loginPass("unbound"),
    t.loginMobile("13800000001"),
    t.loginMobile("13800000002"),
  ]);
});
afterAll(async () => t.close());

describe("session calls", () => {
  it("checkLogin answers 1 for a live token and 0 otherwise", async () => {
    expect((await t.post(`${PUB}/checkLogin`, {}, { authorization: admin })).datas).toEqual(["1"]);
    expect((await t.post(`${PUB}/checkLogin`)).datas).toEqual(["0"]);
  });

  it("login_url points at the provider page of each type and refuses others", async () => {
    const url = async (type: string) => (await t.post<string>(`${PUB}/login_url`, { type, lang: "en-US" })).datas[0];
    expect(await url("0")).toMatch(/^\/idp\/sms\?redirect=%2Fhome&lang=en-US$/);
    expect(await url("1")).toMatch(/^\/idp\/pass\?/);
    expect(await url("2")).toMatch(/^\/idp\/key\?/);
    expect(await t.post(`${PUB}/login_url`, { type: "7" })).toMatchObject({ code: 400, message: "登录类型不正确" });
    expect(await t.post(`${PUB}/login_url`, { type: "1", lang: "fr" })).toMatchObject({ code: 400, message: "语言参数不正确" });
  });

  it("every auth call without a valid token answers body code 401", async () => {
    for (const c of allContracts.filter((x) => x.access === "auth")) {
      const res = await t.post(c.path);
      expect(res.code, c.path).toBe(401);
    }
  });
});

describe("company and user", () => {
  it("a bound account sees its company and status 2; an unbound one status 0 and no company", async () => {
    expect((await t.post(`${AUTH}/company_apply/check_bind_company`, {}, { authorization: admin })).datas).toEqual([{ status: 2 }]);
    const info = await t.post<{ companyType: number; shortName: string; companyTypeText: string }>(`${AUTH}/company/info`, {}, { authorization: admin });
    expect(info.datas[0]).toMatchObject({ companyType: 1, companyTypeText: "上市公司" });
    expect((await t.post(`${AUTH}/company_apply/check_bind_company`, {}, { authorization: unbound })).datas).toEqual([{ status: 0 }]);
    expect((await t.post(`${AUTH}/company/info`, {}, { authorization: unbound })).datas).toEqual([]);
  });

  it("userinfo carries the membership role and flags", async () => {
    const a = (await t.post<Record<string, unknown>>(`${AUTH}/user/userinfo`, {}, { authorization: admin })).datas[0];
    const m = (await t.post<Record<string, unknown>>(`${AUTH}/user/userinfo`, {}, { authorization: member })).datas[0];
    expect(a).toMatchObject({ companyUserRole: 1, isBookingEnable: true, loginType: "1", userType: "enterprise" });
    expect(m).toMatchObject({ companyUserRole: 2, isBookingEnable: true, isFundRoadshowEnable: false, isMemberManageEnable: false });
    const p = (await t.post<Record<string, unknown>>(`${AUTH}/user/userinfo`, {}, { authorization: investor })).datas[0];
    expect(p).toMatchObject({ loginType: "0", userType: "personal", companyId: null, mobile: "138****0001", isRealPerson: true });
  });

  it("is_real_person reports the state and the switch", async () => {
    expect((await t.post(`${AUTH}/user/is_real_person`, {}, { authorization: investor })).datas).toEqual([{ isRealPerson: true, realPersonSwitch: true }]);
    expect((await t.post(`${AUTH}/user/is_real_person`, {}, { authorization: newcomer })).datas[0]).toMatchObject({ isRealPerson: false });
  });

  it("real_person_verify refuses a bad identity number and changes nothing", async () => {
    const before = (await t.database.db.select({ n: count() }).from(realPersonVerifications))[0]!.n;
    for (const idNumber of ["11010519491231002", "110105194912310021", "11010519491331002X", "abc"]) {
      const res = await t.post(`${AUTH}/user/real_person_verify`, { realName: "张三", idNumber }, { authorization: newcomer });
      expect(res).toMatchObject({ code: 400, message: "身份证号码不正确，请输入18位有效的居民身份证号" });
    }
    expect(await t.post(`${AUTH}/user/real_person_verify`, { idNumber: "11010519491231002X" }, { authorization: newcomer })).toMatchObject({ code: 400, message: "请输入真实姓名" });
    expect((await t.database.db.select({ n: count() }).from(realPersonVerifications))[0]!.n).toBe(before);
  });

  it("real_person_verify accepts a valid identity once per person", async () => {
    const res = await t.post(`${AUTH}/user/real_person_verify`, { realName: "张三", idNumber: "11010519491231002x" }, { authorization: newcomer });
    expect(res).toMatchObject({ code: 200, datas: [{ isRealPerson: true }] });
    const [row] = await t.database.db.select().from(realPersonVerifications).where(eq(realPersonVerifications.realName, "张三"));
    expect(row?.idNumberMasked).toBe("110***********002X");
    const other = await t.post(`${AUTH}/user/real_person_verify`, { realName: "张三", idNumber: "11010519491231002X" }, { authorization: admin });
    expect(other).toMatchObject({ code: 400, message: "该身份证号已被其他账户认证" });
    const [admin1] = await t.database.db.select().from(users).where(eq(users.account, "listed-admin"));
    expect(admin1?.isRealPerson).toBe(false);
  });
});

describe("shell data", () => {
  it("dic_list gives each item its English where the seed has it", async () => {
    const hot = await t.post<{ name: string; nameEn: string | null }>(`${PUB}/dictionary/dic_list`, { parentCode: "HotSearch" });
    expect(hot.datas.find((w) => w.name === "业绩说明会")).toMatchObject({ nameEn: "Results briefings" });
    expect(hot.datas.every((w) => w.nameEn)).toBe(true);
    const notice = await t.post<{ attachField1: string; attachField1En: string | null }>(`${PUB}/dictionary/dic_list`, { parentCode: "SystemConfigUpdateNotify" });
    expect(notice.datas[0]!.attachField1En).toMatch(/^Dear users: the platform will be upgraded on \d{4}-\d{2}-\d{2} from 22:00 to 23:59/);
    const quick = await t.post<{ attachField1En: string | null }>(`${PUB}/dictionary/dic_list`, { parentCode: "QAInfo" });
    expect(quick.datas.every((q) => q.attachField1En && !/[\u4e00-\u9fff]/.test(q.attachField1En))).toBe(true);
  });

  it("dic_list reads an item by code and children by parentCode, status 1 only", async () => {
    const byParent = await t.post<{ parentCode: string; status: number }>(`${PUB}/dictionary/dic_list`, { parentCode: "QAInfo", size: 0, status: 1 });
    expect(byParent.datas.length).toBeGreaterThan(0);
    expect(byParent.datas.every((d) => d.parentCode === "QAInfo" && d.status === 1)).toBe(true);
    const byCode = await t.post<{ code: string }>(`${PUB}/dictionary/dic_list`, { code: "BookingAgreementVersion" });
    expect(byCode.datas[0]?.code).toBe("BookingAgreementVersion");
    expect(await t.post(`${PUB}/dictionary/dic_list`, {})).toMatchObject({ code: 400, message: "请提供字典编码code或parentCode" });
  });

  it("nav_list answers the tree with childrenList", async () => {
    const res = await t.app.inject({ method: "GET", url: `${PUB}/index/nav_list` });
    const tree = JSON.parse(res.body).datas[0].childrenList as { navLevel: number; childrenList: { navLevel: number; routePath: string }[] }[];
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.every((n) => n.navLevel === 1)).toBe(true);
    const routes = tree.flatMap((n) => n.childrenList.map((c) => c.routePath));
    for (const r of ["nav1", "nav2", "nav4", "nav5", "nav9", "nav11"]) expect(routes).toContain(r);
  });

  it("unread_count counts the company's unread messages", async () => {
    const res = await t.post<number>(`${AUTH}/message/unread_count`, { isCompanyMessage: true }, { authorization: admin });
    expect(res.code).toBe(200);
    expect(res.datas[0]).toBeGreaterThan(0);
    expect((await t.post(`${AUTH}/message/unread_count`, { isCompanyMessage: true }, { authorization: unbound })).datas).toEqual([0]);
  });

  it("public_settings gives the shell its banner, gray mode and switches", async () => {
    const res = await t.post<{ noticeBanner: { text: string; textEn: string | null; startAt: string; endAt: string; speed: number }; grayMode: number; hotline: { enabled: boolean } }>(
      `${PUB}/system/public_settings`,
    );
    const settings = res.datas[0]!;
    expect(settings.noticeBanner.text.length).toBeGreaterThan(0);
    // the seeded banner carries its English, which English pages show
    expect(settings.noticeBanner.textEn).toMatch(/^Welcome to the Roadshow Centre!/);
    expect(new Date(settings.noticeBanner.endAt).getTime()).toBeGreaterThan(new Date(settings.noticeBanner.startAt).getTime());
    expect(settings).toMatchObject({ grayMode: 0, hotline: { enabled: true } });
  });

  it("online_increment counts distinct browser sessions and refuses a missing id", async () => {
    const a = await t.post<number>(`${PUB}/online_increment`, { sessionId: "browser-session-a" });
    await t.post(`${PUB}/online_increment`, { sessionId: "browser-session-a" });
    const b = await t.post<number>(`${PUB}/online_increment`, { sessionId: "browser-session-b" });
    expect(b.datas[0]).toBe(a.datas[0]! + 1);
    expect(await t.post(`${PUB}/online_increment`, {})).toMatchObject({ code: 400, message: "sessionId不能为空" });
  });
});
