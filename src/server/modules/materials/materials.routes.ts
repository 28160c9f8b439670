import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { materialsContracts as c } from "#shared/api/materials.contract.ts";
import { MaterialsOutcome } from "#shared/materials/materials-rules.ts";
import { eq } from "drizzle-orm";
import { OPS_NOTICE_CHANNEL, OPS_NOTICE_TYPE, type TOpsNotice } from "#shared/ops/ops-notices.ts";
import { activities, companies, type TScenePhoto } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { refuse } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { requireActivityCompany } from "../../lib/company-access.ts";
import { guestMobileCipherFor } from "./cipher-cache.ts";
import { addFromLibrary, addGuest, deleteGuests, editGuest, selectFromLibrary, sortGuests } from "./guests.service.ts";
import { searchFundProducts } from "./materials.repository.ts";
import { uploadActivityInfo, uploadPicInfo, type TMaterialsCtx } from "./materials.service.ts";
import { cleanRichText } from "./rich-text.ts";

async function notifyOperatorsOfSubmit(app: FastifyInstance, activityId: number, companyId: number): Promise<void> {
  const [row] = await app.deps.db
    .select({ title: activities.title, companyName: companies.shortName })
    .from(activities)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(activities.id, activityId));
  if (!row) return;
  const notice: TOpsNotice = { type: OPS_NOTICE_TYPE, kind: "materials-submitted", activityId, title: row.title, companyName: row.companyName ?? "" };
  await app.deps.pubsub.publish(OPS_NOTICE_CHANNEL, notice);
}

/** Document 3 section 7, Materials and Activity guests: the materials form's writes and lookups. */
export function registerMaterialsRoutes(app: FastifyInstance): void {
  // translator null: none configured (translate/to_en answers 400 and the form hides its buttons)
  const { db, storage, translator } = app.deps;
  const ctx = (): TMaterialsCtx => ({ db, storage, canTranslate: translator !== null, at: now() });
  const guestCtx = async () => ({ db, cipher: await guestMobileCipherFor(db), at: now() });

  registerRoute(app, c.uploadActivityInfo, async ({ req, session, body }) => {
    const companyId = await requireActivityCompany(db, session);
    const view = await uploadActivityInfo(ctx(), req, companyId, session.userId, body);
    // after the commit: the operators build the page from submitted materials; a lost push costs nothing
    // (the activity list shows the info step), so it never fails the submit
    if (body.isCommit) await notifyOperatorsOfSubmit(app, body.id, companyId).catch((error) => req.log.warn({ err: error }, "ops notice not sent"));
    return ok([view], body.isCommit ? "提交成功" : "保存成功");
  });

  registerRoute(app, c.uploadActivityPicInfo, async ({ session, body }) => {
    const companyId = await requireActivityCompany(db, session);
    return ok([await uploadPicInfo(ctx(), companyId, body.id, (body.worksitImageJson ?? []) as TScenePhoto[])]);
  });

  registerRoute(app, c.fundProductList, async ({ session, body }) => {
    await requireActivityCompany(db, session);
    return ok(await searchFundProducts(db, body.fundCodeOrExpansionAbbr));
  });

  registerRoute(app, c.translateToEn, async ({ session, body }) => {
    await requireActivityCompany(db, session);
    if (!translator) throw refuse(MaterialsOutcome.translateOff);
    let english: string;
    try {
      english = await translator.toEnglish(body.richtext);
    } catch (error) {
      app.log.warn({ err: error }, "translate/to_en: the provider failed");
      throw refuse(MaterialsOutcome.translateFailed);
    }
    // what a provider answers is rich text from outside: cleaned like anything a company writes
    return ok([cleanRichText(english)]);
  });

  registerRoute(app, c.activityGuestAdd, async ({ session, body }) => ok([await addGuest(await guestCtx(), await requireActivityCompany(db, session), body)]));
  registerRoute(app, c.activityGuestEdit, async ({ session, body }) => ok([await editGuest(await guestCtx(), await requireActivityCompany(db, session), body)]));
  registerRoute(app, c.activityGuestDel, async ({ session, body }) => {
    await deleteGuests(await guestCtx(), await requireActivityCompany(db, session), body.activityId, body.ids);
    return ok([], "删除成功");
  });
  registerRoute(app, c.activityGuestSort, async ({ session, body }) => {
    await sortGuests(await guestCtx(), await requireActivityCompany(db, session), body.ids, body.sorts, body.activityId);
    return ok([]);
  });
  registerRoute(app, c.selectFromGuest, async ({ session, body }) => ok(await selectFromLibrary(await guestCtx(), await requireActivityCompany(db, session), body)));
  registerRoute(app, c.addFromGuest, async ({ session, body }) => ok(await addFromLibrary(await guestCtx(), await requireActivityCompany(db, session), body.activityId, body.ids)));
}
