import { expect, test } from "./fixtures.ts";
import { CompanyHome, EnterpriseCentre } from "./page-models/enterprise-centre.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs } from "./page-models/session.ts";

// The enterprise centre's home page (/center, document 2 sections 2.3 and 6) for four kinds of user: who
// sees the company card, the diversion status, the messages, distribution, recent activities and the
// booking tiles follows the company type, the member flags and the login type.

test.describe("the company home page", () => {
  test("listed-admin: company card with diversion, messages, distribution and the booking tiles", async ({ page }) => {
    const home = new CompanyHome(page);
    await openAs(page, "listed-admin", "/center");
    const card = home.companyCard;
    await expect(card.getByTestId("company-short-name")).toHaveText("鹏城智能");
    await expect(card.getByTestId("company-type")).toHaveText("上市公司");
    await expect(card.getByTestId("home-diversion-status")).not.toBeEmpty();
    await expect(card.getByRole("link", { name: "去认证" })).toHaveAttribute("href", "/diversionAuthentication");
    await expect(home.messageCard).toBeVisible();
    await expect(home.distributionCard).toBeVisible();
    await expect(home.recentCard).toHaveCount(0);
    await expect(home.singleBookingCard).toBeVisible();
    await shoot(page, "company-home-listed-admin");
  });

  test("listed-member with only the booking flag: no diversion and no distribution, messages and booking stay", async ({ page }) => {
    const home = new CompanyHome(page);
    await openAs(page, "listed-member", "/center");
    const card = home.companyCard;
    await expect(card.getByTestId("company-short-name")).toHaveText("鹏城智能");
    await expect(card.getByTestId("centre-role")).toHaveText("普通成员");
    await expect(card.getByTestId("home-diversion")).toHaveCount(0);
    await expect(home.messageCard).toBeVisible();
    await expect(home.distributionCard).toHaveCount(0);
    await expect(home.singleBookingCard).toBeVisible();
    await shoot(page, "company-home-listed-member");
  });

  test("gov-user: the recent-activities card, no diversion, distribution or booking", async ({ page }) => {
    const home = new CompanyHome(page);
    await openAs(page, "gov-user", "/center");
    const card = home.companyCard;
    await expect(card).toBeVisible();
    await expect(card.getByTestId("home-diversion")).toHaveCount(0);
    await expect(home.messageCard).toBeVisible();
    await expect(home.recentCard).toBeVisible();
    await expect(home.govTable).toBeVisible();
    await expect(home.distributionCard).toHaveCount(0);
    await expect(home.singleBookingCard).toHaveCount(0);
    await shoot(page, "company-home-gov-user");
  });

  test("special-5 (login type 5): neither the company block nor the messages", async ({ page }) => {
    const home = new CompanyHome(page);
    await openAs(page, "special-5", "/center");
    await expect(new EnterpriseCentre(page).tab("机构中心")).toHaveAttribute("aria-selected", "true");
    await expect(home.companyCard).toHaveCount(0);
    await expect(home.welcome).toBeVisible();
    await expect(home.messageCard).toHaveCount(0);
    await expect(home.cards).toHaveCount(0);
    await shoot(page, "company-home-special-5");
  });
});
