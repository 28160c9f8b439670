import { describe, expect, it } from "vitest";
import { CHUNK_SIZE_BYTES, GUID_PATTERN, chunkCount, chunkRange, expectedChunkLength, needsChunking, uploadGuidSeed } from "#shared/upload/chunking.ts";
import {
  CENTRE_VIDEO_MAX_BYTES,
  MB,
  UploadMsg,
  VIDEO_MAX_BYTES,
  isImageName,
  isMp4Name,
  isPdfName,
  isXlsxName,
  spreadsheetUploadOpen,
  videoTooLargeMessage,
  withinFileCount,
} from "#shared/upload/upload-limits.ts";

const oneCompany = { isMulti: false, companies: [{ companyId: 1 }] };
import { isMp4Content, isoMediaBrand, kindOfName, servedInline, sniffFileKind } from "#shared/upload/file-content.ts";
import {
  DEFAULT_VIDEO_EMAIL,
  VideoMsg,
  cloudDiskFieldsFor,
  isApprovedVideo,
  showsAuditReason,
  showsAuditTime,
  videoReviewProblem,
  videoUploadApplies,
  videoUploadOpen,
  videoUploadProblem,
} from "#shared/upload/video-record.ts";
import { OPS_VIDEO_MAX_BYTES, opsVideoFormProblem } from "#shared/upload/ops-video-upload.ts";
import { ZCheckChunkBody, ZChunkFields, ZCombineBody } from "#shared/api/upload.contract.ts";

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ftyp = (major: string, size = 24) => bytes([0, 0, 0, size], "ftyp", major, [0, 0, 2, 0], "isom", "mp41");

describe("chunk arithmetic (document 1 sections 4.3 and 9)", () => {
  it("chunks above 100 MB in 100 MB pieces, the last one shorter", () => {
    expect(needsChunking(CHUNK_SIZE_BYTES)).toBe(false);
    expect(needsChunking(CHUNK_SIZE_BYTES + 1)).toBe(true);
    expect(chunkCount(0)).toBe(1);
    expect(chunkCount(VIDEO_MAX_BYTES)).toBe(21);
    expect(chunkRange(20, VIDEO_MAX_BYTES)).toEqual({ start: 20 * CHUNK_SIZE_BYTES, end: VIDEO_MAX_BYTES });
    expect(expectedChunkLength(20, VIDEO_MAX_BYTES)).toBe(VIDEO_MAX_BYTES - 20 * CHUNK_SIZE_BYTES);
    expect(expectedChunkLength(21, VIDEO_MAX_BYTES)).toBe(0);
    expect(expectedChunkLength(0, 10, 4)).toBe(4);
    expect(expectedChunkLength(2, 10, 4)).toBe(2);
  });

  it("seeds the guid from size, chunk size and the first chunk's md5, case-insensitively", () => {
    expect(uploadGuidSeed(5, "ABCDEF")).toBe(`5:${CHUNK_SIZE_BYTES}:abcdef`);
    expect(GUID_PATTERN.test("0123456789abcdef0123456789abcdef")).toBe(true);
    expect(GUID_PATTERN.test("0123456789ABCDEF0123456789ABCDEF")).toBe(false);
    expect(GUID_PATTERN.test("../0123456789abcdef0123456789ab")).toBe(false);
  });
});

describe("file names and limits (document 1 sections 5.4 and 8.3)", () => {
  it("accepts the spec's names only", () => {
    expect(["a.jpg", "a.JPEG", "a.png"].every(isImageName)).toBe(true);
    expect(["a.gif", "a.svg", "a.png.html"].some(isImageName)).toBe(false);
    expect(isMp4Name("a.MP4")).toBe(true);
    expect(isMp4Name("a.m4v")).toBe(false);
    expect(isXlsxName("a.xlsx")).toBe(true);
    expect(isXlsxName("a.xls")).toBe(false);
    expect(isPdfName("a.PDF")).toBe(true);
    expect(kindOfName("x.jpeg")).toBe("jpg");
    expect(kindOfName("x.m4v")).toBeNull();
    expect(kindOfName("noext")).toBeNull();
  });

  it("keeps the spec's messages and rules", () => {
    expect(UploadMsg.tooLarge(100)).toBe("上传文件大小不能超过100MB");
    expect(UploadMsg.maxFiles(20)).toBe("最多上传20个文件");
    expect(UploadMsg.acceptedTypes("xlsx")).toBe("请上传xlsx文件");
    expect(spreadsheetUploadOpen(0)).toBe(false);
    expect(spreadsheetUploadOpen(1)).toBe(true);
    expect(withinFileCount(19, 1, 20)).toBe(true);
    expect(withinFileCount(19, 2, 20)).toBe(false);
  });
});

describe("content sniffing", () => {
  it("knows png, jpg, pdf, zip and mp4 by their first bytes", () => {
    expect(sniffFileKind(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffFileKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(sniffFileKind(bytes("%PDF-1.7"))).toBe("pdf");
    expect(sniffFileKind(bytes([0x50, 0x4b, 0x03, 0x04]))).toBe("zip");
    expect(sniffFileKind(ftyp("isom"))).toBe("mp4");
    expect(sniffFileKind(bytes("<!doctype html>"))).toBeNull();
    expect(sniffFileKind(new Uint8Array())).toBeNull();
  });

  it("takes an ISO media file as mp4 unless it is m4v, audio-only or QuickTime", () => {
    expect(isoMediaBrand(ftyp("mp42"))).toEqual({ major: "mp42", compatible: ["isom", "mp41"] });
    expect(isMp4Content(ftyp("mp42"))).toBe(true);
    for (const brand of ["M4V ", "M4VH", "M4VP", "M4A ", "qt  "]) expect(isMp4Content(ftyp(brand)), brand).toBe(false);
    // A box whose size makes no sense, or whose type is not ftyp, is not ISO media.
    expect(isMp4Content(ftyp("isom", 7))).toBe(false);
    expect(isMp4Content(ftyp("isom", 4096))).toBe(false);
    expect(isMp4Content(bytes([0, 0, 0, 24], "moov", "isom", [0, 0, 0, 0], "isom", "mp41"))).toBe(false);
    expect(isMp4Content(bytes([0, 0, 0, 24], "ftyp", [1, 2, 3, 4], [0, 0, 0, 0], "isom", "mp41"))).toBe(false);
  });

  it("shows images and videos inline and nothing else", () => {
    expect(["jpg", "png", "mp4"].every(servedInline)).toBe(true);
    expect(["pdf", "xlsx", "html", "svg", ""].some(servedInline)).toBe(false);
  });
});

describe("chunk protocol bodies", () => {
  it("refuses malformed guids, indexes and sizes with the spec's messages", () => {
    const ok = { guid: "0123456789abcdef0123456789abcdef", chunk: "0", chunks: "2", size: "200" };
    expect(ZChunkFields.parse({ ...ok, md5: "ABCDEF0123456789ABCDEF0123456789" }).md5).toBe("abcdef0123456789abcdef0123456789");
    expect(ZChunkFields.parse({ ...ok, md5: "" }).md5).toBeUndefined();
    const message = (body: unknown) => ZChunkFields.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...ok, guid: "../x" })).toBe(UploadMsg.guidInvalid);
    expect(message({ ...ok, chunk: "-1" })).toBe(UploadMsg.chunkOutOfRange);
    expect(message({ ...ok, size: String(VIDEO_MAX_BYTES + 1) })).toBe(UploadMsg.videoOver2g);
    expect(ZCheckChunkBody.safeParse({ guid: ok.guid, chunk: "1", chunkSize: "x" }).success).toBe(false);
    expect(ZCombineBody.safeParse({ guid: ok.guid, fileName: " " }).error?.issues[0]?.message).toBe(UploadMsg.videoType);
  });
});

describe("enterprise-centre video records (document 3 sections 4 and 5)", () => {
  it("apply to recordings the company makes itself (videoType 3, recType above 1), until the deadline", () => {
    expect(videoUploadApplies(3, 2)).toBe(true);
    expect(videoUploadApplies(3, 1)).toBe(false);
    expect(videoUploadApplies(1, 2)).toBe(false);
    expect(videoUploadApplies(3, null)).toBe(false);
    const at = new Date("2026-11-23T02:00:00Z");
    expect(videoUploadOpen(null, at)).toBe(true);
    expect(videoUploadOpen("2026-11-23T02:00:00Z", at)).toBe(true);
    expect(videoUploadOpen(new Date("2026-11-23T01:59:59Z"), at)).toBe(false);
  });

  it("checks the form in the form's order", () => {
    expect((videoUploadProblem({ uploadVideoType: null, videos: [] })?.message ?? null)).toBe(VideoMsg.chooseMode);
    expect((videoUploadProblem({ uploadVideoType: 1, videos: [] })?.message ?? null)).toBe(VideoMsg.cloudAddress);
    expect((videoUploadProblem({ uploadVideoType: 1, cloudDiskAddress: " x ", videos: [] })?.message ?? null)).toBe(VideoMsg.cloudPassword);
    expect((videoUploadProblem({ uploadVideoType: 1, cloudDiskAddress: "x".repeat(101), cloudDiskPassWord: "p", videos: [] })?.message ?? null)).toBe(VideoMsg.cloudAddressTooLong);
    expect((videoUploadProblem({ uploadVideoType: 1, cloudDiskAddress: "x", cloudDiskPassWord: "p".repeat(101), videos: [] })?.message ?? null)).toBe(VideoMsg.cloudPasswordTooLong);
    expect((videoUploadProblem({ uploadVideoType: 1, cloudDiskAddress: "x", cloudDiskPassWord: "p", videos: [] })?.message ?? null)).toBeNull();
    expect((videoUploadProblem({ uploadVideoType: 0, videos: [] })?.message ?? null)).toBe(VideoMsg.noVideo);
    expect((videoUploadProblem({ uploadVideoType: 0, videos: [{ name: "a.m4v", size: 1 }] })?.message ?? null)).toBe(UploadMsg.videoType);
    expect((videoUploadProblem({ uploadVideoType: 0, videos: [{ name: `${"a".repeat(97)}.mp4`, size: 1 }] })?.message ?? null)).toBe(UploadMsg.videoNameTooLong);
    expect((videoUploadProblem({ uploadVideoType: 0, videos: [{ name: "a.mp4", title: "b".repeat(101), size: 1 }] })?.message ?? null)).toBe(UploadMsg.videoNameTooLong);
    expect((videoUploadProblem({ uploadVideoType: 0, videos: [{ name: "a.mp4", size: CENTRE_VIDEO_MAX_BYTES + 1 }] })?.message ?? null)).toBe(UploadMsg.videoOver1g);
    expect((videoUploadProblem({ uploadVideoType: 0, videos: [{ name: "a.mp4", size: CENTRE_VIDEO_MAX_BYTES }] })?.message ?? null)).toBeNull();
    // the back office follows the general 2 GB video rule, not the centre form's 1 GB
    expect(opsVideoFormProblem({ activity: oneCompany, companyId: null, video: { name: "a.mp4", size: CENTRE_VIDEO_MAX_BYTES + 1, title: "a" } })).toBeNull();
    expect(opsVideoFormProblem({ activity: oneCompany, companyId: null, video: { name: "a.mp4", size: OPS_VIDEO_MAX_BYTES, title: "a" } })).toBeNull();
    expect(opsVideoFormProblem({ activity: oneCompany, companyId: null, video: { name: "a.mp4", size: OPS_VIDEO_MAX_BYTES + 1, title: "a" } })).toBe(UploadMsg.videoOver2g);
    expect(videoTooLargeMessage(123 * MB)).toBe(UploadMsg.tooLarge(123));
    expect((videoUploadProblem({ uploadVideoType: 2, videos: [] })?.message ?? null)).toBeNull();
    expect(DEFAULT_VIDEO_EMAIL).toMatch(/@/);
  });

  it("clears the cloud-disk fields when the mode is switched away", () => {
    expect(cloudDiskFieldsFor(0, { cloudDiskAddress: "a", cloudDiskPassWord: "b" })).toEqual({ cloudDiskAddress: "", cloudDiskPassWord: "" });
    expect(cloudDiskFieldsFor(1, { cloudDiskAddress: "a", cloudDiskPassWord: "b" })).toEqual({ cloudDiskAddress: "a", cloudDiskPassWord: "b" });
  });

  it("shows the review's time and reason for approved and rejected records", () => {
    expect(showsAuditTime(0)).toBe(false);
    expect(showsAuditTime(1)).toBe(true);
    expect(showsAuditTime(3)).toBe(false);
    expect(showsAuditReason(2, "模糊")).toBe(true);
    expect(showsAuditReason(2, " ")).toBe(false);
    expect(isApprovedVideo(3)).toBe(true);
    expect(isApprovedVideo(2)).toBe(false);
  });

  it("reviews pending records only, a rejection needing a reason", () => {
    expect(videoReviewProblem(0, 1, null)).toBeNull();
    expect(videoReviewProblem(0, 2, "")).toBe(VideoMsg.reasonRequired);
    expect(videoReviewProblem(0, 2, "模糊")).toBeNull();
    expect(videoReviewProblem(1, 2, "模糊")).toBe(VideoMsg.alreadyReviewed);
  });
});
