import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { activities, activityGuests, activityMaterials, activityRecordVideos, activityVisibleUsers, fundProducts, shareRoutes, users } from "#server/db/schema/index.ts";
import type { TCalendarFile, TWechatShare } from "#shared/api/activity-page.contract.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { QaMsg } from "#shared/qa/qa-rules.ts";
import { createHash } from "node:crypto";
import { MSG_WECHAT_NOT_CONFIGURED, MSG_WECHAT_UNAVAILABLE } from "#server/modules/activity-page/activity-page.routes.ts";
import { DEMO_REPLAY_PATH } from "#server/db/seed/seed-files.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { QA, activityId, as, companyIdOf, insertQuestion, newInvestor, openActivity } from "./qa-helpers.ts";
import type { TPage } from "#shared/http/envelope.ts";
import type { TPublicQa } from "#shared/api/qa.contract.ts";

const PUB = "/base-service/api/pub/v1";
const ICS = `${PUB}/activity/activity_calendar_ics`;
const SHARE = "/wx-service/api/pub/v1/wechat/share";
const SAVE_ROUTE = "/wx-service/api/pub/v1/share/save_route";

let t: TTestApp;
let live: number;
let mainId: number;

const detail = async (body: Record<string, unknown>, token?: string) => t.post<TPublicActivity>(QA.activity, body as never, token ? as(token) : {});

beforeAll(async () => {
  t = await createTestApp();
  live = await activityId(t, "inProgress");
  mainId = await companyIdOf(t, "listedMain");
});
afterAll(async () => t.close());

describe("activity_detail: the whole page", () => {
  it("answers the materials with the spec's field names, and keeps the header fields", async () => {
    const res = await detail({ activityId: live });
    expect(res.code, res.message).toBe(200);
    const a = res.datas[0]!;
    expect(a).toMatchObject({ activityId: live, companyShortName: "鹏城智能", status: 2, pubStatus: 2, isPreview: false, companyId: mainId, bgType: 1, bgNum: 1 });
    expect(a.bgImageUrl).toBe("/images/activity-bg/bg-1.jpg");
    expect(a.liveUrl).toMatch(/\.m3u8$/);
    expect(a.promotionalVideoPath).toBe(DEMO_REPLAY_PATH);
    expect(a.companyIntroJson!.gsfc_intro).toContain("鹏城智能");
    expect(a.companyIntroJson!.gsfc_intro_en_show).toBe(true);
    expect(a.companyIntroJson!.gsfc_pics).toHaveLength(3);
    // the demo schedule lies on the activity's own hours: it starts when the activity does and ends with it
    expect(a.arrangeContentJson[0]).toMatchObject({ title: "主持人介绍到场嘉宾", en_title: "Introduction of the guests" });
    expect(a.arrangeContentJson[0]!.time.slice(0, 5)).toBe(a.startTime);
    expect(a.arrangeContentJson.at(-1)!.time.slice(6)).toBe(a.endTime);
    expect(a.guestList.map((g) => g.guestName)).toEqual(["陈志远", "林慧敏", "黄国栋", "苏晓峰"]);
    expect(a.guestList[1]).toMatchObject({ guestEnName: "Lin Huimin", titleEn: "Board Secretary", gender: 0, isHideGender: false });
    expect(a.guestList[0]!.discription).toContain("工学博士");
    // the guests' mobile numbers are private
    expect(JSON.stringify(a.guestList)).not.toMatch(/mobile/i);
    expect(a.companyList.map((c) => c.companyId)).toEqual([mainId]);
    expect(a.replayVideoList).toEqual([]);
  });

  it("lists a fund activity's products in the order of its fund codes", async () => {
    const fund = await activityId(t, "fundPublished");
    const a = (await detail({ activityId: fund })).datas[0]!;
    expect(a.fundCodes).toEqual(["110011", "161725", "005827"]);
    expect(a.activityFundProductList.map((f) => f.fundCode)).toEqual(["110011", "161725", "005827"]);
    expect(a.activityFundProductList[0]).toMatchObject({ fundAbbr: "华夏示范成长混合", fundExpansionAbbr: "华夏示范成长混合型证券投资基金" });
  });

  it("answers an ended activity's approved replays only", async () => {
    const ended = await activityId(t, "ended");
    const values = { activityId: ended, companyId: mainId, uploadVideoType: 0, videoName: "回放.mp4", videoDuration: 5400, ctrTime: new Date("2030-01-01T00:00:00Z") };
    await t.database.db.insert(activityRecordVideos).values([
      { ...values, videoPath: "/files/videos/2026/11/replay-approved.mp4", status: 1 },
      { ...values, videoPath: "/files/videos/2026/11/replay-pending.mp4", status: 0 },
      { ...values, videoPath: "/files/videos/2026/11/replay-rejected.mp4", status: 2 },
    ]);
    const a = (await detail({ activityId: ended })).datas[0]!;
    expect(a.status).toBe(3);
    // the seeded demo replay (a back-office upload, status 3) and the approved one; never pending or rejected
    expect(a.replayVideoList.map((v) => v.videoPath)).toEqual([DEMO_REPLAY_PATH, "/files/videos/2026/11/replay-approved.mp4"]);
  });

  it("opens a collective's corner with companyId: that company's guests only; a company taking no part is not found", async () => {
    const collective = await activityId(t, "collectiveEnded");
    const whole = (await detail({ activityId: collective })).datas[0]!;
    expect(whole.isMulti).toBe(true);
    expect(whole.companyList.length).toBe(3);
    const other = whole.companyList.find((c) => c.companyId !== mainId)!;
    await t.database.db.insert(activityGuests).values([
      { activityId: collective, companyId: mainId, guestName: "主公司嘉宾" },
      { activityId: collective, companyId: other.companyId, guestName: "其他公司嘉宾" },
    ]);
    const corner = (await detail({ activityId: collective, companyId: other.companyId })).datas[0]!;
    expect(corner.companyId).toBe(other.companyId);
    expect(corner.companyShortName).toBe(other.companyShortName);
    expect(corner.guestList.map((g) => g.guestName)).toEqual(["其他公司嘉宾"]);
    const fund = await companyIdOf(t, "fund");
    expect((await detail({ activityId: collective, companyId: fund })).message).toBe(QaMsg.activityNotFound);
  });

  it("sees a change at once: the cache is dropped when the materials change", async () => {
    const before = (await detail({ activityId: live })).datas[0]!;
    expect(before.bgNum).toBe(1);
    await t.database.db.update(activityMaterials).set({ bgNum: 2 }).where(and(eq(activityMaterials.activityId, live), eq(activityMaterials.companyId, mainId)));
    const after = (await detail({ activityId: live })).datas[0]!;
    expect(after.bgNum).toBe(2);
    expect(after.bgImageUrl).toBe("/images/activity-bg/bg-2.jpg");
    await t.database.db.update(fundProducts).set({ fundAbbr: "改名基金" }).where(eq(fundProducts.fundCode, "110011"));
    const fund = await activityId(t, "fundPublished");
    expect((await detail({ activityId: fund })).datas[0]!.activityFundProductList[0]!.fundAbbr).toBe("改名基金");
  });

  it("applies the Q&A part's visibility: test code for an unpublished page, restricted lists, cancelled shown as cancelled", async () => {
    const hidden = await activityId(t, "infoSubmitted");
    await t.database.db.update(activities).set({ pubStatus: 0, testCode: "page-code-1" }).where(eq(activities.id, hidden));
    expect((await detail({ activityId: hidden })).message).toBe(QaMsg.activityNotFound);
    expect((await detail({ activityId: hidden, testCode: "nope" })).message).toBe(QaMsg.activityNotFound);
    expect((await detail({ activityId: hidden, testCode: "page-code-1" })).datas[0]!.isPreview).toBe(true);

    const restricted = await activityId(t, "published");
    const [investor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, "13800000001"));
    await t.database.db.insert(activityVisibleUsers).values({ activityId: restricted, userId: investor!.id });
    expect((await detail({ activityId: restricted })).message).toBe(QaMsg.activityNotFound);
    const other = await t.loginMobile("13800000002");
    expect((await detail({ activityId: restricted }, other)).message).toBe(QaMsg.activityNotFound);
    expect((await detail({ activityId: restricted }, await t.loginMobile("13800000001"))).code).toBe(200);
    expect((await detail({ activityId: restricted }, await t.loginPass("listed-admin"))).code).toBe(200);
    expect((await detail({ activityId: restricted }, await t.loginPass("ops-operator"))).code).toBe(200);
    expect((await t.post(ICS, { activityId: restricted })).message).toBe(QaMsg.activityNotFound);

    const cancelled = await activityId(t, "operatorCancelled");
    await t.database.db.update(activities).set({ pubStatus: 2 }).where(eq(activities.id, cancelled));
    expect((await detail({ activityId: cancelled })).datas[0]!.isCancel).toBe(true);
  });

  it("refuses bad ids with a clear 400", async () => {
    for (const activityId of ["abc", "-1", "99999999999"]) {
      const res = await detail({ activityId });
      expect(res.code).toBe(400);
    }
    expect((await detail({ activityId: live, companyId: "99999999999" })).message).toBe("公司编号不正确");
  });
});

describe("a collective's corner of the Q&A", () => {
  it("lists only the questions addressed to that company, and a question asked there goes to it", async () => {
    const collective = await activityId(t, "collectiveUpcoming");
    await openActivity(t, collective);
    const parts = (await detail({ activityId: collective })).datas[0]!.companyList.map((c) => c.companyId);
    const [first, second] = [parts[0]!, parts[1]!];
    await insertQuestion(t, { activityId: collective, companyId: first, status: 1, content: "问第一家公司" });
    await insertQuestion(t, { activityId: collective, companyId: second, status: 1, content: "问第二家公司" });
    const corner = async (companyId?: number) =>
      (await t.post<TPage<TPublicQa>>(QA.page, { activityId: collective, pageNo: 1, ...(companyId ? { companyId } : {}) })).datas[0]!.records.map((r) => r.content);
    expect(await corner(second)).toEqual(["问第二家公司"]);
    expect((await corner()).sort()).toEqual(["问第一家公司", "问第二家公司"].sort());

    const investor = await newInvestor(t);
    const asked = await t.post<TPublicQa>(QA.ask, { activityId: collective, companyId: second, content: "在专区提问" }, as(investor.token));
    expect(asked.code, asked.message).toBe(200);
    expect(asked.datas[0]!.companyId).toBe(second);
  });
});

describe("the calendar file", () => {
  it("is one VEVENT in Asia/Shanghai time with a stable UID, escaped text and CRLF lines", async () => {
    const published = await activityId(t, "ended");
    const [row] = await t.database.db.select().from(activities).where(eq(activities.id, published));
    const res = await t.post<TCalendarFile>(ICS, { activityId: published });
    expect(res.code, res.message).toBe(200);
    const file = res.datas[0]!;
    expect(file.fileName).toBe(`activity-${published}.ics`);
    expect(file.contentType).toBe("text/calendar; charset=utf-8");
    const ics = file.content;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("TZID:Asia/Shanghai");
    expect(ics).toContain(`UID:activity-${published}@`);
    const date = row!.startDate.replace(/-/g, "");
    expect(ics).toContain(`DTSTART;TZID=Asia/Shanghai:${date}T${row!.startTime!.replace(":", "")}00`);
    expect(ics).toContain(`DTEND;TZID=Asia/Shanghai:${date}T${row!.endTime!.replace(":", "")}00`);
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    // unfolded, every line ends in CRLF and none is longer than 75 octets
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, "")).toContain(`SUMMARY:${row!.title}`);
  });

  it("escapes commas, semicolons and line breaks and gives the English title in English", async () => {
    await t.database.db.update(activities).set({ enTitle: "Q2 results; growth, outlook\nand Q&A" }).where(eq(activities.id, live));
    const ics = (await t.post<TCalendarFile>(ICS, { activityId: live, lang: "en-US" })).datas[0]!.content.replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Q2 results\\; growth\\, outlook\\nand Q&A");
    // companies have an English short name only: the English calendar names the company by it
    const [company] = await t.database.db.execute(sql`select c.en_short_name as "en" from activity_companies ac join companies c on c.id = ac.company_id where ac.activity_id = ${live} and not ac.is_cancel order by ac.id limit 1`).then((r) => (r as unknown as { rows: { en: string | null }[] }).rows);
    expect(company?.en).toBeTruthy();
    expect(ics).toContain(`DESCRIPTION:${company!.en}\\n`);
    expect((await t.post(ICS, { activityId: live, lang: "fr" })).code).toBe(400);
  });
});

describe("the share calls", () => {
  it("answers a clear 400 when no chat app is configured", async () => {
    const res = await t.post(SHARE, { url: "https://roadshow.example.com/activityDetails/1" });
    expect(res.code).toBe(400);
    expect(res.message).toBe(MSG_WECHAT_NOT_CONFIGURED);
  });

  it("stores the route report and refuses a missing route", async () => {
    const res = await t.post<{ id: number }>(SAVE_ROUTE, { route: "/activityDetails/18", miniUuid: "mini-42", timestamp: "1795700000000" });
    expect(res.code, res.message).toBe(200);
    const [row] = await t.database.db.select().from(shareRoutes).where(eq(shareRoutes.id, res.datas[0]!.id));
    expect(row).toMatchObject({ route: "/activityDetails/18", miniUuid: "mini-42", timestamp: 1795700000000 });
    expect((await t.post(SAVE_ROUTE, { miniUuid: "x" })).message).toBe("请传入路由");
    expect((await t.post(SAVE_ROUTE, { route: "/x", timestamp: "soon" })).message).toBe("时间戳不正确");
    expect((await t.post(SAVE_ROUTE, { route: "/x\"><script>alert(1)</script>" })).message).toBe("路由格式不正确");
    expect((await t.post(SAVE_ROUTE, { route: "/x", miniUuid: "<b>" })).message).toBe("miniUuid格式不正确");
  });
});

describe("the share signature with a configured chat app", () => {
  let s: TTestApp;
  let fetched = 0;
  let failing = false;
  beforeAll(async () => {
    s = await createTestApp({
      wechat: { appId: "wx-test-app", appSecret: "secret" },
      wechatTickets: {
        async jsapiTicket() {
          fetched += 1;
          if (failing) throw new Error("network down");
          return "test-ticket";
        },
      },
    });
  });
  afterAll(async () => s.close());

  it("signs the address (without its fragment) with the ticket, a nonce and the time", async () => {
    const url = "https://roadshow.example.com/activityDetails/18?lang=en#qa";
    const res = await s.post<TWechatShare>(SHARE, { url });
    expect(res.code, res.message).toBe(200);
    const d = res.datas[0]!;
    expect(d.appId).toBe("wx-test-app");
    expect(d.url).toBe("https://roadshow.example.com/activityDetails/18?lang=en");
    const expected = createHash("sha1").update(`jsapi_ticket=test-ticket&noncestr=${d.nonceStr}&timestamp=${d.timestamp}&url=${d.url}`).digest("hex");
    expect(d.signature).toBe(expected);
    expect(fetched).toBe(1);
  });

  it("refuses a bad address and says so when the ticket cannot be had", async () => {
    expect((await s.post(SHARE, {})).message).toBe("请传入分享页面地址");
    expect((await s.post(SHARE, { url: "javascript:alert(1)" })).message).toBe("分享页面地址不正确");
    failing = true;
    const res = await s.post(SHARE, { url: "https://roadshow.example.com/home" });
    expect(res.code).toBe(400);
    expect(res.message).toBe(MSG_WECHAT_UNAVAILABLE);
  });
});
