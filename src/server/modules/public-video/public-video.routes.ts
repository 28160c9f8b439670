import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { publicVideoContracts as c } from "#shared/api/public-video.contract.ts";
import { PublicVideoOutcome, RELATED_VIDEO_COUNT } from "#shared/video/public-video.ts";
import { now } from "../../clock.ts";
import { refuse } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { viewerOf } from "../../lib/visitor.ts";
import { categoryOfChannel, findPublicVideo, listCategories, pagePublicVideos, relatedVideos, toCard } from "./public-video.repository.ts";
import { countView, sweepViews } from "./view-counter.ts";
import { registerLibraryOpsRoutes } from "./library-ops.routes.ts";

/** video/view calls per address and minute: a person opens a few videos a minute, a script is cut off. */
const VIEW_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The public video library (document 4 section 2.6): a channel's category tabs, its pages, a video's detail
 * with related videos, and the view count. A video that is unpublished, scheduled for later or missing is
 * refused with the same 视频不存在, so nobody can tell them apart.
 */
export function registerPublicVideoRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.videoCategories, async ({ body }) => ok(await listCategories(db, body.navType)));

  registerRoute(app, c.videoPage, async ({ body }) => {
    if (body.categoryId !== undefined && !(await categoryOfChannel(db, body.navType, body.categoryId))) throw refuse(PublicVideoOutcome.categoryInvalid);
    const { total, records } = await pagePublicVideos(db, { ...body, at: now() });
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.videoDetail, async ({ body }) => {
    const at = now();
    const found = await findPublicVideo(db, body.id, at);
    if (!found) throw refuse(PublicVideoOutcome.notFound);
    const v = found.video;
    const related = await relatedVideos(db, v, at, RELATED_VIDEO_COUNT);
    return ok([{ ...toCard(found), description: v.description, descriptionEn: v.descriptionEn, videoPath: v.videoPath, videoSize: v.videoSize, related }]);
  });

  registerRoute(
    app,
    c.videoView,
    async ({ req, body }) => {
      const at = now();
      if (!(await findPublicVideo(db, body.id, at))) throw refuse(PublicVideoOutcome.notFound);
      return ok([await countView(db, body.id, viewerOf(req, body.uuid), at)]);
    },
    VIEW_LIMIT,
  );

  registerLibraryOpsRoutes(app);

  const sweep = setInterval(() => void sweepViews(db, now()).catch((error: unknown) => app.log.warn({ err: error }, "video view sweep failed")), SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
}
