import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { OpsVideoUploadDialog } from "#client/features/ops/components/ops-video-upload-dialog.tsx";
import { VideoReviewPage } from "#client/features/ops/components/video-review-page.tsx";
import type { TOpsVideoTarget } from "#shared/api/video.contract.ts";
import { OpsVideoMsg } from "#shared/upload/ops-video-upload.ts";
import { VideoMsg } from "#shared/upload/video-record.ts";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { pageOf, renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";
import { FakeTransport, fakeDeps } from "../upload/fake-upload.ts";
import type * as StartUploadModule from "#client/lib/upload/start-upload.ts";
import type { StartUploadOptions } from "#client/lib/upload/start-upload.ts";

type TStartUploadModule = typeof StartUploadModule;

// The real upload engine, over a fake server: the widget uploads what the operator chooses.
vi.mock("#client/lib/upload/start-upload.ts", async (importOriginal) => {
  const actual = await importOriginal<TStartUploadModule>();
  return { ...actual, startUpload: vi.fn((options: StartUploadOptions) => actual.startUpload(options, fakeDeps(new FakeTransport()))) };
});

const target = (over: Partial<TOpsVideoTarget> = {}): TOpsVideoTarget => ({
  activityId: 8,
  title: "鹏城智能新产品发布视频交流会",
  isMulti: false,
  startDate: "2026-12-10",
  status: 1,
  videoUploadCloseTime: null,
  companies: [{ companyId: 1, shortName: "鹏城智能", isVideoUploaded: false }],
  ...over,
});

let calls: TCall[];
const createObjectURL = Object.getOwnPropertyDescriptor(URL, "createObjectURL");
let targets: TOpsVideoTarget[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  quietFocusTrapWarning();
  localStorage.setItem("token", "ops-token");
  // jsdom's video element never loads metadata: without object URLs the widget skips the duration at once
  Object.defineProperty(URL, "createObjectURL", { configurable: true, writable: true, value: undefined });
  targets = [
    target(),
    target({ activityId: 12, title: "网上集体业绩说明会（冬季场）", isMulti: true, companies: [{ companyId: 1, shortName: "鹏城智能", isVideoUploaded: true }, { companyId: 4, shortName: "华信报表", isVideoUploaded: false }] }),
  ];
  calls = stubApi((path, body) => {
    if (path === "ops/v1/video/video_upload_targets") {
      const keyword = body.get("keyword") ?? "";
      return targets.filter((a) => !keyword || a.title.includes(keyword) || String(a.activityId) === keyword);
    }
    if (path === "ops/v1/video/video_upload") return [{ id: 99, status: 3 }];
    if (path === "ops/v1/video/video_review_page") return pageOf([]);
    if (path === "auth/v1/user/userinfo") return [{ id: 7 }];
    return undefined;
  });
});

afterEach(() => {
  if (createObjectURL) Object.defineProperty(URL, "createObjectURL", createObjectURL);
});

const activityBox = () => screen.getByTestId("ops-video-activity");

async function chooseActivity(search: string, optionText: string) {
  // typed by the user: Mantine takes a change of an unfocused box for autofill
  activityBox().focus();
  fireEvent.change(activityBox(), { target: { value: search } });
  // the box searches on the server once typing pauses
  await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/video/video_upload_targets" && c.body.get("keyword") === search)).toBe(true));
  fireEvent.click(await screen.findByText(optionText, {}, { timeout: 3000 }));
}

async function uploadVideo(name = "代传正片.mp4") {
  const input = screen.getByTestId("video-upload-input") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(2048)], name, { type: "video/mp4" })] } });
  await waitFor(() => expect(screen.getAllByTestId("uploaded-file")).toHaveLength(1), { timeout: 5000 });
}

const uploadCall = () => calls.find((c) => c.path === "ops/v1/video/video_upload");

describe("upload on a company's behalf", { timeout: 20_000 }, () => {
  it("opens from the review page, which also filters the back-office uploads (status 3)", async () => {
    const onQueryChange = vi.fn();
    renderInRouter(<VideoReviewPage query={{}} onQueryChange={onQueryChange} />, "/ops/videos");
    fireEvent.click(await screen.findByText("后台上传"));
    expect(onQueryChange).toHaveBeenCalledWith({ status: 3 });
    fireEvent.click(screen.getByTestId("ops-video-upload-open"));
    expect(await screen.findByTestId("ops-video-upload-dialog", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("searches activities, takes a single activity's company, uploads the mp4 and submits it", async () => {
    const onUploaded = vi.fn();
    renderInRouter(<OpsVideoUploadDialog opened onClose={() => {}} onUploaded={onUploaded} />, "/ops/videos");
    await screen.findByTestId("ops-video-upload-dialog", {}, { timeout: 5000 });
    await chooseActivity("新产品", "鹏城智能新产品发布视频交流会");
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/video/video_upload_targets" && c.body.get("keyword") === "新产品")).toBe(true));
    expect(screen.getByTestId("ops-video-company-name").textContent).toBe("鹏城智能");
    await uploadVideo();
    expect((screen.getByTestId("ops-video-name") as HTMLInputElement).value).toBe("代传正片.mp4");
    fireEvent.click(screen.getByTestId("ops-video-submit"));
    await waitFor(() => expect(uploadCall()).toBeTruthy());
    expect(Object.fromEntries(uploadCall()!.body)).toMatchObject({ activityId: "8", companyId: "1", videoPath: "/files/代传正片.mp4", videoName: "代传正片.mp4" });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(8));
  });

  it("asks for the activity, then for the company of a collective one, then for the video, before sending", async () => {
    renderInRouter(<OpsVideoUploadDialog opened onClose={() => {}} />, "/ops/videos");
    await screen.findByTestId("ops-video-upload-dialog", {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId("ops-video-submit"));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(OpsVideoMsg.chooseActivity);
    await chooseActivity("冬季", "网上集体业绩说明会（冬季场）");
    fireEvent.click(screen.getByTestId("ops-video-submit"));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(OpsVideoMsg.companyRequired);
    fireEvent.click(screen.getByTestId("ops-video-company"));
    expect(await screen.findByText("鹏城智能（已有通过视频）")).toBeTruthy();
    fireEvent.click(screen.getByText("华信报表"));
    fireEvent.click(screen.getByTestId("ops-video-submit"));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(VideoMsg.noVideo);
    expect(uploadCall()).toBeUndefined();
    await uploadVideo("集体场.mp4");
    fireEvent.click(screen.getByTestId("ops-video-submit"));
    await waitFor(() => expect(uploadCall()).toBeTruthy());
    expect(Object.fromEntries(uploadCall()!.body)).toMatchObject({ activityId: "12", companyId: "4" });
  });
});
