import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

/**
 * Review screenshots are pictures a person looks at during development; no test reads them. Taking them (two
 * viewport switches, font and layout waits, a full-page capture each) was a large part of the suite's time in
 * CI, so they are taken only on request: `E2E_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts`.
 */
export const takeScreens = process.env.E2E_SCREENSHOTS === "1";

/** Where the pictures go: test-results/screens/<name>-<width>.png (Playwright empties test-results per run). */
export const SCREENS_DIR = fileURLToPath(new URL("../../test-results/screens/", import.meta.url));

export interface TShootOptions {
  /** Viewport widths to take, in order; desktop and phone by default. */
  widths?: readonly number[];
  /** The whole page, only the viewport (dialogs: fixed layers tile badly), or the whole page at desktop widths only. */
  fullPage?: boolean | "desktop";
}

const heightFor = (width: number) => (width >= 800 ? 900 : 844);

/**
 * Takes `test-results/screens/<name>-<width>.png` at each width when E2E_SCREENSHOTS=1, then restores the
 * viewport; otherwise does nothing at all (no viewport switch, no wait), so a test must never rely on it.
 */
export async function shoot(page: Page, name: string, { widths = [1440, 390], fullPage = true }: TShootOptions = {}): Promise<void> {
  if (!takeScreens) return;
  const original = page.viewportSize();
  for (const width of widths) {
    const full = fullPage === "desktop" ? width >= 800 : fullPage;
    await page.setViewportSize({ width, height: heightFor(width) });
    // a full-page picture of a scrolled page draws the fixed header in the middle
    if (full) await page.evaluate(() => window.scrollTo(0, 0));
    // blocks below the fold render only near the screen (offscreen.module.css); a full-page picture shows them
    // as a visitor sees them once scrolled to
    if (full) await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await page.evaluate(() => document.fonts.ready);
    // let the layout settle after the resize (Mantine's media-query hooks re-render)
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SCREENS_DIR}${name}-${width}.png`, fullPage: full });
  }
  if (original) await page.setViewportSize(original);
}
