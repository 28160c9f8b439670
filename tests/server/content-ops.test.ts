import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { activities, auditLog, siteBanners, subjectPages } from "#server/db/schema/index.ts";
import { OPS, PUB } from "#shared/api/contract.ts";
import { ContentMsg } from "#shared/content/site-content.ts";
import type { TBanner, THotTopicDetail, TSubjectDetail } from "#shared/api/content.contract.ts";
import type { TOpsBanner, TOpsHotTopic, TOpsSubject, TOpsCourse, TOpsSettings } from "#shared/api/content-ops.contract.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { XSS_CORPUS } from "./security/xss-corpus.ts";

// The back office's content editors (document 4 section 6, "Content and settings"): each save is audited,
// refuses bad input with its message and changes nothing then, and shows on the public side at once.
let t: TTestApp;
let ops: string;
let operator: string;
let company: string;
let investor: string;
let published: number;
const as = (token: string) => ({ authorization: token });
const lastAudit = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

beforeAll(async () => {
  t = await createTestApp();
  [ops, operator, company, investor] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin"), t.loginMobile("13800000001")]);
  const [a] = await t.database.db.select({ id: activities.id }).from(activities).where(and(eq(activities.pubStatus, 2), eq(activities.isCancel, false))).limit(1);
  published = a!.id;
});
afterAll(async () => t.close());

const banner = { title: "新横幅", titleEn: "New banner", imageUrl: "/files/uploads/2026/banner.png", targetType: 1, sort: 5, status: 1 };

describe("banners", () => {
  it("creates a banner that the carousel's call then answers, audited with before and after", async () => {
    const saved = await t.post<TOpsBanner>(`${OPS}/content/banner_save`, { ...banner, targetId: published }, as(operator));
    expect(saved.code, saved.message).toBe(200);
    const id = saved.datas[0]!.id;
    const pub = await t.post<TBanner>(`${PUB}/index/banner_list`);
    expect(pub.datas.find((b) => b.id === id)).toMatchObject({ title: "新横幅", targetType: 1, targetId: published });
    const entry = await lastAudit("ops.content.banner_create");
    expect(entry).toMatchObject({ entity: "site_banners", entityId: String(id), before: null });
    expect(entry!.after).toMatchObject({ title: "新横幅" });

    const disabled = await t.post<TOpsBanner>(`${OPS}/content/banner_save`, { ...banner, id, targetId: published, status: 0 }, as(operator));
    expect(disabled.datas[0]!.status).toBe(0);
    expect((await t.post<TBanner>(`${PUB}/index/banner_list`)).datas.some((b) => b.id === id)).toBe(false);
    expect((await lastAudit("ops.content.banner_update"))!.before).toMatchObject({ status: 1 });
  });

  it("puts a new banner without an order last, and an edit without one keeps its place", async () => {
    const { sort: _sort, ...unsorted } = banner;
    const saved = await t.post<TOpsBanner>(`${OPS}/content/banner_save`, { ...unsorted, targetId: published }, as(operator));
    const list = (await t.post<TOpsBanner>(`${OPS}/content/banner_list`, {}, as(operator))).datas;
    expect(list.at(-1)!.id).toBe(saved.datas[0]!.id);
    const edited = await t.post<TOpsBanner>(`${OPS}/content/banner_save`, { ...unsorted, id: saved.datas[0]!.id, title: "改名", targetId: published }, as(operator));
    expect(edited.datas[0]!.sort).toBe(saved.datas[0]!.sort);
  });

  it("reorders the banners", async () => {
    const list = (await t.post<TOpsBanner>(`${OPS}/content/banner_list`, {}, as(operator))).datas;
    const reversed = list.map((b) => b.id).reverse();
    const sorted = await t.post<TOpsBanner>(`${OPS}/content/banner_sort`, { ids: reversed }, as(operator));
    expect(sorted.datas.map((b) => b.id)).toEqual(reversed);
    expect(await lastAudit("ops.content.banner_sort")).toBeTruthy();
    expect(await t.post(`${OPS}/content/banner_sort`, { ids: [reversed[0]!, reversed[0]!] }, as(operator))).toMatchObject({ code: 400, message: ContentMsg.sortInvalid });
  });

  it("refuses bad input with its message and stores nothing", async () => {
    const before = (await t.database.db.select().from(siteBanners)).length;
    const cases: [TFormInput, string][] = [
      [{ ...banner, title: "" }, ContentMsg.titleRequired],
      [{ ...banner, title: "长".repeat(101), targetId: published }, ContentMsg.titleTooLong],
      [{ ...banner, imageUrl: "javascript:alert(1)", targetId: published }, ContentMsg.imageInvalid],
      [{ ...banner, imageUrl: "/files/../../etc/passwd", targetId: published }, ContentMsg.imageInvalid],
      [{ ...banner }, ContentMsg.targetActivityRequired],
      [{ ...banner, targetType: 3, targetUrl: "javascript:alert(1)" }, ContentMsg.targetLinkInvalid],
      [{ ...banner, targetType: 9 }, ContentMsg.targetInvalid],
      [{ ...banner, targetId: 999_999 }, ContentMsg.activityNotFound],
      [{ ...banner, targetId: published, startAt: "2026-12-01 10:00", endAt: "2026-11-01 10:00" }, ContentMsg.windowInvalid],
      [{ ...banner, targetId: published, startAt: "tomorrow" }, ContentMsg.dateInvalid],
      [{ ...banner, targetId: published, status: 7 }, ContentMsg.statusInvalid],
      [{ ...banner, targetId: published, id: 999_999 }, ContentMsg.notFound],
    ];
    for (const [body, message] of cases) expect(await t.post(`${OPS}/content/banner_save`, body, as(operator)), message).toMatchObject({ code: 400, message });
    expect((await t.database.db.select().from(siteBanners)).length).toBe(before);
  });
});

describe("hot topics", () => {
  it("saves a topic with items and shows them publicly; a missing item is refused", async () => {
    const saved = await t.post<TOpsHotTopic>(
      `${OPS}/content/hot_topic_save`,
      { title: "新话题", summary: "<b>摘要</b>", status: 1, items: [{ kind: 1, refId: published }] },
      as(operator),
    );
    expect(saved.code, saved.message).toBe(200);
    expect(saved.datas[0]).toMatchObject({ summary: "摘要", items: [{ kind: 1, refId: published }] });
    const detail = await t.post<THotTopicDetail>(`${PUB}/hot_topic/hot_topic_detail`, { id: saved.datas[0]!.id });
    expect(detail.datas[0]!.items.map((i) => i.refId)).toEqual([published]);
    expect(await lastAudit("ops.content.hot_topic_create")).toBeTruthy();

    const refused = await t.post(`${OPS}/content/hot_topic_save`, { title: "x", status: 1, items: [{ kind: 1, refId: 999_999 }] }, as(operator));
    expect(refused).toMatchObject({ code: 400, message: `${ContentMsg.itemNotFound}活动999999` });
    // the library's videos (kind 3) are not open yet
    expect(await t.post(`${OPS}/content/hot_topic_save`, { title: "x", status: 1, items: [{ kind: 3, refId: 1 }] }, as(operator))).toMatchObject({
      code: 400,
      message: ContentMsg.itemKindInvalid,
    });
  });
});

describe("subject pages", () => {
  it("creates an unpublished page (missing to the public), publishes it as a test with a code, then formally", async () => {
    const created = await t.post<TOpsSubject>(
      `${OPS}/content/subject_save`,
      { title: "专题", headerType: 0, showLogin: false, content: '<p onclick="x()">正文<script>alert(1)</script><img src="x" onerror="y()"></p>', activityIds: [published] },
      as(operator),
    );
    expect(created.code, created.message).toBe(200);
    const page = created.datas[0]!;
    expect(page.content).toBe("<p>正文</p>");
    expect(page.pubStatus).toBe(0);
    expect(await t.post(`${PUB}/subject/subject_detail`, { id: page.id })).toMatchObject({ code: 400, message: ContentMsg.notFound });

    const test = await t.post<TOpsSubject>(`${OPS}/content/subject_publish_test`, { id: page.id }, as(operator));
    expect(test.datas[0]).toMatchObject({ pubStatus: 1 });
    expect(test.datas[0]!.testCode).toMatch(/^[A-Za-z0-9]+$/);
    expect(await t.post(`${OPS}/content/subject_publish_test`, { id: page.id }, as(operator))).toMatchObject({ code: 400, message: ContentMsg.alreadyTestPublished });
    const seen = await t.post<TSubjectDetail>(`${PUB}/subject/subject_detail`, { id: page.id });
    expect(seen.datas[0]!.activities.map((a) => a.activityId)).toEqual([published]);

    const formal = await t.post<TOpsSubject>(`${OPS}/content/subject_publish`, { id: page.id }, as(operator));
    expect(formal.datas[0]!.pubStatus).toBe(2);
    expect(await t.post(`${OPS}/content/subject_publish`, { id: page.id }, as(operator))).toMatchObject({ code: 400, message: ContentMsg.alreadyPublished });
    expect((await lastAudit("ops.content.subject_publish"))!.after).toMatchObject({ pubStatus: 2 });
  });

  it("refuses a link to a missing activity and a bad header type", async () => {
    expect(await t.post(`${OPS}/content/subject_save`, { title: "x", headerType: 0, showLogin: 0, content: "", activityIds: [999_999] }, as(operator))).toMatchObject({
      code: 400,
      message: ContentMsg.activityNotFound,
    });
    expect(await t.post(`${OPS}/content/subject_save`, { title: "x", headerType: 5, showLogin: 0, content: "" }, as(operator))).toMatchObject({ code: 400, message: ContentMsg.headerTypeInvalid });
    expect((await t.database.db.select().from(subjectPages).where(eq(subjectPages.title, "x"))).length).toBe(0);
  });

  it("keeps no live markup from the XSS corpus in any rich text", async () => {
    for (const payload of XSS_CORPUS) {
      const saved = await t.post<TOpsSubject>(`${OPS}/content/subject_save`, { title: "xss", headerType: 0, showLogin: 0, content: `<p>a</p>${payload}`, contentEn: payload }, as(operator));
      expect(saved.code).toBe(200);
      for (const html of [saved.datas[0]!.content, saved.datas[0]!.contentEn ?? ""]) {
        // text that merely reads "javascript:" is harmless; an address or a handler is not
        expect(html, payload).not.toMatch(/<script|<iframe|<svg|<math|<style|\son[a-z]+\s*=|(href|src)\s*=\s*["']?\s*(javascript|data):|style=/i);
      }
    }
  });
});

describe("courses", () => {
  it("saves a course with lessons, refusing a lesson address that is not a file or http(s)", async () => {
    const saved = await t.post<TOpsCourse>(
      `${OPS}/content/course_save`,
      { title: "新课程", status: 1, lessons: [{ kind: 2, title: "讲义", url: "/api/docs/guide-single.pdf" }, { kind: 1, title: "视频", url: "https://v.example/a.mp4", durationMinutes: 30 }] },
      as(operator),
    );
    expect(saved.code, saved.message).toBe(200);
    expect(saved.datas[0]!.lessons.map((l) => l.kind)).toEqual([2, 1]);
    expect(await lastAudit("ops.content.course_create")).toBeTruthy();
    expect(await t.post(`${OPS}/content/course_save`, { title: "x", status: 1, lessons: [{ kind: 2, title: "a", url: "javascript:1" }] }, as(operator))).toMatchObject({
      code: 400,
      message: ContentMsg.lessonUrlInvalid,
    });
  });
});

describe("system settings (supervisor only)", () => {
  const settings = { grayMode: 1, maintenanceEnabled: false, agreementVersion: "2026.2", noticeText: "通知", noticeStartAt: "2026-11-20 00:00", noticeEndAt: "2026-12-20 00:00", noticeSpeed: 80 };

  it("refuses an operator and saves for a supervisor; public_settings follows", async () => {
    expect(await t.post(`${OPS}/system/settings_save`, settings, as(operator))).toMatchObject({ code: 403 });
    const saved = await t.post<TOpsSettings>(`${OPS}/system/settings_save`, settings, as(ops));
    expect(saved.code, saved.message).toBe(200);
    expect(saved.datas[0]).toMatchObject({ grayMode: 1, agreementVersion: "2026.2", noticeBanner: { text: "通知", speed: 80 } });
    const pub = await t.post<{ grayMode: number; noticeBanner: { text: string } | null }>(`${PUB}/system/public_settings`);
    expect(pub.datas[0]).toMatchObject({ grayMode: 1, noticeBanner: { text: "通知" } });
    expect((await lastAudit("ops.content.settings_update"))!.before).toMatchObject({ grayMode: 0, agreementVersion: "2026.1" });
  });

  it("keeps the banner's English beside its Chinese, and public_settings gives both", async () => {
    const saved = await t.post<TOpsSettings>(`${OPS}/system/settings_save`, { ...settings, noticeTextEn: "  Notice  " }, as(ops));
    expect(saved.code, saved.message).toBe(200);
    expect(saved.datas[0]!.noticeBanner).toMatchObject({ text: "通知", textEn: "Notice" });
    const pub = await t.post<{ noticeBanner: { text: string; textEn: string | null } | null }>(`${PUB}/system/public_settings`);
    expect(pub.datas[0]!.noticeBanner).toMatchObject({ text: "通知", textEn: "Notice" });
    // saved without English: English pages fall back to the Chinese
    await t.post(`${OPS}/system/settings_save`, settings, as(ops));
    expect((await t.post<{ noticeBanner: { textEn: string | null } }>(`${PUB}/system/public_settings`)).datas[0]!.noticeBanner.textEn).toBeNull();
  });

  it("refuses bad settings", async () => {
    for (const [body, message] of [
      [{ ...settings, grayMode: 3 }, ContentMsg.grayModeInvalid],
      [{ ...settings, agreementVersion: "<b>" }, ContentMsg.versionInvalid],
      [{ ...settings, noticeSpeed: 5000 }, ContentMsg.speedInvalid],
      [{ ...settings, noticeEndAt: "2026-11-01 00:00" }, ContentMsg.windowInvalid],
    ] as const) {
      expect(await t.post(`${OPS}/system/settings_save`, body, as(ops))).toMatchObject({ code: 400, message });
    }
  });
});

describe("who may edit", () => {
  it("refuses companies and investors (403) and visitors (401) on every editor", async () => {
    for (const path of ["content/banner_list", "content/banner_save", "content/hot_topic_save", "content/subject_publish", "content/course_save", "content/page_save", "system/settings_detail"]) {
      expect((await t.post(`${OPS}/${path}`, {}, as(company))).code, path).toBe(403);
      expect((await t.post(`${OPS}/${path}`, {}, as(investor))).code, path).toBe(403);
      expect((await t.post(`${OPS}/${path}`, {})).code, path).toBe(401);
    }
  });
});

describe("maintenance mode", () => {
  const on = { grayMode: 0, maintenanceEnabled: true, agreementVersion: "2026.1" };
  it("refuses public and personal calls of everyone but operators; the back office keeps working", async () => {
    expect((await t.post(`${OPS}/system/settings_save`, on, as(ops))).code).toBe(200);
    const visitor = await t.post(`${PUB}/index/banner_list`);
    expect(visitor).toMatchObject({ status: 503, code: 503, message: ContentMsg.maintenance, outcome: "content.maintenance" });
    expect((await t.post(`${PUB}/index/banner_list`, {}, as(investor))).status).toBe(503);
    expect((await t.post(`${AUTH_COMPANY}`, {}, as(company))).status).toBe(503);
    // what the shell needs: settings, who am I, and the maintenance page's own text
    expect((await t.post(`${PUB}/system/public_settings`)).code).toBe(200);
    expect((await t.post(`${PUB}/site_page/page_detail`, { pageKey: "systemMaintenance" })).code).toBe(200);
    expect((await t.post(`${PUB}/site_page/page_detail`, { pageKey: "aboutUs" })).status).toBe(503);
    // operators: public calls and the back office
    expect((await t.post(`${PUB}/index/banner_list`, {}, as(operator))).code).toBe(200);
    expect((await t.post(`${OPS}/content/banner_list`, {}, as(operator))).code).toBe(200);
    expect((await t.post(`${OPS}/system/settings_save`, { ...on, maintenanceEnabled: false }, as(ops))).code).toBe(200);
    expect((await t.post(`${PUB}/index/banner_list`)).code).toBe(200);
  });
});

const AUTH_COMPANY = "/base-service/api/auth/v1/company/info";
