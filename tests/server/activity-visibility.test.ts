import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { activityVisibleUsers, auditLog, qaQuestions } from "#server/db/schema/index.ts";
import { ACTIVITY_HIDDEN_CLOSE_CODE, qaSocketPaths } from "#shared/qa/qa-socket.ts";
import { QaMsg } from "#shared/qa/qa-rules.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { VisibilityMsg, unknownUserMessage } from "#shared/activity/activity-visibility.ts";
import type { TOpsActivityDetail, TVisibleUser } from "#shared/api/ops.contract.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { createTestApp, type TTestApp, injectSocket } from "./test-app.ts";
import { OPS, QA, activityId, as, newInvestor, openActivity } from "./qa-helpers.ts";

// Restricted activities (document 4 sections 2.3 and 6): the operator's list, and every public call of the
// activity answering as if it did not exist for a viewer not on it.

let t: TTestApp;
let live: number;
let operator: string;
let holder: string;
let otherCompany: string;
let listed: string;
let listedUserId: number;

const SET = `${OPS}/activity/set_visible_users`;
const LIST = `${OPS}/activity/visible_users`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  live = await activityId(t, "inProgress");
  [operator, holder, otherCompany, listed] = await Promise.all([
    t.loginPass("ops-admin"), // restricting visibility is a supervisor action
    t.loginPass("listed-admin"),
    t.loginPass("fund-admin"),
    t.loginMobile("13800000001"),
  ]);
  listedUserId = (await t.post<{ id: number }>("/base-service/api/auth/v1/user/userinfo", {}, as(listed))).datas[0]!.id;
});
afterAll(async () => t.close());

async function restrict(users: string[], activity = live) {
  return t.post<TVisibleUser>(SET, { activityId: activity, users }, as(operator));
}

describe("the operator's list", () => {
  beforeEach(async () => {
    await t.database.db.delete(activityVisibleUsers);
  });

  it("sets the list by account or mobile number, reads it back and counts it on the activity", async () => {
    const res = await restrict(["13800000001", " listed-member ", "13800000001"]);
    expect(res.code, res.message).toBe(200);
    expect(res.datas.map((u) => [u.mobile ?? u.account, u.userType])).toEqual([
      ["13800000001", "personal"],
      ["listed-member", "enterprise"],
    ]);
    expect(res.datas[1]!.companyName).toBe("深圳市鹏城智能科技股份有限公司");
    const read = await t.post<TVisibleUser>(LIST, { activityId: live }, as(operator));
    expect(read.datas.map((u) => u.userId)).toEqual(res.datas.map((u) => u.userId));
    const detail = await t.post<TOpsActivityDetail>(`${OPS}/activity/activity_detail`, { activityId: live }, as(operator));
    expect(detail.datas[0]!.visibleUserCount).toBe(2);
  });

  it("audits the list before and after", async () => {
    await restrict(["13800000001"]);
    await restrict(["listed-member"]);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "ops.activity.set_visible_users")).orderBy(desc(auditLog.id)).limit(1);
    expect(row!.entityId).toBe(String(live));
    expect(row!.before).toEqual({ visibleUsers: [{ userId: listedUserId, account: null, mobile: "13800000001" }] });
    expect((row!.after as { visibleUsers: { account: string }[] }).visibleUsers.map((u) => u.account)).toEqual(["listed-member"]);
  });

  it("refuses an unknown account or number, naming it, and changes nothing", async () => {
    await restrict(["13800000001"]);
    const res = await restrict(["listed-member", "13900009999"]);
    expect(res).toMatchObject({ code: 400, message: unknownUserMessage("13900009999") });
    expect(res.message).toBe("用户不存在：13900009999");
    expect((await restrict(["nobody-here"])).message).toBe("用户不存在：nobody-here");
    expect((await restrict([""])).message).toBe(VisibilityMsg.userRequired);
    const rows = await t.database.db.select().from(activityVisibleUsers);
    expect(rows.map((r) => r.userId)).toEqual([listedUserId]);
  });

  it("an empty list makes the activity public again; an unknown activity is refused", async () => {
    await restrict(["13800000001"]);
    const cleared = await restrict([]);
    expect(cleared.code).toBe(200);
    expect(cleared.datas).toEqual([]);
    expect(await t.database.db.select().from(activityVisibleUsers)).toEqual([]);
    expect((await restrict(["13800000001"], 99999999)).message).toBe(OpsMsg.notFound);
    expect((await t.post(LIST, { activityId: 99999999 }, as(operator))).message).toBe(OpsMsg.notFound);
  });

  it("is for operators only", async () => {
    expect((await t.post(SET, { activityId: live, users: ["13800000001"] })).code).toBe(401);
    expect((await t.post(SET, { activityId: live, users: ["13800000001"] }, as(holder))).code).toBe(403);
    expect((await t.post(LIST, { activityId: live }, as(holder))).code).toBe(403);
  });
});

describe("the public calls of a restricted activity", () => {
  let stranger: { id: number; token: string };
  let approvedQuestion: number;

  beforeAll(async () => {
    await openActivity(t, live);
    stranger = await newInvestor(t);
    const [q] = await t.database.db
      .select({ id: qaQuestions.id })
      .from(qaQuestions)
      .where(and(eq(qaQuestions.activityId, live), eq(qaQuestions.questionType, 1), eq(qaQuestions.status, 1), eq(qaQuestions.isCancel, false)))
      .limit(1);
    approvedQuestion = q!.id;
    await t.database.db.delete(activityVisibleUsers);
    expect((await restrict(["13800000001"])).code).toBe(200);
  });

  const header = (token?: string) => t.post<TPublicActivity>(QA.activity, { activityId: live }, token ? as(token) : {});

  it("header, Q&A page and counts say 活动不存在 to visitors, other investors and other companies", async () => {
    for (const token of [undefined, stranger.token, otherCompany]) {
      expect((await header(token)).message).toBe(QaMsg.activityNotFound);
      expect((await t.post(QA.page, { activityId: live, pageNo: 1 }, token ? as(token) : {})).message).toBe(QaMsg.activityNotFound);
      expect((await t.post(QA.info, { activityId: live }, token ? as(token) : {})).message).toBe(QaMsg.activityNotFound);
    }
  });

  it("shows to the users on the list, the company holding it and operators", async () => {
    for (const token of [listed, holder, operator]) {
      const res = await header(token);
      expect(res.code, res.message).toBe(200);
      expect(res.datas[0]!.activityId).toBe(live);
      expect((await t.post(QA.page, { activityId: live, pageNo: 1 }, as(token))).code).toBe(200);
      expect((await t.post(QA.info, { activityId: live }, as(token))).code).toBe(200);
    }
  });

  it("asking: refused as not found for others, accepted from a listed user", async () => {
    const refused = await t.post(QA.ask, { activityId: live, content: "限制活动的提问" }, as(stranger.token));
    expect(refused).toMatchObject({ code: 400, message: QaMsg.activityNotFound });
    const asked = await t.post(QA.ask, { activityId: live, content: "名单上的用户提问" }, as(listed));
    expect(asked.code, asked.message).toBe(200);
  });

  it("me too: the question does not exist for others; it counts for a listed user", async () => {
    expect(await t.post(QA.addOne, { id: approvedQuestion }, as(stranger.token))).toMatchObject({ code: 400, message: QaMsg.questionNotFound });
    const res = await t.post<{ hasAddedOne: boolean }>(QA.addOne, { id: approvedQuestion }, as(listed));
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]!.hasAddedOne).toBe(true);
  });

  it("the public socket answers 404 unless the viewer may see the activity", async () => {
    await expect(t.app.injectWS(qaSocketPaths.activity(live))).rejects.toThrow(/404/);
    await expect(injectSocket(t.app, `${qaSocketPaths.activity(live)}`, stranger.token)).rejects.toThrow(/404/);
    for (const token of [listed, holder, operator]) {
      const ws = (await injectSocket(t.app, `${qaSocketPaths.activity(live)}`, token)) as unknown as WebSocket;
      const pong = new Promise((resolve) => ws.addEventListener("message", (e) => resolve(JSON.parse(String(e.data))), { once: true }));
      ws.send(JSON.stringify({ type: 0 }));
      expect(await pong).toEqual({ type: 0 });
      ws.close();
    }
  });

  it("is public again once the list is emptied", async () => {
    await restrict([]);
    expect((await header()).code).toBe(200);
    expect((await header(stranger.token)).code).toBe(200);
    const ws = (await t.app.injectWS(qaSocketPaths.activity(live))) as unknown as WebSocket;
    ws.close();
    await restrict(["13800000001"]);
  });

  it("closes the open sockets of viewers a new list leaves out, and only those", async () => {
    await restrict([]);
    const open = async (token?: string) => {
      const ws = await injectSocket(t.app, qaSocketPaths.activity(live), token);
      const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code), { once: true }));
      return { ws, closed };
    };
    const stillOpen = async (ws: WebSocket) => {
      const pong = new Promise((resolve) => ws.addEventListener("message", (e) => resolve(JSON.parse(String(e.data))), { once: true }));
      ws.send(JSON.stringify({ type: 0 }));
      return pong;
    };
    const [visitor, other, onList, company, staff] = await Promise.all([open(), open(stranger.token), open(listed), open(holder), open(operator)]);

    expect((await restrict(["13800000001"])).code).toBe(200);
    expect(await visitor.closed).toBe(ACTIVITY_HIDDEN_CLOSE_CODE);
    expect(await other.closed).toBe(ACTIVITY_HIDDEN_CLOSE_CODE);
    for (const kept of [onList, company, staff]) expect(await stillOpen(kept.ws)).toEqual({ type: 0 });

    // taking the listed user off closes theirs too; emptying the list closes nobody
    expect((await restrict(["listed-member"])).code).toBe(200);
    expect(await onList.closed).toBe(ACTIVITY_HIDDEN_CLOSE_CODE);
    expect((await restrict([])).code).toBe(200);
    for (const kept of [company, staff]) expect(await stillOpen(kept.ws)).toEqual({ type: 0 });
    for (const kept of [company, staff]) kept.ws.close();
    await restrict(["13800000001"]);
  });
});
