import { describe, expect, it } from "vitest";
import { EMPTY_VIDEO_FORM, formProblem, videoUploadFields, withMode, type TVideoForm } from "#client/features/activity-video/activity-video.form.ts";
import { encodeForm } from "#shared/http/form-codec.ts";

const video = { filePath: "/files/videos/a.mp4", fileName: "路演.mp4", fileSize: 1024, duration: 95.4, description: " 第一段 " };

describe("the enterprise centre's video form (spec 3 §4, §5, §7)", () => {
  it("asks for a video in direct mode, then for the cloud-disk address and password in that mode", () => {
    expect(formProblem(EMPTY_VIDEO_FORM)).toEqual({ field: "videos", message: "请上传视频" });
    const cloud = withMode(EMPTY_VIDEO_FORM, 1);
    expect(formProblem(cloud)).toEqual({ field: "cloudDiskAddress", message: "请输入云盘地址" });
    expect(formProblem({ ...cloud, cloudDiskAddress: "https://pan" })).toEqual({ field: "cloudDiskPassWord", message: "请输入云盘密码" });
    expect(formProblem({ ...cloud, cloudDiskAddress: "x".repeat(101), cloudDiskPassWord: "p" })?.field).toBe("cloudDiskAddress");
    expect(formProblem({ ...cloud, cloudDiskAddress: "https://pan", cloudDiskPassWord: "p" })).toBeNull();
    expect(formProblem(withMode(EMPTY_VIDEO_FORM, 2))).toBeNull();
    expect(formProblem({ ...EMPTY_VIDEO_FORM, mode: 7 })).toEqual({ field: "mode", message: "请选择上传方式" });
  });

  it("clears the cloud-disk fields when switching away from that mode", () => {
    const filled: TVideoForm = { ...withMode(EMPTY_VIDEO_FORM, 1), cloudDiskAddress: "https://pan", cloudDiskPassWord: "p" };
    expect(withMode(filled, 2)).toMatchObject({ mode: 2, cloudDiskAddress: "", cloudDiskPassWord: "" });
    expect(withMode(filled, 0)).toMatchObject({ mode: 0, cloudDiskAddress: "", cloudDiskPassWord: "" });
    expect(withMode(filled, 1)).toMatchObject({ cloudDiskAddress: "https://pan", cloudDiskPassWord: "p" });
  });

  it("sends the spec's parallel arrays, source 1, and the cloud-disk fields only in that mode", () => {
    const direct = encodeForm(videoUploadFields(8, { ...EMPTY_VIDEO_FORM, videos: [video, { ...video, fileName: "b.mp4", duration: null, description: "" }] }));
    expect(new URLSearchParams(direct).getAll("videoNames")).toEqual(["路演.mp4", "b.mp4"]);
    expect(new URLSearchParams(direct).getAll("videoDurations")).toEqual(["95", ""]);
    expect(new URLSearchParams(direct).getAll("descriptions")).toEqual(["第一段", ""]);
    expect(new URLSearchParams(direct).get("source")).toBe("1");
    expect(new URLSearchParams(direct).has("cloudDiskAddress")).toBe(false);
    const cloud = new URLSearchParams(encodeForm(videoUploadFields(8, { ...withMode(EMPTY_VIDEO_FORM, 1), cloudDiskAddress: " https://pan ", cloudDiskPassWord: "p", description: "云盘" })));
    expect(cloud.get("uploadVideoType")).toBe("1");
    expect(cloud.get("cloudDiskAddress")).toBe("https://pan");
    expect(cloud.getAll("videoPaths")).toEqual([]);
    expect(cloud.getAll("descriptions")).toEqual(["云盘"]);
  });
});
