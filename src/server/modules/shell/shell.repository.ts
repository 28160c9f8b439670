import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { dictionaryItems, navItems, onlineVisits, systemSettings } from "../../db/schema/index.ts";

/** The shell's reads and the online count's writes (the rules are in shell.service.ts). */

export async function loadDictionary(db: TDb, q: { status?: number; code?: string; parentCode?: string; size?: number }) {
  const filters = [eq(dictionaryItems.status, q.status ?? 1)];
  if (q.code) filters.push(eq(dictionaryItems.code, q.code));
  if (q.parentCode) filters.push(eq(dictionaryItems.parentCode, q.parentCode));
  return db
    .select()
    .from(dictionaryItems)
    .where(and(...filters))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id))
    .limit(q.size && q.size > 0 ? q.size : 1000);
}

export type TNavRow = typeof navItems.$inferSelect;

export async function loadEnabledNavRows(db: TDb): Promise<TNavRow[]> {
  return db.select().from(navItems).where(eq(navItems.status, 1));
}

export async function loadSettingValues(db: TDb): Promise<Map<string, unknown>> {
  const rows = await db.select().from(systemSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Keeps a browser session alive if this visitor holds it; answers whether it did. */
export async function refreshOnlineVisit(db: TDb, sessionId: string, visitor: string, at: Date): Promise<boolean> {
  const refreshed = await db
    .update(onlineVisits)
    .set({ lastSeenAt: at })
    .where(and(eq(onlineVisits.sessionId, sessionId), eq(onlineVisits.visitor, visitor)))
    .returning({ id: onlineVisits.sessionId });
  return refreshed.length > 0;
}

/** Browser sessions seen since `since`, of one visitor or of everyone. */
export async function countOnlineVisits(db: TDb, since: Date, visitor?: string): Promise<number> {
  const seen = gt(onlineVisits.lastSeenAt, since);
  const [row] = await db
    .select({ n: count() })
    .from(onlineVisits)
    .where(visitor === undefined ? seen : and(eq(onlineVisits.visitor, visitor), seen));
  return row?.n ?? 0;
}

/** Starts a browser session for this visitor; an id another visitor holds is taken over only once it has lapsed. */
export async function claimOnlineVisit(db: TDb, sessionId: string, visitor: string, at: Date, lapsedBefore: Date): Promise<void> {
  await db
    .insert(onlineVisits)
    .values({ sessionId, firstSeenAt: at, lastSeenAt: at, visitor })
    .onConflictDoUpdate({
      target: onlineVisits.sessionId,
      set: { lastSeenAt: at, firstSeenAt: at, visitor },
      setWhere: lte(onlineVisits.lastSeenAt, lapsedBefore),
    });
}
