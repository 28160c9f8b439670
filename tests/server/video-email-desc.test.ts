import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, activityCompanies, dictionaryItems, systemSettings } from "#server/db/schema/index.ts";
import { DEMO_EMAIL_DESC, DEMO_VIDEO_MAILBOX } from "#server/db/seed/seed-video-email.ts";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { DEFAULT_VIDEO_EMAIL } from "#shared/upload/video-record.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const DIC_LIST = "/base-service/api/pub/v1/dictionary/dic_list";
const UPLOAD = "/base-service/api/auth/v1/activity_record_video/front_activity_record_video_upload";

let t: TTestApp;
let admin = "";
let activityId = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginPass("listed-admin");
  const companyId = await t.companyOf("listed-admin");
  const [activity] = await t.database.db
    .insert(activities)
    .values({ activityType: 1, title: "邮件发送视频", videoType: 3, recType: 2, startDate: "2026-12-10", endDate: "2026-12-10" })
    .returning();
  activityId = activity!.id;
  await t.database.db.insert(activityCompanies).values({ activityId, companyId });
});
afterAll(() => t.close());

const emailRecord = async () =>
  (await t.post<TVideoRecord>(UPLOAD, { activityId, uploadVideoType: 2, source: 1 }, { authorization: admin })).datas[0]!;

describe("the email mode's mailbox and instructions (EmailDesc)", () => {
  it("serves the seeded instructions through dic_list, public, attachField1 of the first item naming the mailbox", async () => {
    const res = await t.post<{ attachField1: string; attachField2: string }>(DIC_LIST, { parentCode: "EmailDesc", size: 0, status: 1 });
    expect(res.code).toBe(200);
    expect(res.datas[0]).toMatchObject({ attachField1: DEMO_EMAIL_DESC, attachField2: DEMO_VIDEO_MAILBOX });
    expect(res.datas[0]!.attachField1).toContain(DEMO_VIDEO_MAILBOX);
  });

  it("records the dictionary's mailbox on an email submission; the videoEmail setting overrides it", async () => {
    await t.database.db.update(dictionaryItems).set({ attachField2: "ir-mailbox@exchange.example.cn" }).where(eq(dictionaryItems.code, "EmailDesc_1"));
    expect((await emailRecord()).emailVideoAddress).toBe("ir-mailbox@exchange.example.cn");
    await t.database.db.insert(systemSettings).values({ key: "videoEmail", value: { address: "override@exchange.example.cn" } });
    expect((await emailRecord()).emailVideoAddress).toBe("override@exchange.example.cn");
    await t.database.db.delete(systemSettings).where(eq(systemSettings.key, "videoEmail"));
    // a withdrawn entry is not read: the built-in address stands in
    await t.database.db.update(dictionaryItems).set({ status: 0 }).where(eq(dictionaryItems.code, "EmailDesc_1"));
    expect((await emailRecord()).emailVideoAddress).toBe(DEFAULT_VIDEO_EMAIL);
  });
});
