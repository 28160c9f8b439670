import type { FastifyInstance } from "fastify";
import { and, asc, count, desc, eq, gte, ilike, like, lte, sql, type SQL } from "drizzle-orm";
import { ok, page } from "#shared/http/envelope.ts";
import { GOV_EXPORT_MAX_ROWS, activityContracts as c } from "#shared/api/activity.contract.ts";
import { seesRecentActivities } from "#shared/activity/company-home.ts";
import { DocumentLinkCode, DocumentTemplateKey, TEMPLATE_DOCUMENTS, configuredLink, documentUrl } from "#shared/docs/documents.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, bookingModes, companies, dictionaryItems } from "../../db/schema/index.ts";
import { registerRoute } from "../../lib/route.ts";
import { forbidden } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";
import { requireCompanyCaller, requireCompanyId, takesPart } from "../../lib/company-access.ts";
import { likePattern } from "../../db/raw-sql.ts";
import { qaStatistics } from "../qa-stats/index.ts";
import { visitTotals } from "../visit-stats/index.ts";
import { statsScope } from "#shared/stats/visit-rules.ts";

/**
 * Statistics and the government users' recent activities (document 2 sections 2.3 and 7): PV, UV and IP
 * come from the visit rollups (visit-stats); question and answer counts and the ask counts by identity from the Q&A tables,
 * counted by the same function as the company's Q&A tab (qa-stats).
 */

/**
 * An announcement template's link from the system configuration (dictionary DocumentTemplate, by key), or
 * the shipped template when an operator removed the entry: the fund roadshow's (no booking mode carries it),
 * and the general one for a mode without its own.
 */
async function templateLink(db: TDb, key: typeof DocumentTemplateKey.notice | typeof DocumentTemplateKey.fundNotice): Promise<string> {
  const items = await db
    .select({ attachField1: dictionaryItems.attachField1, attachField2: dictionaryItems.attachField2, status: dictionaryItems.status })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.parentCode, DocumentLinkCode.templates));
  return configuredLink(items, key, documentUrl(TEMPLATE_DOCUMENTS[key].name))!;
}

/** A government user with activity search (the recent-activities card), or 403. */
async function requireGovSearcher(db: TDb, session: TSession): Promise<void> {
  const caller = await requireCompanyCaller(db, session);
  if (!seesRecentActivities(caller.company, caller.user)) throw forbidden();
}

/**
 * Statistics are the company's own (its activity), or any published activity's for a government user
 * who sees recent activities; anyone else gets 403. Answers whose Q&A the figures cover: the company's own
 * questions, or (null) every company's for the government reader.
 */
export async function requireStatsReader(db: TDb, session: TSession, activityId: number): Promise<number | null> {
  const companyId = requireCompanyId(session);
  if (await takesPart(db, companyId, activityId)) return companyId;
  const caller = await requireCompanyCaller(db, session);
  if (!seesRecentActivities(caller.company, caller.user)) throw forbidden();
  const [a] = await db.select({ pubStatus: activities.pubStatus }).from(activities).where(eq(activities.id, activityId));
  if (!a || a.pubStatus < 1) throw forbidden();
  return null;
}

/**
 * PV, UV, IP and the average viewing time of an activity's visits, from its rollups (visit-stats); with a
 * company, only the visits of that company's corner of a collective activity (the distribution details of
 * one company).
 */
export async function viewStats(db: TDb, activityId: number, companyId?: number) {
  return visitTotals(db, activityId, companyId ?? 0);
}

/** The rollup scope a reader's figures come from (statsScope): needs the activity's isMulti. */
export async function readerScope(db: TDb, activityId: number, readerCompanyId: number | null): Promise<number> {
  const [a] = await db.select({ isMulti: activities.isMulti }).from(activities).where(eq(activities.id, activityId));
  return statsScope(a?.isMulti ?? false, readerCompanyId);
}

/** The recent-activities filter: published, not cancelled, the live parts; stock code prefix, title, date range. */
function govWhere(f: { startDate?: string; endDate?: string; stockCode?: string; title?: string }): SQL {
  const where: (SQL | undefined)[] = [
    gte(activities.pubStatus, 1),
    eq(activities.isCancel, false),
    eq(activityCompanies.isCancel, false),
    f.startDate ? gte(activities.startDate, f.startDate) : undefined,
    f.endDate ? lte(activities.startDate, f.endDate) : undefined,
    f.stockCode ? like(companies.stockCode, `${f.stockCode.replace(/[\\%_]/g, (x) => `\\${x}`)}%`) : undefined,
    f.title ? ilike(activities.title, likePattern(f.title)) : undefined,
  ];
  return and(...where) as SQL;
}

async function govRows(db: TDb, where: SQL, limit: number, offset: number) {
  const rows = await db
    .select({
      activityId: activities.id,
      stockCode: companies.stockCode,
      shortName: companies.shortName,
      title: activities.title,
      startDate: activities.startDate,
      startTime: activities.startTime,
      videoType: activities.videoType,
    })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(where)
    .orderBy(desc(activities.startDate), desc(activities.startTime), desc(activities.id), asc(companies.id))
    .limit(limit)
    .offset(offset);
  // Way of holding: text for text-only interaction (videoType 4), video otherwise.
  return rows.map(({ videoType, ...r }) => ({ ...r, holdWay: videoType === 4 ? "文字" : "视频" }));
}

export function registerStatsRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.govActivityPage, async ({ session, body }) => {
    await requireGovSearcher(db, session);
    const where = govWhere(body);
    const [records, [counted]] = await Promise.all([
      govRows(db, where, body.pageSize, (body.pageNo - 1) * body.pageSize),
      db
        .select({ n: count() })
        .from(activityCompanies)
        .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
        .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
        .where(where),
    ]);
    return page(records, body.pageNo, body.pageSize, counted?.n ?? 0);
  });

  registerRoute(app, c.govActivityExport, async ({ session, body }) => {
    await requireGovSearcher(db, session);
    return ok(await govRows(db, govWhere(body), GOV_EXPORT_MAX_ROWS, 0));
  });

  registerRoute(app, c.activityStatList, async ({ session, body }) => {
    const qaCompanyId = await requireStatsReader(db, session, body.activityId);
    const [v, qa] = await Promise.all([viewStats(db, body.activityId, await readerScope(db, body.activityId, qaCompanyId)), qaStatistics(db, body.activityId, qaCompanyId)]);
    return ok([{ allPvNum: v.pv, allUvNum: v.uv, allIpNum: v.ip, ...qa, avgDuration: v.avg }]);
  });

  registerRoute(app, c.activityBroadcastAvg, async ({ session, body }) => {
    const reader = await requireStatsReader(db, session, body.activityId);
    return ok([{ timeAvg: (await viewStats(db, body.activityId, await readerScope(db, body.activityId, reader))).avg }]);
  });

  registerRoute(app, c.downloadNoticeTemplateFile, async ({ session, body }) => {
    const companyId = requireCompanyId(session);
    if (!(await takesPart(db, companyId, body.activityId))) throw forbidden();
    const [row] = await db
      .select({ noticePath: bookingModes.noticePath })
      .from(activities)
      .leftJoin(bookingModes, eq(bookingModes.id, body.modeId !== undefined ? sql`${body.modeId}` : activities.modeId))
      .where(eq(activities.id, body.activityId));
    return ok([row?.noticePath ?? (await templateLink(db, DocumentTemplateKey.notice))]);
  });

  registerRoute(app, c.downloadFundTemplateFile, async ({ session, body }) => {
    const companyId = requireCompanyId(session);
    if (!(await takesPart(db, companyId, body.activityId))) throw forbidden();
    return ok([await templateLink(db, DocumentTemplateKey.fundNotice)]);
  });
}
