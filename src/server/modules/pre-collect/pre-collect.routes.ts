import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { preCollectContracts as c } from "#shared/api/pre-collect.contract.ts";
import { CollectType } from "#shared/qa/pre-collect-rules.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { listQuestions, openActivityRows, pageQuestions } from "./pre-collect.repository.ts";
import { addQuestions, moveQuestion, requireHolder, submitQuestion } from "./pre-collect.service.ts";
import { registerPreCollectImport } from "./pre-collect-import.ts";

/**
 * The pre-collected Q&A calls (document 3 section 7; document 4 section 2.7): the company's list, export and
 * moves, its own questions with answers and imports, and the investor's submit. The public page's answered
 * list is registered with the page (activity-page), which decides who may see the activity.
 */
export function registerPreCollectRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.companyPage, async ({ session, body }) => {
    const companyId = await requireHolder(db, session, body.activityId);
    const { records, total } = await pageQuestions(db, { activityId: body.activityId, companyId, status: body.status, pageNo: body.pageNo, pageSize: body.pageSize });
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.companyList, async ({ session, body }) => {
    const companyId = await requireHolder(db, session, body.activityId);
    return ok(await listQuestions(db, { activityId: body.activityId, companyId, status: body.status }));
  });

  registerRoute(app, c.answer, async ({ session, body }) => {
    await moveQuestion(db, session, body.id, "answer", now(), body.answer);
    return ok([]);
  });
  registerRoute(app, c.markUnsuitable, async ({ session, body }) => {
    await moveQuestion(db, session, body.id, "markUnsuitable", now());
    return ok([]);
  });
  registerRoute(app, c.undoUnsuitable, async ({ session, body }) => {
    await moveQuestion(db, session, body.id, "undoUnsuitable", now());
    return ok([]);
  });
  registerRoute(app, c.cancelAnswer, async ({ session, body }) => {
    await moveQuestion(db, session, body.id, "cancelAnswer", now());
    return ok([]);
  });

  registerRoute(app, c.addQuestionAnswer, async ({ session, body }) => {
    await addQuestions(db, session, body.activityId, [{ question: body.question, answer: body.answer }], CollectType.companyAdded, now());
    return ok([]);
  });

  registerRoute(app, c.submitExcel, async ({ session, body }) => {
    const pairs = body.questions.map((question, i) => ({ question, answer: body.answers[i] ?? "" }));
    return ok([{ count: await addQuestions(db, session, body.activityId, pairs, CollectType.imported, now()) }]);
  });

  registerRoute(app, c.submitQuestion, async ({ session, body }) => {
    await submitQuestion(db, session, body.activityId, body.question, now());
    return ok([]);
  });

  registerRoute(app, c.openActivities, async () => ok(await openActivityRows(db, beijingDateOf(now()))));

  registerPreCollectImport(app);
}
