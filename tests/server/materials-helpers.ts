import { eq } from "drizzle-orm";
import { activities, activityCompanies } from "#server/db/schema/index.ts";
import { AUTH } from "#shared/api/contract.ts";
import type { TTestApp } from "./test-app.ts";
import { PNG, uploadFile } from "./upload-helpers.ts";

/** Fixtures of the materials tests (materials-*.test.ts). */

export const M = {
  info: `${AUTH}/activity/upload_activity_info`,
  pic: `${AUTH}/activity_page_build/upload_activity_pic_info`,
  funds: `${AUTH}/fund_product/fund_product_list`,
  translate: `${AUTH}/translate/to_en`,
  add: `${AUTH}/activity_guest/activity_guest_add`,
  edit: `${AUTH}/activity_guest/activity_guest_edit`,
  del: `${AUTH}/activity_guest/activity_guest_del`,
  sort: `${AUTH}/activity_guest/activity_guest_sort`,
  library: `${AUTH}/activity_guest/select_from_guest`,
  fromLibrary: `${AUTH}/activity_guest/add_from_guest`,
  list: `${AUTH}/activity_guest/activity_guest_list`,
  detail: `${AUTH}/activity_company/company_activity_list`,
} as const;

let serial = 0;
/** A fresh single activity booked by the company, not started, materials open until `closeAt`. */
export async function freshActivity(
  t: TTestApp,
  companyId: number,
  over: Partial<typeof activities.$inferInsert> = {},
): Promise<number> {
  serial += 1;
  const [a] = await t.database.db
    .insert(activities)
    .values({
      activityType: 1, title: `资料测试活动${serial}`, videoType: 1, startDate: "2030-01-10", endDate: "2030-01-10", startTime: "14:00", endTime: "16:00",
      infoSubmitCloseTime: new Date("2030-01-08T10:00:00Z"), ...over,
    })
    .returning({ id: activities.id });
  await t.database.db.insert(activityCompanies).values({ activityId: a!.id, companyId, isAcceptAgreement: true });
  return a!.id;
}

export async function partOf(t: TTestApp, activityId: number) {
  const [p] = await t.database.db.select().from(activityCompanies).where(eq(activityCompanies.activityId, activityId));
  return p!;
}

/** Two uploaded images: the background logo and the company logo. */
export async function logos(t: TTestApp, token: string): Promise<{ logoPath: string; miniLogoPath: string }> {
  const a = await uploadFile(t, token, "背景logo.png", PNG);
  const b = await uploadFile(t, token, "公司logo.png", PNG);
  return { logoPath: a.datas[0]!.filePath, miniLogoPath: b.datas[0]!.filePath };
}

export const GUEST = { guestName: "张伟", guestEnName: "Zhang Wei", title: "董事长", titleEn: "Chairman", gender: 1, guestCompanyName: "示例股份", discription: "二十年从业经历。", introEn: "Twenty years in the industry." };
