import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ActivityDetail } from "./page-models/activity.ts";
import { shoot } from "./page-models/screens.ts";
import { enterpriseToken, openWithToken } from "./page-models/session.ts";

// The detail page (document 2 section 2.1) for listed-admin's seeded activities in several states.

interface TRow {
  activityId: number;
  title: string;
  status: number;
  isCancel: boolean;
  pubStatus: number;
  videoType: number | null;
  recType: number | null;
  isMulti: boolean;
  isInfoSubed: boolean;
  isAreaConfirmed: boolean;
}

async function activities(request: APIRequestContext, token: string): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (const status of [["1", "2"], ["3"]]) {
    const form = new URLSearchParams({ pageNo: "1", pageSize: "100" });
    status.forEach((s) => form.append("status", s));
    const response = await request.post("/base-service/api/auth/v1/activity_company/company_activity_page", {
      headers: { authorization: token, "content-type": "application/x-www-form-urlencoded" },
      data: form.toString(),
    });
    rows.push(...(await response.json()).datas[0].records);
  }
  return rows;
}

test.describe("activity detail page", () => {
  // a slow shared machine: these flows take several page loads (and, when asked for, screenshots at two widths)
  test.describe.configure({ timeout: 120_000 });

  test("the strip and tabs follow each activity's state", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const detail = new ActivityDetail(page);
    const token = await enterpriseToken(page.request, "listed-admin");
    const rows = await activities(page.request, token);
    const pick = (what: string, test: (r: TRow) => boolean) => {
      const row = rows.find(test);
      expect(row, what).toBeTruthy();
      return row!;
    };

    // an uploaded recording: eight steps with the video step, and its tab
    const recording = pick("recording", (r) => r.videoType === 3 && (r.recType ?? 0) > 1 && !r.isCancel && r.status === 1);
    await openWithToken(page, token, `/actManageDetail?id=${recording.activityId}`);
    await expect(detail.title).toBeVisible();
    await expect(detail.steps).toHaveCount(8);
    await expect(detail.step("created")).toHaveAttribute("data-state", "done");
    await expect(detail.tab("视频上传")).toBeVisible();
    await expect(detail.tab("场地信息")).toHaveCount(0);
    await detail.step("video").click();
    await expect(detail.tab("视频上传")).toHaveAttribute("aria-selected", "true");
    await shoot(page, "activity-detail-recording", { fullPage: "desktop" });

    // a live single roadshow: seven steps, venue and attendee tabs; a step opens its tab
    const live = pick("live", (r) => r.videoType === 1 && !r.isMulti && !r.isCancel && r.status === 1);
    await page.goto(`/actManageDetail?id=${live.activityId}`);
    await expect(detail.steps).toHaveCount(7);
    await expect(detail.dataTab).toBeVisible();
    await detail.step("attendees").click();
    await expect(detail.tab("参会人员信息")).toHaveAttribute("aria-selected", "true");
    await expect(detail.step("start")).toHaveAttribute("data-state", "open");
    await shoot(page, "activity-detail-live", { fullPage: "desktop" });

    // a cancelled booking: start and end cancelled
    const cancelled = pick("cancelled", (r) => r.isCancel);
    await page.goto(`/actManageDetail?id=${cancelled.activityId}`);
    await expect(detail.step("start")).toHaveAttribute("data-state", "cancelled");
    await expect(detail.step("end")).toHaveAttribute("data-state", "cancelled");

    // in progress: published, started, not ended
    const running = pick("in progress", (r) => r.status === 2 && !r.isCancel);
    await page.goto(`/actManageDetail?id=${running.activityId}`);
    await expect(detail.step("publication")).toHaveAttribute("data-state", "done");
    await expect(detail.step("start")).toHaveAttribute("data-state", "done");
    await expect(detail.step("end")).toHaveAttribute("data-state", "open");

    // ended: every clock step done
    const ended = pick("ended", (r) => r.status === 3 && !r.isCancel);
    await page.goto(`/actManageDetail?id=${ended.activityId}`);
    await expect(detail.step("end")).toHaveAttribute("data-state", "done");
    await expect(detail.preview).toHaveAttribute("href", /^\/activityDetails\/\d+|^https?:/);
    await shoot(page, "activity-detail-ended", { fullPage: "desktop" });
  });
});
