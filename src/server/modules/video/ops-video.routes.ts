import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { videoContracts as c } from "#shared/api/video.contract.ts";
import { OPS_VIDEO_MAX_BYTES, opsVideoPathProblem, opsVideoTarget } from "#shared/upload/ops-video-upload.ts";
import { UploadVideoType, VideoMsg, VideoSource, VideoStatus, videoUploadProblem } from "#shared/upload/video-record.ts";
import { now } from "../../clock.ts";
import { activityCompanies, activityRecordVideos, messages } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import { channels } from "../../lib/pubsub.ts";
import { registerRoute } from "../../lib/route.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { findActivityWithParts, searchVideoTargets } from "./ops-video.repository.ts";
import { toVideoRecord } from "./video.repository.ts";
import { parseDuration } from "./video-duration.ts";

const TARGETS_DEFAULT = 20;

/**
 * The back office's upload on a company's behalf (document 4 section 6, "upload one on a company's behalf
 * (3)"): the operator uploads the file through the same upload calls as a company (upload_file, or the chunk
 * protocol above 100 MB, scoped to the operator's own session), then hands its path in here. The record is
 * approved at once (status 3), the company's video step is done, the company is told, and it is audited.
 * The video upload deadline binds companies, not the back office that sets it.
 */
export function registerOpsVideoRoutes(app: FastifyInstance): void {
  const { db, storage, pubsub } = app.deps;

  registerRoute(app, c.opsVideoTargets, async ({ body }) => {
    const limit = Math.min(50, Math.max(1, body.size && body.size > 0 ? body.size : TARGETS_DEFAULT));
    return ok(await searchVideoTargets(db, body.keyword, limit));
  });

  registerRoute(app, c.opsVideoUpload, async ({ req, session, body }) => {
    const { activity, parts } = await findActivityWithParts(db, body.activityId);
    const target = opsVideoTarget({ activity, parts, companyId: body.companyId ?? null });
    if ("problem" in target) throw badRequest(target.problem);
    const pathProblem = opsVideoPathProblem(body.videoPath);
    if (pathProblem) throw badRequest(pathProblem);
    const file = await resolveUploadedFile(storage, body.videoPath, ["mp4"]);
    if (!file) throw badRequest(VideoMsg.videoFileMissing);
    const storedName = file.key.split("/").pop()!;
    const title = body.videoName?.trim() || storedName;
    const problem = videoUploadProblem({ uploadVideoType: UploadVideoType.direct, videos: [{ name: storedName, size: file.size, title }], maxBytes: OPS_VIDEO_MAX_BYTES });
    if (problem) throw refuse(problem);

    const at = now();
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(activityRecordVideos)
        .values({
          activityId: body.activityId,
          companyId: target.companyId,
          uploadVideoType: UploadVideoType.direct,
          videoPath: `/files/${file.key}`,
          videoName: title,
          videoSize: file.size,
          videoDuration: parseDuration(body.videoDuration),
          description: body.description?.trim() || null,
          source: VideoSource.backOffice,
          status: VideoStatus.backOffice,
          auditTime: at,
          auditBy: session.userId,
          createdBy: session.userId,
          ctrTime: at,
        })
        .returning();
      // Status 3 is approved: the video step is done, as an operator's approval makes it.
      await tx
        .update(activityCompanies)
        .set({ isVideoUploaded: true, videoUploadedTime: at })
        .where(and(eq(activityCompanies.activityId, body.activityId), eq(activityCompanies.companyId, target.companyId), eq(activityCompanies.isCancel, false)));
      await tx.insert(messages).values({
        companyId: target.companyId,
        isCompanyMessage: true,
        msgTitle: "活动视频上传通知",
        content: `平台已为您的活动“${activity!.title}”上传视频“${title}”，可在活动管理的视频上传记录中查看。`,
        crtTime: at,
      });
      await writeAudit(tx, { req, action: "video.upload_on_behalf", entity: "activity_record_video", entityId: inserted!.id, before: null, after: toVideoRecord(inserted!) });
      return inserted!;
    });
    await pubsub.publish(channels.company(row.companyId), { type: 1, mqType: 1, isCompanyMessage: true, msg: "活动视频上传通知" }).catch(() => {});
    return ok([toVideoRecord(row, (path) => app.deps.urlSigner.signPath(path, now()))]);
  });
}
