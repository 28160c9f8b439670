import "fake-indexeddb/auto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { localDb } from "#client/lib/local-db.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { setToken } from "#client/lib/session.ts";
import { ActivityVideoPanel } from "#client/features/activity-video/components/activity-video-panel.tsx";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { renderWidget } from "../widgets/render.tsx";

const record = (over: Partial<TVideoRecord>): TVideoRecord => ({
  id: 1,
  activityId: 8,
  uploadVideoType: 0,
  videoPath: "/files/videos/a.mp4",
  videoName: "路演正片.mp4",
  videoSize: 5 * 1_048_576,
  videoDuration: 95,
  description: "正片",
  ctrTime: "2026-11-20T02:00:00.000Z",
  cloudDiskAddress: null,
  cloudDiskPassWord: null,
  emailVideoAddress: null,
  status: 0,
  auditTime: null,
  auditReason: null,
  ...over,
});

let records: TVideoRecord[] = [];
let activity: Record<string, unknown> | null = null;

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(async () => {
  queryClient.clear();
  await localDb().outbox.clear();
  await localDb().uploads.clear();
  setToken("token-a");
  activity = { activityId: 8, videoType: 3, recType: 2, videoUploadCloseTime: "2099-12-04T09:00:00.000Z" };
  records = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.replace("/base-service/api/", "");
      const datas =
        path === "auth/v1/activity_record_video/front_activity_record_video_list"
          ? records
          : path === "auth/v1/activity_company/company_activity_list"
            ? activity
              ? [activity]
              : []
            : path === "auth/v1/user/userinfo"
              ? [{ id: 1 }]
              : [];
      return new Response(JSON.stringify({ code: 200, datas, message: "操作成功" }), { headers: { "content-type": "application/json" } });
    }),
  );
});


describe("the enterprise centre's video panel", () => {
  it("shows the latest submission time and the empty state", async () => {
    renderWidget(<ActivityVideoPanel activityId={8} />);
    expect(await screen.findByText("暂无视频，请上传")).toBeTruthy();
    expect((await screen.findByTestId("video-close-time")).textContent).toBe("最晚提交时间：2099-12-04 17:00");
    expect((screen.getByTestId("video-upload-open") as HTMLButtonElement).disabled).toBe(false);
  });

  it("lists records with their review state; audit time and reason only for approved and rejected", async () => {
    records = [
      record({ id: 3, status: 2, auditTime: "2026-11-21T03:00:00.000Z", auditReason: "画面不清晰" }),
      record({ id: 2, status: 1, auditTime: "2026-11-21T04:00:00.000Z", uploadVideoType: 1, videoPath: null, videoName: null, cloudDiskAddress: "https://pan.example.com/s/1", cloudDiskPassWord: "ab12" }),
      record({ id: 1, status: 0 }),
    ];
    renderWidget(<ActivityVideoPanel activityId={8} />);
    const items = await screen.findAllByTestId("video-record");
    expect(items.map((i) => within(i).getByTestId("video-record-status").textContent)).toEqual(["审核驳回", "审核通过", "待审核"]);
    expect(within(items[0]!).getByText("画面不清晰")).toBeTruthy();
    expect(within(items[0]!).getByText("驳回理由：")).toBeTruthy();
    expect(within(items[0]!).getByText("2026-11-21 11:00:00")).toBeTruthy();
    expect(within(items[1]!).getByText("https://pan.example.com/s/1")).toBeTruthy();
    expect(within(items[2]!).queryByText("审核时间：")).toBeNull();
    expect(within(items[2]!).getByText("01:35")).toBeTruthy();
  });

  it("labels a video the back office uploaded on the company's behalf (status 3) as approved", async () => {
    records = [record({ id: 4, status: 3, auditTime: "2026-11-21T05:00:00.000Z", videoName: "平台代传.mp4", description: null })];
    renderWidget(<ActivityVideoPanel activityId={8} />);
    const [item] = await screen.findAllByTestId("video-record");
    expect(within(item!).getByTestId("video-record-status").textContent).toBe("已通过（后台上传）");
    expect(within(item!).getByTestId("video-record-name").textContent).toBe("平台代传.mp4");
    // the audit time belongs to reviewed records (1 and 2), as the spec's status table says
    expect(within(item!).queryByText("审核时间：")).toBeNull();
  });

  it("previews a video with the spec's fallback text", async () => {
    records = [record({})];
    renderWidget(<ActivityVideoPanel activityId={8} />);
    fireEvent.click(await screen.findByText("预览"));
    const player = await screen.findByTestId("video-preview");
    expect(player.getAttribute("src")).toBe("/api/files/videos/a.mp4");
    expect(player.textContent).toBe("您的浏览器不支持视频播放");
  });

  it("says so when the activity has no video step, and disables uploading after the deadline", async () => {
    activity = { activityId: 8, videoType: 3, recType: 1, videoUploadCloseTime: null };
    const { unmount } = renderWidget(<ActivityVideoPanel activityId={8} />);
    expect(await screen.findByText("该活动无需上传视频")).toBeTruthy();
    unmount();
    queryClient.clear();
    activity = { activityId: 8, videoType: 3, recType: 2, videoUploadCloseTime: "2020-01-01T00:00:00.000Z" };
    renderWidget(<ActivityVideoPanel activityId={8} />);
    await waitFor(() => expect((screen.getByTestId("video-upload-open") as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId("video-close-time").textContent).toContain("视频提交已截止");
  });

  it("counts submissions waiting in the outbox for this activity", async () => {
    await localDb().outbox.put({
      id: "k1",
      url: `${location.origin}/base-service/api/auth/v1/activity_record_video/front_activity_record_video_upload`,
      body: "activityId=8&uploadVideoType=1",
      label: "x",
      state: "queued",
      message: null,
      userKey: "u:1",
      token: "token-a",
      lang: "zh-CN",
      attempts: 1,
      claimedBy: null,
      claimedAt: null,
      createdAt: 1,
      updatedAt: 1,
    });
    renderWidget(<ActivityVideoPanel activityId={8} />);
    expect((await screen.findByTestId("video-queued-note")).textContent).toContain("有 1 条提交保存在本机");
  });
});
