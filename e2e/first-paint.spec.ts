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

for (const width of [412, 1440]) {
  test(`at ${width} px the home page's drawn slide stands where the carousel draws it, and gives way to it`, async ({ browser, page }) => {
    const baseURL = test.info().project.use.baseURL;
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const drawnPage = await bare.newPage();
    await drawnPage.goto("/home");
    await expect(drawnPage.locator("#first-paint .fp-slide img")).toBeVisible();
    // the picture has loaded: it is what a phone shows first
    await expect.poll(() => drawnPage.locator("#first-paint .fp-slide img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = await boxOf(drawnPage, "#first-paint .fp-slide");
    await shoot(drawnPage, `first-paint-home-${width}`, { fullPage: false });
    await bare.close();

    await page.setViewportSize({ width, height: 900 });
    await page.goto("/home");
    await expect(page.getByTestId("banner-slide").first()).toBeVisible();
    await expect(page.locator("#first-paint")).toHaveCount(0);
    const real = await boxOf(page, '[data-testid="banner-slide"]');
    for (const [side, a, b] of [["left", drawn.x, real.x], ["top", drawn.y, real.y], ["width", drawn.width, real.width], ["height", drawn.height, real.height]] as const) {
      expect(Math.abs(a - b), side).toBeLessThanOrEqual(3);
    }
    // never smaller: the carousel's slide must not become a later, larger paint than the drawn one
    expect(drawn.width).toBeGreaterThan(real.width);
    expect(drawn.height).toBeGreaterThan(real.height);
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
