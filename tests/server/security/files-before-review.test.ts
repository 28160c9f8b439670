import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, activityCompanies, activityRecordVideos } from "#server/db/schema/index.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import { SIGNED_URL_TTL_MS } from "#server/lib/signed-url.ts";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { TEST_NOW } from "../test-database.ts";
import { guidOf, mp4, uploadChunked } from "../upload-helpers.ts";

const CHUNK = 64 * 1024;
let t: TTestApp;
let admin: string;
let fund: string;
let ops: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ uploadChunkSize: CHUNK });
  [admin, fund, ops] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin"), t.loginPass("ops-operator")]);
  companyId = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: { ...(token ? { authorization: token } : {}), range: "bytes=0-99" } });

describe("a video awaiting review", () => {
  it("is served only to its company and operators (by token or a short-lived signed address) until approved, then to anyone", async () => {
    pinClock(TEST_NOW);
    const [activity] = await t.database.db
      .insert(activities)
      .values({ activityType: 1, title: "待审视频", videoType: 3, recType: 2, startDate: "2026-12-10", endDate: "2026-12-10", videoUploadCloseTime: new Date(Date.parse(TEST_NOW) + 48 * 3_600_000) })
      .returning();
    await t.database.db.insert(activityCompanies).values({ activityId: activity!.id, companyId });
    const data = mp4(CHUNK * 2 + 10, 7);
    const stored = (await uploadChunked(t, admin, data, CHUNK, "待审.mp4", guidOf(data, "review"))).datas[0]!;
    const url = `/api${stored.filePath}`;

    // not yet submitted: company users and operators only
    expect((await get(url)).statusCode).toBe(403);
    expect((await get(url, admin)).statusCode).toBe(206);

    const submitted = await t.post<TVideoRecord>(
      "/base-service/api/auth/v1/activity_record_video/front_activity_record_video_upload",
      { source: 1, activityId: activity!.id, uploadVideoType: 0, videoPaths: [stored.filePath], videoNames: ["待审.mp4"], videoSizes: ["1"], videoDurations: ["10"], descriptions: [""] },
      { authorization: admin },
    );
    expect(submitted.code, submitted.message).toBe(200);
    const record = submitted.datas[0]!;

    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(403);
    expect(JSON.parse(anonymous.body)).toEqual({ code: 403, datas: [], message: "暂无权限" });
    expect((await get(url, fund)).statusCode).toBe(403);
    expect((await get(url, admin)).statusCode).toBe(206);
    expect((await get(url, ops)).statusCode).toBe(206);
    expect((await get(url, admin)).headers["cache-control"]).toBe("private, no-store");

    // the company's list and the review page hand out signed addresses a <video> element can use
    expect(record.videoPath).toMatch(/^\/files\/videos\/.+\?exp=\d+&sig=/);
    expect((await get(`/api${record.videoPath}`)).statusCode).toBe(206);
    const review = await t.post<TPage<TVideoRecord>>("/base-service/api/ops/v1/video/video_review_page", { pageNo: 1, pageSize: 100, status: 0 }, { authorization: ops });
    const signed = review.datas[0]!.records.find((r) => r.id === record.id)!.videoPath!;
    expect((await get(`/api${signed}`)).statusCode).toBe(206);
    // a signature is for one file and a short time only
    const other = signed.replace(/sig=./, (m) => (m.endsWith("A") ? "sig=B" : "sig=A"));
    expect((await get(`/api${other}`)).statusCode).toBe(403);
    advanceClock(SIGNED_URL_TTL_MS + 1000);
    expect((await get(`/api${signed}`)).statusCode).toBe(403);
    pinClock(TEST_NOW);

    // approved: anyone
    const approved = await t.post("/base-service/api/ops/v1/video/video_review", { id: record.id, status: 1 }, { authorization: ops });
    expect(approved.code, approved.message).toBe(200);
    expect((await get(url)).statusCode).toBe(206);
  });

  it("is public once its activity is formally published, even before review", async () => {
    const [row] = await t.database.db.select().from(activityRecordVideos).where(eq(activityRecordVideos.status, 1)).limit(1);
    await t.database.db.update(activityRecordVideos).set({ status: 0 }).where(eq(activityRecordVideos.id, row!.id));
    const url = `/api${row!.videoPath!}`;
    expect((await get(url)).statusCode).toBe(403);
    await t.database.db.update(activities).set({ pubStatus: 2 }).where(eq(activities.id, row!.activityId));
    expect((await get(url)).statusCode).toBe(206);
  });
});
