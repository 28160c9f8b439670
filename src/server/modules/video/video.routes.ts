import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { ok, page } from "#shared/http/envelope.ts";
import { videoContracts as c, type TVideoUploadBody } from "#shared/api/video.contract.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { canUseActivityTabs } from "#shared/company/enterprise-tabs.ts";
import {
  DEFAULT_VIDEO_EMAIL,
  UploadVideoType,
  VideoMsg,
  VideoSource,
  VideoStatus,
  videoReviewProblem,
  videoUploadApplies,
  videoUploadOpen,
  videoUploadProblem,
} from "#shared/upload/video-record.ts";
import { now } from "../../clock.ts";
import type { TDb } from "../../db/client.ts";
import { activityCompanies, activityRecordVideos, messages } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, forbidden, refuse } from "../../lib/errors.ts";
import { channels } from "../../lib/pubsub.ts";
import { registerRoute } from "../../lib/route.ts";
import type { TStorage } from "../../lib/storage.ts";
import type { TSession } from "../../types.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { findCompany } from "../company/index.ts";
import { loadUserInfo } from "../user/index.ts";
import { registerOpsVideoRoutes } from "./ops-video.routes.ts";
import { parseDuration } from "./video-duration.ts";
import { findCompanyActivity, findVideo, listCompanyVideos, pageVideosForReview, toVideoRecord, videoMailbox } from "./video.repository.ts";

/**
 * The caller's company's live part in the activity; any other activity is refused as not theirs, and so is a
 * member without the activity tabs (document 1 section 2.4: the video panel is one of them).
 */
async function ownActivity(db: TDb, session: TSession, activityId: number) {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const [company, user] = await Promise.all([findCompany(db, session.companyId), loadUserInfo(db, session.userId, session.loginType)]);
  if (!company || !user) throw forbidden();
  const tabUser = { companyUserRole: user.companyUserRole ?? 0, isBookingEnable: user.isBookingEnable, isFundRoadshowEnable: user.isFundRoadshowEnable };
  if (!canUseActivityTabs(company, tabUser)) throw forbidden();
  const found = await findCompanyActivity(db, activityId, session.companyId);
  if (!found || found.activity.isCancel) throw forbidden();
  return { ...found, companyId: session.companyId };
}

/** The rows one upload call creates: one per uploaded video, or one cloud-disk or email notice. */
async function rowsFor(db: TDb, storage: TStorage, body: TVideoUploadBody, activityId: number, companyId: number, userId: number) {
  const base = { activityId, companyId, uploadVideoType: body.uploadVideoType, source: VideoSource.company, status: VideoStatus.pending, createdBy: userId, ctrTime: now() };
  if (body.uploadVideoType === UploadVideoType.direct) {
    const paths = body.videoPaths.map((p) => p.trim()).filter(Boolean);
    const files = await Promise.all(paths.map((p) => resolveUploadedFile(storage, p, ["mp4"])));
    if (files.some((f) => !f)) throw badRequest(VideoMsg.videoFileMissing);
    const videos = paths.map((_path, i) => ({
      key: files[i]!.key,
      // The stored key's extension is what was checked by content; the video name is display text.
      name: files[i]!.key.split("/").pop()!,
      title: body.videoNames[i]?.trim() || files[i]!.key.split("/").pop()!,
      size: files[i]!.size,
      duration: parseDuration(body.videoDurations[i]),
      description: body.descriptions[i]?.trim() || null,
    }));
    const problem = videoUploadProblem({ uploadVideoType: body.uploadVideoType, videos });
    if (problem) throw refuse(problem);
    return videos.map((v) => ({ ...base, videoPath: `/files/${v.key}`, videoName: v.title, videoSize: v.size, videoDuration: v.duration, description: v.description }));
  }
  const problem = videoUploadProblem({ uploadVideoType: body.uploadVideoType, cloudDiskAddress: body.cloudDiskAddress, cloudDiskPassWord: body.cloudDiskPassWord, videos: [] });
  if (problem) throw refuse(problem);
  const description = body.descriptions[0]?.trim() || null;
  if (body.uploadVideoType === UploadVideoType.cloudDisk) {
    return [{ ...base, cloudDiskAddress: body.cloudDiskAddress!.trim(), cloudDiskPassWord: body.cloudDiskPassWord!.trim(), description }];
  }
  return [{ ...base, emailVideoAddress: (await videoMailbox(db)) ?? DEFAULT_VIDEO_EMAIL, description }];
}

/** The activity video records of document 3 (enterprise centre) and their review in the back office (document 4 section 6). */
export function registerVideoRoutes(app: FastifyInstance): void {
  const { db, storage, pubsub } = app.deps;
  // Callers of these routes may watch the videos they list (their own company's, or any for operators).
  const sign = (path: string) => app.deps.urlSigner.signPath(path, now());

  registerRoute(app, c.videoList, async ({ session, body }) => {
    const { companyId } = await ownActivity(db, session, body.activityId);
    const rows = await listCompanyVideos(db, body.activityId, companyId);
    return ok(rows.map((r) => toVideoRecord(r, sign)));
  });

  registerRoute(app, c.videoUpload, async ({ session, body }) => {
    const { activity, part, companyId } = await ownActivity(db, session, body.activityId);
    // A company that chose its own mode in an open collective uploads by its own mode.
    if (!videoUploadApplies(part.videoType ?? activity.videoType, part.recType ?? activity.recType)) throw badRequest(VideoMsg.notApplicable);
    if (!videoUploadOpen(activity.videoUploadCloseTime, now())) throw badRequest(UploadMsg.deadlinePassed);
    const rows = await rowsFor(db, storage, body, body.activityId, companyId, session.userId);
    const inserted = await db.insert(activityRecordVideos).values(rows).returning();
    return ok(inserted.map((r) => toVideoRecord(r, sign)));
  });

  registerRoute(app, c.opsVideoPage, async ({ body }) => {
    const pageNo = Math.max(1, body.pageNo);
    const pageSize = Math.min(100, Math.max(1, body.pageSize));
    const { total, rows } = await pageVideosForReview(db, pageNo, pageSize, body.status);
    const records = rows.map((r) => ({ ...toVideoRecord(r.video, sign), companyId: r.video.companyId, companyName: r.companyName, activityTitle: r.activityTitle }));
    return page(records, pageNo, pageSize, total);
  });

  registerRoute(app, c.opsVideoReview, async ({ req, session, body }) => {
    const before = await findVideo(db, body.id);
    if (!before) throw badRequest(VideoMsg.recordNotFound);
    const problem = videoReviewProblem(before.status, body.status, body.auditReason);
    if (problem) throw badRequest(problem);
    const at = now();
    const after = await db.transaction(async (tx) => {
      // Guarded on the pending state, so two operators reviewing at once cannot both win.
      const [row] = await tx
        .update(activityRecordVideos)
        .set({ status: body.status, auditTime: at, auditReason: body.auditReason?.trim() || null, auditBy: session.userId })
        .where(and(eq(activityRecordVideos.id, body.id), eq(activityRecordVideos.status, VideoStatus.pending)))
        .returning();
      if (!row) throw badRequest(VideoMsg.alreadyReviewed);
      if (body.status === VideoStatus.approved) {
        await tx
          .update(activityCompanies)
          .set({ isVideoUploaded: true, videoUploadedTime: at })
          .where(and(eq(activityCompanies.activityId, row.activityId), eq(activityCompanies.companyId, row.companyId), eq(activityCompanies.isCancel, false)));
      }
      const verdict = body.status === VideoStatus.approved ? "已审核通过" : `已被驳回，驳回理由：${row.auditReason ?? ""}`;
      await tx.insert(messages).values({
        companyId: row.companyId,
        isCompanyMessage: true,
        msgTitle: "活动视频审核结果",
        content: `您上传的活动视频${row.videoName ? `“${row.videoName}”` : ""}${verdict}`,
        crtTime: at,
      });
      await writeAudit(tx, { req, action: body.status === VideoStatus.approved ? "video.approve" : "video.reject", entity: "activity_record_video", entityId: row.id, before: toVideoRecord(before), after: toVideoRecord(row) });
      return row;
    });
    await pubsub.publish(channels.company(after.companyId), { type: 1, mqType: 1, isCompanyMessage: true, msg: "活动视频审核结果" }).catch(() => {});
    return ok([toVideoRecord(after, sign)]);
  });

  registerOpsVideoRoutes(app);
}
