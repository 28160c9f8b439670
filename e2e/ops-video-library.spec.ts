import { expect, test } from "./fixtures.ts";
import { OpsVideoLibraryPage } from "./page-models/ops-video-library.ts";
import { VideoConvergePage, VideoDetailPage } from "./page-models/public-videos.ts";
import { operatorToken } from "./page-models/ops.ts";
import { shoot } from "./page-models/screens.ts";
import { openWithToken } from "./page-models/session.ts";

// Document 4 sections 2.6 and 6: an operator adds a video to the library and publishes it, a visitor watches
// it, and only a supervisor may delete it (which this spec does, leaving the library as seeded).
test.use({ viewport: { width: 1440, height: 900 } });

test("an operator adds and publishes a video; a visitor watches it; a supervisor deletes it", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const title = `投教课堂：认识路演-${Date.now()}`;
  const library = new OpsVideoLibraryPage(page);
  await openWithToken(page, await operatorToken(request, "ops-operator"), "/ops/videoLibrary");
  await library.add({ category: "投教课堂", title, titleEn: "Getting to Know Roadshows" });
  const row = library.row(title);
  await expect(row).toContainText("未发布");
  // deleting is the supervisor's: the operator's button says so
  await expect(row.getByTestId("library-delete")).toBeDisabled();
  await expect(row.getByTestId("library-delete")).toHaveAttribute("data-refusal", "仅运营主管可执行该操作");
  await shoot(page, "ops-video-library", { widths: [1440], fullPage: false });

  // not published: a visitor cannot open it
  const id = Number(await row.getAttribute("data-video-id"));
  const visitor = await browser.newPage();
  const detail = new VideoDetailPage(visitor);
  await visitor.goto(`/videoDetail?id=${id}`);
  await expect(detail.notFound).toBeVisible();

  await library.publish(title);
  const list = new VideoConvergePage(visitor);
  await list.open("nav4");
  await expect(list.cards.first()).toContainText(title);
  await list.cards.first().click();
  await expect(detail.title).toHaveText(title);
  expect((await detail.playsForAWhile()).currentTime).toBeGreaterThan(0);
  await visitor.close();

  await openWithToken(page, await operatorToken(request, "ops-admin"), "/ops/videoLibrary");
  await library.remove(title);
});
