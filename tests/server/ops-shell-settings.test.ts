import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/index.ts";
import { DEMO_FOOTER } from "#server/db/seed/seed-shell-settings.ts";
import type { TOpsSettings } from "#shared/api/content-ops.contract.ts";
import type { TOpsDictionaryItem } from "#shared/api/dictionary-ops.contract.ts";
import type { TPublicSettings } from "#shared/api/shell.contract.ts";
import { SHELL_CHANNEL, SHELL_SOCKET_PATH, shellPartsOf } from "#shared/shell/shell-events.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

// The footer's settings (QR codes, filing numbers, the mini program switch) and the shell's live channel.
const OPS = "/base-service/api/ops/v1";
const PUB = "/base-service/api/pub/v1";
let t: TTestApp;
let supervisor: string;
let operator: string;
let company: string;
let personal: string;
const as = (token: string) => ({ authorization: token });
const base = { grayMode: 0, maintenanceEnabled: false, agreementVersion: "2026.1" };
const publicSettings = async () => (await t.post<TPublicSettings>(`${PUB}/system/public_settings`)).datas[0]!;
const save = (body: Record<string, unknown>, token = supervisor) => t.post<TOpsSettings>(`${OPS}/system/settings_save`, { ...base, ...body } as never, as(token));

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, company, personal] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin"), t.loginMobile("13800000001")]);
});
afterAll(async () => t.close());

describe("the footer's settings", () => {
  it("are seeded with the demo QR codes and filing numbers, which the public settings and the editor read", async () => {
    expect((await publicSettings()).footer).toEqual(DEMO_FOOTER);
    const detail = await t.post<TOpsSettings>(`${OPS}/system/settings_detail`, {}, as(operator));
    expect(detail.datas[0]).toMatchObject({ footer: DEMO_FOOTER, miniProgram: { enabled: true } });
  });

  it("are saved by a supervisor: a field left out is kept, an empty one cleared; audited with before and after", async () => {
    const saved = await save({ footerOfficialQr: "/files/ops-content/2026/official.png", icpNumber: "京ICP备2020001234号-2", psbNumber: "" });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.datas[0]!.footer).toEqual({ officialQr: "/files/ops-content/2026/official.png", miniProgramQr: DEMO_FOOTER.miniProgramQr, icpNumber: "京ICP备2020001234号-2", psbNumber: null });
    expect((await publicSettings()).footer).toMatchObject({ officialQr: "/files/ops-content/2026/official.png", psbNumber: null });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "ops.content.settings_update")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ before: { footer: { icpNumber: DEMO_FOOTER.icpNumber, psbNumber: DEMO_FOOTER.psbNumber } }, after: { footer: { icpNumber: "京ICP备2020001234号-2", psbNumber: null } } });

    expect((await save({ miniProgramEnabled: false, footerMiniProgramQr: "" })).datas[0]).toMatchObject({ miniProgram: { enabled: false }, footer: { miniProgramQr: null } });
    expect(await publicSettings()).toMatchObject({ miniProgram: { enabled: false }, footer: { miniProgramQr: null, icpNumber: "京ICP备2020001234号-2" } });
  });

  it("refuses a bad image address or a filing number too long, and changes nothing", async () => {
    const before = (await publicSettings()).footer;
    for (const body of [{ footerOfficialQr: "javascript:alert(1)" }, { footerMiniProgramQr: "/files/../etc/passwd" }, { icpNumber: "号".repeat(51) }]) {
      expect((await save(body)).code, JSON.stringify(body)).toBe(400);
    }
    expect((await publicSettings()).footer).toEqual(before);
    // a filing number is plain text
    expect((await save({ psbNumber: "<b>沪公网安备31011502012345号</b>" })).datas[0]!.footer.psbNumber).toBe("沪公网安备31011502012345号");
  });

  it("are the supervisor's: an operator, an enterprise user and a personal user are refused", async () => {
    for (const token of [operator, company, personal]) expect((await save({ icpNumber: "沪ICP备0号" }, token)).code).toBe(403);
    expect((await publicSettings()).footer.icpNumber).toBe("京ICP备2020001234号-2");
  });
});

describe("the shell's live channel", () => {
  it("announces a settings save to every open portal, anonymous ones included", async () => {
    const heard: unknown[] = [];
    const off = t.app.deps.pubsub.subscribe(SHELL_CHANNEL, (payload) => heard.push(payload));
    const socket = await t.app.injectWS(SHELL_SOCKET_PATH);
    const received = new Promise<unknown>((resolve) => socket.on("message", (data: Buffer) => resolve(JSON.parse(String(data)))));
    try {
      expect((await save({ noticeText: "系统将于今晚升级", noticeStartAt: "2026-11-20 00:00", noticeEndAt: "2026-12-20 00:00" })).code).toBe(200);
      expect(shellPartsOf(await received)).toEqual(["settings"]);
      expect(heard.map(shellPartsOf)).toEqual([["settings"]]);
      // a refused save announces nothing
      await save({ icpNumber: "号".repeat(51) });
      await save({}, operator);
      expect(heard).toHaveLength(1);
    } finally {
      off();
      socket.terminate();
    }
  });
});

describe("the dictionaries", () => {
  const item = (body: Record<string, unknown>, token = supervisor) => t.post<TOpsDictionaryItem>(`${OPS}/dictionary/item_save`, body as never, as(token));

  it("lists the keys and their items; a supervisor adds and edits an item at the version read, and lookups follow", async () => {
    const parents = (await t.post<{ code: string; items: number }>(`${OPS}/dictionary/parent_list`, {}, as(operator))).datas;
    expect(parents.map((p) => p.code)).toEqual(expect.arrayContaining(["QAInfo", "OperationGuide", "BookingRuleDocument"]));
    const heard: unknown[] = [];
    const off = t.app.deps.pubsub.subscribe(SHELL_CHANNEL, (payload) => heard.push(payload));
    try {
      const created = await item({ parentCode: "QAInfo", name: "分红政策", attachField1: "公司未来三年的分红政策如何安排？", sort: 99, status: 1 });
      expect(created).toMatchObject({ code: 200, datas: [{ parentCode: "QAInfo", name: "分红政策", version: 1 }] });
      const id = created.datas[0]!.id;
      const edited = await item({ ...created.datas[0]!, attachField1: "公司未来三年的现金分红比例如何安排？" });
      expect(edited.datas[0]).toMatchObject({ version: 2, attachField1: "公司未来三年的现金分红比例如何安排？" });
      const lookup = await t.post<{ id: number; attachField1: string }>(`${PUB}/dictionary/dic_list`, { parentCode: "QAInfo" });
      expect(lookup.datas.find((d) => d.id === id)?.attachField1).toBe("公司未来三年的现金分红比例如何安排？");
      expect(heard.map(shellPartsOf)).toEqual([["dictionary"], ["dictionary"]]);
      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "ops.content.dictionary_save")).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ before: { attachField1: "公司未来三年的分红政策如何安排？" }, after: { version: 2 } });

      // a second edit made against version 1 is refused with the item as it is now, and changes nothing
      const stale = await item({ ...created.datas[0]!, attachField1: "旧版本上的修改" });
      expect(stale).toMatchObject({ code: 400, message: "数据已被其他人修改，请刷新后重试", datas: [{ version: 2 }] });
      // switched off, it leaves the lookups
      await item({ ...edited.datas[0]!, status: 0 });
      expect((await t.post<{ id: number }>(`${PUB}/dictionary/dic_list`, { parentCode: "QAInfo" })).datas.map((d) => d.id)).not.toContain(id);
    } finally {
      off();
    }
  });

  it("refuses an operator, enterprise and personal users, an unknown key, another key's item and bad input", async () => {
    for (const token of [operator, company, personal]) expect((await item({ parentCode: "QAInfo", name: "x", status: 1 }, token)).code).toBe(403);
    expect(await item({ parentCode: "NoSuchKey", name: "x", status: 1 })).toMatchObject({ code: 400, message: "该字典不存在" });
    const [guide] = (await t.post<TOpsDictionaryItem>(`${OPS}/dictionary/item_list`, { parentCode: "OperationGuide" }, as(operator))).datas;
    expect(await item({ ...guide!, parentCode: "QAInfo" })).toMatchObject({ code: 400, message: "该字典项不属于所选字典" });
    expect(await item({ parentCode: "QAInfo", name: "", status: 1 })).toMatchObject({ code: 400, message: "请输入字典项名称" });
    expect(await item({ parentCode: "QAInfo", name: "x", attachField1: "长".repeat(1001), status: 1 })).toMatchObject({ code: 400 });
    expect(await item({ id: guide!.id, parentCode: "OperationGuide", name: "x", status: 1 })).toMatchObject({ code: 400, message: "数据已被其他人修改，请刷新后重试" });
  });
});
