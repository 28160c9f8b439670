import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { XSS_CORPUS } from "../tests/server/security/xss-corpus.ts";
import { call, operatorToken } from "./page-models/ops.ts";
import { liveActivityId, personalToken } from "./page-models/public-qa.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";

// Stored text renders as text: the XSS corpus posted into messages and Q&A executes nothing in Chromium.
// Every payload sets window.__xss (or opens a dialog) if it ever runs.

const RUN = String(Date.now()).slice(-6);

function watch(page: Page): string[] {
  const ran: string[] = [];
  page.on("dialog", (d) => {
    ran.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => ran.push(`page error: ${e.message}`));
  return ran;
}

async function expectNothingRan(page: Page, ran: string[]) {
  // give handlers (onerror of broken images, onload of svg) time to fire
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(ran).toEqual([]);
}

test.describe("the XSS corpus in Chromium", () => {
  test.describe.configure({ timeout: 120_000 });

  test("operator messages show as text on the company's message page", async ({ page }) => {
    const ops = await operatorToken(page.request, "ops-admin");
    for (const [i, payload] of XSS_CORPUS.entries()) {
      await call(page.request, ops, "ops/v1/message/send", { companyId: 1, msgTitle: `XSS${RUN}-${i} ${payload}`.slice(0, 100), content: `XSS${RUN}-${i} ${payload}` });
    }
    const ran = watch(page);
    await openWithToken(page, await enterpriseToken(page.request, "listed-admin"), "/messRemind");
    await expect(page.getByTestId("mess-remind").getByText(`XSS${RUN}-11`).first()).toBeVisible();
    await expectNothingRan(page, ran);
  });

  test("questions and answers show as text on the public activity page", async ({ page }) => {
    const activityId = await liveActivityId(page.request);
    const investor = await personalToken(page.request, "13800000001");
    const ops = await operatorToken(page.request, "ops-admin");
    // three questions of four payloads each: an investor may ask five questions a minute
    for (let q = 0; q < 3; q++) {
      const content = XSS_CORPUS.slice(q * 4, q * 4 + 4).map((payload, j) => `XSS${RUN}-${q * 4 + j} ${payload}`).join(" ");
      const [asked] = await call<{ id: number }>(page.request, investor, "auth/v1/question_answer/ask_question", { activityId, content });
      await call(page.request, ops, "ops/v1/qa/moderate", { kind: 1, id: asked!.id, status: 1 });
    }
    const ran = watch(page);
    await page.goto(`/activityDetails/${activityId}`);
    await expect(page.getByText(`XSS${RUN}-8`).first()).toBeVisible();
    await expectNothingRan(page, ran);
  });
});
