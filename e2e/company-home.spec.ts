import { expect, test } from "@playwright/test";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// The enterprise centre's home page (/center, document 2 sections 2.3 and 6) for four kinds of user: who
// sees the company card, the diversion status, the messages, distribution, recent activities and the
// booking tiles follows the company type, the member flags and the login type.

test.describe("the company home page", () => {
  test("listed-admin: company card with diversion, messages, distribution and the booking tiles", async ({ page }) => {
    await openAs(page, "listed-admin", "/center");
    const card = page.getByTestId("company-card");
    await expect(card.getByTestId("company-short-name")).toHaveText("鹏城智能");
    await expect(card.getByTestId("company-type")).toHaveText("上市公司");
    await expect(card.getByTestId("home-diversion-status")).not.toBeEmpty();
    await expect(card.getByRole("link", { name: "去认证" })).toHaveAttribute("href", "/diversionAuthentication");
    await expect(page.getByTestId("home-message-card")).toBeVisible();
    await expect(page.getByTestId("home-distribution-card")).toBeVisible();
    await expect(page.getByTestId("home-recent-card")).toHaveCount(0);
    await expect(page.getByTestId("single-booking-card")).toBeVisible();
    await shoot(page, "company-home-listed-admin");
  });

  test("listed-member with only the booking flag: no diversion and no distribution, messages and booking stay", async ({ page }) => {
    await openAs(page, "listed-member", "/center");
    const card = page.getByTestId("company-card");
    await expect(card.getByTestId("company-short-name")).toHaveText("鹏城智能");
    await expect(card.getByTestId("centre-role")).toHaveText("普通成员");
    await expect(card.getByTestId("home-diversion")).toHaveCount(0);
    await expect(page.getByTestId("home-message-card")).toBeVisible();
    await expect(page.getByTestId("home-distribution-card")).toHaveCount(0);
    await expect(page.getByTestId("single-booking-card")).toBeVisible();
    await shoot(page, "company-home-listed-member");
  });

  test("gov-user: the recent-activities card, no diversion, distribution or booking", async ({ page }) => {
    await openAs(page, "gov-user", "/center");
    const card = page.getByTestId("company-card");
    await expect(card).toBeVisible();
    await expect(card.getByTestId("home-diversion")).toHaveCount(0);
    await expect(page.getByTestId("home-message-card")).toBeVisible();
    await expect(page.getByTestId("home-recent-card")).toBeVisible();
    await expect(page.getByTestId("gov-table")).toBeVisible();
    await expect(page.getByTestId("home-distribution-card")).toHaveCount(0);
    await expect(page.getByTestId("single-booking-card")).toHaveCount(0);
    await shoot(page, "company-home-gov-user");
  });

  test("special-5 (login type 5): neither the company block nor the messages", async ({ page }) => {
    await openAs(page, "special-5", "/center");
    await expect(page.getByRole("tab", { name: "机构中心" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("company-card")).toHaveCount(0);
    await expect(page.getByTestId("centre-welcome")).toBeVisible();
    await expect(page.getByTestId("home-message-card")).toHaveCount(0);
    await expect(page.getByTestId("company-home-cards")).toHaveCount(0);
    await shoot(page, "company-home-special-5");
  });
});
