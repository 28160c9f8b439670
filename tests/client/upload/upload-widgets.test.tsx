import "fake-indexeddb/auto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { notify } from "#client/lib/notify.ts";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { SpreadsheetUpload } from "#client/components/upload/spreadsheet-upload.tsx";
import { VideoUpload } from "#client/components/upload/video-upload.tsx";
import { startUpload } from "#client/lib/upload/start-upload.ts";
import { renderWidget } from "../widgets/render.tsx";

vi.mock("#client/lib/notify.ts", () => ({ notify: vi.fn(), notifyPush: vi.fn(), isToastViewport: () => false }));
// the widgets must refuse before anything starts: no upload may begin in these tests
vi.mock("#client/lib/upload/start-upload.ts", () => ({ startUpload: vi.fn(() => new Promise(() => undefined)) }));
const shown = vi.mocked(notify);

function choose(testId: string, files: File[]) {
  const input = screen.getByTestId(testId) as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const noop = () => undefined;
const uploaded = { filePath: "/files/a.png", fileName: "a.png", fileSize: 10 };

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  shown.mockClear();
  vi.mocked(startUpload).mockClear();
});

describe("upload widgets", () => {
  it("the image widget refuses other types and more files than its limit", async () => {
    renderWidget(<ImageUpload owner="t" value={[uploaded]} onAdd={noop} onRemove={noop} maxFiles={1} />);
    choose("image-upload-input", [new File(["x"], "b.png", { type: "image/png" })]);
    await waitFor(() => expect(shown).toHaveBeenCalledWith("error", "最多上传1个文件"));
    expect(screen.getAllByTestId("uploaded-file")).toHaveLength(1);
  });

  it("the image widget names the accepted types", async () => {
    renderWidget(<ImageUpload owner="t" value={[]} onAdd={noop} onRemove={noop} maxFiles={3} />);
    choose("image-upload-input", [new File(["x"], "b.gif", { type: "image/gif" })]);
    await waitFor(() => expect(shown).toHaveBeenCalledWith("error", "上传图片只能是jpg 、 jpeg 、 png 、 JPG 、 JPEG格式"));
  });

  it("the spreadsheet widget is blocked with the spec's message once the deadline passed", async () => {
    renderWidget(<SpreadsheetUpload owner="t" value={[]} onAdd={noop} onRemove={noop} timeValid={0} />);
    expect(screen.getByText("上传时间已截止，无法上传")).toBeTruthy();
    choose("spreadsheet-upload-input", [new File(["x"], "list.xlsx")]);
    await new Promise((r) => setTimeout(r, 50));
    expect(vi.mocked(startUpload)).not.toHaveBeenCalled();
  });

  it("the spreadsheet widget takes xlsx only", async () => {
    renderWidget(<SpreadsheetUpload owner="t" value={[]} onAdd={noop} onRemove={noop} timeValid={1} />);
    choose("spreadsheet-upload-input", [new File(["x"], "list.xls")]);
    await waitFor(() => expect(shown).toHaveBeenCalledWith("error", "请上传xlsx文件"));
  });

  it("the video widget refuses an m4v and a name over 100 characters", async () => {
    renderWidget(<VideoUpload owner="t" value={[]} onAdd={noop} onRemove={noop} maxFiles={5} checkName />);
    choose("video-upload-input", [new File(["x"], "clip.m4v", { type: "video/x-m4v" })]);
    await waitFor(() => expect(shown).toHaveBeenCalledWith("error", "请上传正确的视频格式"));
    choose("video-upload-input", [new File(["x"], `${"长".repeat(97)}.mp4`, { type: "video/mp4" })]);
    await waitFor(() => expect(shown).toHaveBeenCalledWith("error", "视频名称不能超过100个字符"));
  });
});
