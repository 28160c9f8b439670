import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok, okWith, page } from "#shared/http/envelope.ts";
import { qaContracts as c } from "#shared/api/qa.contract.ts";
import { QaMsg } from "#shared/qa/qa-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { now } from "../../clock.ts";
import type { TSession } from "../../types.ts";
import { requireVisibleActivity } from "./qa-access.ts";
import { addOne, askQuestion } from "./qa-ask.ts";
import { cancelAnswer, cancelSpeech, guestAddSpeak, guestAnswer, guestList, type TCompanyQaContext } from "./qa-company.ts";
import { moderate, moderationCount, moderationQueue } from "./qa-moderation.ts";
import { createQaPublisher } from "./qa-publisher.ts";
import { guestMobileCipherFor, listGuests } from "../materials/index.ts";
import { pagePublicQa, publicQaInfo } from "./qa-public.ts";

/**
 * The live Q&A calls (issue: the live Q&A loop): the public page, the company tab's writes and the operators'
 * moderation. The company tab's read pages, counts and exports live in qa-stats.
 */
export function registerQaRoutes(app: FastifyInstance): void {
  const { db, pubsub } = app.deps;
  const publisher = createQaPublisher(pubsub, app.log);
  const companyCtx = (req: FastifyRequest, session: TSession): TCompanyQaContext => ({ db, publisher, session, req, at: now() });

  // ---------- public ----------

  // activity/activity_detail (c.publicActivity) is served by the activity page module, with its cache.

  registerRoute(app, c.answerQuestionPage, async ({ req, body }) => {
    const { activity, isPreview } = await requireVisibleActivity(db, body.activityId, body.testCode, req.session);
    // A pub call still sees a valid token (plugins/auth.ts): a personal viewer also gets their own pending questions.
    const viewerId = req.session?.userType === "personal" ? req.session.userId : null;
    const { records, total } = await pagePublicQa(db, {
      activityId: activity.id,
      isPreview,
      viewerId,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
      companyId: body.companyId,
    });
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.answerQuestionInfo, async ({ req, body }) => {
    const { activity, isPreview } = await requireVisibleActivity(db, body.activityId, body.testCode, req.session);
    return ok([await publicQaInfo(db, activity.id, isPreview, body.ids)]);
  });

  registerRoute(app, c.askQuestion, async ({ session, body }) => {
    const { record, outcome } = await askQuestion(db, publisher, session, body, now());
    return okWith(outcome, [record]);
  });

  registerRoute(app, c.addOne, async ({ session, body }) => ok([await addOne(db, publisher, session, body.id, now())]));

  // ---------- the company tab's writes ----------

  registerRoute(app, c.guestAnswer, async ({ req, session, body }) => ok([await guestAnswer(companyCtx(req, session), body)], QaMsg.answered));
  registerRoute(app, c.guestAddSpeak, async ({ req, session, body }) => ok([await guestAddSpeak(companyCtx(req, session), body)], QaMsg.spoke));
  registerRoute(app, c.companyCancelAnswer, async ({ req, session, body }) => ok([await cancelAnswer(companyCtx(req, session), body)], QaMsg.revoked));
  registerRoute(app, c.cancelSpeech, async ({ req, session, body }) => ok([await cancelSpeech(companyCtx(req, session), body)], QaMsg.revoked));
  // the caller's own part only (guestList refuses any other); then every field of document 3 for the materials form
  registerRoute(app, c.activityGuestList, async ({ session, body }) => {
    await guestList(db, session, body.activityId, body.companyId);
    return ok(await listGuests({ db, cipher: await guestMobileCipherFor(db) }, session.companyId!, body.activityId));
  });

  // ---------- moderation ----------

  registerRoute(app, c.moderationQueue, async ({ body }) => {
    const { records, total } = await moderationQueue(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.moderationCount, async () => ok([await moderationCount(db)]));
  registerRoute(app, c.moderate, async ({ req, session, body }) =>
    ok([await moderate({ db, publisher, req, actorUserId: session.userId, at: now() }, body)], "审核成功"),
  );
}
