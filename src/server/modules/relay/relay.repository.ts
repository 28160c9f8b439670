import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { TDiversionApply, TOpsDiversionRow } from "#shared/api/relay.contract.ts";
import type { TDb } from "../../db/client.ts";
import { companies, diversionApplies } from "../../db/schema/index.ts";
import { likePattern } from "../../db/raw-sql.ts";

export type TApplyRow = typeof diversionApplies.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toWire(r: TApplyRow): TDiversionApply {
  return {
    id: r.id,
    hisId: r.hisId,
    progress: r.progress,
    auditStatus: r.auditStatus,
    platform: r.platform,
    platformUrl: r.platformUrl,
    companyContacts: r.companyContacts,
    companyPhone: r.companyPhone,
    qualificationPathJson: r.qualificationPathJson,
    tecDocPath: r.tecDocPath,
    programmeConfirmTestPath: r.programmeConfirmTestPath,
    auditReason: r.auditReason,
    qualificationAuditTime: iso(r.qualificationAuditTime),
    programmeConfirmTime: iso(r.programmeConfirmTime),
    programmeConfirmTestTime: iso(r.programmeConfirmTestTime),
    reviewTime: iso(r.reviewTime),
    contractTime: r.contractTime,
    contractEndTime: r.contractEndTime,
    crtTime: r.crtTime.toISOString(),
  };
}

/** The company's current record, locked for the transaction's write when `lock`. */
export async function currentRecord(db: TDb, companyId: number, lock = false): Promise<TApplyRow | null> {
  const q = db.select().from(diversionApplies).where(and(eq(diversionApplies.companyId, companyId), eq(diversionApplies.isCurrent, true)));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function recordById(db: TDb, id: number, lock = false): Promise<TApplyRow | null> {
  const q = db.select().from(diversionApplies).where(eq(diversionApplies.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** The records before one, newest first, following hisId (bounded, so a damaged chain cannot loop). */
export async function historyOf(db: TDb, record: TApplyRow): Promise<TApplyRow[]> {
  const rows = await db.select().from(diversionApplies).where(eq(diversionApplies.companyId, record.companyId)).orderBy(desc(diversionApplies.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: TApplyRow[] = [];
  for (let id = record.hisId; id !== null && chain.length < 100; ) {
    const prev = byId.get(id);
    if (!prev) break;
    chain.push(prev);
    id = prev.hisId;
  }
  return chain;
}

export async function companyNameOf(db: TDb, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.fullName }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}

/** The review queue: current records, by progress and company name, the longest waiting first. */
export async function pageCurrent(db: TDb, q: { pageNo: number; pageSize: number; progress?: number; keyword?: string }) {
  const where: SQL[] = [eq(diversionApplies.isCurrent, true)];
  if (q.progress !== undefined) where.push(eq(diversionApplies.progress, q.progress));
  if (q.keyword) where.push(sql`(${ilike(companies.fullName, likePattern(q.keyword))} or ${ilike(companies.shortName, likePattern(q.keyword))})`);
  const cond = and(...where);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(diversionApplies).innerJoin(companies, eq(companies.id, diversionApplies.companyId)).where(cond)) as [{ total: number }];
  const rows = await db
    .select({ r: diversionApplies, companyName: companies.fullName })
    .from(diversionApplies)
    .innerJoin(companies, eq(companies.id, diversionApplies.companyId))
    .where(cond)
    .orderBy(asc(diversionApplies.updTime), asc(diversionApplies.id))
    .limit(q.pageSize)
    .offset((Math.max(1, q.pageNo) - 1) * q.pageSize);
  const records: TOpsDiversionRow[] = rows.map(({ r, companyName }) => ({ ...toWire(r), companyId: r.companyId, companyName, isCurrent: r.isCurrent }));
  return { records, total };
}
