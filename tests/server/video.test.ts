import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { activities, activityCompanies, activityRecordVideos, auditLog, messages, systemSettings } from "#server/db/schema/index.ts";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { DEFAULT_VIDEO_EMAIL, VideoMsg } from "#shared/upload/video-record.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { PNG, guidOf, mp4, uploadChunked, uploadFile } from "./upload-helpers.ts";

const AUTH = "/base-service/api/auth/v1/activity_record_video";
const OPS = "/base-service/api/ops/v1/video";
const CHUNK = 64 * 1024;
const HOUR = 3_600_000;

let t: TTestApp;
let files: string;
let admin = "";
let member = "";
let fund = "";
let ops = "";
let listedCompany = 0;
let fundCompany = 0;

/** An activity of `companyId` (videoType 3, recType 2 unless told), with its upload deadline. */
async function makeActivity(companyId: number, o: { videoType?: number; recType?: number; closeInMs?: number | null; partVideoType?: number } = {}) {
  const [activity] = await t.database.db
    .insert(activities)
    .values({
      activityType: 1,
      title: "2026年度业绩说明会",
      videoType: o.videoType ?? 3,
      recType: o.recType ?? 2,
      startDate: "2026-12-10",
      endDate: "2026-12-10",
      videoUploadCloseTime: o.closeInMs === null ? null : new Date(Date.parse(TEST_NOW) + (o.closeInMs ?? 48 * HOUR)),
    })
    .returning();
  await t.database.db.insert(activityCompanies).values({ activityId: activity!.id, companyId, videoType: o.partVideoType ?? null });
  return activity!.id;
}

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), "roadshow-video-"));
  t = await createTestApp({ storage: files, uploadChunkSize: CHUNK });
  const tokens = await Promise.all(["listed-admin", "listed-member", "fund-admin", "ops-operator"].map((a) => t.loginPass(a)));
  [admin, member, fund, ops] = tokens as [string, string, string, string];
  listedCompany = await t.companyOf("listed-admin");
  fundCompany = await t.companyOf("fund-admin");
});
afterAll(async () => {
  await t.close();
  rmSync(files, { recursive: true, force: true });
});

const upload = (token: string, body: Record<string, unknown>, key?: string) =>
  t.post<TVideoRecord>(`${AUTH}/front_activity_record_video_upload`, { source: 1, ...body } as never, { authorization: token, ...(key ? { "idempotency-key": key } : {}) });
const list = (token: string, activityId: number) => t.post<TVideoRecord>(`${AUTH}/front_activity_record_video_list`, { activityId, size: 0 }, { authorization: token });
const recordsOf = async (activityId: number) =>
  (await t.database.db.select({ n: count() }).from(activityRecordVideos).where(eq(activityRecordVideos.activityId, activityId)))[0]!.n;

async function storedVideo(token = admin, fill = 1) {
  const data = mp4(CHUNK * 2 + 500, fill);
  return (await uploadChunked(t, token, data, CHUNK, "路演.mp4", guidOf(data, String(fill)))).datas[0]!;
}

describe("company video records", () => {
  it("records directly uploaded videos (from combine_block and upload_file) as pending, newest first in the list", async () => {
    const activityId = await makeActivity(listedCompany);
    const chunked = await storedVideo(admin, 2);
    const single = (await uploadFile(t, admin, "短片.mp4", mp4(3000, 4))).datas[0]!;
    const res = await upload(admin, {
      activityId,
      uploadVideoType: 0,
      videoPaths: [chunked.filePath, `/api${single.filePath}`],
      videoNames: ["路演.mp4", "短片.mp4"],
      videoSizes: ["1", "2"],
      videoDurations: ["95.4", "00:01:05"],
      descriptions: ["正片", ""],
    });
    expect(res.code).toBe(200);
    expect(res.datas).toHaveLength(2);
    expect(res.datas[0]).toMatchObject({ activityId, uploadVideoType: 0, status: 0, videoName: "路演.mp4", videoSize: chunked.fileSize, videoDuration: 95, description: "正片", auditTime: null });
    // The size is the stored file's, not the one the form claimed.
    // pending: the address handed out is signed for a while (upload/file-access.ts)
    expect(res.datas[1]!.videoPath!.split("?")[0]).toBe(single.filePath);
    expect(res.datas[1]).toMatchObject({ videoSize: single.fileSize, videoDuration: 65, description: null });

    const listed = await list(admin, activityId);
    expect(listed.datas.map((r) => r.id).sort()).toEqual(res.datas.map((r) => r.id).sort());
    expect((await list(member, activityId)).code).toBe(200);
  });

  it("records a cloud-disk address with its password, and an email notice with the address to send to", async () => {
    const activityId = await makeActivity(listedCompany);
    const cloud = await upload(admin, { activityId, uploadVideoType: 1, cloudDiskAddress: "https://pan.example.com/s/abc", cloudDiskPassWord: "x7k2", descriptions: ["云盘"] });
    expect(cloud.datas[0]).toMatchObject({ uploadVideoType: 1, cloudDiskAddress: "https://pan.example.com/s/abc", cloudDiskPassWord: "x7k2", videoPath: null, description: "云盘" });
    const email = await upload(admin, { activityId, uploadVideoType: 2 });
    expect(email.datas[0]).toMatchObject({ uploadVideoType: 2, emailVideoAddress: DEFAULT_VIDEO_EMAIL });
    await t.database.db.insert(systemSettings).values({ key: "videoEmail", value: { address: "ir-video@exchange.example.cn" } });
    expect((await upload(admin, { activityId, uploadVideoType: 2 })).datas[0]).toMatchObject({ emailVideoAddress: "ir-video@exchange.example.cn" });
  });

  it("refuses the form's problems in order, keeping nothing", async () => {
    const activityId = await makeActivity(listedCompany);
    const video = await storedVideo(admin, 6);
    const refusals: [Record<string, unknown>, string][] = [
      [{ uploadVideoType: 5 }, VideoMsg.chooseMode],
      [{ uploadVideoType: 0 }, VideoMsg.noVideo],
      [{ uploadVideoType: 1, cloudDiskPassWord: "p" }, VideoMsg.cloudAddress],
      [{ uploadVideoType: 1, cloudDiskAddress: "https://pan" }, VideoMsg.cloudPassword],
      [{ uploadVideoType: 1, cloudDiskAddress: `https://pan/${"a".repeat(100)}`, cloudDiskPassWord: "p" }, VideoMsg.cloudAddressTooLong],
      [{ uploadVideoType: 0, videoPaths: [video.filePath], videoNames: [`${"名".repeat(101)}`] }, UploadMsg.videoNameTooLong],
      // Paths this server did not store: another site, a traversal, a chunk set, a stored file that is not a video, one that never was.
      [{ uploadVideoType: 0, videoPaths: ["https://evil.example.com/x.mp4"] }, VideoMsg.videoFileMissing],
      [{ uploadVideoType: 0, videoPaths: ["/files/uploads/../../../etc/passwd.mp4"] }, VideoMsg.videoFileMissing],
      [{ uploadVideoType: 0, videoPaths: [`/files/chunks/${"a".repeat(32)}/data`] }, VideoMsg.videoFileMissing],
      [{ uploadVideoType: 0, videoPaths: [(await uploadFile(t, admin, "a.png", PNG)).datas[0]!.filePath] }, VideoMsg.videoFileMissing],
      [{ uploadVideoType: 0, videoPaths: ["/files/videos/2026/11/00000000-0000-0000-0000-000000000000.mp4"] }, VideoMsg.videoFileMissing],
    ];
    for (const [body, message] of refusals) expect(await upload(admin, { activityId, ...body }), message).toMatchObject({ code: 400, message });
    expect(await recordsOf(activityId)).toBe(0);
  });

  it("refuses a video over the centre's 1 GB limit", async () => {
    const activityId = await makeActivity(listedCompany);
    const { statSync, truncateSync } = await import("node:fs");
    const video = await storedVideo(admin, 8);
    const stored = path.join(files, video.filePath.replace(/^\/files\//, ""));
    truncateSync(stored, 1_073_741_825); // sparse: the size is what counts
    expect(statSync(stored).size).toBe(1_073_741_825);
    expect(await upload(admin, { activityId, uploadVideoType: 0, videoPaths: [video.filePath] })).toMatchObject({ code: 400, message: UploadMsg.videoOver1g });
  });

  it("refuses after videoUploadCloseTime, and for activities without the video step", async () => {
    const closed = await makeActivity(listedCompany, { closeInMs: -1 });
    expect(await upload(admin, { activityId: closed, uploadVideoType: 2 })).toMatchObject({ code: 400, message: UploadMsg.deadlinePassed });
    const open = await makeActivity(listedCompany, { closeInMs: null });
    expect((await upload(admin, { activityId: open, uploadVideoType: 2 })).code).toBe(200);
    const live = await makeActivity(listedCompany, { videoType: 1, recType: 1 });
    expect(await upload(admin, { activityId: live, uploadVideoType: 2 })).toMatchObject({ code: 400, message: VideoMsg.notApplicable });
    const studio = await makeActivity(listedCompany, { recType: 1 });
    expect((await upload(admin, { activityId: studio, uploadVideoType: 2 })).message).toBe(VideoMsg.notApplicable);
    // A company that chose its own (live) mode in an open collective has no video step.
    const ownMode = await makeActivity(listedCompany, { partVideoType: 1 });
    expect((await upload(admin, { activityId: ownMode, uploadVideoType: 2 })).message).toBe(VideoMsg.notApplicable);
    expect(await recordsOf(closed)).toBe(0);
  });

  it("refuses another company's activity, personal users and operators", async () => {
    const theirs = await makeActivity(fundCompany);
    expect(await upload(admin, { activityId: theirs, uploadVideoType: 2 })).toMatchObject({ code: 403, message: "暂无权限" });
    expect((await list(admin, theirs)).code).toBe(403);
    expect((await upload(fund, { activityId: theirs, uploadVideoType: 2 })).code).toBe(200);
    expect((await upload(ops, { activityId: theirs, uploadVideoType: 2 })).code).toBe(403);
    const investor = await t.loginMobile("13800000001");
    expect((await list(investor, theirs)).code).toBe(403);
    expect((await upload(admin, { activityId: 999999, uploadVideoType: 2 })).code).toBe(403);
    expect(await recordsOf(theirs)).toBe(1);
    // A company without the activity tabs (no roadshow service) has no video panel either.
    const closed = await makeActivity(await t.companyOf("closed-admin"));
    const closedAdmin = await t.loginPass("closed-admin");
    expect((await upload(closedAdmin, { activityId: closed, uploadVideoType: 2 })).code).toBe(403);
    expect(await recordsOf(closed)).toBe(0);
  });

  it("applies a replayed upload (same Idempotency-Key) once", async () => {
    const activityId = await makeActivity(listedCompany);
    const body = { activityId, uploadVideoType: 1, cloudDiskAddress: "https://pan.example.com/s/once", cloudDiskPassWord: "1234" };
    const first = await upload(admin, body, "video-upload-once-1");
    const again = await upload(admin, body, "video-upload-once-1");
    expect(again.datas).toEqual(first.datas);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await recordsOf(activityId)).toBe(1);
  });
});

describe("back-office review", () => {
  it("lists pending records oldest first, approves (video step done) and rejects with a reason, with audit and message", async () => {
    const activityId = await makeActivity(listedCompany);
    const [a, b] = (await upload(admin, { activityId, uploadVideoType: 0, videoPaths: [(await storedVideo(admin, 10)).filePath, (await storedVideo(admin, 11)).filePath] })).datas;
    const pageRes = await t.post<TPage<TVideoRecord & { companyName: string; activityTitle: string }>>(`${OPS}/video_review_page`, { pageNo: 1, pageSize: 100, status: 0 }, { authorization: ops });
    const records = pageRes.datas[0]!.records;
    expect(records.map((r) => r.id)).toContain(a!.id);
    expect(records.find((r) => r.id === a!.id)).toMatchObject({ companyName: expect.any(String), activityTitle: "2026年度业绩说明会" });
    expect(records.every((r, i) => i === 0 || r.ctrTime >= records[i - 1]!.ctrTime)).toBe(true);

    const review = (token: string, body: Record<string, unknown>) => t.post<TVideoRecord>(`${OPS}/video_review`, body as never, { authorization: token });
    expect(await review(ops, { id: b!.id, status: 2 })).toMatchObject({ code: 400, message: VideoMsg.reasonRequired });
    expect(await review(ops, { id: b!.id, status: 2, auditReason: "   " })).toMatchObject({ code: 400, message: VideoMsg.reasonRequired });
    expect((await review(ops, { id: b!.id, status: 3 })).code).toBe(400);
    const rejected = await review(ops, { id: b!.id, status: 2, auditReason: "画面不清晰" });
    expect(rejected.datas[0]).toMatchObject({ status: 2, auditReason: "画面不清晰", auditTime: TEST_NOW });
    const approved = await review(ops, { id: a!.id, status: 1 });
    expect(approved.datas[0]).toMatchObject({ status: 1, auditTime: TEST_NOW });
    expect(await review(ops, { id: a!.id, status: 2, auditReason: "x" })).toMatchObject({ code: 400, message: VideoMsg.alreadyReviewed });
    expect(await review(ops, { id: 999999, status: 1 })).toMatchObject({ code: 400, message: VideoMsg.recordNotFound });

    const [part] = await t.database.db.select().from(activityCompanies).where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, listedCompany)));
    expect(part).toMatchObject({ isVideoUploaded: true, videoUploadedTime: new Date(TEST_NOW) });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "activity_record_video"));
    expect(audits.map((x) => x.action).sort()).toEqual(["video.approve", "video.reject"]);
    const notices = await t.database.db.select().from(messages).where(and(eq(messages.companyId, listedCompany), eq(messages.msgTitle, "活动视频审核结果")));
    expect(notices.some((m) => m.content.includes("画面不清晰"))).toBe(true);

    const listed = await list(admin, activityId);
    expect(listed.datas.find((r) => r.id === b!.id)).toMatchObject({ status: 2, auditReason: "画面不清晰" });
  });

  it("is for operators only", async () => {
    expect((await t.post(`${OPS}/video_review_page`, { pageNo: 1 }, { authorization: admin })).code).toBe(403);
    expect((await t.post(`${OPS}/video_review`, { id: 1, status: 1 }, { authorization: admin })).code).toBe(403);
    expect((await t.post(`${OPS}/video_review`, { id: 1, status: 1 })).code).toBe(401);
  });
});
