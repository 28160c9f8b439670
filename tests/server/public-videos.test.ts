import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { advanceClock, pinClock } from "#server/clock.ts";
import { auditLog, publicVideos } from "#server/db/schema/index.ts";
import { DEMO_PUBLIC_VIDEOS, DEMO_VIDEO_KEY, ensureDemoVideoFiles } from "#server/db/seed/seed-public-videos.ts";
import { OPS, PUB } from "#shared/api/contract.ts";
import type { TOpsLibraryVideo, TPublicVideo, TPublicVideoDetail, TVideoCategory } from "#shared/api/public-video.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { PublicVideoMsg, VIEWS_PER_ADDRESS_PER_HOUR } from "#shared/video/public-video.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { AUTH, PNG, multipart, postMultipart, uploadFile, type TUploadedFileAnswer } from "./upload-helpers.ts";

const V = `${PUB}/video`;
const LIB = `${OPS}/video_library`;
const MP4 = readFileSync(new URL("../../src/server/db/seed/fixtures/demo-video.mp4", import.meta.url));

let t: TTestApp;
let operator = "";
let supervisor = "";
let company = "";
const as = (token: string) => ({ authorization: token });

const categories = async (navType: string) => (await t.post<TVideoCategory>(`${V}/video_category_list`, { navType })).datas;
const pageOf = async (body: TFormInput) => t.post<TPage<TPublicVideo>>(`${V}/video_page`, body);
const detail = (id: number | string) => t.post<TPublicVideoDetail>(`${V}/video_detail`, { id });
const idOf = async (title: string) => (await t.database.db.select({ id: publicVideos.id }).from(publicVideos).where(eq(publicVideos.title, title)))[0]!.id;
const published = (nav: "nav4" | "nav5") => DEMO_PUBLIC_VIDEOS.filter((v) => v.nav === nav && v.ageDays !== null && v.ageDays >= 0);

function view(id: number, uuid: string, options: { token?: string; ip?: string } = {}) {
  return t.app
    .inject({
      method: "POST",
      url: `${V}/view`,
      payload: new URLSearchParams({ id: String(id), uuid }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...(options.token ? as(options.token) : {}) },
      remoteAddress: options.ip ?? "10.0.0.1",
    })
    .then((res) => JSON.parse(res.body) as { code: number; message: string; datas: { viewCount: number; counted: boolean }[] });
}

beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoVideoFiles(t.app.deps.storage);
  [operator, supervisor, company] = await Promise.all([t.loginPass("ops-operator"), t.loginPass("ops-admin"), t.loginPass("listed-admin")]);
});
afterAll(async () => {
  pinClock(TEST_NOW);
  await t.close();
});

describe("the channels and their category tabs", () => {
  it("answers each channel's categories in order, with English names", async () => {
    const nav4 = await categories("nav4");
    expect(nav4.map((c) => [c.name, c.enName])).toEqual([
      ["业绩解读", "Results Explained"],
      ["行业分析", "Industry Analysis"],
      ["投教课堂", "Investor Education"],
      ["公司风采", "Company Profiles"],
    ]);
    expect((await categories("nav5")).map((c) => c.name)).toEqual(["市场观点", "基金经理说", "投教课堂"]);
  });

  it("refuses a channel that is not nav4 or nav5", async () => {
    for (const navType of ["nav3", "", "NAV4"]) {
      expect(await t.post(`${V}/video_category_list`, { navType })).toMatchObject({ code: 400, message: PublicVideoMsg.navTypeInvalid });
    }
  });
});

describe("video_page", () => {
  it("pages a channel's published videos newest first, 15 a page, without drafts or scheduled ones", async () => {
    const first = (await pageOf({ navType: "nav4" })).datas[0]!;
    const expected = published("nav4");
    expect(first).toMatchObject({ current: 1, total: expected.length, pages: Math.ceil(expected.length / 15) });
    expect(first.records).toHaveLength(15);
    const second = (await pageOf({ navType: "nav4", pageNo: 2 })).datas[0]!;
    const titles = [...first.records, ...second.records].map((v) => v.title);
    expect(titles).toEqual([...expected].sort((a, b) => a.ageDays! - b.ageDays!).map((v) => v.title));
    expect(titles.some((x) => x.includes("草稿") || x.startsWith("明日发布"))).toBe(false);
    const times = first.records.map((v) => Date.parse(v.publishTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.records[0]).toMatchObject({ navType: "nav4", categoryName: "业绩解读", companyName: "鹏城智能", coverPath: expect.stringMatching(/^\/files\//) });
  });

  it("keeps the channels apart and filters by category", async () => {
    const nav5 = (await pageOf({ navType: "nav5" })).datas[0]!;
    expect(nav5.total).toBe(published("nav5").length);
    expect(nav5.records.every((v) => v.navType === "nav5")).toBe(true);
    const results = (await categories("nav4")).find((c) => c.name === "业绩解读")!;
    const filtered = (await pageOf({ navType: "nav4", categoryId: results.id })).datas[0]!;
    expect(filtered.total).toBe(published("nav4").filter((v) => v.category === "results").length);
    expect(filtered.records.every((v) => v.categoryId === results.id)).toBe(true);
  });

  it("answers an empty page past the end, and 400 for bad input", async () => {
    expect((await pageOf({ navType: "nav4", pageNo: 50 })).datas[0]).toMatchObject({ records: [], total: published("nav4").length });
    const market = (await categories("nav5"))[0]!;
    expect(await pageOf({ navType: "nav4", categoryId: market.id })).toMatchObject({ code: 400, message: PublicVideoMsg.categoryInvalid });
    for (const body of [{ navType: "nav4", pageNo: 0 }, { navType: "nav4", pageNo: -1 }, { navType: "nav4", pageNo: "x" }, { navType: "nav4", pageNo: 10_001 }, { navType: "nav4", pageSize: 16 }, { navType: "nav4", categoryId: "99999999999" }, { navType: "nav6" }, {}]) {
      const res = await pageOf(body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message.length).toBeGreaterThan(0);
    }
  });
});

describe("video_detail", () => {
  it("answers the video with its company, description and related videos (same category or company, not itself)", async () => {
    const id = await idOf("鹏城智能2026年三季度业绩解读");
    const res = await detail(id);
    expect(res.code).toBe(200);
    const video = res.datas[0]!;
    expect(video).toMatchObject({ id, companyName: "鹏城智能", stockCode: expect.any(String), description: expect.stringContaining("三季度"), descriptionEn: expect.any(String), videoPath: `/files/${DEMO_VIDEO_KEY}` });
    expect(video.related.length).toBeGreaterThan(0);
    expect(video.related.length).toBeLessThanOrEqual(6);
    expect(video.related.some((r) => r.id === id)).toBe(false);
    expect(video.related.every((r) => r.categoryId === video.categoryId || r.companyId === video.companyId)).toBe(true);
    // both the category and the company come first
    expect(video.related[0]).toMatchObject({ categoryId: video.categoryId, companyId: video.companyId });
    expect(video.related.some((r) => r.title.includes("草稿"))).toBe(false);
  });

  it("answers a draft, a scheduled video and a missing id alike", async () => {
    const draft = await detail(await idOf("鹏城智能2026年度业绩预告解读（草稿）"));
    const scheduled = await detail(await idOf("明日发布：智能汽车电子专题"));
    const missing = await detail(999_999);
    for (const res of [draft, scheduled, missing]) expect({ code: res.code, message: res.message, datas: res.datas }).toEqual({ code: 400, message: PublicVideoMsg.notFound, datas: [] });
    for (const id of ["0", "-3", "abc", "2147483648", ""]) expect((await detail(id)).code, id).toBe(400);
  });

  it("shows a scheduled video once its publish time has come", async () => {
    const id = await idOf("明日发布：智能汽车电子专题");
    advanceClock(25 * 3_600_000);
    try {
      expect((await detail(id)).code).toBe(200);
    } finally {
      pinClock(TEST_NOW);
    }
  });

  it("serves a published video's file to anyone, with byte ranges", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/files/${DEMO_VIDEO_KEY}`, headers: { range: "bytes=0-99" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-99/${MP4.length}`);
    expect(res.headers["content-type"]).toBe("video/mp4");
  });
});

describe("view counting", () => {
  it("counts one view per visitor uuid per video per hour", async () => {
    const id = await idOf("华夏基金：2026年四季度市场展望");
    const start = (await detail(id)).datas[0]!.viewCount;
    expect((await view(id, "visitor-aaaaaaaa")).datas[0]).toEqual({ viewCount: start + 1, counted: true });
    // a reload, a replayed request: nothing more
    expect((await view(id, "visitor-aaaaaaaa")).datas[0]).toEqual({ viewCount: start + 1, counted: false });
    expect((await view(id, "visitor-aaaaaaaa", { ip: "10.9.9.9" })).datas[0]!.counted).toBe(false);
    expect((await view(id, "visitor-bbbbbbbb")).datas[0]).toEqual({ viewCount: start + 2, counted: true });
    advanceClock(3_600_000);
    try {
      expect((await view(id, "visitor-aaaaaaaa")).datas[0]).toEqual({ viewCount: start + 3, counted: true });
    } finally {
      pinClock(TEST_NOW);
    }
    expect((await detail(id)).datas[0]!.viewCount).toBe(start + 3);
  });

  it("counts a signed-in viewer once whatever uuid they send", async () => {
    const id = await idOf("基金经理说：科技成长的投资框架");
    const investor = await t.loginMobile("13800000001");
    expect((await view(id, "uuid-one-11111", { token: investor })).datas[0]!.counted).toBe(true);
    expect((await view(id, "uuid-two-22222", { token: investor })).datas[0]!.counted).toBe(false);
  });

  it("stops counting uuids minted from one address past the hour's bound", async () => {
    const id = await idOf("基金定投的三个误区");
    const d = await detail(id);
    expect(d.code, JSON.stringify(d)).toBe(200);
    const start = d.datas[0]!.viewCount;
    const answers = [];
    for (let i = 0; i < VIEWS_PER_ADDRESS_PER_HOUR + 5; i++) answers.push(await view(id, `bot-${String(i).padStart(6, "0")}`, { ip: "10.6.6.6" }));
    expect(answers.filter((a) => a.datas[0]!.counted)).toHaveLength(VIEWS_PER_ADDRESS_PER_HOUR);
    expect((await detail(id)).datas[0]!.viewCount).toBe(start + VIEWS_PER_ADDRESS_PER_HOUR);
    // another address still counts
    expect((await view(id, "person-at-home", { ip: "10.7.7.7" })).datas[0]!.counted).toBe(true);
  });

  it("refuses a view of an unpublished video and bad input, counting nothing", async () => {
    const draftId = await idOf("华夏基金：红利资产配置价值（草稿）");
    expect(await view(draftId, "visitor-cccccccc")).toMatchObject({ code: 400, message: PublicVideoMsg.notFound });
    const [row] = await t.database.db.select({ n: publicVideos.viewCount }).from(publicVideos).where(eq(publicVideos.id, draftId));
    expect(row!.n).toBe(0);
    expect(await view(draftId, "x")).toMatchObject({ code: 400, message: PublicVideoMsg.uuidInvalid });
    expect(await view(draftId, "a b c d e f g h")).toMatchObject({ code: 400 });
  });
});

describe("the back-office editor", () => {
  async function uploads() {
    const video = await uploadFile(t, operator, "季度业绩.mp4", MP4);
    expect(video.code, video.message).toBe(200);
    const cover = await postMultipart<TUploadedFileAnswer>(t, `${AUTH}/upload/upload_img`, operator, multipart({}, { name: "cover.png", data: PNG }));
    expect(cover.code, cover.message).toBe(200);
    return { videoPath: video.datas[0]!.filePath, coverPath: cover.datas[0]!.filePath };
  }

  it("lets an operator create, publish, edit and take down a video, every step audited", async () => {
    const files = await uploads();
    const education = (await categories("nav4")).find((c) => c.name === "投教课堂")!;
    const companyId = await t.companyOf("listed-admin");
    const created = await t.post<TOpsLibraryVideo>(`${LIB}/save`, { navType: "nav4", categoryId: education.id, companyId, title: "新建的投教视频", titleEn: "A new lesson", description: "简介", ...files, duration: "6.05" }, as(operator));
    expect(created.code, created.message).toBe(200);
    const video = created.datas[0]!;
    expect(video).toMatchObject({ status: 0, publishTime: null, companyName: "鹏城智能", duration: 6, videoPath: files.videoPath, coverPath: files.coverPath });

    // not public yet: the detail says it does not exist, the file is the operators' only
    expect((await detail(video.id)).message).toBe(PublicVideoMsg.notFound);
    const fileUrl = `/api${files.videoPath}`;
    expect((await t.app.inject({ method: "GET", url: fileUrl })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: fileUrl, headers: as(company) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api${video.previewUrl}`, headers: { range: "bytes=0-9" } })).statusCode).toBe(206);

    const publishedNow = await t.post<TOpsLibraryVideo>(`${LIB}/publish`, { id: video.id }, as(operator));
    expect(publishedNow.datas[0]).toMatchObject({ status: 1, publishTime: expect.any(String) });
    expect(await t.post(`${LIB}/publish`, { id: video.id }, as(operator))).toMatchObject({ code: 400, message: PublicVideoMsg.alreadyPublished });
    expect((await detail(video.id)).datas[0]).toMatchObject({ title: "新建的投教视频", titleEn: "A new lesson" });
    expect((await t.app.inject({ method: "GET", url: fileUrl })).statusCode).toBe(200);
    // newest first: it leads its channel now
    expect((await pageOf({ navType: "nav4" })).datas[0]!.records[0]!.id).toBe(video.id);

    const edited = await t.post<TOpsLibraryVideo>(`${LIB}/save`, { id: video.id, navType: "nav4", categoryId: education.id, title: "改过的标题", videoPath: files.videoPath }, as(operator));
    expect(edited.datas[0]).toMatchObject({ title: "改过的标题", status: 1, companyId: null, coverPath: null });

    expect((await t.post<TOpsLibraryVideo>(`${LIB}/unpublish`, { id: video.id }, as(operator))).datas[0]!.status).toBe(0);
    expect((await detail(video.id)).message).toBe(PublicVideoMsg.notFound);

    const actions = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "public_video"), eq(auditLog.entityId, String(video.id))));
    expect(actions.map((a) => a.action)).toEqual(["public_video.create", "public_video.publish", "public_video.edit", "public_video.unpublish"]);
    expect(actions[2]!.before).toMatchObject({ title: "新建的投教视频" });
    expect(actions[2]!.after).toMatchObject({ title: "改过的标题" });
  });

  it("leaves deleting to a supervisor", async () => {
    const files = await uploads();
    const category = (await categories("nav5"))[0]!;
    const { datas } = await t.post<TOpsLibraryVideo>(`${LIB}/save`, { navType: "nav5", categoryId: category.id, title: "待删除", ...files }, as(operator));
    const id = datas[0]!.id;
    expect(await t.post(`${LIB}/delete`, { id }, as(operator))).toMatchObject({ code: 403, message: "暂无权限" });
    expect(await t.post(`${LIB}/delete`, { id }, as(company))).toMatchObject({ code: 403 });
    expect((await t.post(`${LIB}/delete`, { id }, as(supervisor))).code).toBe(200);
    expect(await t.database.db.select().from(publicVideos).where(eq(publicVideos.id, id))).toEqual([]);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "public_video.delete"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ after: null, before: expect.objectContaining({ title: "待删除" }) });
    expect(await t.post(`${LIB}/publish`, { id }, as(operator))).toMatchObject({ code: 400, message: PublicVideoMsg.notFound });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const files = await uploads();
    const [nav4Category] = await categories("nav4");
    const [nav5Category] = await categories("nav5");
    const before = (await t.database.db.select({ id: publicVideos.id }).from(publicVideos)).length;
    const base = { navType: "nav4", categoryId: nav4Category!.id, title: "标题", ...files };
    const cases: [TFormInput, string][] = [
      [{ ...base, title: "" }, PublicVideoMsg.titleRequired],
      [{ ...base, title: "<script>x</script>" }, PublicVideoMsg.titleRequired],
      [{ ...base, title: "长".repeat(101) }, PublicVideoMsg.titleTooLong],
      [{ ...base, categoryId: nav5Category!.id }, PublicVideoMsg.categoryInvalid],
      [{ ...base, navType: "nav9" }, PublicVideoMsg.navTypeInvalid],
      [{ ...base, companyId: 999_999 }, PublicVideoMsg.companyInvalid],
      [{ ...base, videoPath: "https://evil.example/a.mp4" }, "视频文件不存在，请重新上传"],
      [{ ...base, videoPath: "/files/uploads/../../etc/passwd.mp4" }, "视频文件不存在，请重新上传"],
      [{ ...base, videoPath: files.coverPath }, "视频文件不存在，请重新上传"],
      [{ ...base, coverPath: files.videoPath }, PublicVideoMsg.coverMissing],
      [{ ...base, id: 999_999 }, PublicVideoMsg.notFound],
      [{ ...base, description: "述".repeat(2001) }, PublicVideoMsg.descriptionTooLong],
    ];
    for (const [body, message] of cases) expect(await t.post(`${LIB}/save`, body, as(operator)), message).toMatchObject({ code: 400, message });
    expect((await t.database.db.select({ id: publicVideos.id }).from(publicVideos)).length).toBe(before);
    expect((await t.post(`${LIB}/page`, { pageNo: 0 }, as(operator))).code).toBe(400);
    expect((await t.post(`${LIB}/page`, { keyword: "x".repeat(101) }, as(operator))).code).toBe(400);
  });

  it("lists the library for operators with filters, and companies to choose from", async () => {
    const drafts = (await t.post<TPage<TOpsLibraryVideo>>(`${LIB}/page`, { status: 0, navType: "nav4", pageSize: 100 }, as(operator))).datas[0]!;
    expect(drafts.records.length).toBeGreaterThan(0);
    expect(drafts.records.every((v) => v.status === 0 && v.navType === "nav4")).toBe(true);
    const found = (await t.post<TPage<TOpsLibraryVideo>>(`${LIB}/page`, { keyword: "定投" }, as(operator))).datas[0]!;
    expect(found.records.map((v) => v.title)).toEqual(["基金定投的三个误区"]);
    const options = await t.post<{ shortName: string }>(`${LIB}/company_options`, { keyword: "鹏城" }, as(operator));
    expect(options.datas.map((c) => c.shortName)).toEqual(["鹏城智能"]);
  });

  it("keeps the seeded rows' ids stable for the lists above", async () => {
    const ids = await t.database.db.select({ id: publicVideos.id }).from(publicVideos).where(inArray(publicVideos.navType, ["nav4", "nav5"]));
    expect(ids.length).toBeGreaterThanOrEqual(DEMO_PUBLIC_VIDEOS.length);
  });
});
