import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, bookingStores } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";

/**
 * Cancelling returns capacity in the same transaction (docs/architecture.md, "Server"): a single activity gives
 * its slot's unit (and its studio-recording slot's) back to booking_stores, never above the slot's total;
 * a collective gives its place back (booked_count - 1). Company withdrawal and the operator's cancel share
 * this code, so capacity comes back exactly once whoever cancels.
 */

export type TActivityRow = typeof activities.$inferSelect;
export type TPartRow = typeof activityCompanies.$inferSelect;

/** Locks the activity row for the rest of the transaction (actions on one activity take their turn). */
export async function lockActivity(tx: TDb, activityId: number): Promise<TActivityRow | undefined> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, activityId)).for("update");
  return row;
}

/** The company's live part in an activity, or its latest cancelled one. */
export async function findPart(tx: TDb, activityId: number, companyId: number): Promise<TPartRow | undefined> {
  const [row] = await tx
    .select()
    .from(activityCompanies)
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId)))
    .orderBy(activityCompanies.isCancel, desc(activityCompanies.id))
    .limit(1);
  return row;
}

/** Gives one unit back to each slot, capped at the slot's total (a slot an operator shrank stays shrunk). */
async function returnSlotUnits(tx: TDb, storeIds: number[]): Promise<void> {
  if (storeIds.length === 0) return;
  await tx
    .update(bookingStores)
    .set({ number: sql`least(${bookingStores.number} + 1, ${bookingStores.total})` })
    .where(inArray(bookingStores.id, storeIds));
}

export interface TCancelPartInput {
  activity: TActivityRow;
  part: TPartRow;
  at: Date;
  actorUserId: number;
  req?: FastifyRequest;
  action: "activity.company_exit" | "ops.activity.cancel_part";
  reason?: string;
}

/**
 * Withdraws one company's part: the part is cancelled; a single activity is cancelled with it and its slot
 * units return; a collective gives one place back. Runs inside the caller's transaction, after the caller
 * locked the activity and checked its rule; the guarded UPDATE makes a concurrent second cancel a refusal.
 */
export async function cancelPart(tx: TDb, input: TCancelPartInput): Promise<void> {
  const { activity, part, at } = input;
  const done = await tx
    .update(activityCompanies)
    .set({ isCancel: true, cancelTime: at })
    .where(and(eq(activityCompanies.id, part.id), eq(activityCompanies.isCancel, false)))
    .returning({ id: activityCompanies.id });
  if (done.length === 0) throw badRequest("该活动已取消");
  if (activity.isMulti) {
    await tx
      .update(activities)
      .set({ bookedCount: sql`greatest(${activities.bookedCount} - 1, 0)`, updTime: at })
      .where(eq(activities.id, activity.id));
  } else {
    await tx.update(activities).set({ isCancel: true, updTime: at }).where(eq(activities.id, activity.id));
    if (!activity.isCancel) await returnSlotUnits(tx, slotsOf(activity));
  }
  await writeAudit(tx, {
    req: input.req,
    actorUserId: input.actorUserId,
    action: input.action,
    entity: "activity_companies",
    entityId: part.id,
    before: { activityId: activity.id, companyId: part.companyId, isCancel: false, activityIsCancel: activity.isCancel, bookedCount: activity.bookedCount },
    after: {
      activityId: activity.id,
      companyId: part.companyId,
      isCancel: true,
      activityIsCancel: activity.isMulti ? activity.isCancel : true,
      returnedStores: activity.isMulti || activity.isCancel ? [] : slotsOf(activity),
      reason: input.reason ?? null,
    },
  });
}

function slotsOf(activity: TActivityRow): number[] {
  return [activity.storeId, activity.recStoreId].filter((id): id is number => id !== null);
}

/**
 * Cancels a whole activity (operator): the activity is cancelled; a single one returns its slot units.
 * The companies' parts stay as they are, so each company still finds the activity, shown as cancelled.
 */
export async function cancelWholeActivity(tx: TDb, activity: TActivityRow, at: Date): Promise<void> {
  await tx.update(activities).set({ isCancel: true, updTime: at }).where(and(eq(activities.id, activity.id), eq(activities.isCancel, false)));
  if (!activity.isMulti) await returnSlotUnits(tx, slotsOf(activity));
}
