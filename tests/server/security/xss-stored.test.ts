import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { dictionaryItems, companyGuests, companyMembers, finReports, messages, publicVideos, qaAnswers, qaQuestions, shareRoutes, users } from "#server/db/schema/index.ts";
import { DEMO_VIDEO_KEY, ensureDemoVideoFiles } from "#server/db/seed/seed-public-videos.ts";
import { AUTH, OPS } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { activityId, guestOf, insertQuestion, newInvestor, openActivity } from "../qa-helpers.ts";
import { XSS_CORPUS, looksLive } from "./xss-corpus.ts";
import { PDF, PNG, uploadFile } from "../upload-helpers.ts";

// Every free-text field that is shown back and stored as plain text keeps no live markup, whatever is posted.
let t: TTestApp;
let ops: string;
let company: string;
let companyId: number;
let live: number;
const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp();
  [ops, company] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("listed-admin")]);
  companyId = await t.companyOf("listed-admin");
  live = await activityId(t, "inProgress");
  await openActivity(t, live, { isOpenText: true });
  await ensureDemoVideoFiles(t.app.deps.storage);
});
afterAll(async () => t.close());

describe("the XSS corpus posted into free-text fields", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored without live markup", async (i, payload) => {
    const investor = await newInvestor(t, { isRealPerson: true });
    const asked = await t.post(`${AUTH}/question_answer/ask_question`, { activityId: live, companyId, content: `问题${i} ${payload}` }, as(investor.token));
    if (asked.code === 200) {
      const [q] = await t.database.db.select({ content: qaQuestions.content }).from(qaQuestions).orderBy(desc(qaQuestions.id)).limit(1);
      expect(looksLive(q!.content), q!.content).toBe(false);
    } else expect(asked.code).toBe(400);

    const question = await insertQuestion(t, { activityId: live, companyId, status: 1 });
    const guestId = await guestOf(t, live, companyId);
    const answered = await t.post(`${AUTH}/question_answer_company/guest_answer`, { activityId: live, id: question, guestId, content: `回复${i} ${payload}` }, as(company));
    if (answered.code === 200) {
      const [a] = await t.database.db.select({ content: qaAnswers.content }).from(qaAnswers).orderBy(desc(qaAnswers.id)).limit(1);
      expect(looksLive(a!.content), a!.content).toBe(false);
    }
    await t.post(`${AUTH}/question_answer_company/guest_add_speak`, { activityId: live, guestId, content: `发言${i} ${payload}` }, as(company));

    const sent = await t.post(`${OPS}/message/send`, { companyId, msgTitle: `标题${i} ${payload}`.slice(0, 100), content: `内容${i} ${payload}` }, as(ops));
    expect(sent.code, sent.message).toBe(200);
    const [m] = await t.database.db.select().from(messages).where(eq(messages.companyId, companyId)).orderBy(desc(messages.id)).limit(1);
    expect(looksLive(m!.msgTitle), m!.msgTitle).toBe(false);
    expect(looksLive(m!.content), m!.content).toBe(false);

    // the video library's texts (document 4 section 2.6), written by an operator
    const [category] = await t.database.db.select({ id: dictionaryItems.id }).from(dictionaryItems).where(eq(dictionaryItems.parentCode, "videoCategory.nav4")).limit(1);
    const saved = await t.post(
      `${OPS}/video_library/save`,
      { navType: "nav4", categoryId: category!.id, title: `视频${i} ${payload}`.slice(0, 100), titleEn: `Video ${payload}`.slice(0, 200), description: `简介 ${payload}`, descriptionEn: `About ${payload}`, videoPath: `/files/${DEMO_VIDEO_KEY}` },
      as(ops),
    );
    expect(saved.code, saved.message).toBe(200);
    const [v] = await t.database.db.select().from(publicVideos).orderBy(desc(publicVideos.id)).limit(1);
    for (const text of [v!.title, v!.titleEn, v!.description, v!.descriptionEn]) expect(looksLive(text ?? ""), text ?? "").toBe(false);

    // the share route report (document 1 section 7.1) is stored only when it is a plain path and id
    const reported = await t.post("/wx-service/api/pub/v1/share/save_route", { route: `/activityDetails/${i}${payload}`, miniUuid: `m${i}${payload}` });
    if (reported.code === 200) {
      const [r] = await t.database.db.select().from(shareRoutes).orderBy(desc(shareRoutes.id)).limit(1);
      expect(looksLive(r!.route), r!.route).toBe(false);
      expect(looksLive(r!.miniUuid ?? ""), r!.miniUuid ?? "").toBe(false);
    } else expect(reported.code).toBe(400);
  });

  it("a visual financial report's title and period (type-8 company)", async () => {
    const reporter = await t.loginPass("report-admin");
    const cover = (await uploadFile(t, reporter, "封面.png", PNG)).datas[0]!.filePath;
    const pdf = (await uploadFile(t, reporter, "财报.pdf", PDF)).datas[0]!.filePath;
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const saved = await t.post(`${AUTH}/fin_report/save_fin_report`, { title: `财报${i} ${payload}`.slice(0, 100), period: `${payload}`.slice(0, 30), coverPath: cover, pdfPath: pdf }, as(reporter));
      expect([200, 400]).toContain(saved.code);
    }
    const rows = await t.database.db.select({ title: finReports.title, period: finReports.period }).from(finReports);
    expect(rows.filter((r) => looksLive(r.title) || looksLive(r.period))).toEqual([]);
  });

  it("speeches too", async () => {
    const rows = await t.database.db.select({ content: qaAnswers.content }).from(qaAnswers);
    expect(rows.filter((r) => looksLive(r.content)).map((r) => r.content)).toEqual([]);
  });
});

describe("the XSS corpus posted into an investor's nickname", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored without live markup, or refused", async (i, payload) => {
    const investor = await newInvestor(t);
    const res = await t.post(`${AUTH}/user/update_profile`, { nickName: `投资者${i}${payload}`.slice(0, 60), investorType: 1 }, as(investor.token));
    const [u] = await t.database.db.select({ nickName: users.nickName }).from(users).where(eq(users.id, investor.id));
    if (res.code === 200) expect(looksLive(u!.nickName), u!.nickName).toBe(false);
    else expect(res.code).toBe(400);
  });
});

describe("the XSS corpus posted into the content editors' plain-text fields", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored without live markup", async (i, payload) => {
    const text = `内容${i} ${payload}`.slice(0, 100);
    const stored: (string | null)[] = [];
    const banner = await t.post<{ title: string; titleEn: string | null }>(
      `${OPS}/content/banner_save`,
      { title: text, titleEn: text, imageUrl: "/static/content/banner-1.svg", targetType: 3, targetUrl: "https://a.example", status: 1 },
      as(ops),
    );
    if (banner.code === 200) stored.push(banner.datas[0]!.title, banner.datas[0]!.titleEn);
    const topic = await t.post<{ title: string; summary: string | null; summaryEn: string | null }>(
      `${OPS}/content/hot_topic_save`,
      { title: text, summary: text, summaryEn: text, status: 1 },
      as(ops),
    );
    if (topic.code === 200) stored.push(topic.datas[0]!.title, topic.datas[0]!.summary, topic.datas[0]!.summaryEn);
    const course = await t.post<{ title: string; summary: string | null; lessons: { title: string }[] }>(
      `${OPS}/content/course_save`,
      { title: text, summary: text, status: 1, lessons: [{ kind: 2, title: text, url: "/api/docs/guide-single.pdf" }] },
      as(ops),
    );
    if (course.code === 200) stored.push(course.datas[0]!.title, course.datas[0]!.summary, ...course.datas[0]!.lessons.map((l) => l.title));
    const help = await t.post<{ title: string }>(`${OPS}/content/help_save`, { title: text, content: "<p>x</p>", status: 1 }, as(ops));
    if (help.code === 200) stored.push(help.datas[0]!.title);
    const settings = await t.post<{ noticeBanner: { text: string; textEn: string | null } | null }>(
      `${OPS}/system/settings_save`,
      { noticeText: `通知${i} ${payload}`, noticeTextEn: `Notice ${i} ${payload}`, noticeStartAt: "2026-11-20 00:00", noticeEndAt: "2026-12-20 00:00", grayMode: 0, maintenanceEnabled: false, agreementVersion: "2026.1" },
      as(ops),
    );
    if (settings.code === 200) stored.push(settings.datas[0]!.noticeBanner?.text ?? "", settings.datas[0]!.noticeBanner?.textEn ?? "");
    expect(stored.length).toBeGreaterThan(0);
    for (const value of stored) expect(looksLive(value ?? ""), value ?? "").toBe(false);
  });
});

describe("the XSS corpus posted into a company member's name, title and description", () => {
  it("stores each without live markup, or refuses it", async () => {
    const admin = await t.loginPass("listed-admin");
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const added = await t.post(
        `${AUTH}/company_member/member_add`,
        { account: `137000${String(i).padStart(5, "0")}`, nickName: `成员${payload}`.slice(0, 100), title: `职务${payload}`.slice(0, 100), description: `描述${payload}`.slice(0, 100), isBookingEnable: true },
        as(admin),
      );
      expect([200, 400]).toContain(added.code);
    }
    const rows = await t.database.db.select({ title: companyMembers.title, description: companyMembers.description }).from(companyMembers);
    expect(rows.filter((r) => looksLive(r.title ?? "") || looksLive(r.description ?? ""))).toEqual([]);
    const names = await t.database.db.select({ nickName: users.nickName }).from(users);
    expect(names.filter((r) => looksLive(r.nickName))).toEqual([]);
  });
});

describe("the XSS corpus posted into the name of an account the back office opens", () => {
  it("stores each without live markup, or refuses it", async () => {
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const nickName = `账号${payload}`.slice(0, 20);
      const opened = await t.post(`${OPS}/account/account_create`, { companyId, account: `xss_user_${i}`, nickName }, as(ops));
      expect([200, 400]).toContain(opened.code);
    }
    // operators' names go through the same field schema (account-admin.contract.ts zNickName)
    const operator = await t.post(`${OPS}/account/operator_create`, { account: "xss_ops", nickName: `运营${XSS_CORPUS[0]}`.slice(0, 20), operatorRole: "operator" }, as(ops));
    expect([200, 400]).toContain(operator.code);
    const names = await t.database.db.select({ nickName: users.nickName }).from(users);
    expect(names.filter((r) => looksLive(r.nickName))).toEqual([]);
  }, 120_000);
});

describe("the XSS corpus posted into a library guest's texts", () => {
  it("stores each without live markup, or refuses it", async () => {
    const admin = await t.loginPass("listed-admin");
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const text = `嘉宾${i}${payload}`.slice(0, 100);
      const added = await t.post(
        `${AUTH}/guest/guest_add`,
        { guestName: text, guestEnName: text, title: text, titleEn: text, guestCompanyName: text, enGuestCompanyName: text, gender: 1, intro: `简介${payload}`, introEn: `Intro${payload}` },
        as(admin),
      );
      expect([200, 400]).toContain(added.code);
    }
    const rows = await t.database.db.select().from(companyGuests);
    const texts = rows.flatMap((r) => [r.guestName, r.guestEnName, r.title, r.titleEn, r.guestCompanyName, r.enGuestCompanyName, r.intro, r.introEn]);
    expect(texts.filter((x) => looksLive(x ?? ""))).toEqual([]);
  });
});

describe("the XSS corpus posted into the booking-capacity, collective-series and company names", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored without live markup", async (i, payload) => {
    const text = `名称${i} ${payload}`.slice(0, 50);
    const stored: string[] = [];
    const mode = await t.post<{ modeName: string }>(`${OPS}/capacity/mode_save`, { modeName: text, videoType: 4, companyModeType: 1, status: 0 }, as(ops));
    if (mode.code === 200) stored.push(mode.datas[0]!.modeName);
    const theme = await t.post<{ cnName: string; enName: string }>(
      `${OPS}/capacity/theme_save`,
      { activityType: 1, cnName: text, enName: `Theme ${payload}`.slice(0, 200), isAllowModify: true, status: 0 },
      as(ops),
    );
    if (theme.code === 200) stored.push(theme.datas[0]!.cnName, theme.datas[0]!.enName);
    const series = await t.post<{ id: number; seriesName: string }>(`${OPS}/series/series_save`, { seriesName: text }, as(ops));
    if (series.code === 200) {
      stored.push(series.datas[0]!.seriesName);
      const withActivity = await t.post<{ activities: { title: string; enTitle: string | null }[] }>(
        `${OPS}/series/activity_save`,
        { seriesId: series.datas[0]!.id, title: text, enTitle: `Session ${payload}`.slice(0, 200), startDate: "2026-12-10", endDate: "2026-12-10", startTime: "14:00", endTime: "15:00", bookingStartTime: "2026-11-23 09:00", bookingEndTime: "2026-12-08 17:00", bookingCompanyType: 0, isOpenSelectionMode: false, capacity: 5 },
        as(ops),
      );
      for (const a of withActivity.datas[0]?.activities ?? []) stored.push(a.title, a.enTitle ?? "");
      await t.post(`${OPS}/series/series_close`, { id: series.datas[0]!.id }, as(ops));
    }
    const company = await t.post<{ shortName: string; fullName: string; enShortName: string | null; enFullName: string | null }>(
      `${OPS}/company/company_save`,
      { companyType: 2, shortName: `简称${i} ${payload}`.slice(0, 20), fullName: `全称${i} ${payload}`.slice(0, 100), enShortName: `Fund ${payload}`.slice(0, 200), enFullName: `Fund Co ${i} ${payload}`.slice(0, 200) },
      as(ops),
    );
    if (company.code === 200) stored.push(company.datas[0]!.shortName, company.datas[0]!.fullName, company.datas[0]!.enShortName ?? "", company.datas[0]!.enFullName ?? "");
    const day = `2027-03-${String(1 + (i % 5)).padStart(2, "0")}`;
    const holiday = await t.post<{ name: string }>(`${OPS}/capacity/holiday_add`, { holidayDate: day, name: text }, as(ops));
    if (holiday.code === 200) {
      stored.push(holiday.datas[0]!.name);
      await t.post(`${OPS}/capacity/holiday_remove`, { holidayDate: day }, as(ops));
    }
    // the venues' reference data: names and a room's address (status 0, so equal names never collide)
    const region = await t.post<{ id: number; regionName: string }>(`${OPS}/capacity/region_save`, { regionName: text, status: 0 }, as(ops));
    if (region.code === 200) stored.push(region.datas[0]!.regionName);
    const room = await t.post<{ roomName: string; address: string | null }>(`${OPS}/capacity/room_save`, { regionId: 1, roomName: text, address: `地址 ${payload}`.slice(0, 200), status: 0 }, as(ops));
    if (room.code === 200) stored.push(room.datas[0]!.roomName, room.datas[0]!.address ?? "");
    const item = await t.post<{ name: string; attachField1: string | null }>(`${OPS}/dictionary/item_save`, { parentCode: "QAInfo", name: text, attachField1: `问题 ${payload}`, status: 0 }, as(ops));
    if (item.code === 200) stored.push(item.datas[0]!.name, item.datas[0]!.attachField1 ?? "");
    const nav = await t.post<{ navName: string; navEnName: string }>(`${OPS}/nav/nav_save`, { navName: text.slice(0, 20), navEnName: text.slice(0, 60), navLevel: 1, routePath: "nav0", status: 0 }, as(ops));
    if (nav.code === 200) stored.push(nav.datas[0]!.navName, nav.datas[0]!.navEnName);
    const platform = await t.post<{ platformName: string }>(`${OPS}/capacity/platform_save`, { platformName: text, status: 0 }, as(ops));
    if (platform.code === 200) stored.push(platform.datas[0]!.platformName);
    expect(stored.length).toBeGreaterThan(0);
    for (const value of stored) expect(looksLive(value), value).toBe(false);
  });
});

describe("the XSS corpus posted into a relay certification's texts and an operator's rejection reason", () => {
  it("stores each without live markup, or refuses it", async () => {
    const { diversionApplies } = await import("#server/db/schema/index.ts");
    const admin = await t.loginPass("listed-admin");
    const pdf = await uploadFile(t, admin, "资质.pdf", PDF);
    const qualification = JSON.stringify([{ url: (pdf.datas[0] as { filePath: string }).filePath, name: "资质.pdf" }]);
    for (const payload of XSS_CORPUS) {
      const [current] = await t.database.db.select().from(diversionApplies).where(and(eq(diversionApplies.isCurrent, true), eq(diversionApplies.companyId, companyId)));
      const body = { hisId: current?.id, platform: `平台${payload}`.slice(0, 100), platformUrl: "https://live.example.com", companyContacts: `联系人${payload}`.slice(0, 100), companyPhone: "13800138000", qualificationPathJson: qualification };
      const sent = await t.post<{ id: number }>(`${AUTH}/diversion_apply/submit_diversion_info`, body, as(admin));
      expect([200, 400]).toContain(sent.code);
      if (sent.code !== 200) continue;
      const rejected = await t.post(`${OPS}/diversion_apply/diversion_apply_review`, { id: sent.datas[0]!.id, event: "relay.rejectQualification", auditReason: `原因${payload}` }, as(ops));
      expect([200, 400]).toContain(rejected.code);
    }
    const rows = await t.database.db.select().from(diversionApplies);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.flatMap((r) => [r.platform, r.companyContacts, r.auditReason ?? ""]).filter((x) => looksLive(x))).toEqual([]);
  });
});
