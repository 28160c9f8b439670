import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { messages } from "#server/db/schema/index.ts";
import { AUTH, OPS } from "#shared/api/contract.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { activityId } from "../qa-helpers.ts";

let t: TTestApp;
let ops: string;
let companyId: number;
const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.loginPass("ops-admin");
  companyId = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

describe("operator messages", () => {
  it("are stored as plain text: no tags, handlers or javascript: links reach any reader", async () => {
    const res = await t.post(
      `${OPS}/message/send`,
      { companyId, msgTitle: '<svg onload="alert(1)">维护</svg>', content: '<a href="javascript:alert(1)">详情</a><img src=x onerror=alert(1)>今晚维护 javajavascript:script:x' },
      as(ops),
    );
    expect(res.code, res.message).toBe(200);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.companyId, companyId)).orderBy(desc(messages.id)).limit(1);
    expect(row).toMatchObject({ msgTitle: "维护", content: "详情今晚维护 x" });
  });

  it("refuses a title that is nothing but markup", async () => {
    expect(await t.post(`${OPS}/message/send`, { companyId, msgTitle: "<b></b>", content: "x" }, as(ops))).toMatchObject({ code: 400, message: "请输入消息标题" });
  });

  it("plain text survives repeated stripping", () => {
    expect(toPlainText("<scr<script>ipt>alert(1)</script>")).not.toMatch(/<\s*script/i);
    expect(toPlainText("<<svg>svg onload=alert(1)>")).not.toMatch(/<\s*svg/i);
    expect(toPlainText("普通文字 a < b > c")).toBe("普通文字 a < b > c");
  });
});

describe("one permission refusal", () => {
  it("answers body code 403 暂无权限 for another company's activity, never 无权操作该活动", async () => {
    const fund = await t.loginPass("fund-admin");
    const live = await activityId(t, "inProgress");
    const res = await t.post(`${AUTH}/question_answer_company/activity_question_answer_count`, { activityId: live }, as(fund));
    expect(res).toMatchObject({ code: 403, message: "暂无权限" });
  });
});
