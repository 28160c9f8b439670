import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { activities, activityRecordVideos, activityVisibleUsers, qaQuestions } from "#server/db/schema/index.ts";
import { PUBLIC_DEMO_ACTIVITIES } from "#server/db/seed/seed-public-list.ts";
import type { THomeStrips, TPublicActivityCard, TSearchResult } from "#shared/api/public-list.contract.ts";
import type { TPublicActivity, TPublicQa } from "#shared/api/qa.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { HOME_STRIP_SIZE, KEYWORD_MAX, PublicListMsg } from "#shared/public-list/public-list-rules.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { PUB, QA, activityId, as, newInvestor } from "./qa-helpers.ts";

// The public roadshow list, the home strips and search (document 4 sections 2.1, 2.2 and 2.7).

const PAGE = `${PUB}/activity/activity_page`;
const STRIPS = `${PUB}/activity/home_strips`;
const SEARCH = `${PUB}/search/search_all`;

let t: TTestApp;
let listedTotal: number;

const listPage = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const res = await t.post<TPage<TPublicActivityCard>>(PAGE, body as never, headers);
  expect(res.code, res.message).toBe(200);
  return res.datas[0]!;
};
const idOfTitle = async (title: string) => (await t.database.db.select({ id: activities.id }).from(activities).where(eq(activities.title, title)))[0]!.id;

beforeAll(async () => {
  // every hit fenced (test-app.ts), so a write is read back at once on PostgreSQL too (the default allows 250 ms)
  t = await createTestApp();
  await t.app.ready();
  const counted = (await t.database.db.execute(sql`select count(*)::int as n from activities a where a.pub_status = 2 and not a.is_cancel
    and not exists (select 1 from activity_visible_users v where v.activity_id = a.id)`)) as unknown as { rows: { n: number }[] };
  const row = counted.rows[0];
  listedTotal = Number(row?.n ?? 0);
});
afterAll(async () => t.close());

describe("activity_page", () => {
  it("lists formally published activities 15 a page, live first, then upcoming soonest first, then ended latest first", async () => {
    const first = await listPage();
    expect(first.total).toBe(listedTotal);
    expect(first.records).toHaveLength(15);
    expect(first.pages).toBe(Math.ceil(listedTotal / 15));
    const second = await listPage({ pageNo: 2 });
    const all = [...first.records, ...second.records];
    expect(new Set(all.map((r) => r.activityId)).size).toBe(all.length);
    const rank = (s: number) => (s === 2 ? 0 : s === 1 ? 1 : 2);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(rank(a.status)).toBeLessThanOrEqual(rank(b.status));
      if (a.status === 1 && b.status === 1) expect(a.startDate <= b.startDate).toBe(true);
      if (a.status === 3 && b.status === 3) expect(a.startDate >= b.startDate).toBe(true);
    }
    const card = all.find((r) => r.title === PUBLIC_DEMO_ACTIVITIES[0]!.title)!;
    expect(card).toMatchObject({ companyShortName: "黔山酒业", stockCode: "600719", status: 1, modeName: "视频直播", enTitle: PUBLIC_DEMO_ACTIVITIES[0]!.enTitle, activityTypeText: "业绩说明会" });
  });

  it("gives every card with a mode its video type, which English cards name the mode by", async () => {
    const cards = [...(await listPage({ pageSize: 50 })).records, ...(await listPage({ pageSize: 50, pageNo: 2 })).records];
    const withMode = cards.filter((c) => c.modeName !== null);
    expect(withMode.length).toBeGreaterThan(5);
    for (const card of withMode) expect(card.videoType, `${card.activityId} ${card.modeName}`).toBeGreaterThan(0);
  });

  it("never lists a test page (pubStatus 1), an unpublished or a cancelled activity", async () => {
    const hidden = await t.database.db.select({ id: activities.id }).from(activities).where(sql`${activities.pubStatus} < 2 or ${activities.isCancel}`);
    expect(hidden.length).toBeGreaterThan(0);
    const everything = await listPage({ pageSize: 50 });
    const ids = new Set(everything.records.map((r) => r.activityId));
    for (const h of hidden) expect(ids.has(h.id)).toBe(false);
    // the demo's test page (pubStatus 1); another company's published roadshow shares the end of its title
    const [testPageRow] = await t.database.db
      .select({ id: activities.id })
      .from(activities)
      .where(sql`${activities.pubStatus} = 1 and ${activities.title} like ${"%" + DEMO_ACTIVITY.testPublished}`);
    const testPage = testPageRow!.id;
    expect((await listPage({ keyword: "向特定对象发行股票网上路演", pageSize: 50 })).records.map((r) => r.activityId)).not.toContain(testPage);
  });

  it("filters by state, type and start date range", async () => {
    const ended = await listPage({ status: 3, pageSize: 50 });
    expect(ended.total).toBeGreaterThan(0);
    expect(ended.records.every((r) => r.status === 3)).toBe(true);
    const refinancing = await listPage({ activityType: 2, pageSize: 50 });
    expect(refinancing.records.length).toBeGreaterThan(0);
    expect(refinancing.records.every((r) => r.activityType === 2)).toBe(true);
    const day = PUBLIC_DEMO_ACTIVITIES.find((a) => a.company === "robot" && a.status === 1)!;
    const robotCard = (await listPage({ keyword: day.title })).records[0]!;
    const ranged = await listPage({ startDate: robotCard.startDate, endDate: robotCard.startDate, pageSize: 50 });
    expect(ranged.records.map((r) => r.title)).toContain(day.title);
    expect(ranged.records.every((r) => r.startDate === robotCard.startDate)).toBe(true);
  });

  it("finds by title (zh, en), company name, short name and stock code; short Chinese keywords too", async () => {
    const liquor = PUBLIC_DEMO_ACTIVITIES.filter((a) => a.company === "liquor").map((a) => a.title).sort();
    const titles = async (keyword: string) => (await listPage({ keyword, pageSize: 50 })).records.map((r) => r.title).sort();
    expect(await titles("黔山")).toEqual(liquor);
    expect(await titles("600719")).toEqual(liquor);
    expect(await titles("贵州黔山酒业股份")).toEqual(liquor);
    expect(await titles("QIANSHAN liquor")).toEqual(liquor);
    expect(await titles("Dividend Briefing")).toContain("黔山酒业年度分红说明会");
    expect(await titles("分红")).toContain("黔山酒业年度分红说明会");
    // wildcards and quotes are taken literally: no injection, no match-everything
    expect((await listPage({ keyword: "%" })).total).toBe(0);
    expect((await listPage({ keyword: "_" })).total).toBe(0);
    expect((await listPage({ keyword: "' or 1=1 --" })).total).toBe(0);
  });

  it("shows a restricted activity only to its users, its companies and operators", async () => {
    const restricted = await idOfTitle(PUBLIC_DEMO_ACTIVITIES[2]!.title);
    const investor = await newInvestor(t);
    const other = await newInvestor(t);
    await t.database.db.insert(activityVisibleUsers).values({ activityId: restricted, userId: investor.id });
    try {
      const seen = async (headers: Record<string, string> = {}) => (await listPage({ keyword: "江海银行", pageSize: 50 }, headers)).records.map((r) => r.activityId);
      expect(await seen()).not.toContain(restricted);
      expect(await seen(as(other.token))).not.toContain(restricted);
      expect(await seen(as(investor.token))).toContain(restricted);
      expect(await seen(as(await t.loginPass("ops-operator")))).toContain(restricted);
      expect((await listPage()).total).toBe(listedTotal - 1);
      const strips = (await t.post<THomeStrips>(STRIPS)).datas[0]!;
      expect(strips.upcoming.map((c) => c.activityId)).not.toContain(restricted);
      const search = (await t.post<TSearchResult>(SEARCH, { keyword: "江海银行" })).datas[0]!;
      expect(search.activities!.records.map((c) => c.activityId)).not.toContain(restricted);
    } finally {
      await t.database.db.delete(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, restricted));
    }
  });

  it.each([
    [{ keyword: "测".repeat(KEYWORD_MAX + 1) }, PublicListMsg.keywordTooLong],
    [{ pageNo: 0 }, PublicListMsg.badPage],
    [{ pageNo: "abc" }, PublicListMsg.badPage],
    [{ pageNo: 10_001 }, PublicListMsg.badPage],
    [{ pageSize: 51 }, PublicListMsg.badPageSize],
    [{ activityType: 9 }, PublicListMsg.badType],
    [{ status: 4 }, PublicListMsg.badState],
    [{ startDate: "2026-13-01" }, PublicListMsg.badDate],
    [{ startDate: "2026-11-30", endDate: "2026-11-01" }, PublicListMsg.badDateRange],
  ])("refuses %j with a clear 400", async (body, message) => {
    const res = await t.post(PAGE, body as never);
    expect([res.code, res.message]).toEqual([400, message]);
  });

  it("accepts a keyword of exactly 100 characters", async () => {
    expect((await t.post(PAGE, { keyword: "测".repeat(KEYWORD_MAX) })).code).toBe(200);
  });
});

describe("home_strips", () => {
  it("answers live now, upcoming within 14 days soonest first, and ended activities with an approved replay", async () => {
    const res = await t.post<THomeStrips>(STRIPS);
    expect(res.code, res.message).toBe(200);
    const { live, upcoming, replays } = res.datas[0]!;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((c) => c.status === 2)).toBe(true);
    expect(upcoming.every((c) => c.status === 1 && c.startDate >= "2026-11-23" && c.startDate <= "2026-12-07")).toBe(true);
    expect(upcoming.map((c) => c.startDate)).toEqual([...upcoming.map((c) => c.startDate)].sort());
    expect(upcoming.map((c) => c.title)).not.toContain("光合新能储能业务交流会"); // 20 days ahead
    const [withReplay] = await t.database.db
      .select({ n: sql<number>`count(distinct ${activities.id})::int` })
      .from(activities)
      .innerJoin(activityRecordVideos, eq(activityRecordVideos.activityId, activities.id))
      .where(
        sql`${activities.pubStatus} = 2 and not ${activities.isCancel} and ${activities.status} = 3 and ${activityRecordVideos.status} in (1, 3)
          and ${activityRecordVideos.uploadVideoType} = 0 and ${activityRecordVideos.videoPath} is not null`,
      );
    expect(replays.length).toBe(Math.min(withReplay!.n, HOME_STRIP_SIZE));
    expect(replays.every((c) => c.status === 3 && c.hasReplay)).toBe(true);
    // each leads to a page that plays its replay, not one that says the replay is being prepared
    for (const card of replays) {
      const page = (await t.post<TPublicActivity>(QA.activity, { activityId: card.activityId })).datas[0]!;
      expect(page.replayVideoList.length, `${card.activityId} ${card.title}`).toBeGreaterThan(0);
    }
  });
});

describe("search_all", () => {
  it("answers the first page of activities, companies and replay videos", async () => {
    const res = await t.post<TSearchResult>(SEARCH, { keyword: "康宁医药" });
    expect(res.code, res.message).toBe(200);
    const result = res.datas[0]!;
    expect(result.activities!.total).toBe(PUBLIC_DEMO_ACTIVITIES.filter((a) => a.company === "pharma").length);
    expect(result.companies!.records.map((c) => c.shortName)).toEqual(["康宁医药"]);
    expect(result.videos!.records.map((v) => [v.kind, v.videoName])).toEqual([["replay", "创新药研发进展说明会回放"]]);
  });

  it("finds the public library's published videos by title or company, never a draft or a scheduled one", async () => {
    const byTitle = (await t.post<TSearchResult>(SEARCH, { keyword: "年报的五个关键数字", tab: 3 })).datas[0]!.videos!;
    expect(byTitle.records.map((v) => [v.kind, v.title, v.activityId])).toEqual([["library", "读懂上市公司年报的五个关键数字", null]]);
    expect(byTitle.total).toBe(1);

    const english = (await t.post<TSearchResult>(SEARCH, { keyword: "anti-fraud guide", tab: 3 })).datas[0]!.videos!;
    expect(english.records.map((v) => v.enTitle)).toEqual(["Beware of Illegal Stock Tips: An Anti-Fraud Guide"]);

    for (const hidden of ["业绩预告解读", "智能汽车电子专题"]) {
      expect((await t.post<TSearchResult>(SEARCH, { keyword: hidden, tab: 3 })).datas[0]!.videos!.total, hidden).toBe(0);
    }

    // by company: the library's videos of the company and its replays, newest first, counted together
    const company = (await t.post<TSearchResult>(SEARCH, { keyword: "鹏城智能", tab: 3, pageSize: 50 })).datas[0]!.videos!;
    const library = company.records.filter((v) => v.kind === "library");
    expect(library.map((v) => v.title)).toEqual(expect.arrayContaining(["鹏城智能2026年三季度业绩解读", "人工智能终端行业的下一个五年"]));
    expect(library.some((v) => v.title.includes("草稿"))).toBe(false);
    expect(company.total).toBe(company.records.length);
    const dates = company.records.map((v) => v.startDate);
    expect(library.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v.startDate))).toBe(true);
    expect(dates.length).toBeGreaterThan(library.length);
  });

  it("pages one tab when asked", async () => {
    const res = await t.post<TSearchResult>(SEARCH, { keyword: "股份有限公司", tab: 2, pageNo: 1, pageSize: 2 });
    const result = res.datas[0]!;
    expect(result.activities).toBeNull();
    expect(result.videos).toBeNull();
    expect(result.companies!.records).toHaveLength(2);
    expect(result.companies!.total).toBeGreaterThan(2);
  });

  it("finds nothing for a keyword nobody has", async () => {
    const result = (await t.post<TSearchResult>(SEARCH, { keyword: "不存在的关键词xyz" })).datas[0]!;
    expect([result.activities!.total, result.companies!.total, result.videos!.total]).toEqual([0, 0, 0]);
  });

  it.each([
    [{ keyword: "" }, PublicListMsg.keywordEmpty],
    [{}, PublicListMsg.keywordEmpty],
    [{ keyword: "a".repeat(KEYWORD_MAX + 1) }, PublicListMsg.keywordTooLong],
    [{ keyword: "银行", tab: 4 }, PublicListMsg.badTab],
    [{ keyword: "银行", tab: 1, pageNo: -1 }, PublicListMsg.badPage],
  ])("refuses %j with a clear 400", async (body, message) => {
    const res = await t.post(SEARCH, body as never);
    expect([res.code, res.message]).toEqual([400, message]);
  });
});

describe("the public caches", () => {
  it("answer a change to a listed activity on the next request", async () => {
    const id = await idOfTitle(PUBLIC_DEMO_ACTIVITIES[0]!.title);
    const before = await listPage();
    expect((await listPage()).records).toEqual(before.records);
    await t.database.db.update(activities).set({ title: "黔山酒业第三季度业绩说明会（更新）" }).where(eq(activities.id, id));
    try {
      expect((await listPage()).records.find((r) => r.activityId === id)!.title).toBe("黔山酒业第三季度业绩说明会（更新）");
      const strips = (await t.post<THomeStrips>(STRIPS)).datas[0]!;
      expect(strips.upcoming.find((r) => r.activityId === id)!.title).toBe("黔山酒业第三季度业绩说明会（更新）");
      await t.database.db.update(activities).set({ isCancel: true }).where(eq(activities.id, id));
      expect((await listPage()).records.map((r) => r.activityId)).not.toContain(id);
    } finally {
      await t.database.db.update(activities).set({ title: PUBLIC_DEMO_ACTIVITIES[0]!.title, isCancel: false }).where(eq(activities.id, id));
    }
  });

  it("answer an approved question on the first Q&A page, and a restriction at once", async () => {
    const live = await activityId(t, "inProgress");
    const qaPage = async () => (await t.post<TPage<TPublicQa>>(QA.page, { activityId: live, pageNo: 1 })).datas[0];
    const before = (await qaPage())!;
    expect((await qaPage())!.total).toBe(before.total);
    const [holder] = await t.database.db.select({ companyId: qaQuestions.companyId }).from(qaQuestions).where(eq(qaQuestions.activityId, live)).limit(1);
    const [q] = await t.database.db
      .insert(qaQuestions)
      .values({ activityId: live, companyId: holder!.companyId, questionType: 1, content: "缓存测试问题", status: 0 })
      .returning({ id: qaQuestions.id });
    expect((await qaPage())!.total).toBe(before.total);
    await t.database.db.update(qaQuestions).set({ status: 1 }).where(eq(qaQuestions.id, q!.id));
    const after = (await qaPage())!;
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0]!.content).toBe("缓存测试问题");
    const investor = await newInvestor(t);
    await t.database.db.insert(activityVisibleUsers).values({ activityId: live, userId: investor.id });
    try {
      expect((await t.post(QA.page, { activityId: live, pageNo: 1 })).code).toBe(400);
      expect((await t.post(QA.activity, { activityId: live })).code).toBe(400);
    } finally {
      await t.database.db.delete(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, live));
      await t.database.db.delete(qaQuestions).where(inArray(qaQuestions.id, [q!.id]));
    }
  });
});

describe("the public caches at their default lag", () => {
  it("answer a change within a second (on PostgreSQL the notice travels; on PGlite it is there at commit)", async () => {
    const other = await createTestApp({ publicCacheLagMs: 250 });
    try {
      const id = await idOfTitle(PUBLIC_DEMO_ACTIVITIES[3]!.title);
      const read = async () => {
        const res = await other.post<TPage<TPublicActivityCard>>(PAGE, { pageSize: 50 } as never);
        return res.datas[0]!.records.find((r) => r.activityId === id)?.title;
      };
      expect(await read()).toBe(PUBLIC_DEMO_ACTIVITIES[3]!.title);
      await other.database.db.update(activities).set({ title: "光合新能定增路演（改期）" }).where(eq(activities.id, id));
      const changedAt = Date.now();
      let seen = await read();
      while (seen !== "光合新能定增路演（改期）" && Date.now() - changedAt < 1000) seen = await read();
      expect(seen).toBe("光合新能定增路演（改期）");
    } finally {
      await other.close();
    }
  });
});

describe("a cached answer", () => {
  it("goes out compressed as the browser asks, the same answer as from the database", async () => {
    const request = (encoding?: string) =>
      t.app.inject({
        method: "POST",
        url: PAGE,
        payload: "pageNo=1&pageSize=15&status=3",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
    const plain = await request();
    const again = await request();
    expect(again.body).toBe(plain.body);
    const br = await request("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    const gz = await request("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    expect(plain.headers["content-security-policy"]).toBeTruthy();
  });
});

describe("search indexes", () => {
  // Whether the planner picks the index depends on the table's size (at this suite's few dozen rows a scan is
  // cheaper; npm run bench:public prints the plan at 100,000 activities). What must hold at any size is that
  // the query's expressions are the indexed ones, so the index can serve them: with scans priced out, it does.
  it.each([
    ["activities_search_trgm", sql`select a.id from activities a where a.pub_status = 2 and not a.is_cancel
      and roadshow_activity_doc(a.title, a.en_title) like ('%' || roadshow_search_text('分红') || '%')`],
    ["companies_search_trgm", sql`select c.id from companies c
      where roadshow_company_doc(c.short_name, c.full_name, c.en_short_name, c.en_full_name, c.stock_code) like ('%' || roadshow_search_text('银') || '%')`],
    ["public_videos_search_trgm", sql`select p.id from public_videos p where p.status = 1
      and roadshow_activity_doc(p.title, p.title_en) like ('%' || roadshow_search_text('年报') || '%')`],
    ["activities_public_list_idx", sql`select a.id from activities a where a.pub_status = 2 and not a.is_cancel
      order by roadshow_list_key(a.status, a.start_date, a.start_time), a.id limit 15`],
  ])("the query of %s is served by it", async (index, query) => {
    let text = "";
    // priced out: scans; the other partial index over the same rows (dropped inside the transaction, rolled back)
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        if (index.endsWith("_trgm")) await tx.execute(sql`drop index activities_public_list_idx`);
        if (index === "public_videos_search_trgm") {
          await tx.execute(sql`drop index public_videos_channel_idx, public_videos_category_idx, public_videos_company_idx`);
        }
        const plan = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
        text = plan.rows.map((r) => Object.values(r)[0]).join("\n");
        tx.rollback();
      })
      .catch(() => {});
    expect(text).toContain(index);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
