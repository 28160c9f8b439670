import { expect, test } from "./fixtures.ts";
import { openWithToken } from "./page-models/session.ts";
import { panelToken } from "./page-models/members.ts";
import { GuestLibraryPage } from "./page-models/guest-library.ts";
import { shoot } from "./page-models/screens.ts";

// The panels' own company (seed-panels.ts): its library starts empty, so the flow's rows are the only ones.
test.describe("guest library", () => {
  test.describe.configure({ timeout: 120_000 });

  test("add with the form's checks, 409 confirmation, search by last three digits, delete", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openWithToken(page, await panelToken(page.request, "yunfan-ir"), "/guestWare");
    const library = new GuestLibraryPage(page);
    await expect(library.root).toBeVisible();

    await library.root.getByTestId("library-guest-add").click();
    await page.getByTestId("library-guest-save").click();
    await expect(library.dialog.getByText("请输入姓名")).toBeVisible();
    await expect(library.dialog.getByText("请输入嘉宾英文名")).toBeVisible();
    await page.keyboard.press("Escape");

    await library.fillNew({ name: "周明远", enName: "Zhou Mingyuan", title: "独立董事", mobile: "13655551234" });
    await expect(library.row("周明远")).toBeVisible();
    await library.fillNew({ name: "周明远", enName: "Zhou Mingyuan", title: "独立董事、审计委员会主任", mobile: "13655551234" });
    await expect(library.confirmDialog).toContainText("该手机号已在嘉宾库中，是否继续保存？");
    await page.getByTestId("library-guest-confirm-yes").click();
    await expect(library.row("周明远")).toContainText("审计委员会主任");
    await expect(library.rows).toHaveCount(1);
    await library.fillNew({ name: "韩雪", enName: "Han Xue", title: "财务总监" });
    await expect(library.rows).toHaveCount(2);
    await shoot(page, "guest-library");

    await library.search("", "234");
    await expect(library.rows).toHaveCount(1);
    await expect(library.row("周明远")).toBeVisible();
    await library.root.getByTestId("library-reset").click();
    await expect(library.rows).toHaveCount(2);
    await library.deleteRow("韩雪");
    await expect(library.rows).toHaveCount(1);
  });
});
