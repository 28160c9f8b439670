import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, activityVisibleUsers, courses, helpArticles, hotTopicItems, hotTopics, siteBanners, subjectPages, users } from "#server/db/schema/index.ts";
import { PUB } from "#shared/api/contract.ts";
import { ContentMsg } from "#shared/content/site-content.ts";
import type { TBanner, THotTopicCard, THotTopicDetail, TSubjectDetail, TCourseCard, TCourseDetail, TStaticPage } from "#shared/api/content.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

// The public reads of the site's content (document 4 sections 2.1, 2.4, 2.7): what is shown, and that anything
// hidden answers exactly as a missing id does.
let t: TTestApp;
const db = () => t.database.db;
const missing = { code: 400, message: ContentMsg.notFound, outcome: "content.notFound" };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("index/banner_list", () => {
  it("answers the enabled banners inside their window, in their order", async () => {
    const res = await t.post<TBanner>(`${PUB}/index/banner_list`);
    expect(res.code).toBe(200);
    expect(res.datas.length).toBe(3);
    expect(res.datas.map((b) => b.sort)).toEqual([...res.datas.map((b) => b.sort)].sort((a, b) => a - b));
    expect(res.datas[0]).toMatchObject({ title: "年度业绩说明会火热进行中", titleEn: "Annual results briefings are on", imageUrl: "/static/content/banner-1.svg" });
  });

  it("leaves out a disabled banner and one outside its window", async () => {
    const [off] = await db().insert(siteBanners).values({ title: "停用", imageUrl: "/static/content/banner-1.svg", targetType: 3, targetUrl: "https://a.example", status: 0 }).returning();
    const [later] = await db()
      .insert(siteBanners)
      .values({ title: "未开始", imageUrl: "/static/content/banner-1.svg", targetType: 3, targetUrl: "https://a.example", startAt: new Date("2099-01-01") })
      .returning();
    const [over] = await db()
      .insert(siteBanners)
      .values({ title: "已结束", imageUrl: "/static/content/banner-1.svg", targetType: 3, targetUrl: "https://a.example", endAt: new Date("2000-01-01") })
      .returning();
    const ids = (await t.post<TBanner>(`${PUB}/index/banner_list`)).datas.map((b) => b.id);
    for (const row of [off, later, over]) expect(ids).not.toContain(row!.id);
    await db().delete(siteBanners).where(eq(siteBanners.title, "停用"));
  });
});

describe("hot topics", () => {
  it("pages the enabled topics and opens one with its public items", async () => {
    const page = await t.post<TPage<THotTopicCard>>(`${PUB}/hot_topic/hot_topic_page`, { pageNo: 1, pageSize: 10 });
    expect(page.code).toBe(200);
    expect(page.datas[0]!.total).toBe(2);
    const first = page.datas[0]!.records[0]!;
    const detail = await t.post<THotTopicDetail>(`${PUB}/hot_topic/hot_topic_detail`, { id: first.id });
    expect(detail.code).toBe(200);
    expect(detail.datas[0]!.items.length).toBeGreaterThan(0);
    expect(detail.datas[0]!.items.every((i) => (i.kind === 1 ? i.activity !== null : i.video !== null))).toBe(true);
    // each company in English where it has an English short name
    const pengcheng = detail.datas[0]!.items.find((i) => i.activity?.companyNames.includes("鹏城智能"))?.activity;
    expect(pengcheng?.companyEnNames).toContain("Pengcheng Intelligent");
    expect(pengcheng?.companyEnNames).not.toMatch(/鹏城/);
  });

  it("hides a restricted or unpublished activity inside a topic", async () => {
    const [topic] = await db().select().from(hotTopics).where(eq(hotTopics.title, "年报季·业绩说明会"));
    const [item] = await db().select().from(hotTopicItems).where(eq(hotTopicItems.topicId, topic!.id)).limit(1);
    const [investor] = await db().select({ id: users.id }).from(users).where(eq(users.mobile, "13800000001"));
    await db().insert(activityVisibleUsers).values({ activityId: item!.refId, userId: investor!.id });
    const detail = await t.post<THotTopicDetail>(`${PUB}/hot_topic/hot_topic_detail`, { id: topic!.id });
    expect(detail.datas[0]!.items.some((i) => i.kind === 1 && i.refId === item!.refId)).toBe(false);
    await db().delete(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, item!.refId));

    await db().update(activities).set({ pubStatus: 0 }).where(eq(activities.id, item!.refId));
    const again = await t.post<THotTopicDetail>(`${PUB}/hot_topic/hot_topic_detail`, { id: topic!.id });
    expect(again.datas[0]!.items.some((i) => i.kind === 1 && i.refId === item!.refId)).toBe(false);
    await db().update(activities).set({ pubStatus: 2 }).where(eq(activities.id, item!.refId));
  });

  it("answers a disabled topic exactly as a missing one", async () => {
    const [topic] = await db().insert(hotTopics).values({ title: "停用话题", status: 0 }).returning();
    const hidden = await t.post(`${PUB}/hot_topic/hot_topic_detail`, { id: topic!.id });
    const absent = await t.post(`${PUB}/hot_topic/hot_topic_detail`, { id: 999_999 });
    expect(hidden).toMatchObject(missing);
    expect({ code: hidden.code, message: hidden.message, datas: hidden.datas }).toEqual({ code: absent.code, message: absent.message, datas: absent.datas });
    const page = await t.post<TPage<THotTopicCard>>(`${PUB}/hot_topic/hot_topic_page`, { pageNo: 1, pageSize: 100 });
    expect(page.datas[0]!.records.map((r) => r.id)).not.toContain(topic!.id);
  });

  it("refuses bad ids and page numbers with a clear 400", async () => {
    for (const id of ["abc", "0", "-1", "99999999999", "1.5"]) expect(await t.post(`${PUB}/hot_topic/hot_topic_detail`, { id })).toMatchObject({ code: 400, message: ContentMsg.idInvalid });
    expect(await t.post(`${PUB}/hot_topic/hot_topic_page`, { pageNo: 0 })).toMatchObject({ code: 400, message: "页码不正确" });
    expect(await t.post(`${PUB}/hot_topic/hot_topic_page`, { pageNo: 1, pageSize: 1000 })).toMatchObject({ code: 400, message: "每页条数不正确" });
  });
});

describe("subject/subject_detail (document 4 section 2.4)", () => {
  it("shows a published page with its public activities", async () => {
    const [page] = await db().select().from(subjectPages).where(eq(subjectPages.pubStatus, 2));
    const res = await t.post<TSubjectDetail>(`${PUB}/subject/subject_detail`, { id: page!.id });
    expect(res.code).toBe(200);
    expect(res.datas[0]).toMatchObject({ title: page!.title, isPreview: false, headerType: 1, showLogin: true });
    expect(res.datas[0]!.activities.length).toBeGreaterThan(0);
  });

  it("shows an unpublished page only with its test code, as a preview; otherwise as missing", async () => {
    const [page] = await db().select().from(subjectPages).where(eq(subjectPages.pubStatus, 0));
    const without = await t.post(`${PUB}/subject/subject_detail`, { id: page!.id });
    const wrong = await t.post(`${PUB}/subject/subject_detail`, { id: page!.id, testCode: "WRONG1" });
    const absent = await t.post(`${PUB}/subject/subject_detail`, { id: 999_999, testCode: page!.testCode });
    for (const res of [without, wrong, absent]) expect(res).toMatchObject({ ...missing, datas: [] });
    const withCode = await t.post<TSubjectDetail>(`${PUB}/subject/subject_detail`, { id: page!.id, testCode: page!.testCode });
    expect(withCode.code).toBe(200);
    expect(withCode.datas[0]!.isPreview).toBe(true);
  });
});

describe("courses, help and static pages", () => {
  it("pages courses and opens one with its lessons; a disabled one is missing", async () => {
    const list = await t.post<TPage<TCourseCard>>(`${PUB}/course/course_page`, {});
    expect(list.datas[0]!.total).toBe(2);
    const detail = await t.post<TCourseDetail>(`${PUB}/course/course_detail`, { id: list.datas[0]!.records[0]!.id });
    expect(detail.datas[0]!.lessons.some((l) => l.kind === 2 && l.url.startsWith("/api/docs/"))).toBe(true);
    const [off] = await db().insert(courses).values({ title: "停用课程", status: 0 }).returning();
    expect(await t.post(`${PUB}/course/course_detail`, { id: off!.id })).toMatchObject(missing);
  });

  it("lists help articles and opens one; a disabled one is missing", async () => {
    const list = await t.post<{ id: number; title: string }>(`${PUB}/help/help_list`);
    expect(list.datas.length).toBe(4);
    const one = await t.post<{ content: string; contentEn: string }>(`${PUB}/help/help_detail`, { id: list.datas[0]!.id });
    expect(one.datas[0]!.content).toContain("<p>");
    expect(one.datas[0]!.contentEn).toBeTruthy();
    const [off] = await db().insert(helpArticles).values({ title: "停用", status: 0 }).returning();
    expect(await t.post(`${PUB}/help/help_detail`, { id: off!.id })).toMatchObject(missing);
  });

  it("answers each static page in both languages, the agreements with the settings' version", async () => {
    for (const pageKey of ["aboutUs", "introduceCenter", "comingSoon", "systemMaintenance"]) {
      const res = await t.post<TStaticPage>(`${PUB}/site_page/page_detail`, { pageKey });
      expect(res.code).toBe(200);
      expect(res.datas[0]!.titleEn).toBeTruthy();
      expect(res.datas[0]!.version).toBeNull();
    }
    const protocol = await t.post<TStaticPage>(`${PUB}/site_page/page_detail`, { pageKey: "serviceProtocol" });
    expect(protocol.datas[0]!.version).toBe("2026.1");
    expect(await t.post(`${PUB}/site_page/page_detail`, { pageKey: "../etc" })).toMatchObject({ code: 400, message: ContentMsg.pageKeyInvalid });
  });
});
