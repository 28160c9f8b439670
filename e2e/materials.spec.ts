import { expect, test } from "./fixtures.ts";
import { ActivityDetail } from "./page-models/activity.ts";
import { MaterialsForm, materialsDemoActivityId } from "./page-models/materials.ts";
import { waitForServiceWorker } from "./page-models/offline.ts";
import { call, operatorToken } from "./page-models/ops.ts";
import { FIXTURE_MP4 } from "./page-models/ops-video-library.ts";
import { shoot } from "./page-models/screens.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";

const INFO = "/base-service/api/auth/v1/activity/upload_activity_info";

// A company fills its materials (document 3 section 2.1 item 1), saves a draft, edits offline across a
// reload, submits while still offline, and once the network returns the submit goes through once and the
// public activity page shows what it committed.
test.describe("activity materials", () => {
  test.use({ serviceWorkers: "allow", viewport: { width: 1440, height: 900 } });
  test.setTimeout(180_000);

  test("fill, save, edit offline across a reload, submit offline, and the public page shows it once the network returns", async ({ page, context }) => {
    const token = await enterpriseToken(page.request, "listed-admin");
    const id = await materialsDemoActivityId(page.request, token);
    const materials = new MaterialsForm(page);
    const saves: string[] = [];
    // the context sees the page's requests whether or not the service worker forwards them
    context.on("request", (r) => {
      if (new URL(r.url()).pathname === INFO && r.method() === "POST") saves.push(r.postData() ?? "");
    });

    await openWithToken(page, token, `/actManageDetail?id=${id}`);
    await expect(materials.form).toBeVisible({ timeout: 30_000 });
    await waitForServiceWorker(page);

    // submitting too early points at the first failing check (no logo yet) with its message
    await materials.form.getByTestId("materials-submit").click();
    await expect(materials.problem).toHaveText("请上传背景图logo");

    await materials.chooseTemplate(1);
    await materials.uploadLogos();
    // the background logo was cropped to the spec's 300×300 before upload (a PNG stays a PNG)
    const logoSrc = await materials.section("company").locator('img[src*="/files/"]').first().getAttribute("src");
    const logo = await (await page.request.get(logoSrc!)).body();
    expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([300, 300]);
    await materials.typeIntro("公司致力于为客户创造长期价值。");
    await materials.typeIntro("The company creates long-term value for its customers.", "en");
    await materials.uploadPromoVideo(FIXTURE_MP4);
    await materials.addGuest({ name: "陈志远", enName: "Chen Zhiyuan", title: "董事长", mobile: "13700009001" });
    await expect(materials.guestRows).toHaveCount(1);
    await materials.addGuest({ name: "林晓梅", enName: "Lin Xiaomei", title: "董事会秘书", mobile: "13700009002" });
    await expect(materials.guestRows).toHaveCount(2);
    // the board secretary opens: her row is moved up with the keyboard, and the order is stored
    await materials.moveGuestUp("林晓梅");
    await expect(materials.guestRows.first()).toContainText("林晓梅");
    await page.reload();
    await expect(materials.guestRows.first()).toContainText("林晓梅", { timeout: 30_000 });
    await materials.scheduleRow(0, "15:00-15:10", "主持人开场");
    await materials.addScheduleRow();
    await materials.scheduleRow(1, "15:10-15:40", "董事长致辞");
    await materials.guestsOnStage(2);
    await materials.save();
    await expect(page.getByText("保存成功").first()).toBeVisible();
    await shoot(page, "materials-form", { fullPage: "desktop" });
    // at 390 px the form fits the width (its tables scroll inside their own box)
    await page.setViewportSize({ width: 390, height: 844 });
    await materials.section("guests").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "materials-form-phone", { widths: [390], fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });

    // offline: edits are kept on the device and survive a reload; a submit made offline waits, frozen, and
    // goes through exactly once when the network returns
    await context.setOffline(true);
    await materials.typeIntro("离线补充的内容。");
    await materials.form.getByTestId("materials-under-stage").fill("30");
    await page.waitForTimeout(600);
    await page.reload();
    await expect(materials.form).toBeVisible({ timeout: 30_000 });
    await expect(materials.intro).toContainText("离线补充的内容。");
    await expect(materials.form.getByTestId("materials-under-stage")).toHaveValue("30");
    await expect(materials.form.getByTestId("materials-offline-note")).toBeVisible();
    await shoot(page, "materials-offline", { fullPage: "desktop" });

    const before = saves.length;
    await materials.submit();
    await expect(materials.form.getByTestId("materials-submit-queued")).toBeVisible();
    await expect(materials.form.getByTestId("materials-save")).toHaveCount(0);
    // a reload before the network returns keeps it waiting, and the form frozen
    await page.reload();
    await expect(materials.form).toBeVisible({ timeout: 30_000 });
    await expect(materials.form.getByTestId("materials-submit-queued")).toBeVisible();
    await expect(materials.form.getByTestId("materials-save")).toHaveCount(0);
    await shoot(page, "materials-submit-queued", { fullPage: false });

    await context.setOffline(false);
    await expect(materials.submitted).toBeVisible({ timeout: 30_000 });
    // one submit reached the server, and the server holds the materials as submitted
    expect(saves.slice(before).filter((body) => /(^|&)isCommit=true(&|$)/.test(body))).toHaveLength(1);
    await expect(materials.form.getByTestId("materials-save")).toHaveCount(0);
    // the progress strip's info step is done
    await expect(new ActivityDetail(page).step("info")).toHaveAttribute("data-state", "done", { timeout: 15_000 });
    await shoot(page, "materials-submitted", { fullPage: "desktop" });

    // the public page shows what was committed (its test page, before the formal publication)
    const ops = await operatorToken(page.request, "ops-admin");
    await call(page.request, ops, "ops/v1/activity/publish_test", { activityId: id });
    const detail = await page.request.post("/base-service/api/auth/v1/activity_company/company_activity_list", { headers: { authorization: token }, form: { activityId: String(id), size: "0" } });
    const committed = (await detail.json()).datas[0] as { testCode: string; isInfoSubed: boolean; guestsUnderStage: number; promotionalVideoPath: string | null };
    expect(committed).toMatchObject({ isInfoSubed: true, guestsUnderStage: 30 });
    expect(committed.promotionalVideoPath).toMatch(/\.mp4$/);
    const testCode = committed.testCode;
    await page.goto(`/activityDetails/${id}/${testCode}`);
    await expect(page.getByText("离线补充的内容。").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("陈志远").first()).toBeVisible();
    await expect(page.getByText("董事长致辞").first()).toBeVisible();
    await shoot(page, "materials-public-page", { fullPage: "desktop" });
  });
});

test.describe("activity materials, two editors", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(120_000);

  test("a save made from an older version shows both versions side by side, and nothing is overwritten", async ({ page, browser }) => {
    const token = await enterpriseToken(page.request, "listed-admin");
    const id = await materialsDemoActivityId(page.request, token);
    const materials = new MaterialsForm(page);
    // the test above submitted these materials: an operator reopens them (ops reopen_materials)
    const detail = await page.request.post("/base-service/api/auth/v1/activity_company/company_activity_list", { headers: { authorization: token }, form: { activityId: String(id), size: "0" } });
    if ((await detail.json()).datas[0].isInfoSubed) await call(page.request, await operatorToken(page.request, "ops-admin"), "ops/v1/activity/reopen_materials", { activityId: id });
    await openWithToken(page, token, `/actManageDetail?id=${id}`);
    await expect(materials.form).toBeVisible({ timeout: 30_000 });
    await materials.typeIntro("甲编辑的内容。");

    // another member, in another browser, saves first
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const memberToken = await enterpriseToken(other.request, "listed-member");
      const form = new MaterialsForm(await other.newPage());
      await openWithToken(form.page, memberToken, `/actManageDetail?id=${id}`);
      await expect(form.form).toBeVisible({ timeout: 30_000 });
      // both rich-text editors load after the form and can move the page as they mount: act once they are in
      await expect(form.intro).toBeVisible();
      await expect(form.introEn).toBeVisible();
      const version = Number(await form.form.getAttribute("data-version"));
      await form.guestsOnStage(7);
      await form.save();
      // the save's effect rather than its three-second popup, which a slow machine can miss
      await expect(form.form).toHaveAttribute("data-version", String(version + 1));
    } finally {
      await other.close();
    }

    await materials.save();
    await expect(materials.conflict).toBeVisible({ timeout: 15_000 });
    await expect(materials.conflict.getByTestId("conflict-row")).toHaveCount(2);
    await shoot(page, "materials-conflict", { fullPage: "desktop" });
    // keep my introduction and their guest count
    await materials.conflict.locator('[data-field="guestsOnStage"]').getByTestId("conflict-theirs").check();
    await materials.conflict.getByTestId("conflict-apply").click();
    await expect(materials.form.getByTestId("materials-on-stage")).toHaveValue("7");
    await expect(materials.intro).toContainText("甲编辑的内容。");
    await materials.save();
    await expect(page.getByText("保存成功").first()).toBeVisible();
    const saved = await page.request.post("/base-service/api/auth/v1/activity_company/company_activity_list", { headers: { authorization: token }, form: { activityId: String(id), size: "0" } });
    const m = (await saved.json()).datas[0] as { guestsOnStage: number; companyIntroJson: { gsfc_intro: string } };
    expect(m.guestsOnStage).toBe(7);
    expect(m.companyIntroJson.gsfc_intro).toContain("甲编辑的内容。");
  });
});
