import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { auditLog, companies, companyMembers, diversionApplies, messages, users } from "#server/db/schema/index.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import { PANEL_ACCOUNTS, PANEL_COMPANY } from "#server/db/seed/seed-panels.ts";
import type { TDiversionApply, TOpsDiversionDetail, TOpsDiversionRow } from "#shared/api/relay.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { RelayMsg } from "#shared/relay/relay-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { JPG, PDF, PNG, uploadFile } from "./upload-helpers.ts";

const AUTH = "/base-service/api/auth/v1/diversion_apply";
const OPS = "/base-service/api/ops/v1/diversion_apply";
let t: TTestApp;
let panel: string;
let listed: string;
let fund: string;
let operator: string;
let files: { pdf: string; png: string; jpg: string };

const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp();
  [panel, listed, fund, operator] = await Promise.all([t.loginPass(PANEL_ACCOUNTS.panelAdmin), t.loginPass("listed-admin"), t.loginPass("fund-admin"), t.loginPass("ops-operator")]);
  const up = async (name: string, data: Buffer) => {
    const res = await uploadFile(t, panel, name, data);
    expect(res.code, res.message).toBe(200);
    return (res.datas[0] as { filePath: string }).filePath;
  };
  files = { pdf: await up("营业执照.pdf", PDF), png: await up("许可证.png", PNG), jpg: await up("授权书.jpg", JPG) };
});
afterAll(async () => t.close());

const materials = () => ({
  platform: "云帆直播",
  platformUrl: "https://live.yunfan.example.com/ir",
  companyContacts: "许文博",
  companyPhone: "13912340011",
  qualificationPathJson: JSON.stringify([{ url: files.pdf, name: "营业执照.pdf" }, { url: files.png, name: "许可证.png" }]),
});

const front = async (token = panel) => (await t.post<TDiversionApply>(`${AUTH}/diversion_apply_front_list`, {}, as(token))).datas[0];
const submit = (body: Record<string, unknown>, token = panel) => t.post<TDiversionApply>(`${AUTH}/submit_diversion_info`, body as never, as(token));
const plan = (body: Record<string, unknown>, token = panel) => t.post<TDiversionApply>(`${AUTH}/submit_technology_plan`, body as never, as(token));
const confirm = (id: number, token = panel) => t.post<TDiversionApply>(`${AUTH}/programme_confirm_test_affirm`, { id }, as(token));
const review = (body: Record<string, unknown>, token = operator) => t.post<TOpsDiversionDetail>(`${OPS}/diversion_apply_review`, body as never, as(token));

async function panelCompany() {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.fullName, PANEL_COMPANY.fullName));
  return row!;
}

describe("the whole certification, with a refusal at every skipped step", () => {
  it("walks from submission to contract; each call out of order is refused and changes nothing", async () => {
    expect(await front()).toBeUndefined();
    // nothing but a submission before there is a record
    expect(await plan({ id: 1, tecDocPath: files.pdf })).toMatchObject({ code: 403 });

    const first = await submit(materials());
    expect(first.code, first.message).toBe(200);
    const a = first.datas[0]!;
    expect(a).toMatchObject({ progress: 1, auditStatus: 1, hisId: null });
    expect((await panelCompany()).progress).toBe(1);
    // a second submission while under review, a plan too early, a confirmation too early
    expect(await submit({ ...materials(), hisId: a.id })).toMatchObject({ code: 400, message: RelayMsg.outOfOrder, outcome: "relay.outOfOrder" });
    expect(await plan({ id: a.id, tecDocPath: files.pdf })).toMatchObject({ code: 400, message: RelayMsg.outOfOrder });
    expect(await confirm(a.id)).toMatchObject({ code: 400, message: RelayMsg.outOfOrder });
    // the operator cannot skip either
    expect(await review({ id: a.id, event: "relay.passPlan" })).toMatchObject({ code: 400, message: RelayMsg.outOfOrder });
    expect(await review({ id: a.id, event: "relay.signContract", contractTime: "2026-12-01", contractEndTime: "2027-11-30" })).toMatchObject({ code: 400, message: RelayMsg.outOfOrder });
    // a rejection needs its reason
    expect(await review({ id: a.id, event: "relay.rejectQualification" })).toMatchObject({ code: 400, message: RelayMsg.reasonRequired });
    expect((await front())!).toMatchObject({ progress: 1, auditStatus: 1 });

    // rejected, then resubmitted as a new record keeping the old one (hisId)
    const rejected = await review({ id: a.id, event: "relay.rejectQualification", auditReason: "许可证已过期" });
    expect(rejected.code, rejected.message).toBe(200);
    expect(rejected.datas[0]).toMatchObject({ progress: 1, auditStatus: 3, auditReason: "许可证已过期" });
    expect((await panelCompany()).progress).toBe(20);
    expect(await submit(materials())).toMatchObject({ code: 400, message: RelayMsg.stale });
    const again = await submit({ ...materials(), hisId: a.id });
    expect(again.code, again.message).toBe(200);
    const b = again.datas[0]!;
    expect(b).toMatchObject({ hisId: a.id, progress: 1, auditStatus: 1, auditReason: null });
    // the failed record is history now: the company may not act on it, the operator may not review it
    expect(await plan({ id: a.id, tecDocPath: files.pdf })).toMatchObject({ code: 400, message: RelayMsg.stale });
    expect(await review({ id: a.id, event: "relay.passQualification" })).toMatchObject({ code: 400, message: RelayMsg.stale });

    expect((await review({ id: b.id, event: "relay.passQualification" })).datas[0]).toMatchObject({ progress: 1, auditStatus: 2 });
    // the plan must be a PDF this server stored
    expect(await plan({ id: b.id, tecDocPath: files.png })).toMatchObject({ code: 400, message: RelayMsg.planType });
    expect(await plan({ id: b.id, tecDocPath: "/files/uploads/2026/01/missing.pdf" })).toMatchObject({ code: 400, message: RelayMsg.planType });
    expect((await plan({ id: b.id, tecDocPath: files.pdf })).datas[0]).toMatchObject({ id: b.id, progress: 2, auditStatus: 1, tecDocPath: files.pdf });

    // plan rejected, sent again: a new record with hisId
    expect((await review({ id: b.id, event: "relay.rejectPlan", auditReason: "缺少备用线路说明" })).datas[0]).toMatchObject({ progress: 2, auditStatus: 3 });
    expect((await panelCompany()).progress).toBe(30);
    const c = (await plan({ id: b.id, hisId: b.id, tecDocPath: files.pdf })).datas[0]!;
    expect(c).toMatchObject({ hisId: b.id, progress: 2, auditStatus: 1, platform: "云帆直播" });

    expect((await review({ id: c.id, event: "relay.passPlan" })).datas[0]).toMatchObject({ progress: 2, auditStatus: 2 });
    expect(await confirm(c.id)).toMatchObject({ code: 400, message: RelayMsg.outOfOrder });
    expect(await review({ id: c.id, event: "relay.provideTestPlan" })).toMatchObject({ code: 400, message: RelayMsg.testPlanRequired });
    expect((await review({ id: c.id, event: "relay.provideTestPlan", programmeConfirmTestPath: files.pdf })).datas[0]).toMatchObject({ progress: 3, auditStatus: 1, programmeConfirmTestPath: files.pdf });
    const confirmed = await confirm(c.id);
    expect(confirmed.datas[0]).toMatchObject({ progress: 3, auditStatus: 2 });
    expect(confirmed.datas[0]!.programmeConfirmTestTime).toBeTruthy();
    expect(await confirm(c.id)).toMatchObject({ code: 400, message: RelayMsg.outOfOrder });

    expect((await review({ id: c.id, event: "relay.startInternalReview" })).datas[0]).toMatchObject({ progress: 4, auditStatus: 2 });
    expect(await review({ id: c.id, event: "relay.signContract", contractTime: "2026-12-01", contractEndTime: "2026-11-01" })).toMatchObject({ code: 400, message: RelayMsg.contractDatesOrder });
    const signed = await review({ id: c.id, event: "relay.signContract", contractTime: "2026-12-01", contractEndTime: "2027-11-30" });
    expect(signed.datas[0]).toMatchObject({ progress: 5, auditStatus: 2, contractTime: "2026-12-01", contractEndTime: "2027-11-30" });
    expect(signed.datas[0]!.history.map((h) => h.id)).toEqual([b.id, a.id]);
    const company = await panelCompany();
    expect(company).toMatchObject({ progress: 5, isDistributeVerify: true });
    expect(company.contractEndTime?.toISOString()).toBe("2027-11-30T15:59:59.000Z");

    // every operator step is audited, and the company was told
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "diversion_applies")).orderBy(desc(auditLog.id));
    expect(audits[0]).toMatchObject({ action: "ops.relay.signContract", entityId: String(c.id), before: { progress: 4, auditStatus: 2 } });
    expect(audits.map((x) => x.action)).toContain("ops.relay.rejectQualification");
    const told = await t.database.db.select({ title: messages.msgTitle }).from(messages).where(eq(messages.companyId, company.id));
    expect(told.map((m) => m.title)).toContain("导流认证：合同已签署");

    // expiry: re-certification starts a new record
    expect((await review({ id: c.id, event: "relay.expire" })).datas[0]).toMatchObject({ progress: 6 });
    expect((await panelCompany()).progress).toBe(6);
    const renewed = await submit({ ...materials(), hisId: c.id });
    expect(renewed.datas[0]).toMatchObject({ hisId: c.id, progress: 1, auditStatus: 1 });
  });
});

describe("who may call, and bad input", () => {
  it("answers 403 for another company's record id, and to companies and members without the right", async () => {
    const current = (await front(listed))!;
    expect(current).toMatchObject({ progress: 1, auditStatus: 3 });
    expect(await confirm(current.id, panel)).toMatchObject({ code: 403 });
    expect(await plan({ id: current.id, tecDocPath: files.pdf }, panel)).toMatchObject({ code: 403 });
    expect(await submit({ ...materials(), id: current.id }, panel)).toMatchObject({ code: 403 });
    // the fund company has no diversion switch; an ordinary member lacks isDiversionEnable
    expect(await t.post(`${AUTH}/diversion_apply_front_list`, {}, as(fund))).toMatchObject({ code: 403 });
    const member = await t.loginPass(PANEL_ACCOUNTS.panelMember);
    expect(await t.post(`${AUTH}/diversion_apply_front_list`, {}, as(member))).toMatchObject({ code: 403 });
    const [m] = await t.database.db.select({ id: companyMembers.id }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(eq(users.account, PANEL_ACCOUNTS.panelMember));
    await t.database.db.update(companyMembers).set({ isDiversionEnable: true }).where(eq(companyMembers.id, m!.id));
    expect((await t.post(`${AUTH}/diversion_apply_front_list`, {}, as(member))).code).toBe(200);
    // operators only for the review; companies never
    expect(await t.post(`${OPS}/diversion_apply_page`, {}, as(listed))).toMatchObject({ code: 403 });
    expect((await t.post(`${AUTH}/diversion_apply_front_list`, {})).code).toBe(401);
  });

  it("refuses bad materials with the spec's messages and stores nothing", async () => {
    const [{ n: before }] = (await t.database.db.select({ n: diversionApplies.id }).from(diversionApplies).orderBy(desc(diversionApplies.id)).limit(1)) as [{ n: number }];
    const cases: [Record<string, unknown>, string][] = [
      [{ platform: "" }, RelayMsg.platformRequired],
      [{ platform: "平".repeat(101) }, RelayMsg.textTooLong],
      [{ platformUrl: "" }, RelayMsg.platformUrlRequired],
      [{ platformUrl: "not a url" }, RelayMsg.platformUrlInvalid],
      [{ companyContacts: " " }, RelayMsg.contactsRequired],
      [{ companyPhone: "" }, "请输入手机号"],
      [{ companyPhone: "12345" }, "手机号格式不正确"],
      [{ qualificationPathJson: "[]" }, RelayMsg.qualificationRequired],
      [{ qualificationPathJson: "{bad" }, RelayMsg.qualificationRequired],
      [{ qualificationPathJson: JSON.stringify(Array.from({ length: 11 }, () => ({ url: files.pdf }))) }, RelayMsg.qualificationTooMany],
      [{ qualificationPathJson: JSON.stringify([{ url: "https://evil.example.com/a.pdf" }]) }, RelayMsg.qualificationRequired],
      [{ qualificationPathJson: JSON.stringify([{ url: "/files/uploads/2026/01/never.pdf" }]) }, RelayMsg.qualificationType],
    ];
    const token = await t.loginPass(PANEL_ACCOUNTS.panelAdmin);
    for (const [change, message] of cases) {
      expect(await submit({ ...materials(), ...change }, token), JSON.stringify(change)).toMatchObject({ code: 400, message });
    }
    const [{ n: after }] = (await t.database.db.select({ n: diversionApplies.id }).from(diversionApplies).orderBy(desc(diversionApplies.id)).limit(1)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it("refuses a qualification file that is not a PDF or picture by content at upload", async () => {
    const res = await uploadFile(t, panel, "资质.pdf", Buffer.from("not a pdf at all, just text"));
    expect(res.code).toBe(400);
    expect(files.jpg).toMatch(/\.jpg$/);
  });

  it("lists the queue and one record with its history for operators", async () => {
    const listedPage = (await t.post<TPage<TOpsDiversionRow>>(`${OPS}/diversion_apply_page`, { pageNo: 1, pageSize: 10, keyword: "鹏城" }, as(operator))).datas[0]!;
    expect(listedPage.records.map((r) => r.companyName)).toEqual([DEMO_COMPANY_NAMES.listedMain]);
    expect((await t.post<TPage<TOpsDiversionRow>>(`${OPS}/diversion_apply_page`, { progress: 1 }, as(operator))).datas[0]!.total).toBeGreaterThanOrEqual(1);
    const page = (await t.post<TPage<TOpsDiversionRow>>(`${OPS}/diversion_apply_page`, { keyword: "云帆" }, as(operator))).datas[0]!;
    const detail = (await t.post<TOpsDiversionDetail>(`${OPS}/diversion_apply_detail`, { id: page.records[0]!.id }, as(operator))).datas[0]!;
    // the walk above left three records before the current one, newest first
    expect(detail.history).toHaveLength(3);
    expect(detail.history.at(-1)).toMatchObject({ progress: 1, auditStatus: 3, auditReason: "许可证已过期" });
    expect(await t.post(`${OPS}/diversion_apply_detail`, { id: 99999999 }, as(operator))).toMatchObject({ code: 400, message: RelayMsg.notFound });
    expect(await review({ id: page.records[0]!.id, event: "relay.nonsense" })).toMatchObject({ code: 400 });
  });
});
