import { mkdtempSync, rmSync, truncateSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { activities, activityCompanies, activityRecordVideos, auditLog, messages } from "#server/db/schema/index.ts";
import type { TOpsVideoTarget, TVideoRecord } from "#shared/api/video.contract.ts";
import { OPS_VIDEO_MAX_BYTES, OpsVideoMsg } from "#shared/upload/ops-video-upload.ts";
import { CENTRE_VIDEO_MAX_BYTES, UploadMsg } from "#shared/upload/upload-limits.ts";
import { VideoMsg, VideoSource, VideoStatus } from "#shared/upload/video-record.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { PNG, checkChunk, combine, guidOf, md5, mp4, sendChunk, uploadChunked, uploadFile } from "./upload-helpers.ts";

const OPS = "/base-service/api/ops/v1/video";
const LIST = "/base-service/api/auth/v1/activity_record_video/front_activity_record_video_list";
const CHUNK = 64 * 1024;
const HOUR = 3_600_000;

let t: TTestApp;
let files: string;
let admin = "";
let fund = "";
let ops = "";
let supervisor = "";
let listedCompany = 0;
let fundCompany = 0;

interface TActivityOptions {
  title?: string;
  videoType?: number;
  recType?: number;
  closeInMs?: number;
  isMulti?: boolean;
  isCancel?: boolean;
  companies?: { companyId: number; videoType?: number }[];
}

/** A recording activity (videoType 3, recType 2 unless told) of the given companies. */
async function makeActivity(o: TActivityOptions = {}) {
  const [activity] = await t.database.db
    .insert(activities)
    .values({
      activityType: 1,
      title: o.title ?? "代传视频交流会",
      isMulti: o.isMulti ?? false,
      isCancel: o.isCancel ?? false,
      videoType: o.videoType ?? 3,
      recType: o.recType ?? 2,
      startDate: "2026-12-10",
      endDate: "2026-12-10",
      videoUploadCloseTime: new Date(Date.parse(TEST_NOW) + (o.closeInMs ?? 48 * HOUR)),
    })
    .returning();
  for (const part of o.companies ?? [{ companyId: listedCompany }]) {
    await t.database.db.insert(activityCompanies).values({ activityId: activity!.id, companyId: part.companyId, videoType: part.videoType ?? null });
  }
  return activity!.id;
}

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), "roadshow-ops-video-"));
  t = await createTestApp({ storage: files, uploadChunkSize: CHUNK });
  [admin, fund, ops, supervisor] = (await Promise.all(["listed-admin", "fund-admin", "ops-operator", "ops-admin"].map((a) => t.loginPass(a)))) as [string, string, string, string];
  listedCompany = await t.companyOf("listed-admin");
  fundCompany = await t.companyOf("fund-admin");
});
afterAll(async () => {
  await t.close();
  rmSync(files, { recursive: true, force: true });
});

const opsUpload = (token: string, body: Record<string, unknown>, key?: string) =>
  t.post<TVideoRecord>(`${OPS}/video_upload`, body as never, { authorization: token, ...(key ? { "idempotency-key": key } : {}) });
const targets = (token: string, keyword?: string) => t.post<TOpsVideoTarget>(`${OPS}/video_upload_targets`, keyword ? { keyword } : {}, { authorization: token });
const recordsOf = async (activityId: number) =>
  (await t.database.db.select({ n: count() }).from(activityRecordVideos).where(eq(activityRecordVideos.activityId, activityId)))[0]!.n;

/** A video the operator uploads itself through the chunk protocol (its own session, its own chunk set). */
async function operatorVideo(fill: number, token = ops) {
  const data = mp4(CHUNK * 2 + 300, fill);
  const res = await uploadChunked(t, token, data, CHUNK, "代传视频.mp4", guidOf(data, `ops-${fill}`));
  expect(res.code, res.message).toBe(200);
  return res.datas[0]!;
}

describe("upload on a company's behalf (status 3)", () => {
  it("runs the chunk protocol in the operator's own session and records an approved back-office video", async () => {
    const activityId = await makeActivity();
    const video = await operatorVideo(31);
    const res = await opsUpload(ops, { activityId, videoPath: video.filePath, videoName: "年度业绩说明会正片.mp4", videoDuration: "00:02:05", description: "平台代传" });
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]).toMatchObject({
      activityId,
      uploadVideoType: 0,
      status: VideoStatus.backOffice,
      videoPath: video.filePath,
      videoName: "年度业绩说明会正片.mp4",
      videoSize: video.fileSize,
      videoDuration: 125,
      description: "平台代传",
      auditTime: TEST_NOW,
    });
    const [row] = await t.database.db.select().from(activityRecordVideos).where(eq(activityRecordVideos.id, res.datas[0]!.id));
    expect(row).toMatchObject({ companyId: listedCompany, source: VideoSource.backOffice });

    // the company's video step is done, as with an approved upload
    const [part] = await t.database.db.select().from(activityCompanies).where(eq(activityCompanies.activityId, activityId));
    expect(part).toMatchObject({ isVideoUploaded: true, videoUploadedTime: new Date(TEST_NOW) });
    // the company sees it in its tab-4 list, and hears of it
    const listed = await t.post<TVideoRecord>(LIST, { activityId, size: 0 }, { authorization: admin });
    expect(listed.datas.map((r) => [r.id, r.status])).toEqual([[res.datas[0]!.id, 3]]);
    const notices = await t.database.db.select().from(messages).where(and(eq(messages.companyId, listedCompany), eq(messages.msgTitle, "活动视频上传通知")));
    expect(notices.some((m) => m.content.includes("年度业绩说明会正片.mp4"))).toBe(true);
    // audited: who, what, after
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "video.upload_on_behalf"), eq(auditLog.entityId, String(res.datas[0]!.id))));
    expect(audit).toMatchObject({ entity: "activity_record_video", before: null, after: expect.objectContaining({ status: 3 }) });
    expect(audit!.actorUserId).not.toBeNull();

    // it is not waiting for review
    const queue = await t.post<{ records: TVideoRecord[] }>(`${OPS}/video_review_page`, { pageNo: 1, pageSize: 100, status: 0 }, { authorization: ops });
    expect(queue.datas[0]!.records.some((r) => r.id === res.datas[0]!.id)).toBe(false);
    const backOffice = await t.post<{ records: TVideoRecord[] }>(`${OPS}/video_review_page`, { pageNo: 1, pageSize: 100, status: 3 }, { authorization: ops });
    expect(backOffice.datas[0]!.records.some((r) => r.id === res.datas[0]!.id)).toBe(true);
  });

  it("keeps the operator's chunk sets to the operator: a company sending the same guid works on a set of its own", async () => {
    const data = mp4(CHUNK + 100, 33);
    const guid = guidOf(data, "shared-guid");
    expect((await sendChunk(t, ops, guid, data, 0, CHUNK)).code).toBe(200);
    // the company does not see the operator's chunk, and cannot combine the operator's set
    expect((await checkChunk(t, admin, guid, 0, CHUNK, md5(data.subarray(0, CHUNK)))).datas[0]).toEqual({ success: false });
    expect(await combine(t, admin, guid, "x.mp4")).toMatchObject({ code: 400, message: UploadMsg.uploadNotFound });
    expect((await checkChunk(t, ops, guid, 0, CHUNK, md5(data.subarray(0, CHUNK)))).datas[0]).toEqual({ success: true });
    expect((await sendChunk(t, ops, guid, data, 1, CHUNK)).code).toBe(200);
    expect((await combine(t, ops, guid, "代传.mp4")).code).toBe(200);
    // a small file goes through upload_file in the operator's session too
    const single = await uploadFile(t, supervisor, "短片.mp4", mp4(4000, 34));
    expect(single.code).toBe(200);
    const activityId = await makeActivity();
    expect((await opsUpload(supervisor, { activityId, videoPath: single.datas[0]!.filePath })).datas[0]).toMatchObject({ status: 3, videoName: expect.stringMatching(/\.mp4$/) });
  });

  it("needs the company for a collective activity, and only one taking part whose video step applies", async () => {
    const activityId = await makeActivity({ isMulti: true, companies: [{ companyId: listedCompany }, { companyId: fundCompany }] });
    const video = await operatorVideo(35);
    expect(await opsUpload(ops, { activityId, videoPath: video.filePath })).toMatchObject({ code: 400, message: OpsVideoMsg.companyRequired });
    const outsider = await t.companyOf("report-admin");
    expect(await opsUpload(ops, { activityId, companyId: outsider, videoPath: video.filePath })).toMatchObject({ code: 400, message: OpsVideoMsg.companyNotInActivity });
    const res = await opsUpload(ops, { activityId, companyId: fundCompany, videoPath: video.filePath });
    expect(res.code).toBe(200);
    const parts = await t.database.db.select().from(activityCompanies).where(eq(activityCompanies.activityId, activityId));
    expect(Object.fromEntries(parts.map((p) => [p.companyId, p.isVideoUploaded]))).toEqual({ [listedCompany]: false, [fundCompany]: true });
    expect((await t.post<TVideoRecord>(LIST, { activityId, size: 0 }, { authorization: fund })).datas).toHaveLength(1);
    expect((await t.post<TVideoRecord>(LIST, { activityId, size: 0 }, { authorization: admin })).datas).toHaveLength(0);

    // a company that chose a live mode of its own in an open collective has no video step
    const ownMode = await makeActivity({ isMulti: true, companies: [{ companyId: listedCompany, videoType: 1 }, { companyId: fundCompany }] });
    expect(await opsUpload(ops, { activityId: ownMode, companyId: listedCompany, videoPath: video.filePath })).toMatchObject({ code: 400, message: VideoMsg.notApplicable });
  });

  it("refuses companies, unknown or cancelled activities, activities without the video step, non-mp4 and missing files", async () => {
    const activityId = await makeActivity();
    const video = await operatorVideo(37);
    expect(await opsUpload(admin, { activityId, videoPath: video.filePath })).toMatchObject({ code: 403, message: "暂无权限" });
    expect((await opsUpload("", { activityId, videoPath: video.filePath })).code).toBe(401);
    expect((await targets(admin)).code).toBe(403);

    const png = (await uploadFile(t, ops, "封面.png", PNG)).datas[0]!.filePath;
    const cancelled = await makeActivity({ isCancel: true });
    const live = await makeActivity({ videoType: 1, recType: 1 });
    const studio = await makeActivity({ recType: 1 });
    const refusals: [Record<string, unknown>, string][] = [
      [{ activityId: 999999, videoPath: video.filePath }, OpsVideoMsg.activityNotFound],
      [{ activityId: cancelled, videoPath: video.filePath }, OpsVideoMsg.activityCancelled],
      [{ activityId: live, videoPath: video.filePath }, VideoMsg.notApplicable],
      [{ activityId: studio, videoPath: video.filePath }, VideoMsg.notApplicable],
      [{ activityId, videoPath: "" }, VideoMsg.noVideo],
      [{ activityId, videoPath: png }, UploadMsg.videoType],
      [{ activityId, videoPath: "/files/videos/2026/11/00000000-0000-0000-0000-000000000000.mp4" }, VideoMsg.videoFileMissing],
      [{ activityId, videoPath: "/files/uploads/../../../etc/passwd.mp4" }, VideoMsg.videoFileMissing],
      [{ activityId, videoPath: "https://evil.example.com/x.mp4" }, VideoMsg.videoFileMissing],
      [{ activityId, videoPath: video.filePath, videoName: "名".repeat(101) }, UploadMsg.videoNameTooLong],
    ];
    for (const [body, message] of refusals) expect(await opsUpload(ops, body), message).toMatchObject({ code: 400, message });
    for (const id of [activityId, cancelled, live, studio]) expect(await recordsOf(id)).toBe(0);
    const [part] = await t.database.db.select().from(activityCompanies).where(eq(activityCompanies.activityId, activityId));
    expect(part!.isVideoUploaded).toBe(false);
  });

  it("follows the general 2 GB video limit, not the centre form's 1 GB", async () => {
    // the stored file is grown in place (sparse) past each limit: the check reads the stored size
    const stored = async (fill: number, size: number) => {
      const video = await operatorVideo(fill);
      truncateSync(path.join(files, video.filePath.replace(/^\/files\//, "")), size);
      return video.filePath;
    };
    const over1g = await stored(41, CENTRE_VIDEO_MAX_BYTES + 1);
    const over2g = await stored(43, OPS_VIDEO_MAX_BYTES + 1);
    const refused = await makeActivity();
    expect(await opsUpload(ops, { activityId: refused, videoPath: over2g })).toMatchObject({ code: 400, message: UploadMsg.videoOver2g });
    expect(await recordsOf(refused)).toBe(0);
    const accepted = await makeActivity();
    const res = await opsUpload(ops, { activityId: accepted, videoPath: over1g });
    expect(res.code, res.message).toBe(200);
    expect(res.datas[0]!.videoSize).toBe(CENTRE_VIDEO_MAX_BYTES + 1);
  });

  it("is not bound by the companies' upload deadline, and applies a replay (same Idempotency-Key) once", async () => {
    const activityId = await makeActivity({ closeInMs: -HOUR });
    const video = await operatorVideo(39);
    const first = await opsUpload(ops, { activityId, videoPath: video.filePath }, "ops-video-once");
    expect(first.code).toBe(200);
    const again = await opsUpload(ops, { activityId, videoPath: video.filePath }, "ops-video-once");
    expect(again.datas).toEqual(first.datas);
    expect(await recordsOf(activityId)).toBe(1);
  });
});

describe("the upload targets", () => {
  it("lists live activities with the companies whose video step applies, by title, company or number", async () => {
    const single = await makeActivity({ title: "目标检索专场甲" });
    const collective = await makeActivity({ title: "目标检索专场乙", isMulti: true, companies: [{ companyId: listedCompany, videoType: 1 }, { companyId: fundCompany }] });
    await makeActivity({ title: "目标检索专场丙", videoType: 1, recType: 1 });
    await makeActivity({ title: "目标检索专场丁", isCancel: true });
    const found = await targets(ops, "目标检索专场");
    expect(found.code).toBe(200);
    expect(found.datas.map((a) => a.activityId).sort()).toEqual([single, collective].sort());
    expect(found.datas.find((a) => a.activityId === collective)).toMatchObject({ isMulti: true, companies: [{ companyId: fundCompany, isVideoUploaded: false }] });
    expect((await targets(ops, String(single))).datas.map((a) => a.activityId)).toContain(single);
    expect((await targets(ops, "%")).datas).toEqual([]);
  });
});
