import { expect, test } from "./fixtures.ts";
import { OpsModerationPage, OpsPage, call, operatorToken } from "./page-models/ops.ts";
import { shoot } from "./page-models/screens.ts";
import { enterpriseToken } from "./page-models/session.ts";

// Q&A moderation through the real screen: an operator works the queue seeded on 鹏城智能's live activity
// (src/server/db/seed/seed-qa.ts), while the company and another operator act beside it over the API, so
// the socket's announcements and "reviewed elsewhere" marks are seen too. The tests share the data: serial.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

/** Seeded pending items, oldest first. */
const ORDERS = "第四季度的订单情况怎么样";
const DIVIDEND = "公司对明年的分红政策有什么考虑";
const RECEIVABLES_ANSWER = "应收账款主要集中在信用良好的大型制造企业";
const PRICE_WAR = "请问董事长如何看待当前行业的价格竞争";
const CLOSING_SPEECH = "感谢各位投资者的提问";

interface TQueueItem {
  kind: number;
  id: number;
  activityId: number;
  content: string;
}

test("an operator approves one item and refuses another only with a reason; the list never reorders", async ({ page }) => {
  const ops = new OpsPage(page);
  const moderation = new OpsModerationPage(page);
  await ops.login("ops-operator");
  await expect(ops.count("qaToReview")).not.toHaveText("0");
  await moderation.open();

  // oldest first, each with its kind
  const contents = await moderation.contents();
  const order = [ORDERS, DIVIDEND, RECEIVABLES_ANSWER, PRICE_WAR, CLOSING_SPEECH].map((text) => contents.findIndex((c) => c.includes(text)));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(moderation.row(ORDERS).getByTestId("moderation-kind")).toHaveText("提问");
  await expect(moderation.row(RECEIVABLES_ANSWER).getByTestId("moderation-kind")).toHaveText("回答");
  await expect(moderation.row(RECEIVABLES_ANSWER).getByTestId("moderation-question")).toContainText("应收账款余额较高");
  await expect(moderation.row(CLOSING_SPEECH).getByTestId("moderation-kind")).toHaveText("嘉宾发言");
  await expect(moderation.row(ORDERS)).toContainText("鹏城智能");
  const total = Number(await moderation.count.textContent());
  expect(total).toBeGreaterThanOrEqual(5);
  await shoot(page, "ops-moderation-queue", { widths: [1440] });

  await moderation.approve(DIVIDEND);
  await expect(moderation.row(DIVIDEND)).toHaveCount(0);
  await expect(moderation.count).toHaveText(String(total - 1));

  // the reason is required: an empty refusal is stopped in the dialog, nothing is sent
  await moderation.refuse(PRICE_WAR);
  await moderation.refuseDialog.getByTestId("moderation-refuse-submit").click();
  await expect(moderation.refuseDialog.getByTestId("form-problem")).toHaveText("请输入拒绝理由");
  await moderation.refuseDialog.getByTestId("moderation-refuse-reason").fill("与本次活动无关");
  await expect(moderation.refuseDialog.getByTestId("moderation-refuse-counter")).toHaveText("7/100");
  await shoot(page, "ops-moderation-refuse-dialog", { widths: [1440] });
  await moderation.refuseDialog.getByTestId("moderation-refuse-submit").click();
  await expect(moderation.refuseDialog).toBeHidden();
  await expect(moderation.row(PRICE_WAR)).toHaveCount(0);
  await expect(moderation.count).toHaveText(String(total - 2));

  // the rest kept their order
  const after = await moderation.contents();
  const rest = [ORDERS, RECEIVABLES_ANSWER, CLOSING_SPEECH].map((text) => after.findIndex((c) => c.includes(text)));
  expect([...rest].sort((a, b) => a - b)).toEqual(rest);

  // the server agrees: neither is pending any more
  const token = await operatorToken(page.request, "ops-operator");
  const [queue] = await call<{ records: TQueueItem[] }>(page.request, token, "ops/v1/qa/moderation_queue", { pageSize: 100 });
  expect(queue!.records.some((r) => r.content.includes(DIVIDEND) || r.content.includes(PRICE_WAR))).toBe(false);
});

test("new items are announced, not inserted, and an item another operator reviewed is greyed in place", async ({ page }) => {
  const ops = new OpsPage(page);
  const moderation = new OpsModerationPage(page);
  await ops.login("ops-operator", "/ops/moderation");
  await expect(moderation.rows.first()).toBeVisible();
  const before = await moderation.rows.count();

  const adminToken = await operatorToken(page.request, "ops-admin");
  const [queue] = await call<{ records: TQueueItem[] }>(page.request, adminToken, "ops/v1/qa/moderation_queue", { pageSize: 100 });
  const answer = queue!.records.find((r) => r.content.includes(RECEIVABLES_ANSWER))!;

  // another operator approves the pending answer: it stays where it is, greyed, without buttons
  await call(page.request, adminToken, "ops/v1/qa/moderate", { kind: answer.kind, id: answer.id, status: 1 });
  const answerRow = moderation.row(RECEIVABLES_ANSWER);
  await expect(answerRow).toHaveAttribute("data-state", "elsewhere");
  await expect(answerRow.getByTestId("moderation-elsewhere")).toHaveText("已被其他运营人员通过");
  await expect(answerRow.getByTestId("moderation-approve")).toHaveCount(0);
  await expect(moderation.rows).toHaveCount(before);

  // the company posts a guest speech: announced in the banner, the list unchanged until the operator loads it
  const companyToken = await enterpriseToken(page.request, "listed-admin");
  const guests = await call<{ id: number }>(page.request, companyToken, "auth/v1/activity_guest/activity_guest_list", { activityId: answer.activityId });
  await call(page.request, companyToken, "auth/v1/question_answer_company/guest_add_speak", {
    activityId: answer.activityId,
    guestId: guests[0]!.id,
    content: "补充说明：第四季度订单已排产至明年二月。",
  });
  await expect(moderation.newBanner).toHaveText("有1条新内容待审核，点击加载");
  await expect(moderation.rows).toHaveCount(before);
  await shoot(page, "ops-moderation-announced", { widths: [1440] });
  await moderation.newBanner.click();
  await expect(moderation.row("第四季度订单已排产至明年二月")).toBeVisible();
  await expect(moderation.newBanner).toHaveCount(0);
  // the fresh snapshot no longer holds the answer the other operator approved
  await expect(moderation.row(RECEIVABLES_ANSWER)).toHaveCount(0);
});
