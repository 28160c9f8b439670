import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { VideoMsg } from "#shared/upload/video-record.ts";
import { VideoReviewPage } from "#client/features/ops/components/video-review-page.tsx";
import type { TReviewVideo } from "#client/features/ops/ops.queries.ts";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { pageOf, renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";

const video = (overrides: Partial<TReviewVideo> = {}): TReviewVideo => ({
  id: 5, activityId: 12, uploadVideoType: 0, videoPath: "/files/videos/a.mp4", videoName: "路演视频.mp4", videoSize: 3_145_728, videoDuration: 95,
  description: "完整版", ctrTime: "2026-11-24T02:00:00.000Z", cloudDiskAddress: null, cloudDiskPassWord: null, emailVideoAddress: null,
  status: 0, auditTime: null, auditReason: null, companyId: 1, companyName: "鹏城智能", activityTitle: "新产品发布视频交流会", ...overrides,
});

let queue: TReviewVideo[];
let calls: TCall[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  quietFocusTrapWarning();
  localStorage.setItem("token", "ops-token");
  queue = [video(), video({ id: 6, uploadVideoType: 1, videoPath: null, videoName: null, cloudDiskAddress: "https://pan.example.com/s/abc", cloudDiskPassWord: "x7k2" })];
  calls = stubApi((path, body) => {
    if (path === "ops/v1/video/video_review_page") return pageOf(body.get("status") === "0" ? queue.filter((v) => v.status === 0) : queue);
    if (path === "ops/v1/video/video_review") {
      const id = Number(body.get("id"));
      queue = queue.map((v) => (v.id === id ? { ...v, status: Number(body.get("status")), auditReason: body.get("auditReason") } : v));
      return [queue.find((v) => v.id === id)];
    }
    return undefined;
  });
});


describe("video review", { timeout: 20_000 }, () => {
  it("lists the pending queue and previews a stored video in a player, a cloud-disk one by its address", async () => {
    renderInRouter(<VideoReviewPage query={{}} onQueryChange={() => {}} />, "/ops/videos");
    const rows = await screen.findAllByTestId("video-row", {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(calls[0]!.body.get("status")).toBe("0");
    fireEvent.click(screen.getAllByTestId("video-preview-button")[0]!);
    expect((await screen.findByTestId("ops-video-player")).getAttribute("src")).toBe("/api/files/videos/a.mp4");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    fireEvent.click(screen.getAllByTestId("video-preview-button")[1]!);
    const cloud = await screen.findByTestId("ops-video-cloud");
    expect(cloud.textContent).toContain("https://pan.example.com/s/abc");
    expect(cloud.textContent).toContain("x7k2");
  });

  it("approves with status 1 and the queue moves on", async () => {
    renderInRouter(<VideoReviewPage query={{}} onQueryChange={() => {}} />, "/ops/videos");
    fireEvent.click((await screen.findAllByTestId("video-approve", {}, { timeout: 5000 }))[0]!);
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/video/video_review")).toBe(true));
    const body = calls.find((c) => c.path === "ops/v1/video/video_review")!.body;
    expect(Object.fromEntries(body)).toEqual({ id: "5", status: "1" });
    await waitFor(() => expect(screen.getAllByTestId("video-row")).toHaveLength(1));
  });

  it("rejects only with a reason", async () => {
    renderInRouter(<VideoReviewPage query={{}} onQueryChange={() => {}} />, "/ops/videos");
    fireEvent.click((await screen.findAllByTestId("video-reject", {}, { timeout: 5000 }))[0]!);
    fireEvent.click(await screen.findByTestId("video-reject-submit"));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(VideoMsg.reasonRequired);
    expect(calls.some((c) => c.path === "ops/v1/video/video_review")).toBe(false);
    fireEvent.change(screen.getByTestId("video-reject-reason"), { target: { value: "画面不清晰" } });
    fireEvent.click(screen.getByTestId("video-reject-submit"));
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/video/video_review")).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.path === "ops/v1/video/video_review")!.body)).toEqual({ id: "5", status: "2", auditReason: "画面不清晰" });
  });
});
