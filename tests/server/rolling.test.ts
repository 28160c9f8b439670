import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, messages, rollingApplies } from "#server/db/schema/index.ts";
import { now } from "#server/clock.ts";
import { AUTH, OPS } from "#shared/api/contract.ts";
import type { TOpsRollingApply, TRollingApply, TRollingService } from "#shared/api/rolling.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { ContactMsg } from "#shared/booking/contacts.ts";
import { RollingMsg, RollingStatus } from "#shared/rolling/rolling-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { newInvestor } from "./qa-helpers.ts";
import { PDF, PNG, uploadFile } from "./upload-helpers.ts";

let t: TTestApp;
let company: string;
let other: string;
let unbound: string;
let operator: string;
let announcement: string;
let serviceId: number;
let companyId: number;
const as = (token: string) => ({ authorization: token });
const auth = <T>(call: string, body: Record<string, unknown>, token = company) => t.post<T>(`${AUTH}/rolling/${call}`, body as never, as(token));
const ops = <T = TOpsRollingApply>(call: string, body: Record<string, unknown>, token = operator) => t.post<T>(`${OPS}/rolling/${call}`, body as never, as(token));
// days from the app clock (pinned in tests), as Beijing dates
const inDays = (n: number) => new Date(now().getTime() + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

const form = () => ({
  serviceId,
  companyFullName: "深圳鹏城智能科技股份有限公司",
  stockCode: "300917",
  issueType: 1,
  preferredDate: inDays(10),
  contactName: ["王敏"],
  contactMobile: ["13800138000"],
  contactWechat: ["wangmin_ir"],
  contactMail: ["ir@pengcheng.example.com"],
  announcementPath: announcement,
  announcementName: "发行公告.pdf",
});

beforeAll(async () => {
  t = await createTestApp();
  [company, other, unbound, operator] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin"), t.loginPass("unbound"), t.loginPass("ops-operator")]);
  companyId = await t.companyOf("listed-admin");
  announcement = (await uploadFile(t, company, "发行公告.pdf", PDF, { isPDF: "true" })).datas[0]!.filePath;
  const created = await ops<TRollingService>("service_save", { title: "测试摇号服务", titleEn: "Test draw", description: "测试用摇号服务", applyEndDate: inDays(30) });
  serviceId = created.datas[0]!.id;
});
afterAll(async () => t.close());

describe("draw services", () => {
  it("an operator creates a service (audited); companies see open ones only; others are refused", async () => {
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "rolling.service.create"), eq(auditLog.entityId, String(serviceId))))).toHaveLength(1);
    const closed = (await ops<TRollingService>("service_save", { title: "已关闭服务", description: "关闭", applyEndDate: inDays(30), status: 0 })).datas[0]!;
    const list = await auth<TPage<TRollingService & { myApply: unknown }>>("rolling_page", {});
    const ids = list.datas[0]!.records.map((s) => s.id);
    expect(ids).toContain(serviceId);
    expect(ids).not.toContain(closed.id);
    expect(await auth("service_detail", { id: closed.id })).toMatchObject({ code: 400, message: RollingMsg.serviceNotFound });
    expect(await auth("service_detail", { id: serviceId })).toMatchObject({ code: 200, datas: [{ title: "测试摇号服务", isOpen: true }] });
    const investor = await newInvestor(t);
    for (const token of [investor.token, unbound]) expect((await auth("rolling_page", {}, token)).code).toBe(403);
    // a company's or a personal token on the back office's calls
    for (const call of ["service_page", "service_save", "apply_page", "room_list", "accept", "reject"]) {
      for (const token of [investor.token, company]) expect((await ops(call, {}, token)).code, call).toBe(403);
    }
    expect(await ops("service_save", { title: "", description: "x", applyEndDate: inDays(1) })).toMatchObject({ code: 400, message: RollingMsg.titleRequired });
    expect(await ops("service_save", { title: "x", description: "x", applyEndDate: "明天" })).toMatchObject({ code: 400, message: RollingMsg.applyEndDateRequired });
  });
});

describe("applying", () => {
  it("refuses bad input with the form's messages and changes nothing", async () => {
    const png = (await uploadFile(t, company, "公告.png", PNG)).datas[0]!.filePath;
    const cases: [Record<string, unknown>, string][] = [
      [{ announcementPath: png }, RollingMsg.announcementNotPdf],
      [{ announcementPath: "/files/uploads/2026/01/none.pdf" }, RollingMsg.announcementNotPdf],
      [{ announcementPath: "" }, RollingMsg.announcementRequired],
      [{ companyFullName: "" }, RollingMsg.fullNameRequired],
      [{ stockCode: "30091" }, RollingMsg.stockCodeInvalid],
      [{ stockCode: "" }, RollingMsg.stockCodeRequired],
      [{ issueType: 9 }, RollingMsg.issueTypeRequired],
      [{ preferredDate: "" }, RollingMsg.preferredDateRequired],
      [{ preferredDate: inDays(-2) }, RollingMsg.preferredDatePast],
      [{ contactName: [], contactMobile: [], contactWechat: [], contactMail: [] }, RollingMsg.contactsRequired],
      [{ contactMobile: ["12345"] }, ContactMsg.mobileInvalid],
      [{ contactWechat: [""] }, ContactMsg.wechat],
      [{ contactMail: ["not-a-mail"] }, ContactMsg.mail],
      [{ contactName: Array(6).fill("王敏"), contactMobile: Array(6).fill("13800138000"), contactWechat: Array(6).fill("w"), contactMail: Array(6).fill("") }, RollingMsg.contactsTooMany],
      [{ serviceId: 999999 }, RollingMsg.serviceNotFound],
    ];
    const before = (await t.database.db.select().from(rollingApplies)).length;
    for (const [patch, message] of cases) expect(await auth("apply", { ...form(), ...patch }), JSON.stringify(patch)).toMatchObject({ code: 400, message });
    expect((await t.database.db.select().from(rollingApplies)).length).toBe(before);
  });

  it("takes one live application per company and service, shows it to its company only (another's → 403)", async () => {
    const [a, b] = await Promise.all([auth<TRollingApply>("apply", form()), auth<TRollingApply>("apply", form())]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    const created = (a.code === 200 ? a : b).datas[0]!;
    expect(created).toMatchObject({ status: RollingStatus.submitted, stockCode: "300917", contacts: [{ contactName: "王敏", contactMail: "ir@pengcheng.example.com" }], drawTime: null });
    expect(await auth("apply", form())).toMatchObject({ code: 400, message: RollingMsg.duplicate, outcome: "rolling.duplicate" });
    expect(await auth("apply_detail", { id: created.id })).toMatchObject({ code: 200, datas: [{ id: created.id }] });
    expect((await auth("apply_detail", { id: created.id }, other)).code).toBe(403);
    expect(await auth("apply_detail", { id: 999999 })).toMatchObject({ code: 400, message: RollingMsg.applicationNotFound });
    const listed = (await auth<TPage<TRollingService & { myApply: { id: number } | null }>>("rolling_page", {})).datas[0]!.records.find((s) => s.id === serviceId)!;
    expect(listed.myApply).toMatchObject({ id: created.id, status: 0 });
    expect((await auth<TPage<TRollingApply>>("my_apply_page", {}, other)).datas[0]!.records.map((r) => r.id)).not.toContain(created.id);
  });
});

describe("the operator's review", () => {
  it("accepts with a time ahead and a room in use; the company gets a message; audited", async () => {
    const queue = (await ops<TPage<TOpsRollingApply>>("apply_page", {})).datas[0]!.records;
    const mine = queue.find((r) => r.service.id === serviceId)!;
    const rooms = (await ops<{ id: number; roomName: string }>("room_list", {})).datas;
    expect(rooms.length).toBeGreaterThan(0);
    const drawTime = `${inDays(12)} 10:30`;
    expect(await ops("accept", { id: mine.id, drawTime: `${inDays(-1)} 10:00`, roomId: rooms[0]!.id })).toMatchObject({ code: 400, message: RollingMsg.drawTimePast });
    expect(await ops("accept", { id: mine.id, drawTime: "明天", roomId: rooms[0]!.id })).toMatchObject({ code: 400, message: RollingMsg.drawTimeRequired });
    expect(await ops("accept", { id: mine.id, drawTime, roomId: 999999 })).toMatchObject({ code: 400, message: RollingMsg.roomNotFound });
    const accepted = await ops("accept", { id: mine.id, drawTime, roomId: rooms[0]!.id });
    expect(accepted).toMatchObject({ code: 200, datas: [{ status: RollingStatus.accepted, roomName: rooms[0]!.roomName }] });
    expect(new Date(accepted.datas[0]!.drawTime!).toISOString()).toBe(new Date(`${inDays(12)}T10:30:00+08:00`).toISOString());
    expect(await ops("accept", { id: mine.id, drawTime, roomId: rooms[0]!.id })).toMatchObject({ code: 400, message: RollingMsg.alreadyReviewed });
    expect(await ops("reject", { id: mine.id, reason: "晚了" })).toMatchObject({ code: 400, message: RollingMsg.alreadyReviewed });
    const [message] = await t.database.db.select().from(messages).where(eq(messages.companyId, companyId)).orderBy(desc(messages.id)).limit(1);
    expect(message).toMatchObject({ msgTitle: "摇号申请已受理", isCompanyMessage: true });
    expect(message!.content).toContain(rooms[0]!.roomName);
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "rolling.accept"), eq(auditLog.entityId, String(mine.id))))).toHaveLength(1);
    expect((await auth("apply_detail", { id: mine.id })).datas[0]).toMatchObject({ status: RollingStatus.accepted, roomName: rooms[0]!.roomName });
    // an accepted application is still live: no second one
    expect(await auth("apply", form())).toMatchObject({ code: 400, message: RollingMsg.duplicate });
  });

  it("rejects with a reason; the company may then apply again", async () => {
    const otherCompany = await t.companyOf("fund-admin");
    const applied = await auth<TRollingApply>("apply", { ...form(), companyFullName: "远见基金管理有限公司", stockCode: "000001" }, other);
    expect(applied.code, applied.message).toBe(200);
    const id = applied.datas[0]!.id;
    expect(await ops("reject", { id, reason: " " })).toMatchObject({ code: 400, message: RollingMsg.rejectReasonRequired });
    expect(await ops("reject", { id, reason: "发行公告与申请信息不一致" })).toMatchObject({ code: 200, datas: [{ status: RollingStatus.rejected, rejectReason: "发行公告与申请信息不一致" }] });
    const [message] = await t.database.db.select().from(messages).where(eq(messages.companyId, otherCompany)).orderBy(desc(messages.id)).limit(1);
    expect(message!.content).toContain("发行公告与申请信息不一致");
    expect((await auth("apply", { ...form(), stockCode: "000001" }, other)).code).toBe(200);
  });
});
