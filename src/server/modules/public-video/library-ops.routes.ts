import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { ok, page } from "#shared/http/envelope.ts";
import { publicVideoContracts as c, type TOpsLibraryVideo } from "#shared/api/public-video.contract.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import { LibraryFileMsg, PublicVideoOutcome, PublicVideoStatus } from "#shared/video/public-video.ts";
import { now } from "../../clock.ts";
import type { TDb } from "../../db/client.ts";
import { companies, publicVideos } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { categoryOfChannel, companyOptions, findLibraryVideo, pageLibrary, toOpsVideo } from "./public-video.repository.ts";

const COMPANY_OPTIONS_MAX = 20;
/** Free text an operator types is stored as plain text (the XSS corpus in tests/server/security). */
const plain = (v: string | undefined) => (v === undefined ? null : toPlainText(v) || null);

/**
 * The back office's editor of the video library (document 4 section 6, "content"): list, create and edit
 * (files uploaded first through upload_img and upload_file or the chunk protocol, then named here), publish
 * and take down (an operator's day-to-day work), delete (the supervisor's: its route is marked supervisorOnly).
 * Every write is audited with the video before and after.
 */
export function registerLibraryOpsRoutes(app: FastifyInstance): void {
  const { db, storage } = app.deps;
  const sign = (path: string) => app.deps.urlSigner.signPath(path, now());

  const load = async (tdb: TDb, id: number): Promise<TOpsLibraryVideo> => {
    const row = await findLibraryVideo(tdb, id);
    if (!row) throw refuse(PublicVideoOutcome.notFound);
    return toOpsVideo(row, sign);
  };

  registerRoute(app, c.opsLibraryPage, async ({ body }) => {
    const { total, rows } = await pageLibrary(db, body);
    return page(rows.map((r) => toOpsVideo(r, sign)), body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.opsLibraryCompanies, async ({ body }) => ok(await companyOptions(db, body.keyword, COMPANY_OPTIONS_MAX)));

  registerRoute(app, c.opsLibrarySave, async ({ req, session, body }) => {
    if (!(await categoryOfChannel(db, body.navType, body.categoryId))) throw refuse(PublicVideoOutcome.categoryInvalid);
    if (body.companyId !== undefined) {
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, body.companyId));
      if (!company) throw refuse(PublicVideoOutcome.companyInvalid);
    }
    const video = await resolveUploadedFile(storage, body.videoPath, ["mp4"]);
    if (!video) throw badRequest(LibraryFileMsg.videoFileMissing);
    const cover = body.coverPath ? await resolveUploadedFile(storage, body.coverPath, ["jpg", "png"]) : null;
    if (body.coverPath && !cover) throw refuse(PublicVideoOutcome.coverMissing);
    // a title that was nothing but markup is no title
    const title = toPlainText(body.title);
    if (!title) throw refuse(PublicVideoOutcome.titleRequired);
    const at = now();
    const fields = {
      navType: body.navType,
      categoryId: body.categoryId,
      companyId: body.companyId ?? null,
      title,
      titleEn: plain(body.titleEn),
      description: plain(body.description),
      descriptionEn: plain(body.descriptionEn),
      coverPath: cover ? `/files/${cover.key}` : null,
      videoPath: `/files/${video.key}`,
      videoSize: video.size,
      duration: body.duration === undefined ? null : Math.round(body.duration),
      updatedBy: session.userId,
      updTime: at,
    };
    const id = await db.transaction(async (tx) => {
      if (body.id === undefined) {
        const [row] = await tx
          .insert(publicVideos)
          .values({ ...fields, status: PublicVideoStatus.unpublished, createdBy: session.userId, crtTime: at })
          .returning({ id: publicVideos.id });
        await writeAudit(tx, { req, action: "public_video.create", entity: "public_video", entityId: row!.id, before: null, after: await load(tx, row!.id) });
        return row!.id;
      }
      const before = await load(tx, body.id);
      await tx.update(publicVideos).set(fields).where(eq(publicVideos.id, body.id));
      await writeAudit(tx, { req, action: "public_video.edit", entity: "public_video", entityId: body.id, before, after: await load(tx, body.id) });
      return body.id;
    });
    return ok([await load(db, id)], "保存成功");
  });

  const setStatus = async (req: FastifyRequest, userId: number, id: number, status: number, action: string) => {
    const after = await db.transaction(async (tx) => {
      const before = await load(tx, id);
      if (before.status === status) throw refuse(status === PublicVideoStatus.published ? PublicVideoOutcome.alreadyPublished : PublicVideoOutcome.alreadyUnpublished);
      const at = now();
      // publishing stamps the time the cards sort by; taking down keeps it as the time it was last published
      const change = status === PublicVideoStatus.published ? { status, publishTime: at } : { status };
      await tx.update(publicVideos).set({ ...change, updatedBy: userId, updTime: at }).where(eq(publicVideos.id, id));
      const next = await load(tx, id);
      await writeAudit(tx, { req, action, entity: "public_video", entityId: id, before, after: next });
      return next;
    });
    return ok([after]);
  };

  registerRoute(app, c.opsLibraryPublish, ({ req, session, body }) => setStatus(req, session.userId, body.id, PublicVideoStatus.published, "public_video.publish"));
  registerRoute(app, c.opsLibraryUnpublish, ({ req, session, body }) => setStatus(req, session.userId, body.id, PublicVideoStatus.unpublished, "public_video.unpublish"));

  registerRoute(
    app,
    c.opsLibraryDelete,
    async ({ req, body }) => {
      await db.transaction(async (tx) => {
        const before = await load(tx, body.id);
        // its view rows go with it (on delete cascade); the stored files stay, as every upload's do
        await tx.delete(publicVideos).where(eq(publicVideos.id, body.id));
        await writeAudit(tx, { req, action: "public_video.delete", entity: "public_video", entityId: body.id, before, after: null });
      });
      return ok([], "删除成功");
    },
  );
}
