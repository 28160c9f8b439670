import { describe, expect, it } from "vitest";
import { countProblem, imageProblem, spreadsheetProblem, videoNameProblem, videoProblem } from "#client/components/upload/file-checks.ts";
import { AVATAR_CROP_MAX_BYTES, CENTRE_VIDEO_MAX_BYTES, MB, UploadMsg, VIDEO_MAX_BYTES } from "#shared/upload/upload-limits.ts";

const f = (name: string, size = 1, type = "") => ({ name, size, type });

describe("choose-time checks of the upload widgets (spec 1 §5.4, §8.3)", () => {
  it("images: jpg, jpeg or png, 100 MB by default, 10 MB where asked", () => {
    expect(imageProblem(f("a.JPG"))).toBeNull();
    expect(imageProblem(f("a.png"))).toBeNull();
    expect(imageProblem(f("a.gif"))).toBe(UploadMsg.imageType);
    expect(imageProblem(f("a.png", 100 * MB + 1))).toBe("上传文件大小不能超过100MB");
    expect(imageProblem(f("a.png", AVATAR_CROP_MAX_BYTES + 1), AVATAR_CROP_MAX_BYTES)).toBe(UploadMsg.image10);
  });

  it("spreadsheets: blocked after the deadline, then xlsx only", () => {
    expect(spreadsheetProblem(f("a.xlsx"), 1)).toBeNull();
    expect(spreadsheetProblem(f("a.xlsx"), 0)).toBe("上传时间已截止，无法上传");
    expect(spreadsheetProblem(f("a.xls"), true)).toBe("请上传xlsx文件");
    expect(spreadsheetProblem(f("a.xlsx", 100 * MB + 1), 1)).toBe("上传文件大小不能超过100MB");
  });

  it("videos: mp4 only (m4v refused), 2 GB or the caller's limit", () => {
    expect(videoProblem(f("a.mp4", 1, "video/mp4"))).toBeNull();
    expect(videoProblem(f("a.MP4"))).toBeNull();
    expect(videoProblem(f("a.m4v", 1, "video/x-m4v"))).toBe("请上传正确的视频格式");
    expect(videoProblem(f("a.mp4", 1, "video/x-m4v"))).toBe("请上传正确的视频格式");
    expect(videoProblem(f("a.mov"))).toBe("请上传正确的视频格式");
    expect(videoProblem(f("a.mp4", VIDEO_MAX_BYTES))).toBeNull();
    expect(videoProblem(f("a.mp4", VIDEO_MAX_BYTES + 1))).toBe("您选择的文件大于2GB");
    expect(videoProblem(f("a.mp4", CENTRE_VIDEO_MAX_BYTES + 1), CENTRE_VIDEO_MAX_BYTES)).toBe("您选择的文件大于1GB");
    expect(videoNameProblem(`${"名".repeat(97)}.mp4`)).toBe("视频名称不能超过100个字符");
    expect(videoNameProblem(`${"名".repeat(96)}.mp4`)).toBeNull();
  });

  it("file counts: at most N per widget", () => {
    expect(countProblem(0, 1, 1)).toBeNull();
    expect(countProblem(1, 1, 1)).toBe("最多上传1个文件");
    expect(countProblem(18, 3, 20)).toBe("最多上传20个文件");
  });
});
