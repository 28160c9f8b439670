import type { FastifyInstance } from "fastify";
import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { shellContracts as c, type TNavItem, type TPublicSettings } from "#shared/api/shell.contract.ts";
import { noticeBannerOf } from "#shared/shell/notice-banner.ts";
import { sessionContracts as s } from "#shared/api/session.contract.ts";
import { dictionaryItems, navItems, onlineVisits, systemSettings } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { visitorOf } from "../../lib/visitor.ts";

/** A browser counts as online for five minutes after its last online_increment. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** Browser sessions one visitor (an account, or an address) may hold online at once; more are not counted. */
export const ONLINE_SESSIONS_PER_VISITOR = 10;
/** online_increment calls per address and minute (a page calls it once a minute or so). */
const ONLINE_INCREMENT_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

type TNavRow = typeof navItems.$inferSelect;

/** Builds the navigation tree from flat rows (children sorted by `sort`). */
export function buildNavTree(rows: TNavRow[]): TNavItem[] {
  const byParent = new Map<number, TNavRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number, depth: number): TNavItem[] =>
    depth > 5
      ? []
      : (byParent.get(parentId) ?? [])
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map((r) => ({
            id: r.id,
            navName: r.navName,
            navEnName: r.navEnName,
            parentId: r.parentId,
            navLevel: r.navLevel,
            treePath: r.treePath,
            routePath: r.routePath,
            url: r.url,
            companyType: r.companyType,
            isPushEnVersion: r.isPushEnVersion,
            sort: r.sort,
            childrenList: build(r.id, depth + 1),
          }));
  return build(0, 0);
}

export function registerShellRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.dicList, async ({ body }) => {
    const filters = [eq(dictionaryItems.status, body.status ?? 1)];
    if (body.code) filters.push(eq(dictionaryItems.code, body.code));
    if (body.parentCode) filters.push(eq(dictionaryItems.parentCode, body.parentCode));
    const rows = await db
      .select()
      .from(dictionaryItems)
      .where(and(...filters))
      .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id))
      .limit(body.size && body.size > 0 ? body.size : 1000);
    return ok(rows);
  });

  registerRoute(app, c.navList, async () => {
    const rows = await db.select().from(navItems).where(eq(navItems.status, 1));
    return ok([{ childrenList: buildNavTree(rows) }]);
  });

  registerRoute(app, c.publicSettings, async () => {
    const rows = await db.select().from(systemSettings);
    const value = new Map(rows.map((r) => [r.key, r.value as Record<string, unknown> | number | boolean]));
    const obj = (key: string) => (value.get(key) ?? {}) as Record<string, unknown>;
    const settings: TPublicSettings = {
      noticeBanner: noticeBannerOf(value.get("noticeBanner")),
      grayMode: Number(value.get("grayMode") ?? 0) || 0,
      hotline: { enabled: obj("hotline").enabled !== false },
      miniProgram: { enabled: obj("miniProgram").enabled === true },
      realPersonSwitch: value.get("realPersonSwitch") !== false,
      maintenance: { enabled: obj("maintenance").enabled === true },
    };
    return ok([settings]);
  });

  // A session id is bound to the visitor who first posted it: only they keep it alive, and one visitor's
  // made-up ids stop counting after ONLINE_SESSIONS_PER_VISITOR (they still get the count back).
  registerRoute(app, s.onlineIncrement, async ({ req, body }) => {
    const at = now();
    const since = new Date(at.getTime() - ONLINE_WINDOW_MS);
    const visitor = visitorOf(req);
    const refreshed = await db
      .update(onlineVisits)
      .set({ lastSeenAt: at })
      .where(and(eq(onlineVisits.sessionId, body.sessionId), eq(onlineVisits.visitor, visitor)))
      .returning({ id: onlineVisits.sessionId });
    if (refreshed.length === 0) {
      const [held] = await db
        .select({ n: count() })
        .from(onlineVisits)
        .where(and(eq(onlineVisits.visitor, visitor), gt(onlineVisits.lastSeenAt, since)));
      if ((held?.n ?? 0) < ONLINE_SESSIONS_PER_VISITOR) {
        // An id another visitor holds, or one long gone, is taken over only once it has lapsed.
        await db
          .insert(onlineVisits)
          .values({ sessionId: body.sessionId, firstSeenAt: at, lastSeenAt: at, visitor })
          .onConflictDoUpdate({
            target: onlineVisits.sessionId,
            set: { lastSeenAt: at, firstSeenAt: at, visitor },
            setWhere: lte(onlineVisits.lastSeenAt, since),
          });
      }
    }
    const [row] = await db
      .select({ n: count() })
      .from(onlineVisits)
      .where(gt(onlineVisits.lastSeenAt, since));
    return ok([row?.n ?? 0]);
  }, ONLINE_INCREMENT_LIMIT);
}
