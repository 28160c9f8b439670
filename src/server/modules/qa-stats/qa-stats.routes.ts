import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { qaContracts as c, type TQaExport, type TQaRecord } from "#shared/api/qa.contract.ts";
import { canExportIrTable, QaMsg } from "#shared/qa/qa-rules.ts";
import type { TDb } from "../../db/client.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest } from "../../lib/errors.ts";
import { countQa } from "./qa-counts.ts";
import { companyDeadAnswerPage, companyQaPage, companyRefusedQaPage, exportAllRecords, exportAnsweredRecords } from "./qa-company-reads.ts";
import { requireQaCompany, requireQaCountReader, type TQaReader } from "./qa-stats-access.ts";

/**
 * The read side of the company's Q&A tab (document 2 sections 2.4, 7 and 9): the counts, the five sub-tabs
 * and the data of the three exports. The writes (answer, speech, revoke) live in modules/qa.
 */

/** What an export is built from: the records, and the counts the file name carries (qaExportFileName). */
async function exportOf(db: TDb, reader: TQaReader, records: TQaRecord[]): Promise<TQaExport> {
  const counts = await countQa(db, reader.scope);
  return {
    // The short name, as the company's activity views show it; qaExportFileName strips what a file name cannot hold.
    companyName: reader.company.shortName || reader.company.fullName,
    companyType: reader.company.companyType,
    activityId: reader.activity.id,
    activityTitle: reader.activity.title,
    isMulti: reader.activity.isMulti,
    startDate: reader.activity.startDate,
    questionNum: counts.questionNum,
    answerNum: counts.answerNum,
    records,
  };
}

export function registerQaStatsRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.questionAnswerCount, async ({ session, body }) => {
    const reader = await requireQaCountReader(db, session, body.activityId, body.isGovData === true, body.companyId);
    return ok([await countQa(db, reader.scope)]);
  });

  registerRoute(app, c.companyQaPage, async ({ session, body }) => {
    const reader = await requireQaCompany(db, session, body.activityId);
    const p = await companyQaPage(db, reader.scope, reader.activity.title, body);
    return page(p.records, body.pageNo, body.pageSize, p.total);
  });

  registerRoute(app, c.companyRefusedQaPage, async ({ session, body }) => {
    const reader = await requireQaCompany(db, session, body.activityId);
    const p = await companyRefusedQaPage(db, reader.scope, reader.activity.title, body.questionTypeList, body);
    return page(p.records, body.pageNo, body.pageSize, p.total);
  });

  registerRoute(app, c.companyRefusedAnswerPage, async ({ session, body }) => {
    const reader = await requireQaCompany(db, session, body.activityId);
    const p = await companyDeadAnswerPage(db, reader.scope, reader.activity.title, body.questionType, body);
    return page(p.records, body.pageNo, body.pageSize, p.total);
  });

  registerRoute(app, c.exportQuestionAnswer, async ({ session, body }) => {
    const reader = await requireQaCompany(db, session, body.activityId);
    return ok([await exportOf(db, reader, await exportAllRecords(db, reader.scope, reader.activity.title))]);
  });

  registerRoute(app, c.exportAnswerQuestionTxt, async ({ session, body }) => {
    const reader = await requireQaCompany(db, session, body.activityId);
    return ok([await exportOf(db, reader, await exportAnsweredRecords(db, reader.scope, reader.activity.title))]);
  });

  registerRoute(app, c.exportAnswerQuestionList, async ({ session, body }) => {
    const reader = await requireQaCompany(db, session, body.activityId);
    if (!canExportIrTable(reader.activity.isMulti, reader.company.companyType)) throw badRequest(QaMsg.irExportNotAllowed);
    return ok([await exportOf(db, reader, await exportAnsweredRecords(db, reader.scope, reader.activity.title))]);
  });
}
