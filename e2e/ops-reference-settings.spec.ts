import { expect, test } from "./fixtures.ts";
import { OpsPage } from "./page-models/ops.ts";
import { OpsDictionaryEditor, OpsNavEditor, OpsRoomsPage, OpsSettingsEditor } from "./page-models/ops-reference-data.ts";
import { PortalShell, SEEDED_NOTICE } from "./page-models/portal-shell.ts";
import { shoot } from "./page-models/screens.ts";

// Issue 21 items 2 and 5: reference data is versioned so two operators never overwrite each other, and a
// settings change reaches a portal that is already open, without a reload, over the shell's live channel.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test("an operator adds a room, and a second edit made against the old version is refused", async ({ page }) => {
  const ops = new OpsPage(page);
  await ops.login("ops-operator");
  const rooms = new OpsRoomsPage(page);
  await rooms.open();
  const name = `前海演播室${Date.now() % 100000}`;
  await rooms.add({ region: "深圳", name, address: "深圳市南山区前海深港合作区 演播室" });
  await shoot(page, "ops-capacity-rooms");

  // this page starts an edit; meanwhile a second window of the same operator saves another one first
  await rooms.startEdit(name, "深圳市南山区前海 旧版本上的修改");
  const other = await page.context().newPage();
  const otherRooms = new OpsRoomsPage(other);
  await otherRooms.open();
  await otherRooms.startEdit(name, "深圳市南山区前海 先保存的修改");
  await otherRooms.save();
  await expect(otherRooms.form).toBeHidden();
  await other.close();

  await rooms.save();
  await expect(page.getByText("数据已被其他人修改，请刷新后重试").first()).toBeVisible();
  await expect(rooms.form).toBeHidden();
  // the list shows what was saved first; the stale edit changed nothing
  await expect(rooms.row(name)).toContainText("先保存的修改");
  await expect(rooms.row(name)).not.toContainText("旧版本上的修改");
});

test("the notice banner's text, changed in the back office, shows on an already open portal without a reload", async ({ page, browser }) => {
  // a visitor's portal, open before the change
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const shell = new PortalShell(visitor);
  await shell.open("/home");
  await expect(shell.notice).toHaveText(SEEDED_NOTICE);
  let reloads = 0;
  visitor.on("framenavigated", (frame) => {
    if (frame === visitor.mainFrame()) reloads += 1;
  });

  const ops = new OpsPage(page);
  await ops.login("ops-admin");
  const settings = new OpsSettingsEditor(page);
  await settings.open();
  const text = "系统将于今晚22:00至23:00升级维护，届时部分功能暂停使用，敬请谅解。";
  try {
    await settings.setNoticeText(text);
    await shoot(page, "ops-settings", { fullPage: "desktop" });
    // within a second or so of the save, with no reload of the visitor's page
    await expect(shell.notice).toHaveText(text, { timeout: 3_000 });
    expect(reloads).toBe(0);
    await shoot(visitor, "portal-notice-live", { widths: [390, 1440], fullPage: false });
    // the footer shows the configured QR codes and filing numbers, and no placeholder
    await shell.footer.scrollIntoViewIfNeeded();
    await expect(shell.footer.getByRole("img", { name: "官方公众号二维码" })).toBeVisible();
    await expect(shell.footer).toContainText("沪ICP备2021012345号-1");
    await expect(shell.footer).not.toContainText("待配置");
    await shoot(visitor, "portal-footer", { widths: [390, 1440], fullPage: true });
  } finally {
    // the seeded notice back, for the other specs sharing this server
    await settings.setNoticeText(SEEDED_NOTICE);
    await expect(shell.notice).toHaveText(SEEDED_NOTICE, { timeout: 3_000 });
    await visitor.close();
  }
});

test("a supervisor reads the operation guides' links in the dictionaries editor", async ({ page }) => {
  const ops = new OpsPage(page);
  await ops.login("ops-admin");
  const dictionaries = new OpsDictionaryEditor(page);
  await dictionaries.open(/OperationGuide/);
  await expect(dictionaries.rows.first()).toBeVisible();
  await shoot(page, "ops-dictionaries");
});

test("a navigation item a supervisor adds shows in an open portal's header at once, and goes when switched off", async ({ page, browser }) => {
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const shell = new PortalShell(visitor);
  await shell.open("/home");
  const ops = new OpsPage(page);
  await ops.login("ops-admin");
  const nav = new OpsNavEditor(page);
  await nav.open();
  const name = `话题${Date.now() % 1000}`;
  try {
    await nav.addItem({ name, enName: "Topics", type: "热门话题", sort: 90 });
    await expect(nav.row(name)).toContainText("热门话题");
    await shoot(page, "ops-nav-editor", { fullPage: "desktop" });
    await expect(shell.navEntry(name)).toBeVisible({ timeout: 3_000 });
    await shell.navEntry(name).click();
    await expect(visitor).toHaveURL(/\/hotTopic$/);
  } finally {
    await nav.setEnabled(name, false);
    await expect(shell.navEntry(name)).toHaveCount(0, { timeout: 3_000 });
    await visitor.close();
  }
});
