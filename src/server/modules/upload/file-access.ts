import { eq, or } from "drizzle-orm";
import { videoFileIsPublic } from "#shared/upload/video-record.ts";
import { isFinReportPublic } from "#shared/institution/fin-report-rules.ts";
import { publicVideoIsVisible } from "#shared/video/public-video.ts";
import { now } from "../../clock.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityRecordVideos, finReports, publicVideos } from "../../db/schema/index.ts";
import type { TSession } from "../../types.ts";

/**
 * Who may fetch a stored file: everyone, or only operators and the companies named (none: any company user),
 * or operators alone (a library video not yet published).
 */
export type TFileAudience =
  | { kind: "public"; revocable?: boolean }
  | { kind: "restricted"; companyIds: number[]; operatorsOnly?: boolean };

/**
 * The audience of a stored file, from the records that point at it (issue 14, "files before review"). Images
 * of rich text are part of published texts and public. A video record's file is its company's and the
 * operators' until videoFileIsPublic, then everyone's. A video no record points at yet (chunk-uploaded, not
 * yet submitted) is for company users and operators; other uploads (images and documents for materials) are
 * served to whoever has their unguessable address, as before. A video of the public library is everyone's
 * once published and reached its publish time, and until then the operators' only.
 */
export async function fileAudience(db: TDb, key: string): Promise<TFileAudience> {
  if (key.startsWith("rich-text/")) return { kind: "public" };
  // A venue receipt (modules/venue) is kept under its company's folder, receipts/c<companyId>/: that company's.
  const receipt = /^receipts\/c(\d+)\//.exec(key);
  if (receipt) return { kind: "restricted", companyIds: [Number(receipt[1])] };
  if (key.startsWith("receipts/")) return { kind: "restricted", companyIds: [], operatorsOnly: true };
  const report = await finReportAudience(db, key);
  if (report) return report;
  const rows = await db
    .select({ status: activityRecordVideos.status, companyId: activityRecordVideos.companyId, pubStatus: activities.pubStatus })
    .from(activityRecordVideos)
    .innerJoin(activities, eq(activities.id, activityRecordVideos.activityId))
    .where(eq(activityRecordVideos.videoPath, `/files/${key}`));
  if (rows.some((r) => videoFileIsPublic(r.status, r.pubStatus))) return { kind: "public" };
  const library = await db
    .select({ status: publicVideos.status, publishTime: publicVideos.publishTime })
    .from(publicVideos)
    .where(eq(publicVideos.videoPath, `/files/${key}`));
  const at = now();
  // revocable: taking a video down takes its file back, so it is not cached as immutable
  if (library.some((v) => publicVideoIsVisible(v.status, v.publishTime, at))) return { kind: "public", revocable: true };
  if (library.length > 0 && rows.length === 0) return { kind: "restricted", companyIds: [], operatorsOnly: true };
  if (rows.length === 0 && !key.startsWith("videos/")) return { kind: "public" };
  return { kind: "restricted", companyIds: [...new Set(rows.map((r) => r.companyId))] };
}

/**
 * The audience of a visual financial report's cover or PDF: everyone while a report using it is published,
 * else only its company (and operators). Public but revocable (a withdrawal takes it back), so it is not
 * cached as immutable. undefined when no report points at the file.
 */
async function finReportAudience(db: TDb, key: string): Promise<TFileAudience | undefined> {
  const path = `/files/${key}`;
  const rows = await db
    .select({ status: finReports.status, companyId: finReports.companyId })
    .from(finReports)
    .where(or(eq(finReports.pdfPath, path), eq(finReports.coverPath, path)));
  if (rows.length === 0) return undefined;
  if (rows.some((r) => isFinReportPublic(r.status))) return { kind: "public", revocable: true };
  return { kind: "restricted", companyIds: [...new Set(rows.map((r) => r.companyId))] };
}

/** Whether a caller (by token) is in a restricted file's audience. */
export function sessionMayFetch(audience: TFileAudience, session: TSession | null): boolean {
  if (audience.kind === "public") return true;
  if (!session) return false;
  if (session.userType === "operator") return true;
  if (audience.operatorsOnly) return false;
  if (session.userType !== "enterprise" || session.companyId === null) return false;
  return audience.companyIds.length === 0 || audience.companyIds.includes(session.companyId);
}
