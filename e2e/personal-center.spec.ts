import { expect, test } from "./fixtures.ts";
import { askThroughApi, freshIdNumber, MarkButtons, PersonalCenter, RealPersonPage, verifyRealPerson } from "./page-models/personal.ts";
import { liveActivityId, personalToken, PublicQaPage } from "./page-models/public-qa.ts";
import { CompanyHomepage, InstitutionDirectory } from "./page-models/institutions.ts";
import { PortalShell } from "./page-models/portal-shell.ts";
import { shoot } from "./page-models/screens.ts";
import { openAs, openWithToken } from "./page-models/session.ts";

// An investor's own corner (document 4 section 4): favourite an activity and follow its company from the
// activity page, ask a question, and find all three in the personal centre; undo from there. A visitor is
// sent to the personal login by the buttons; an enterprise login has no buttons.

const INVESTOR = "13800000031";

test.describe("the personal centre", () => {
  test("an investor favourites, follows and asks, and finds it all in the personal centre", async ({ page }) => {
    const live = await liveActivityId(page.request);
    const token = await personalToken(page.request, INVESTOR);
    await verifyRealPerson(page.request, token);
    const question = `分红比例明年会提高吗？（${Date.now()}）`;
    await askThroughApi(page.request, token, live, question);

    const qa = new PublicQaPage(page);
    const marks = new MarkButtons(page);
    await openWithToken(page, token, `/activityDetails/${live}`);
    await qa.waitLoaded();
    const title = (await qa.header.getByRole("heading").first().textContent()) ?? "";
    // a run against the same database may find them already marked: start from unmarked
    for (const button of [marks.favourite, marks.follow]) {
      await expect(button).toHaveAttribute("data-on", /true|false/);
      if ((await button.getAttribute("data-on")) === "true") await marks.toggle(button);
    }
    await marks.toggle(marks.favourite);
    await marks.toggle(marks.follow);
    await shoot(page, "personal-marks-activity-zh-CN", { widths: [1440, 390] });

    const centre = new PersonalCenter(page);
    await centre.open();
    await expect(centre.questions.filter({ hasText: question })).toHaveAttribute("data-state", "pending");
    await shoot(page, "personal-center-questions-zh-CN", { widths: [1440, 390] });

    await centre.tab("favourites").click();
    await expect(page).toHaveURL(/tab=favourites/);
    await expect(centre.activities.filter({ hasText: title })).toHaveCount(1);

    await centre.tab("follows").click();
    const company = centre.companies.first();
    await expect(company).toBeVisible();
    await shoot(page, "personal-center-follows-zh-CN", { widths: [1440, 390] });
    // unfollowing from the centre takes it off the list (the row goes as soon as the list is read again)
    const companyId = await company.getAttribute("data-company-id");
    const row = page.locator(`[data-testid="followed-company"][data-company-id="${companyId}"]`);
    await company.getByTestId("follow-button").click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(centre.tab("follows")).toBeVisible();
    await expect(row).toHaveCount(0);

    await centre.tab("profile").click();
    await expect(centre.profile.getByTestId("real-person-state")).toHaveText("已认证");

    // the profile: a new nickname and investor type, shown back in the centre
    const nickName = `价值投资者${String(Date.now()).slice(-4)}`;
    await centre.editProfile.click();
    await centre.profileForm.getByRole("textbox", { name: "昵称" }).fill(nickName);
    await centre.profileForm.getByRole("radio", { name: "媒体" }).check();
    await centre.profileForm.getByTestId("profile-submit").click();
    await expect(page).toHaveURL(/\/personalCenter\?tab=profile/);
    await expect(centre.profile).toContainText(nickName);
    await expect(centre.profile).toContainText("媒体");
  });

  test("a visitor's favourite button leads to the personal login; an enterprise login has none", async ({ page }) => {
    const live = await liveActivityId(page.request);
    const qa = new PublicQaPage(page);
    const marks = new MarkButtons(page);
    await page.goto(`/activityDetails/${live}`);
    await qa.waitLoaded();
    await marks.favourite.click();
    await expect(page).toHaveURL(/\/idp\//);

    await openAs(page, "listed-admin", `/activityDetails/${live}`);
    await qa.waitLoaded();
    await expect(marks.favourite).toHaveCount(0);
    await expect(marks.follow).toHaveCount(0);
  });

  test("an investor follows a company from its institution page", async ({ page }) => {
    const token = await personalToken(page.request, INVESTOR);
    const directory = new InstitutionDirectory(page);
    const institution = new CompanyHomepage(page);
    const marks = new MarkButtons(page);
    await openWithToken(page, token, "/institutionalCenter");
    await directory.open();
    await directory.cards.first().click();
    await expect(institution.name).toBeVisible();
    if ((await marks.follow.getAttribute("data-on")) === "true") await marks.toggle(marks.follow);
    await marks.toggle(marks.follow);
    const name = (await institution.name.textContent()) ?? "";

    const centre = new PersonalCenter(page);
    await page.goto("/personalCenter?tab=follows");
    await expect(centre.companies.filter({ hasText: name.trim() }).first()).toBeVisible();
  });

  test("a new investor verifies from the ask box and comes back to ask", async ({ page }) => {
    const live = await liveActivityId(page.request);
    // a number of its own each run, so the account starts unverified
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const token = await personalToken(page.request, mobile);
    const qa = new PublicQaPage(page);
    const form = new RealPersonPage(page);
    // a fresh login is offered verification in a dialog; this investor takes the ask box's way instead
    const shell = new PortalShell(page);
    await page.addLocatorHandler(shell.realPersonNotice, async (notice) => {
      await notice.getByRole("button", { name: "稍后再说" }).click();
    });
    await openWithToken(page, token, `/activityDetails/${live}`);
    await qa.waitLoaded();
    await page.getByTestId("ask-real-person").click();
    await expect(form.root).toBeVisible();

    await form.name.fill("林晓东");
    await form.idNumber.fill("110105198001011234");
    await form.submit.click();
    await expect(form.root.getByText("身份证号码不正确，请输入18位有效的居民身份证号")).toBeVisible();
    await shoot(page, "real-person-invalid-zh-CN", { widths: [1440, 390] });

    await form.idNumber.fill(freshIdNumber());
    await form.submit.click();
    await expect(form.done).toBeVisible();
    await form.back.click();
    await expect(page).toHaveURL(new RegExp(`/activityDetails/${live}`));
    await qa.waitLoaded();
    await expect(page.getByTestId("ask-real-person")).toHaveCount(0);
  });
});
