import { expect, test } from "./fixtures.ts";
import { ActivityVideoPanel, OutboxIndicator, VIDEO_ACTIVITY_FOR_OUTBOX } from "./page-models/activity-video.ts";
import { readLocalTable } from "./page-models/offline.ts";
import { enterpriseToken, openAs } from "./page-models/session.ts";
import { routeById } from "#shared/api/routes.ts";

const LIST = "/base-service/api/auth/v1/activity_record_video/front_activity_record_video_list";
const SUBMIT = "/base-service/api/auth/v1/activity_record_video/front_activity_record_video_upload";

interface Row {
  id: number;
  cloudDiskAddress: string | null;
}

test.describe("the outbox", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(90_000);

  test("a video record submitted offline is queued, then applied exactly once when the network returns", async ({ page, context }) => {
    const address = `https://pan.example.com/s/offline-${Date.now()}`;
    const video = new ActivityVideoPanel(page);
    const outbox = new OutboxIndicator(page);
    const token = await openAs(page, "listed-admin", "/center");
    await video.openTab(VIDEO_ACTIVITY_FOR_OUTBOX);
    await video.openDialog();
    await video.mode("云盘地址").check();
    await video.dialog.getByRole("textbox", { name: "云盘地址" }).fill(address);
    await video.dialog.getByLabel("云盘密码").fill("a1b2");

    const submits: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === SUBMIT) submits.push(request.headers()["idempotency-key"] ?? "");
    });

    await context.setOffline(true);
    await video.submit();
    await expect(video.savedOffline).toBeVisible();
    await expect(video.dialog).toBeHidden();
    // the page shows what waits, and nothing reached the server
    await expect(video.panel.getByTestId("video-queued-note")).toContainText("1 条提交");
    await expect(outbox.button).toHaveAttribute("data-pending", "1");
    await outbox.button.click();
    await expect(outbox.items).toHaveCount(1);
    await expect(outbox.items.first()).toHaveAttribute("data-state", "queued");
    expect(submits).toHaveLength(0);

    await context.setOffline(false);
    // replayed on `online`: applied, listed once, and the outbox says so
    const record = video.records.filter({ hasText: address });
    await expect(record).toHaveCount(1, { timeout: 20_000 });
    await expect(outbox.items.first()).toHaveAttribute("data-state", "done");
    await expect(video.panel.getByTestId("video-queued-note")).toHaveCount(0);
    expect(submits).toHaveLength(1);

    // the stored write replayed twice more by hand, with the same key: still one record
    const stored = (await readLocalTable<{ id: string; contract: string; body: string }>(page, "outbox"))[0]!;
    expect(stored.id).toBe(submits[0]);
    const replies = [];
    for (let i = 0; i < 2; i++) {
      // the row names its contract; the replay goes to that contract's path
      const reply = await page.request.post(routeById(stored.contract)!.path, {
        headers: { authorization: token, "idempotency-key": stored.id, "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
        data: stored.body,
      });
      expect(reply.ok()).toBeTruthy();
      replies.push((await reply.json()) as { code: number; datas: Row[] });
    }
    expect(replies[0]!.code).toBe(200);
    expect(replies[1]!.datas[0]!.id).toBe(replies[0]!.datas[0]!.id);

    const list = await page.request.post(LIST, { headers: { authorization: token }, form: { activityId: String(VIDEO_ACTIVITY_FOR_OUTBOX), size: "0" } });
    const rows = ((await list.json()) as { datas: Row[] }).datas.filter((r) => r.cloudDiskAddress === address);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(replies[0]!.datas[0]!.id);
    await page.reload();
    await video.openTab(VIDEO_ACTIVITY_FOR_OUTBOX);
    await expect(video.records.filter({ hasText: address })).toHaveCount(1);
  });

  test("the same write replayed twice by hand with one Idempotency-Key takes effect once", async ({ page }) => {
    const token = await enterpriseToken(page.request, "listed-admin");
    const address = `https://pan.example.com/s/twice-${Date.now()}`;
    const key = `e2e-${Date.now()}`;
    const body = new URLSearchParams({
      activityId: String(VIDEO_ACTIVITY_FOR_OUTBOX),
      uploadVideoType: "1",
      source: "1",
      descriptions: "两次重放",
      cloudDiskAddress: address,
      cloudDiskPassWord: "x9",
    }).toString();
    const headers = { authorization: token, "idempotency-key": key, "content-type": "application/x-www-form-urlencoded;charset=UTF-8" };
    const first = (await (await page.request.post(SUBMIT, { headers, data: body })).json()) as { code: number; datas: Row[] };
    const second = (await (await page.request.post(SUBMIT, { headers, data: body })).json()) as { code: number; datas: Row[] };
    expect(first.code).toBe(200);
    expect(second).toEqual(first);
    const list = await page.request.post(LIST, { headers: { authorization: token }, form: { activityId: String(VIDEO_ACTIVITY_FOR_OUTBOX), size: "0" } });
    expect(((await list.json()) as { datas: Row[] }).datas.filter((r) => r.cloudDiskAddress === address)).toHaveLength(1);
  });
});
