import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, activityVisibleUsers, favourites, qaAnswers } from "#server/db/schema/index.ts";
import type { TFollowedCompany, TMyMarks, TMyQuestion } from "#shared/api/personal.contract.ts";
import type { TPublicActivityCard } from "#shared/api/public-list.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { PersonalMsg } from "#shared/personal/personal-rules.ts";
import { ReviewStatus } from "#shared/qa/qa-rules.ts";
import { advanceClock } from "#server/clock.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, activityId, as, companyIdOf, insertQuestion, newInvestor } from "./qa-helpers.ts";

const P = {
  favourite: `${AUTH}/favourite/toggle`,
  follow: `${AUTH}/follow/toggle`,
  marks: `${AUTH}/personal/my_marks`,
  questions: `${AUTH}/personal/my_question_page`,
  favourites: `${AUTH}/personal/favourite_page`,
  follows: `${AUTH}/personal/follow_page`,
} as const;

let t: TTestApp;
let published: number;
let ended: number;
let mainId: number;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [published, ended, mainId] = await Promise.all([activityId(t, "published"), activityId(t, "ended"), companyIdOf(t, "listedMain")]);
  admin = await t.loginPass("listed-admin");
});
afterAll(async () => t.close());

const marks = async (token: string, body: { activityId?: number; companyId?: number }) => (await t.post<TMyMarks>(P.marks, body, as(token))).datas[0]!;

describe("favourites", () => {
  it("toggles on and off, and the page lists the newest favourite first", async () => {
    const { token } = await newInvestor(t);
    expect((await t.post(P.favourite, { activityId: ended }, as(token))).datas).toEqual([{ favourited: true }]);
    advanceClock(1_000);
    expect((await t.post(P.favourite, { activityId: published }, as(token))).datas).toEqual([{ favourited: true }]);
    expect(await marks(token, { activityId: ended })).toEqual({ favourited: true, followed: null });

    const page = (await t.post<TPage<TPublicActivityCard>>(P.favourites, {}, as(token))).datas[0]!;
    expect(page.records.map((c) => c.activityId)).toEqual([published, ended]);
    expect(page.total).toBe(2);

    expect((await t.post(P.favourite, { activityId: ended }, as(token))).datas).toEqual([{ favourited: false }]);
    expect(await marks(token, { activityId: ended })).toEqual({ favourited: false, followed: null });
    const after = (await t.post<TPage<TPublicActivityCard>>(P.favourites, {}, as(token))).datas[0]!;
    expect(after.records.map((c) => c.activityId)).toEqual([published]);
  });

  it("keeps each user's favourites apart", async () => {
    const [one, two] = await Promise.all([newInvestor(t), newInvestor(t)]);
    await t.post(P.favourite, { activityId: ended }, as(one.token));
    expect((await t.post<TPage<TPublicActivityCard>>(P.favourites, {}, as(two.token))).datas[0]!.total).toBe(0);
    expect(await marks(two.token, { activityId: ended })).toEqual({ favourited: false, followed: null });
  });

  it("refuses an activity whose page the caller may not open, and changes nothing", async () => {
    const { id, token } = await newInvestor(t);
    const [unpublished] = await t.database.db.select({ id: activities.id }).from(activities).where(eq(activities.pubStatus, 0)).limit(1);
    for (const activityId of [unpublished!.id, 2_000_000_000]) {
      const res = await t.post(P.favourite, { activityId }, as(token));
      expect([res.code, res.message, res.outcome]).toEqual([400, PersonalMsg.activityNotFound, "personal.activityNotFound"]);
    }
    // restricted to someone else: it answers as missing
    const other = await newInvestor(t);
    await t.database.db.insert(activityVisibleUsers).values({ activityId: published, userId: other.id });
    try {
      expect((await t.post(P.favourite, { activityId: published }, as(token))).message).toBe(PersonalMsg.activityNotFound);
      expect((await t.post(P.favourite, { activityId: published }, as(other.token))).datas).toEqual([{ favourited: true }]);
    } finally {
      await t.database.db.delete(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, published));
    }
    expect(await t.database.db.select().from(favourites).where(eq(favourites.userId, id))).toEqual([]);
  });

  it("a favourite whose activity was later cancelled leaves the page, and can still be removed", async () => {
    const { token } = await newInvestor(t);
    const [row] = await t.database.db.select({ id: activities.id }).from(activities).where(eq(activities.id, published));
    await t.post(P.favourite, { activityId: row!.id }, as(token));
    await t.database.db.update(activities).set({ isCancel: true }).where(eq(activities.id, published));
    try {
      expect((await t.post<TPage<TPublicActivityCard>>(P.favourites, {}, as(token))).datas[0]!.total).toBe(0);
      expect((await t.post(P.favourite, { activityId: published }, as(token))).datas).toEqual([{ favourited: false }]);
    } finally {
      await t.database.db.update(activities).set({ isCancel: false }).where(eq(activities.id, published));
    }
  });
});

describe("follows", () => {
  it("follows a company, lists it with its upcoming activities, and stops following", async () => {
    const { token } = await newInvestor(t);
    expect((await t.post(P.follow, { companyId: mainId }, as(token))).datas).toEqual([{ followed: true }]);
    expect(await marks(token, { companyId: mainId, activityId: published })).toEqual({ favourited: false, followed: true });
    const page = (await t.post<TPage<TFollowedCompany>>(P.follows, {}, as(token))).datas[0]!;
    expect(page.records.map((c) => c.companyId)).toEqual([mainId]);
    const upcoming = page.records[0]!.upcoming;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThanOrEqual(3);
    expect(upcoming.every((a) => a.status === 1)).toBe(true);
    expect((await t.post(P.follow, { companyId: mainId }, as(token))).datas).toEqual([{ followed: false }]);
    expect((await t.post<TPage<TFollowedCompany>>(P.follows, {}, as(token))).datas[0]!.total).toBe(0);
  });

  it("refuses a company that does not exist", async () => {
    const { token } = await newInvestor(t);
    const res = await t.post(P.follow, { companyId: 2_000_000_000 }, as(token));
    expect([res.code, res.message]).toEqual([400, PersonalMsg.companyNotFound]);
  });
});

describe("my questions", () => {
  it("lists my questions newest first with their state, and only the published answers, revoked ones marked", async () => {
    const me = await newInvestor(t);
    const someone = await newInvestor(t);
    const live = await activityId(t, "inProgress");
    const old = await insertQuestion(t, { activityId: live, companyId: mainId, status: ReviewStatus.approved, content: "分红政策会调整吗？", askerUserId: me.id });
    advanceClock(1_000);
    const pending = await insertQuestion(t, { activityId: live, companyId: mainId, status: ReviewStatus.pending, content: "新工厂何时投产？", askerUserId: me.id });
    await insertQuestion(t, { activityId: live, companyId: mainId, status: ReviewStatus.approved, content: "别人的问题", askerUserId: someone.id });
    await t.database.db.insert(qaAnswers).values([
      { questionId: old, activityId: live, companyId: mainId, content: "将保持稳定的分红比例。", guestName: "王敏", guestTitle: "董事会秘书", guestEnName: "Wang Min", guestTitleEn: "Board Secretary", status: ReviewStatus.approved },
      { questionId: old, activityId: live, companyId: mainId, content: "已撤回的回复", status: ReviewStatus.approved, isCancel: true },
      // a reply still in review is the company's draft, not an answer its asker sees
      { questionId: pending, activityId: live, companyId: mainId, content: "待审核的回复", status: ReviewStatus.pending },
    ]);

    const page = (await t.post<TPage<TMyQuestion>>(P.questions, {}, as(me.token))).datas[0]!;
    expect(page.records.map((q) => [q.questionId, q.status])).toEqual([
      [pending, ReviewStatus.pending],
      [old, ReviewStatus.approved],
    ]);
    const answers = page.records[1]!.answers;
    expect(answers.map((a) => [a.answererName, a.answererTitle, a.content, a.revoked])).toEqual([
      ["王敏", "董事会秘书", "将保持稳定的分红比例。", false],
      [expect.any(String), null, "", true],
    ]);
    expect(page.records[0]!.answers).toEqual([]);
    // in English where the guest and the company have it
    expect(answers.map((a) => [a.answererEnName, a.answererEnTitle])).toEqual([
      ["Wang Min", "Board Secretary"],
      ["Pengcheng Intelligent", null],
    ]);
    expect(page.records[1]).toMatchObject({ companyShortName: "鹏城智能", companyEnShortName: "Pengcheng Intelligent" });
  });
});

describe("who has a corner", () => {
  it("refuses an enterprise account on every personal call, and its marks are all unset", async () => {
    for (const [url, body] of [
      [P.favourite, { activityId: ended }],
      [P.follow, { companyId: mainId }],
      [P.questions, {}],
      [P.favourites, {}],
      [P.follows, {}],
    ] as const) {
      const res = await t.post(url, body, as(admin));
      expect([res.code, res.message], url).toEqual([400, PersonalMsg.personalOnly]);
    }
    expect(await marks(admin, { activityId: ended, companyId: mainId })).toEqual({ favourited: false, followed: false });
  });

  it.each([
    [P.favourite, { activityId: "abc" }, PersonalMsg.badActivityId],
    [P.favourite, {}, PersonalMsg.badActivityId],
    [P.follow, { companyId: 0 }, PersonalMsg.badCompanyId],
    [P.favourites, { pageNo: 0 }, PersonalMsg.badPage],
    [P.questions, { pageSize: 11 }, PersonalMsg.badPageSize],
  ])("refuses %s %j with a clear 400", async (url, body, message) => {
    const { token } = await newInvestor(t);
    const res = await t.post(url, body as never, as(token));
    expect([res.code, res.message]).toEqual([400, message]);
  });
});
