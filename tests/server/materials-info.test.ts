import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { activities, activityMaterials, auditLog, companyHomepageChanges } from "#server/db/schema/index.ts";
import { MaterialsOutcome as O } from "#shared/materials/materials-rules.ts";
import type { TMaterials } from "#shared/api/materials.contract.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { now } from "#server/clock.ts";
import { createTestApp, injectSocket, type TTestApp } from "./test-app.ts";
import { asOpsNotice, type TOpsNotice } from "#shared/ops/ops-notices.ts";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";
import { as } from "./qa-helpers.ts";
import { GUEST, M, freshActivity, logos, partOf } from "./materials-helpers.ts";
import { OPS } from "#shared/api/contract.ts";

let t: TTestApp;
let admin: string;
let member: string;
let other: string;
let ops: string;
let companyId: number;
let files: { logoPath: string; miniLogoPath: string };

beforeAll(async () => {
  t = await createTestApp({ translator: { toEnglish: async (html) => html.replace("公司", "Company") } });
  [admin, member, other, ops] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member"), t.loginPass("fund-admin"), t.loginPass("ops-admin")]);
  companyId = await t.companyOf("listed-admin");
  files = await logos(t, admin);
});
afterAll(async () => t.close());

const intro = (zh: string, en = "") => JSON.stringify({ gsfc_intro: zh, gsfc_intro_en: en, gsfc_intro_en_show: Boolean(en), gsfc_pics: [], intro_video: null, cloud_video: null });
const save = (body: Record<string, unknown>, token = admin) => t.post<TMaterials>(M.info, { isCommit: false, ...body } as never, as(token));
const submit = (body: Record<string, unknown>, token = admin) => t.post<TMaterials>(M.info, { isCommit: true, ...body } as never, as(token));

describe("upload_activity_info: save keeps what is valid so far", () => {
  it("saves a partial draft, bumps the version, and the detail answers every materials field", async () => {
    const id = await freshActivity(t, companyId);
    const first = await save({ id, version: 0, bgType: 1, bgNum: 2, companyIntroJson: intro("<p>半成品</p>") });
    expect(first.code, first.message).toBe(200);
    expect(first.message).toBe("保存成功");
    expect(first.datas[0]).toMatchObject({ version: 1, bgType: 1, bgNum: 2, allowEdit: true, isInfoSubed: false });
    const second = await save({ id, version: 1, ...files });
    expect(second.datas[0]).toMatchObject({ version: 2, bgNum: 2, logoPath: files.logoPath, companyIntroJson: { gsfc_intro: "<p>半成品</p>" } });
    const detail = await t.post<Record<string, unknown>>(M.detail, { activityId: id }, as(admin));
    expect(detail.datas[0]).toMatchObject({ activityId: id, version: 2, bgType: 1, bgNum: 2, logoPath: files.logoPath, allowEdit: true, canTranslate: true });
    expect((await partOf(t, id)).isInfoSubed).toBe(false);
  });

  it("a member of the same company may save too", async () => {
    const id = await freshActivity(t, companyId);
    expect((await save({ id, bgType: 1, bgNum: 1 }, member)).code).toBe(200);
  });

  it("a save from an older version is a conflict answered with the current materials, nothing overwritten", async () => {
    const id = await freshActivity(t, companyId);
    await save({ id, version: 0, companyIntroJson: intro("<p>甲的版本</p>") });
    const stale = await save({ id, version: 0, companyIntroJson: intro("<p>乙的版本</p>") });
    expect(stale.code).toBe(400);
    expect(stale.message).toBe(O.versionConflict.message);
    expect((stale as { outcome?: string }).outcome).toBe(O.versionConflict.code);
    expect(stale.datas[0]).toMatchObject({ version: 1, companyIntroJson: { gsfc_intro: "<p>甲的版本</p>" } });
    const [row] = await t.database.db.select().from(activityMaterials).where(eq(activityMaterials.activityId, id));
    expect(row!.companyIntroJson?.gsfc_intro).toBe("<p>甲的版本</p>");
  });

  it("bad input answers its message and changes nothing", async () => {
    const id = await freshActivity(t, companyId);
    await save({ id, bgType: 1, bgNum: 3 });
    const cases: [Record<string, unknown>, string][] = [
      [{ guestsOnStage: -1 }, O.guestCountInvalid.message],
      [{ guestsUnderStage: "1000000000" }, O.guestCountInvalid.message],
      [{ bgType: 3 }, O.bgTypeInvalid.message],
      [{ bgNum: 999 }, O.bgTemplateUnknown.message],
      [{ arrangeContentJson: "[{" }, O.jsonInvalid.message],
      [{ arrangeContentJson: JSON.stringify([{ time: "x".repeat(101), title: "" }]) }, O.scheduleTimeTooLong.message],
      [{ logoPath: "/files/never-uploaded.png" }, O.fileNotOwned.message],
      [{ logoPath: "https://evil.example/x.png" }, O.fileNotOwned.message],
      [{ fundCodes: "999999" }, O.productUnknown.message],
      [{ fundCodes: "110011,110011" }, O.productDuplicate.message],
    ];
    for (const [body, message] of cases) {
      const answer = await save({ id, ...body });
      expect([answer.code, answer.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const [row] = await t.database.db.select().from(activityMaterials).where(eq(activityMaterials.activityId, id));
    expect(row).toMatchObject({ version: 1, bgNum: 3, logoPath: null, fundCodes: [] });
  });

  it("another company's activity answers 403 and changes nothing", async () => {
    const id = await freshActivity(t, companyId);
    expect((await save({ id, bgType: 1, bgNum: 1 }, other)).code).toBe(403);
    expect((await submit({ id }, other)).code).toBe(403);
    expect(await t.database.db.select().from(activityMaterials).where(eq(activityMaterials.activityId, id))).toEqual([]);
  });

  it("rich text is sanitised before it is stored; schedule texts are plain", async () => {
    const id = await freshActivity(t, companyId);
    const saved = await save({
      id,
      companyIntroJson: intro('<p onclick="x()">介绍<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="https://a.example/i.png" onerror="x()"></p>'),
      arrangeContentJson: JSON.stringify([{ time: "<b>9:00</b>", title: "<img src=x onerror=alert(1)>开场", en_title: "Open开场" }]),
    });
    const stored = saved.datas[0]!;
    // the one rich-text rule (shared/content/rich-text-policy.ts): a link without a safe address keeps its text
    // only, and pictures come from the portal's own files, not from another site
    expect(stored.companyIntroJson.gsfc_intro).toBe("<p>介绍<span>链接</span></p>");
    expect(stored.arrangeContentJson).toEqual([{ time: "9:00", title: "开场", en_title: "Open" }]);
  });
});

describe("upload_activity_info: submit runs every check in the spec's order", () => {
  it("refuses with each check's message in turn, then submits, moves the info step and records it", async () => {
    const id = await freshActivity(t, companyId, { activityType: 2 });
    const steps: [Record<string, unknown>, string][] = [
      [{}, O.chooseBgTemplate.message],
      [{ bgType: 2 }, O.uploadBg.message],
      [{ bgType: 1, bgNum: 2 }, O.addSchedule.message],
      [{ arrangeContentJson: JSON.stringify([{ time: "14:00", title: "开场致辞", en_title: "Opening" }]) }, O.uploadBgLogo.message],
      [{ logoPath: files.logoPath }, O.uploadCompanyLogo.message],
      [{ miniLogoPath: files.miniLogoPath }, O.enterIntro.message],
      [{ companyIntroJson: intro(`<p>${"字".repeat(3001)}</p>`) }, O.introTooLong.message],
      [{ companyIntroJson: intro("<p>公司简介</p>", "a".repeat(6001)) }, O.introTooLong.message],
      [{ companyIntroJson: intro("<p>公司简介</p>", "<p>About</p>") }, O.addGuest.message],
    ];
    for (const [body, message] of steps) {
      expect((await save({ id, ...body })).code).toBe(200);
      const answer = await submit({ id });
      expect([answer.code, answer.message]).toEqual([400, message]);
      expect((await partOf(t, id)).isInfoSubed).toBe(false);
    }
    expect((await t.post(M.add, { activityId: id, ...GUEST }, as(admin))).code).toBe(200);
    expect((await submit({ id })).message).toBe(O.enterGuestsOnStage.message);
    // the operators' socket hears of the submit, and of nothing before it (the refused submits said nothing)
    const socket = await injectSocket(t.app, qaSocketPaths.ops, ops);
    const notices: TOpsNotice[] = [];
    socket.addEventListener("message", (e) => {
      const notice = asOpsNotice(JSON.parse(String(e.data)));
      if (notice) notices.push(notice);
    });
    const done = await submit({ id, guestsOnStage: 2, guestsUnderStage: 30, isSyncToCompanyHomepage: true });
    expect([done.code, done.message]).toEqual([200, "提交成功"]);
    await expect.poll(() => notices.length).toBe(1);
    const [activity] = await t.database.db.select({ title: activities.title }).from(activities).where(eq(activities.id, id));
    expect(notices[0]).toMatchObject({ kind: "materials-submitted", activityId: id, title: activity!.title });
    socket.close();
    expect(done.datas[0]).toMatchObject({ isInfoSubed: true, allowEdit: false, guestsOnStage: 2 });
    const part = await partOf(t, id);
    expect(part.isInfoSubed).toBe(true);
    expect(part.infoSubTime).not.toBeNull();
    const [change] = await t.database.db.select().from(companyHomepageChanges).where(eq(companyHomepageChanges.activityId, id));
    expect(change).toMatchObject({ companyId, status: 0, miniLogoPath: files.miniLogoPath });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "materials.submit")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.entityId).toBe(String(part.id));
    // the progress strip reads isInfoSubed from the detail
    expect((await t.post<{ isInfoSubed: boolean; infoSubStatus: number }>(M.detail, { activityId: id }, as(admin))).datas[0]!.isInfoSubed).toBe(true);
    // submit is final: saving, submitting and the guest calls are closed
    expect((await save({ id, bgNum: 1 })).message).toBe(O.closed.message);
    expect((await submit({ id })).message).toBe(O.closed.message);
    expect((await t.post(M.add, { activityId: id, ...GUEST, guestName: "李四" }, as(admin))).message).toBe(O.closed.message);
  });

  it("a fund activity asks for the company-and-product introduction; a collective needs no background logo", async () => {
    const fundCompany = await t.companyOf("fund-admin");
    const fund = await freshActivity(t, fundCompany, { activityType: 5 });
    const fundFiles = await logos(t, other);
    await save({ id: fund, bgType: 1, bgNum: 1, ...fundFiles, fundCodes: "110011,161725" }, other);
    expect((await submit({ id: fund }, other)).message).toBe(O.enterIntroAndProduct.message);
    const detail = await t.post<TMaterials>(M.detail, { activityId: fund }, as(other));
    expect(detail.datas[0]!.activityFundProductList.map((p) => p.fundCode)).toEqual(["110011", "161725"]);
    expect(detail.datas[0]!.companyType).toBe(2);

    const multi = await freshActivity(t, companyId, { isMulti: true, activityType: 6 });
    await save({ id: multi, bgType: 1, bgNum: 1, miniLogoPath: files.miniLogoPath, companyIntroJson: intro("<p>简介</p>") });
    await t.post(M.add, { activityId: multi, ...GUEST }, as(admin));
    expect((await submit({ id: multi })).code).toBe(200);
  });

  it("after infoSubmitCloseTime the materials are read-only until an operator reopens them", async () => {
    const id = await freshActivity(t, companyId, { infoSubmitCloseTime: new Date(now().getTime() - 60_000) });
    {
      const closed = await save({ id, bgType: 1, bgNum: 1 });
      expect([closed.code, closed.message]).toEqual([400, O.closed.message]);
      expect((await t.post<TMaterials>(M.detail, { activityId: id }, as(admin))).datas[0]!.allowEdit).toBe(false);
      const reopened = await t.post(`${OPS}/activity/reopen_materials`, { activityId: id }, as(ops));
      expect(reopened.code, reopened.message).toBe(200);
      expect((await save({ id, bgType: 1, bgNum: 1 })).code).toBe(200);
      // reopening twice is refused: they are open
      expect((await t.post(`${OPS}/activity/reopen_materials`, { activityId: id }, as(ops))).message).toBe(OpsMsg.infoNotSubmitted);
    }
  });

  it("a cancelled or ended activity is closed", async () => {
    const id = await freshActivity(t, companyId);
    await t.database.db.update(activities).set({ status: 3 }).where(eq(activities.id, id));
    expect((await save({ id, bgNum: 1 })).message).toBe(O.closed.message);
  });

  it("the same Idempotency-Key saves once (the offline outbox's replay)", async () => {
    const id = await freshActivity(t, companyId);
    const headers = { ...as(admin), "idempotency-key": `materials-${id}` };
    const a = await t.post<TMaterials>(M.info, { id, version: 0, isCommit: false, bgType: 1, bgNum: 2 }, headers);
    const b = await t.post<TMaterials>(M.info, { id, version: 0, isCommit: false, bgType: 1, bgNum: 2 }, headers);
    expect(a.code).toBe(200);
    expect(b).toMatchObject({ code: 200, datas: [{ version: 1 }] });
    const [row] = await t.database.db.select().from(activityMaterials).where(eq(activityMaterials.activityId, id));
    expect(row!.version).toBe(1);
  });

  it("a save racing a submit: both run, one after the other, and neither is lost", async () => {
    const id = await freshActivity(t, companyId);
    await save({ id, bgType: 1, bgNum: 2, ...files, companyIntroJson: intro("<p>简介</p>"), guestsOnStage: 1 });
    await t.post(M.add, { activityId: id, ...GUEST }, as(admin));
    const [s, c] = await Promise.all([save({ id, guestsUnderStage: 10 }), submit({ id })]);
    // whichever came second saw the first: a save after the submit is refused as closed, never silently dropped
    expect([s.code, c.code]).toContain(200);
    if (s.code !== 200) expect(s.message).toBe(O.closed.message);
    expect(c.code).toBe(200);
    expect((await partOf(t, id)).isInfoSubed).toBe(true);
  });
});

describe("upload_activity_pic_info, fund_product_list, translate/to_en", () => {
  it("stores scene photos of uploaded files, at most 20", async () => {
    const id = await freshActivity(t, companyId);
    const photo = { image: files.logoPath, title: "<b>现场</b>", width: 1000, height: 560 };
    const saved = await t.post<TMaterials>(M.pic, { id, worksitImageJson: JSON.stringify([photo]) }, as(admin));
    expect(saved.code, saved.message).toBe(200);
    expect(saved.datas[0]!.worksitImageJson).toEqual([{ image: files.logoPath, title: "现场", content: "", en_content: "", width: 1000, height: 560 }]);
    expect((await t.post(M.pic, { id, worksitImageJson: JSON.stringify(Array(21).fill(photo)) }, as(admin))).message).toBe(O.tooManyScenePhotos.message);
    expect((await t.post(M.pic, { id, worksitImageJson: JSON.stringify([{ image: "/files/nope.png" }]) }, as(admin))).message).toBe(O.fileNotOwned.message);
    expect((await t.post(M.pic, { id, worksitImageJson: "[]" }, as(other))).code).toBe(403);
  });

  it("searches fund products by code prefix or name from 2 characters", async () => {
    const byCode = await t.post<{ fundCode: string }>(M.funds, { fundCodeOrExpansionAbbr: "1100", size: 0 }, as(other));
    expect(byCode.datas.map((f) => f.fundCode).sort()).toEqual(["110011", "110022"]);
    const byName = await t.post<{ fundCode: string }>(M.funds, { fundCodeOrExpansionAbbr: "新能源" }, as(other));
    expect(byName.datas.map((f) => f.fundCode)).toEqual(["012345"]);
    expect((await t.post(M.funds, { fundCodeOrExpansionAbbr: "1" }, as(other))).message).toBe(O.fundSearchShort.message);
    expect((await t.post(M.funds, { fundCodeOrExpansionAbbr: "%%" }, as(other))).datas).toEqual([]);
  });

  it("translates through the provider and cleans what it answers", async () => {
    const answer = await t.post<string>(M.translate, { richtext: "<p>公司<script>x</script></p>" }, as(admin));
    expect(answer).toMatchObject({ code: 200, datas: ["<p>Company</p>"] });
    expect((await t.post(M.translate, { richtext: " " }, as(admin))).message).toBe(O.translateEmpty.message);
  });

  it("without a translator the call answers a clear 400 and the materials say so", async () => {
    const bare = await createTestApp({ translator: null });
    try {
      const token = await bare.loginPass("listed-admin");
      const answer = await bare.post(M.translate, { richtext: "<p>公司</p>" }, as(token));
      expect([answer.code, answer.message]).toEqual([400, O.translateOff.message]);
      const id = await freshActivity(bare, companyId);
      expect((await bare.post<TMaterials>(M.detail, { activityId: id }, as(token))).datas[0]!.canTranslate).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it("a provider that fails answers a clear 400", async () => {
    const broken = await createTestApp({ translator: { toEnglish: async () => Promise.reject(new Error("down")) } });
    try {
      const token = await broken.loginPass("listed-admin");
      expect((await broken.post(M.translate, { richtext: "<p>公司</p>" }, as(token))).message).toBe(O.translateFailed.message);
    } finally {
      await broken.close();
    }
  });
});
