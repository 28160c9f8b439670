import { and, asc, count, desc, eq } from "drizzle-orm";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { VideoStatus } from "#shared/upload/video-record.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityRecordVideos, companies, dictionaryItems, systemSettings } from "../../db/schema/index.ts";

export type TVideoRow = typeof activityRecordVideos.$inferSelect;

/**
 * The wire shape of a video record (document 3 section 3). `sign` turns the stored file's path into a
 * short-lived signed address for callers allowed to watch a video still under review (file-serve.ts).
 */
export function toVideoRecord(row: TVideoRow, sign: (path: string) => string = (p) => p): TVideoRecord {
  return {
    id: row.id,
    activityId: row.activityId,
    uploadVideoType: row.uploadVideoType,
    // an approved video is public (upload/file-access.ts): its plain address is the one to keep
    videoPath: row.videoPath === null || row.status === VideoStatus.approved || row.status === VideoStatus.backOffice ? row.videoPath : sign(row.videoPath),
    videoName: row.videoName,
    videoSize: row.videoSize,
    videoDuration: row.videoDuration,
    description: row.description,
    ctrTime: row.ctrTime.toISOString(),
    cloudDiskAddress: row.cloudDiskAddress,
    cloudDiskPassWord: row.cloudDiskPassWord,
    emailVideoAddress: row.emailVideoAddress,
    status: row.status,
    auditTime: row.auditTime ? row.auditTime.toISOString() : null,
    auditReason: row.auditReason,
  };
}

/** A company's live part in an activity, with the activity (null when the company has none). */
export async function findCompanyActivity(db: TDb, activityId: number, companyId: number) {
  const [row] = await db
    .select({ activity: activities, part: activityCompanies })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId), eq(activityCompanies.isCancel, false)));
  return row ?? null;
}

export async function listCompanyVideos(db: TDb, activityId: number, companyId: number): Promise<TVideoRow[]> {
  return db
    .select()
    .from(activityRecordVideos)
    .where(and(eq(activityRecordVideos.activityId, activityId), eq(activityRecordVideos.companyId, companyId)))
    .orderBy(desc(activityRecordVideos.ctrTime), desc(activityRecordVideos.id));
}

/** One page of records to review, oldest first, with who and what they belong to. */
export async function pageVideosForReview(db: TDb, pageNo: number, pageSize: number, status: number | undefined) {
  const where = status === undefined ? undefined : eq(activityRecordVideos.status, status);
  const [total] = await db.select({ n: count() }).from(activityRecordVideos).where(where);
  const rows = await db
    .select({ video: activityRecordVideos, companyName: companies.shortName, activityTitle: activities.title })
    .from(activityRecordVideos)
    .innerJoin(companies, eq(companies.id, activityRecordVideos.companyId))
    .innerJoin(activities, eq(activities.id, activityRecordVideos.activityId))
    .where(where)
    .orderBy(asc(activityRecordVideos.ctrTime), asc(activityRecordVideos.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { total: total?.n ?? 0, rows };
}

export async function findVideo(db: TDb, id: number): Promise<TVideoRow | null> {
  const [row] = await db.select().from(activityRecordVideos).where(eq(activityRecordVideos.id, id));
  return row ?? null;
}

/** The dictionary the upload dialog's email mode reads (document 3 section 7: EmailDesc, attachField1 of the first item). */
export const EMAIL_DESC_CODE = "EmailDesc";

/**
 * The mailbox companies send videos to: the system setting `videoEmail` ({ address }) when an operator set
 * one, else the mailbox of the EmailDesc dictionary (attachField2 of its first item, whose attachField1 is the
 * dialog's instruction text), so the record and the dialog name the same address; null when neither is set.
 */
export async function videoMailbox(db: TDb): Promise<string | null> {
  const [setting] = await db.select().from(systemSettings).where(eq(systemSettings.key, "videoEmail"));
  const value = setting?.value as { address?: unknown } | undefined;
  if (typeof value?.address === "string" && value.address.trim()) return value.address.trim();
  const [item] = await db
    .select({ mailbox: dictionaryItems.attachField2 })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.parentCode, EMAIL_DESC_CODE), eq(dictionaryItems.status, 1)))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id))
    .limit(1);
  return item?.mailbox?.trim() || null;
}
