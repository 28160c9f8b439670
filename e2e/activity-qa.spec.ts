import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { operatorToken } from "./page-models/ops.ts";
import { ActivityQaTab, notEndedActivities, type TQaActivityRow } from "./page-models/activity-qa.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";
import { personalToken } from "./page-models/public-qa.ts";
import { shoot } from "./page-models/screens.ts";

// The company's Q&A tab (document 2 section 2.4) on listed-admin's seeded live activity of 鹏城智能, which holds
// questions, answers and speeches in every review state and four guests.

const DEFAULT_REVOKE_REASON = "撤回待审核的回复";
const OWN_REPLY = "感谢您的关注，相关情况请以公司后续公告为准。";

async function liveActivity(request: APIRequestContext, token: string): Promise<TQaActivityRow> {
  const rows = await notEndedActivities(request, token);
  const live = rows.find((r) => r.title.endsWith("第三季度业绩说明会（直播中）"));
  expect(live, "the seeded live activity").toBeTruthy();
  expect(live!.isOpenText).toBe(true);
  return live!;
}

const post = (request: APIRequestContext, path: string, token: string, form: Record<string, string>) =>
  request.post(`/base-service/api/${path}`, { headers: { authorization: token }, form });

test.describe("company Q&A tab", () => {
  // a slow shared machine: several writes, lists and downloads per test
  test.describe.configure({ timeout: 150_000 });

  test("answers, speaks, revokes and exports", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await enterpriseToken(page.request, "listed-admin");
    const live = await liveActivity(page.request, token);
    const qa = new ActivityQaTab(page);
    await openWithToken(page, token, `/actManageDetail?id=${live.activityId}`);
    await qa.open(live.activityId);

    // the pending list: five a page, each with a reply box open inside the answer window
    await expect(qa.subTab(1)).toHaveAttribute("aria-selected", "true");
    await expect(qa.records.first()).toBeVisible();
    expect(await qa.records.count()).toBeLessThanOrEqual(5);
    await expect(qa.root.getByTestId("qa-reply-disabled")).toHaveCount(0);
    await shoot(page, "activity-qa-pending", { widths: [1440] });

    // nothing to send while the reply is blank; a reply is sent and leaves the pending list
    const first = qa.records.first();
    const question = (await first.getByTestId("qa-content").textContent())!.trim();
    await expect(first.getByTestId("qa-reply-send")).toBeDisabled();
    await first.getByTestId("qa-reply-input").fill("   ");
    await expect(first.getByTestId("qa-reply-send")).toBeDisabled();
    await qa.reply(first, OWN_REPLY);
    await expect(qa.replySent).toBeVisible();
    await expect(qa.record(question)).toHaveCount(0);
    await qa.openSub(2);
    await expect(qa.recordByReply(OWN_REPLY)).toBeVisible();

    // a guest speech: the guest first, then the content
    await qa.openSub(3);
    const composer = qa.root.getByTestId("qa-speech-composer");
    await composer.getByTestId("qa-speech-input").fill("本次说明会的问答记录将在会后发布于投资者关系平台。");
    await composer.getByTestId("qa-speech-send").click();
    await expect(composer.getByText("请先选择发言嘉宾")).toHaveCount(1);
    await qa.speak("林慧敏（董事会秘书）", "本次说明会的问答记录将在会后发布于投资者关系平台。");
    await expect(qa.speechSent).toBeVisible();
    await expect(qa.record("本次说明会的问答记录将在会后发布于投资者关系平台。")).toBeVisible();
    await shoot(page, "activity-qa-speeches", { widths: [1440] });

    // revoking a pending answer (the reply sent above; the seeded pending ones stay for the moderation
    // spec): a simple confirmation, the default reason
    await qa.openSub(2);
    const pendingAnswer = qa.recordByReply(OWN_REPLY);
    await expect(pendingAnswer.getByTestId("qa-reply-status")).toHaveText("待审核");
    await pendingAnswer.getByTestId("qa-revoke").click();
    await expect(qa.revokeDialog.getByTestId("qa-revoke-confirm-text")).toBeVisible();
    await expect(qa.revokeDialog.getByTestId("qa-revoke-reason")).toHaveCount(0);
    await shoot(page, "activity-qa-revoke-confirm", { widths: [1440], fullPage: false });
    await qa.revokeDialog.getByTestId("qa-revoke-submit").click();
    await expect(qa.revoked).toBeVisible();
    await expect(qa.recordByReply(OWN_REPLY)).toHaveCount(0);

    // revoking an approved answer needs a reason
    const approved = qa.recordByReply("毛利率下降主要受原材料价格波动");
    await expect(approved.getByTestId("qa-reply-status")).toHaveText("已通过");
    await approved.getByTestId("qa-revoke").click();
    await qa.revokeDialog.getByTestId("qa-revoke-submit").click();
    await expect(qa.revokeDialog.getByText("请输入撤销理由", { exact: true })).toBeVisible();
    await qa.revokeDialog.getByTestId("qa-revoke-reason").fill("毛利率数据需与定期报告核对后重新回复");
    await shoot(page, "activity-qa-revoke-reason", { widths: [1440], fullPage: false });
    await qa.revokeDialog.getByTestId("qa-revoke-submit").click();
    await expect(qa.revokeDialog).toHaveCount(0);
    await expect(qa.recordByReply("毛利率下降主要受原材料价格波动")).toHaveCount(0);

    // both revoked answers are in the records, with their reasons
    await qa.openSub(5);
    const revokedPending = qa.recordByReply(OWN_REPLY);
    await expect(revokedPending.getByTestId("qa-cancel-reason")).toContainText(DEFAULT_REVOKE_REASON);
    await expect(qa.root.getByText("毛利率数据需与定期报告核对后重新回复")).toBeVisible();
    await shoot(page, "activity-qa-cancelled", { widths: [1440] });

    // the exports, named by company, activity id and counts
    const name = new RegExp(`^[^-]*鹏城智能[^-]*-${live.activityId}-问答记录-问题\\d+条-回答\\d+条\\.(xlsx|txt)$`);
    const excel = await qa.download("excel");
    expect(excel.suggestedFilename()).toMatch(name);
    expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
    const txt = await qa.download("txt");
    expect(txt.suggestedFilename()).toMatch(name);
    expect(txt.suggestedFilename()).toMatch(/\.txt$/);
    const text = await new Response((await txt.createReadStream()) as unknown as ReadableStream).text();
    // approved answers only: the reply sent above still waits for review
    expect(text).toContain("第三季度营收增长主要来自智能制造解决方案");
    expect(text).not.toContain(OWN_REPLY);
    // a non-collective activity of a listed company also has the investor-relations table
    const ir = await qa.download("ir");
    expect(ir.suggestedFilename()).toMatch(new RegExp(`-${live.activityId}-投资者关系活动记录表-问题\\d+条-回答\\d+条\\.xlsx$`));
  });

  test("a question approved while the tab is open shows in the banner", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await enterpriseToken(page.request, "listed-admin");
    const live = await liveActivity(page.request, token);
    const qa = new ActivityQaTab(page);
    await openWithToken(page, token, `/actManageDetail?id=${live.activityId}`);
    await qa.open(live.activityId);
    await expect(qa.records.first()).toBeVisible();
    await expect(qa.banner).toHaveCount(0);

    // the verified demo investor asks, an operator approves
    // through the run-wide token cache: the provider sends one code per number per minute
    const investor = await personalToken(page.request, "13800000001");
    const content = `第四季度的订单情况如何？（${Date.now()}）`;
    const asked = await (await post(page.request, "auth/v1/question_answer/ask_question", investor, { activityId: String(live.activityId), content })).json();
    expect(asked.code, asked.message).toBe(200);
    const questionId: number = asked.datas[0].id;
    const ops = await operatorToken(page.request, "ops-admin");
    const reviewed = await (await post(page.request, "ops/v1/qa/moderate", ops, { kind: "1", id: String(questionId), status: "1" })).json();
    expect(reviewed.code, reviewed.message).toBe(200);

    await expect(qa.banner).toHaveText("有1个新问题，点击查看", { timeout: 15_000 });
    await shoot(page, "activity-qa-banner", { widths: [1440] });
    // the pending list was left as it was until the user asks for the new ones
    await qa.banner.click();
    await expect(qa.banner).toHaveCount(0);
    await expect(qa.subTab(1)).toHaveAttribute("aria-selected", "true");
    await expect(qa.root.getByTestId("qa-list-1")).toBeVisible();
  });
});
