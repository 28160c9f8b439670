import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { shoot } from "./page-models/screens.ts";
import { OpsContentPage, carouselBanners } from "./page-models/site-content.ts";

// The back office's content editors (document 4 section 6): a banner created in the editor is in the home
// carousel's data at once.
test("an operator creates a banner and the carousel's data holds it", async ({ page }) => {
  const ops = new OpsPage(page);
  await ops.login("ops-operator");
  const content = new OpsContentPage(page);
  await content.open();
  await expect(content.bannerRows).toHaveCount(3);
  await content.createLinkBanner("端到端测试横幅", "An end-to-end banner", "https://www.example.com/");
  await expect(content.bannerRows).toHaveCount(4);
  await expect(content.bannerRows.filter({ hasText: "端到端测试横幅" })).toBeVisible();
  await shoot(page, "ops-content-banners");

  const banners = await carouselBanners(page.request);
  expect(banners.find((b) => b.title === "端到端测试横幅")).toMatchObject({ titleEn: "An end-to-end banner" });

  // an operator sees the settings but may not save them
  await content.open("settings");
  await expect(content.settingsSave).toBeDisabled();
});
