import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { publicListContracts as c } from "#shared/api/public-list.contract.ts";
import { publicActivityContracts } from "#shared/api/activity-page.contract.ts";
import { qaContracts } from "#shared/api/qa.contract.ts";
import { addCalendarDays, beijingDateOf } from "#shared/booking/calendar-date.ts";
import { HOME_STRIP_SIZE, PublicState, SearchTab, UPCOMING_DAYS } from "#shared/public-list/public-list-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { now } from "../../clock.ts";
import { firstPublicActivities, pagePublicActivities } from "./public-activity.repository.ts";
import { searchCompanies, searchVideos } from "./public-search.repository.ts";
import { cachedRoute, registerPublicCache, type TPublicCacheStats } from "./public-cache.ts";

/**
 * The public lists and search (document 4 sections 2.1, 2.2, 2.7): the roadshow list, the home strips and
 * search. A pub call still sees a valid token (plugins/auth.ts), which may open restricted activities.
 */
export function registerPublicListRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.activityPage, async ({ req, body }) => {
    const { pageNo, pageSize, ...filter } = body;
    const { records, total } = await pagePublicActivities(db, filter, req.session, pageNo, pageSize);
    return page(records, pageNo, pageSize, total);
  });

  registerRoute(app, c.homeStrips, async ({ req }) => {
    const today = beijingDateOf(now());
    const [live, upcoming, replays] = await Promise.all([
      firstPublicActivities(db, { status: PublicState.live }, req.session, HOME_STRIP_SIZE),
      firstPublicActivities(db, { status: PublicState.upcoming, startDate: today, endDate: addCalendarDays(today, UPCOMING_DAYS) }, req.session, HOME_STRIP_SIZE),
      firstPublicActivities(db, { status: PublicState.ended, withReplay: true }, req.session, HOME_STRIP_SIZE),
    ]);
    return ok([{ live, upcoming, replays }]);
  });

  registerRoute(app, c.searchAll, async ({ req, body }) => {
    const { keyword } = body;
    const wants = (tab: number) => body.tab === undefined || body.tab === tab;
    const pageNo = body.tab === undefined ? 1 : body.pageNo;
    const q = { keyword, pageNo, pageSize: body.pageSize };
    const asPage = <T>(p: { records: T[]; total: number } | null) => (p ? page(p.records, pageNo, body.pageSize, p.total).datas[0]! : null);
    const [activities, companies, videos] = await Promise.all([
      wants(SearchTab.activities) ? pagePublicActivities(db, { keyword }, req.session, pageNo, body.pageSize) : null,
      wants(SearchTab.companies) ? searchCompanies(db, q) : null,
      wants(SearchTab.videos) ? searchVideos(db, q, req.session, now()) : null,
    ]);
    return ok([{ keyword, activities: asPage(activities), companies: asPage(companies), videos: asPage(videos) }]);
  });
}

/**
 * The anonymous answers public-cache.ts keeps: the roadshow list's first pages and the home strips (any change
 * to a listed activity, its companies, restriction or replays drops them), one activity's first Q&A page (its
 * questions and answers, or the activity itself, changed), and the activity page's header. The header's answer
 * is growing with the public site, and the tables it will read are not all known here: besides the notices of
 * the tables it reads today it is served for at most one second, which bounds a change the triggers do not
 * announce to the second the public reads allow.
 */
export function registerPublicCacheRoutes(app: FastifyInstance, options: { lagMs?: number } = {}): Promise<TPublicCacheStats> {
  return registerPublicCache(app, app.deps.database, [
    cachedRoute({ contract: c.activityPage, scopesOf: (b) => (b.pageNo === 1 ? ["list"] : null) }),
    cachedRoute({ contract: c.homeStrips, scopesOf: () => ["list"], keyExtra: () => beijingDateOf(now()) }),
    // The page refetches its Q&A when a pushed event carries no record: that read must see the write the event
    // announced, which another process may have committed, so every hit waits for a fence (lag 0).
    cachedRoute({
      contract: qaContracts.answerQuestionPage,
      scopesOf: (b) => (b.pageNo === 1 && !b.testCode ? [`qa:${b.activityId}`, `act:${b.activityId}`] : null),
      lagMs: 0,
    }),
    cachedRoute({ contract: publicActivityContracts.publicActivity, scopesOf: (b) => (!b.testCode ? [`act:${b.activityId}`] : null), ttlMs: 1_000 }),
  ], options);
}
