import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { posterContracts as c } from "#shared/api/poster.contract.ts";
import { registerRoute } from "../../lib/route.ts";
import { requireActivityCompany } from "../../lib/company-access.ts";
import { POSTER_FOLDER, POSTERS_PREFIX, activityPoster } from "./poster.service.ts";

const NAME = /^(\d{1,10})-([0-9a-f]{32})\.png$/;

/**
 * The poster (document 3 section 2.1 item 5): activity_poster draws it (or finds it drawn) and answers its
 * address; GET /api/posters/<activity>-<hash>.png serves the PNG. A poster is promotion material of a
 * published page, public like the page; its address changes with what it shows, so it is cached for good.
 */
export function registerPosterRoutes(app: FastifyInstance): void {
  const { db, storage, publicOrigin } = app.deps;

  registerRoute(app, c.activityPoster, async ({ req, session, body }) => {
    const companyId = await requireActivityCompany(db, session);
    const origin = publicOrigin ?? `${req.protocol}://${req.host}`;
    return ok([await activityPoster({ db, storage, origin }, companyId, body.activityId)]);
  });

  app.get<{ Params: { name: string } }>(`${POSTERS_PREFIX}:name`, async (req, reply) => {
    const name = req.params.name;
    const file = NAME.test(name) ? await storage.open(`${POSTER_FOLDER}/${name}`) : null;
    if (!file) return reply.code(404).send({ code: 404, datas: [], message: "海报不存在" });
    return reply
      .type("image/png")
      .header("content-length", file.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(file.stream);
  });
}
