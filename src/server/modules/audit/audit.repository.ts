import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { TAuditEntry, TAuditFilter } from "#shared/api/audit.contract.ts";
import type { TDb } from "../../db/client.ts";
import { likePattern } from "../../db/raw-sql.ts";
import { auditLog, users } from "../../db/schema/index.ts";

/** The start of a Beijing calendar day (the portal's day), as an instant. */
const beijingDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

function where(f: TAuditFilter): SQL | undefined {
  const pattern = f.keyword ? likePattern(f.keyword) : null;
  return and(
    pattern
      ? or(ilike(auditLog.action, pattern), ilike(auditLog.entityId, pattern), sql`${auditLog.before}::text ilike ${pattern}`, sql`${auditLog.after}::text ilike ${pattern}`, ilike(users.nickName, pattern), ilike(users.account, pattern))
      : undefined,
    f.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, f.actorUserId),
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.dateFrom ? gte(auditLog.at, beijingDayStart(f.dateFrom)) : undefined,
    f.dateTo ? lt(auditLog.at, new Date(beijingDayStart(f.dateTo).getTime() + 86_400_000)) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  actorName: users.nickName,
  actorAccount: users.account,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

type TRow = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };
const toEntry = (r: TRow): TAuditEntry => ({ ...r, at: r.at.toISOString(), actorName: r.actorName ?? null, actorAccount: r.actorAccount ?? null });

/** Newest first; the id breaks ties so a page never repeats or skips a row. */
export async function pageAudit(db: TDb, f: TAuditFilter & { pageNo: number; pageSize: number }) {
  const w = where(f);
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(w).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(f.pageSize).offset((f.pageNo - 1) * f.pageSize),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(w),
  ]);
  return { records: (rows as TRow[]).map(toEntry), total: Number(counted?.n ?? 0) };
}

/** Every matching entry up to `limit + 1` (one more tells the caller the filter is too wide). */
export async function listAudit(db: TDb, f: TAuditFilter, limit: number): Promise<TAuditEntry[]> {
  const rows = await db.select(columns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where(f)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit + 1);
  return (rows as TRow[]).map(toEntry);
}

/** The people who appear in the log, and the kinds of object, for the filters. */
export async function auditOptions(db: TDb) {
  const [actors, entities] = await Promise.all([
    db.selectDistinct({ userId: users.id, nickName: users.nickName, account: users.account }).from(auditLog).innerJoin(users, eq(users.id, auditLog.actorUserId)).where(isNotNull(auditLog.actorUserId)).orderBy(asc(users.id)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);
  return { actors, entities: entities.map((e) => e.entity) };
}
