import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, companyHomepageChanges, companyMembers, messages, users } from "#server/db/schema/index.ts";
import type { THomepageChange, THomepageInfo, TIntroModifyRecord } from "#shared/api/homepage.contract.ts";
import type { TCompanyHomepage } from "#shared/api/institution.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const AUTH = "/base-service/api/auth/v1";
const OPS = "/base-service/api/ops/v1";
const PUB = "/base-service/api/pub/v1";
const URL = {
  info: `${AUTH}/company/company_home_page_info`,
  modify: `${AUTH}/company/company_home_page_info_modify`,
  records: `${AUTH}/company_intro_modify_record/select_company_intro_modify_record_page`,
  queue: `${OPS}/company_homepage/change_page`,
  review: `${OPS}/company_homepage/change_review`,
  detail: `${PUB}/company/company_detail`,
};
let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
let ops: string;
let companyId: number;
const as = (token: string) => ({ authorization: token });
const intro = (over: Record<string, unknown> = {}) => JSON.stringify({ gsfc_intro: "<p>鹏程智能专注机器视觉检测。</p>", gsfc_intro_en_show: true, gsfc_intro_en: "<p>Pengcheng builds machine vision.</p>", gsfc_pics: [], intro_video: null, cloud_video: [], ...over });
const modify = (over: TFormInput = {}) => ({ id: companyId, companyIntroJson: intro(), ...over });
const info = async (token: string, isEdit = false) => (await t.post<THomepageInfo>(URL.info, { isEdit }, as(token))).datas[0]!;
const queue = async (status = 0) => (await t.post<TPage<THomepageChange>>(URL.queue, { status, pageSize: 100 }, as(ops))).datas[0]!;
const publicIntro = async () => (await t.post<TCompanyHomepage>(URL.detail, { id: companyId })).datas[0]?.companyIntroJson.gsfc_intro;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, fund, ops] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("listed-member"), t.loginPass("fund-admin"), t.loginPass("ops-operator")]);
  companyId = (await info(admin)).id;
});
afterAll(async () => t.close());

describe("company homepage (document 3 sections 4, 5, 7; document 4 section 6)", () => {
  it("answers each section 5 message and files nothing", async () => {
    const before = (await t.database.db.select().from(companyHomepageChanges)).length;
    const cases: Array<[TFormInput, string]> = [
      [modify({ companyIntroJson: intro({ gsfc_intro: "<p> </p>" }) }), "请输入企业介绍"],
      [modify({ companyIntroJson: intro({ gsfc_intro: `<p>${"字".repeat(3001)}</p>` }) }), "介绍字数超出限制，请调整后提交"],
      [modify({ companyIntroJson: intro({ gsfc_intro_en: `<p>${"a".repeat(6001)}</p>` }) }), "介绍字数超出限制，请调整后提交"],
      [modify({ companyIntroJson: intro({ gsfc_pics: Array.from({ length: 11 }, (_, i) => ({ image: `/files/p${i}.png` })) }) }), "宣传图片最多10张"],
      [modify({ companyIntroJson: intro({ gsfc_pics: [{ image: "/files/never-uploaded.png" }] }) }), "文件不存在，请重新上传"],
      [modify({ logoPath: "javascript:alert(1)" }), "文件不存在，请重新上传"],
      [modify({ companyIntroJson: "{not json" }), "资料格式不正确"],
      [{ id: companyId }, "请输入企业介绍"],
    ];
    for (const [body, message] of cases) {
      const res = await t.post(URL.modify, body, as(admin));
      expect([res.code, res.message]).toEqual([400, message]);
    }
    expect((await t.database.db.select().from(companyHomepageChanges)).length).toBe(before);
  });

  it("refuses another company's id, a member who is not the admin, and a member without the roadshow scope", async () => {
    const fundId = (await info(fund)).id;
    expect((await t.post(URL.modify, modify({ id: fundId }), as(admin))).code).toBe(403);
    expect((await t.post(URL.modify, modify(), as(member))).code).toBe(403);
    expect((await t.post(URL.records, {}, as(member))).code).toBe(403);
    // the member reads the panel (the tab is theirs) but may not edit it
    expect((await info(member)).canEdit).toBe(false);
    expect((await info(admin)).canEdit).toBe(true);
    const [m] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, "listed-member"));
    await t.database.db.update(companyMembers).set({ isBookingEnable: false, isFundRoadshowEnable: false }).where(eq(companyMembers.userId, m!.id));
    try {
      expect((await t.post(URL.info, {}, as(member))).code).toBe(403);
    } finally {
      await t.database.db.update(companyMembers).set({ isBookingEnable: true }).where(eq(companyMembers.userId, m!.id));
    }
    expect((await t.post(URL.queue, {}, as(admin))).code).toBe(403);
    expect((await t.post(URL.review, { id: 1, status: 1 }, as(admin))).code).toBe(403);
  });

  it("files a sanitised change awaiting approval; a second submission replaces it; the public page is unchanged", async () => {
    const published = await publicIntro();
    const first = await t.post<TIntroModifyRecord>(URL.modify, modify(), as(admin));
    expect([first.code, first.message]).toEqual([200, "提交成功，请等待审核"]);
    const evil = '<p>新版介绍<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>';
    const second = await t.post<TIntroModifyRecord>(URL.modify, modify({ companyIntroJson: intro({ gsfc_intro: evil, cloud_video: [{ url: "/static/none.mp4", name: "<b>视频</b>" }] }) }), as(admin));
    expect(second.code).toBe(400); // an unknown video file is refused like a picture
    const ok = await t.post<TIntroModifyRecord>(URL.modify, modify({ companyIntroJson: intro({ gsfc_intro: evil }) }), as(admin));
    expect(ok.datas[0]).toMatchObject({ id: first.datas[0]!.id, status: "0", statusText: "待审核" });
    const edit = await info(admin, true);
    expect(edit.pendingId).toBe(first.datas[0]!.id);
    expect(edit.companyIntroJson.gsfc_intro).toContain("新版介绍");
    expect(edit.companyIntroJson.gsfc_intro).not.toMatch(/onerror|<script|javascript:/i);
    expect((await info(admin)).companyIntroJson.gsfc_intro).toBe(published ?? "");
    expect(await publicIntro()).toBe(published);
    const records = (await t.post<TPage<TIntroModifyRecord>>(URL.records, {}, as(admin))).datas[0]!;
    expect(records.records.filter((r) => r.status === "0")).toHaveLength(1);
  });

  it("rejects with a reason (required), then a new change is approved and published; the company is told", async () => {
    const pending = (await queue()).records.find((r) => r.companyId === companyId)!;
    expect(pending.companyIntroJson.gsfc_intro).toContain("新版介绍");
    expect((await t.post(URL.review, { id: pending.id, status: 2 }, as(ops))).message).toBe("请填写驳回原因");
    expect((await t.post(URL.review, { id: pending.id, status: 3 }, as(ops))).message).toBe("审核结果不正确");
    const rejected = await t.post<TIntroModifyRecord>(URL.review, { id: pending.id, status: 2, auditFailReason: "简介缺少主营业务" }, as(ops));
    expect(rejected.datas[0]).toMatchObject({ status: "2", auditFailReason: "简介缺少主营业务" });
    expect((await t.post(URL.review, { id: pending.id, status: 1 }, as(ops))).message).toBe("该主页变更已审核，请刷新后查看");
    expect(await publicIntro()).not.toContain("新版介绍");

    const filed = await t.post<TIntroModifyRecord>(URL.modify, modify({ companyIntroJson: intro({ gsfc_intro: "<p>审核通过的新介绍</p>" }) }), as(admin));
    const approved = await t.post<TIntroModifyRecord>(URL.review, { id: filed.datas[0]!.id, status: 1 }, as(ops));
    expect(approved.datas[0]).toMatchObject({ status: "1", statusText: "审核通过" });
    expect(await publicIntro()).toBe("<p>审核通过的新介绍</p>");
    expect((await info(admin)).pendingId).toBeNull();
    const records = (await t.post<TPage<TIntroModifyRecord>>(URL.records, { pageSize: 1 }, as(admin))).datas[0]!;
    expect(records.records[0]!.status).toBe("1");
    expect(records.pages).toBeGreaterThanOrEqual(2);
    const told = await t.database.db.select().from(messages).where(eq(messages.companyId, companyId));
    expect(told.map((m) => m.content).join("\n")).toMatch(/驳回原因：简介缺少主营业务[\s\S]*审核通过/);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "company_homepage_change"));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(["homepage.submit", "homepage.reject", "homepage.approve"]));
  });

  it("publishes a change the materials filed (parallel video lists) as the public page reads it", async () => {
    const [row] = await t.database.db
      .insert(companyHomepageChanges)
      .values({ companyId, companyIntroJson: { gsfc_intro: "<p>来自材料</p>", cloud_video: { url: ["/files/a.mp4", "/files/b.mp4"], name: ["一", "二"] } } })
      .returning();
    await t.post(URL.review, { id: row!.id, status: 1 }, as(ops));
    const home = (await t.post<TCompanyHomepage>(URL.detail, { id: companyId })).datas[0]!;
    expect(home.companyIntroJson.cloud_video.map((v) => v.name)).toEqual(["一", "二"]);
    expect(home.companyIntroJson.gsfc_intro).toBe("<p>来自材料</p>");
  });
});
