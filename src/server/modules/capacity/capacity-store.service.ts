import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TOpsStore } from "#shared/api/capacity.contract.ts";
import { NO_REGION } from "#shared/booking/booking-slot.ts";
import { bookedOf, bulkShapeError, bulkTotal, CapacityOutcome, quotaError, rangeError, remainingAfter } from "#shared/booking/capacity-rules.ts";
import { tradingDaysInRange } from "#shared/booking/trading-calendar.ts";
import type { TDb } from "../../db/client.ts";
import { activities, bookingStores } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { refuse } from "../../lib/errors.ts";
import { loadHolidays } from "../booking/index.ts";
import { bookingsOfStore, existingIds, findStore, slotKey, storesOfKind, type TStoreRow } from "./capacity.repository.ts";

/** Who is editing, for the audit log. */
export interface TCapacityContext {
  db: TDb;
  req: FastifyRequest;
  actorUserId: number;
}

async function lockStore(tx: TDb, id: number): Promise<TStoreRow> {
  const [row] = await tx.select().from(bookingStores).where(eq(bookingStores.id, id)).for("update");
  if (!row) throw refuse(CapacityOutcome.storeNotFound);
  return row;
}

/** A stale edit is refused with the slot as it is now, so the form can show it. */
async function checkVersion(tx: TDb, row: TStoreRow, version: number): Promise<void> {
  if (row.version === version) return;
  const fresh = await findStore(tx, row.id);
  throw refuse(CapacityOutcome.stale, fresh ? [fresh] : []);
}

/**
 * One slot's quota and status, at the version the operator read. The row is locked, so a booking taking a
 * unit meanwhile is counted: what is booked keeps its place and the remainder follows the new total. A total
 * below the bookings is refused with them.
 */
export async function saveStore(ctx: TCapacityContext, b: { id: number; version: number; total: number; status: number }): Promise<TOpsStore> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockStore(tx, b.id);
    await checkVersion(tx, row, b.version);
    if (quotaError(b.total, row)) throw refuse(CapacityOutcome.quotaBelowBooked, await bookingsOfStore(tx, row.id));
    const [after] = await tx
      .update(bookingStores)
      .set({ total: b.total, number: remainingAfter(b.total, row), status: b.status, version: row.version + 1 })
      .where(and(eq(bookingStores.id, row.id), eq(bookingStores.version, row.version)))
      .returning();
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.store.save", entity: "booking_stores", entityId: row.id, before: row, after });
    const fresh = await findStore(tx, row.id);
    if (!fresh) throw new Error("store vanished inside its own transaction");
    return fresh;
  });
}

/**
 * Deletes a slot nobody holds. Bookings withdrawn since still name it (their history), so such a slot is
 * switched off with a zero quota instead of removed; a slot with live bookings is refused with them.
 */
export async function deleteStore(ctx: TCapacityContext, b: { id: number; version: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockStore(tx, b.id);
    await checkVersion(tx, row, b.version);
    const live = await bookingsOfStore(tx, row.id);
    if (live.length > 0 || bookedOf(row) > 0) throw refuse(CapacityOutcome.storeHasBookings, live);
    const [refs] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(sql`${activities.storeId} = ${row.id} or ${activities.recStoreId} = ${row.id}`);
    let after: TStoreRow | null = null;
    if (Number(refs?.n ?? 0) > 0) {
      [after = null] = await tx.update(bookingStores).set({ total: 0, number: 0, status: 0, version: row.version + 1 }).where(eq(bookingStores.id, row.id)).returning();
    } else {
      await tx.delete(bookingStores).where(eq(bookingStores.id, row.id));
    }
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.store.delete", entity: "booking_stores", entityId: row.id, before: row, after });
  });
}

export interface TBulkBody {
  videoType: number;
  isRecord: boolean;
  dateFrom: string;
  dateTo: string;
  periodIds: number[];
  regionIds: number[];
  quota: number;
}

/**
 * Capacity over a date range (document 4 section 6): every slot of the kind on each trading day of the range
 * gets the quota, created where missing; an existing slot is never set below what it has booked (it stays
 * at its bookings, counted in heldAtBooked). Weekends and holidays are skipped.
 */
export async function bulkSaveStores(ctx: TCapacityContext, b: TBulkBody) {
  const periodIds = [...new Set(b.periodIds)];
  const regionIds = [...new Set(b.regionIds)];
  const range = rangeError(b.dateFrom, b.dateTo);
  if (range) throw refuse(range);
  const shape = bulkShapeError({ ...b, periodIds, regionIds });
  if (shape) throw refuse(shape);
  const [periods, regions] = await Promise.all([existingIds(ctx.db, "periods", periodIds), existingIds(ctx.db, "regions", regionIds)]);
  if (periodIds.some((p) => !periods.has(p))) throw refuse(CapacityOutcome.periodRequired);
  if (regionIds.some((r) => !regions.has(r))) throw refuse(CapacityOutcome.regionRequired);
  const days = tradingDaysInRange(b.dateFrom, b.dateTo, await loadHolidays(ctx.db));
  if (days.length === 0) throw refuse(CapacityOutcome.noTradingDays);
  const slotRegions = regionIds.length > 0 ? regionIds : [NO_REGION];

  return ctx.db.transaction(async (tx) => {
    // locked in id order, as the bookings' guarded updates take them, so two writers never wait in a cycle
    const locked = await storesOfKind(tx, { videoType: b.videoType, isRecord: b.isRecord, dates: days, periodIds, regionIds: slotRegions }, true);
    const inserts: (typeof bookingStores.$inferInsert)[] = [];
    const changed: { before: TStoreRow; total: number }[] = [];
    let heldAtBooked = 0;
    for (const storeDate of days) {
      for (const regionId of slotRegions) {
        for (const periodId of periodIds) {
          const row = locked.get(slotKey(storeDate, periodId, regionId)) ?? null;
          const total = bulkTotal(b.quota, row);
          if (!row) {
            inserts.push({ videoType: b.videoType, isRecord: b.isRecord, storeDate, periodId, regionId, total, number: total });
            continue;
          }
          if (total > b.quota) heldAtBooked += 1;
          if (total !== row.total || row.status !== 1) changed.push({ before: row, total });
        }
      }
    }
    for (const c of changed) {
      await tx
        .update(bookingStores)
        .set({ total: c.total, number: remainingAfter(c.total, c.before), status: 1, version: c.before.version + 1 })
        .where(eq(bookingStores.id, c.before.id));
    }
    let created = 0;
    for (let i = 0; i < inserts.length; i += 250) {
      created += (await tx.insert(bookingStores).values(inserts.slice(i, i + 250)).onConflictDoNothing().returning({ id: bookingStores.id })).length;
    }
    const result = { days: days.length, created, updated: changed.length, heldAtBooked };
    await writeAudit(tx, {
      req: ctx.req,
      actorUserId: ctx.actorUserId,
      action: "capacity.store.bulk",
      entity: "booking_stores",
      entityId: `${b.dateFrom}~${b.dateTo}`,
      before: changed.map((c) => ({ id: c.before.id, storeDate: c.before.storeDate, periodId: c.before.periodId, regionId: c.before.regionId, total: c.before.total, status: c.before.status })),
      after: { ...b, ...result },
    });
    return result;
  });
}
