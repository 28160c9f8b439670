import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LIVE_ACTIVITY_TITLE, liveActivityId } from "./page-models/public-qa.ts";
import { shoot } from "./page-models/screens.ts";

// The server draws an activity page's header into the page it sends (src/server/modules/activity-page/
// first-paint.ts), so a phone shows it before the client's code has run; the page's own header then takes its
// place. Both must stand in the same place, or the page would jump when one gives way to the other.

let live = 0;

test.beforeAll(async ({ request }) => {
  live = await liveActivityId(request);
});

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!;
};

for (const width of [412, 1440]) {
  test(`at ${width} px the drawn header stands where the page's header is drawn, and gives way to it`, async ({ browser, page }) => {
    const baseURL = test.info().project.use.baseURL;
    // without the client's code: only what the server drew
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const drawnPage = await bare.newPage();
    await drawnPage.goto(`/activityDetails/${live}`);
    await expect(drawnPage.locator("#first-paint")).toBeVisible();
    const drawn = await boxOf(drawnPage, "#first-paint .fp-card");
    const title = await drawnPage.locator("#first-paint .fp-title").getAttribute("data-t");
    expect(title).toContain(LIVE_ACTIVITY_TITLE);
    await shoot(drawnPage, `first-paint-${width}`, { fullPage: false });
    await bare.close();

    // with it: the page's header replaces the drawing
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/activityDetails/${live}`);
    await expect(page.getByTestId("activity-header")).toBeVisible();
    await expect(page.locator("#first-paint")).toHaveCount(0);
    const real = await boxOf(page, '[data-testid="activity-header"]');
    expect(Math.abs(drawn.x - real.x), "left").toBeLessThanOrEqual(2);
    expect(Math.abs(drawn.y - real.y), "top").toBeLessThanOrEqual(2);
    expect(Math.abs(drawn.width - real.width), "width").toBeLessThanOrEqual(2);
    // never smaller: the real header must not become a later, larger paint than the drawn one
    expect(drawn.height - real.height, "height").toBeGreaterThanOrEqual(-1);
    expect(drawn.height - real.height, "height").toBeLessThanOrEqual(width < 576 ? 60 : 30);
  });
}

test("the drawing follows the language chosen, and an unknown activity draws none", async ({ page, context }) => {
  await page.goto(`/activityDetails/${live}`);
  await page.getByTestId("language-toggle").first().getByText("English").click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en-US");
  const html = await (await page.request.get(`/activityDetails/${live}`, { headers: { cookie: "lang=en-US" } })).text();
  expect(html).toContain('id="first-paint"');
  const missing = await (await page.request.get("/activityDetails/99999999")).text();
  expect(missing).not.toContain('id="first-paint"');
  await page.goto("/activityDetails/99999999");
  await expect(page.getByText("The activity does not exist")).toBeVisible();
});
