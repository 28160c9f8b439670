import { and, eq, gt, sql } from "drizzle-orm";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { slotTakeError } from "#shared/booking/booking-slot.ts";
import type { TContact } from "#shared/booking/contacts.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityContacts, auditLog, bookingStores } from "../../db/schema/index.ts";
import { auditRow, writeAudit } from "../../lib/audit.ts";
import { insertJsonRowsWhen, queryRowsPrepared } from "../../db/raw-sql.ts";
import type { TAnswerInStatement } from "../../plugins/idempotency.ts";
import { badRequest } from "../../lib/errors.ts";
import { findSlot } from "./booking.repository.ts";

/**
 * The writes of a booking. Each runs in one transaction: capacity is taken with a guarded UPDATE (the
 * quota never goes below zero however many bookings race, and the CHECK constraint backs it up), then the
 * activity, the company's part and the contacts are inserted. A refusal inside rolls everything back.
 */

export type TActivityInsert = typeof activities.$inferInsert;
export type TPartInsert = Omit<typeof activityCompanies.$inferInsert, "activityId">;

export interface TSlotClaim {
  id: number;
  version: number;
}

export interface TSingleBookingPlan {
  slot: TSlotClaim;
  /** the studio-recording slot, for recordings the platform films */
  recSlot: TSlotClaim | null;
  activity: TActivityInsert;
  part: TPartInsert;
  contacts: readonly TContact[];
  actorUserId: number;
  /** runs last inside the booking's transaction: the route stores its idempotent answer with the booking */
  beforeCommit?: (tx: TDb, activityIds: number[]) => Promise<void>;
}

/**
 * Takes one unit of a slot at the version the form saw. When no row is touched the slot is read again to
 * say why (sold out, reconfigured, gone), with the slot as it is now.
 */
async function takeSlot(tx: TDb, claim: TSlotClaim): Promise<void> {
  const taken = await tx
    .update(bookingStores)
    .set({ number: sql`${bookingStores.number} - 1` })
    .where(
      and(
        eq(bookingStores.id, claim.id),
        eq(bookingStores.version, claim.version),
        gt(bookingStores.number, 0),
        eq(bookingStores.status, 1),
      ),
    )
    .returning({ id: bookingStores.id });
  if (taken.length > 0) return;
  const fresh = await findSlot(tx, claim.id);
  throw badRequest(slotTakeError(fresh?.row, claim.version) ?? BookingMsg.slotFull, fresh ? [fresh.wire] : []);
}

async function insertContacts(tx: TDb, activityCompanyId: number, contacts: readonly TContact[]): Promise<void> {
  if (contacts.length === 0) return;
  await tx.insert(activityContacts).values(
    contacts.map((c, i) => ({
      activityCompanyId,
      contactName: c.contactName,
      contactMobile: c.contactMobile,
      contactWechat: c.contactWechat,
      contactMail: c.contactMail ? c.contactMail : null,
      sort: i,
    })),
  );
}

/** Creates a single booking: one unit of the slot (and of the recording slot), the activity, the part, the contacts. */
export async function createSingleBooking(db: TDb, plan: TSingleBookingPlan): Promise<number> {
  return db.transaction(async (tx) => {
    await takeSlot(tx, plan.slot);
    if (plan.recSlot) await takeSlot(tx, plan.recSlot);
    const [activity] = await tx.insert(activities).values(plan.activity).returning({ id: activities.id });
    if (!activity) throw new Error("activity insert returned nothing");
    const [part] = await tx
      .insert(activityCompanies)
      .values({ ...plan.part, activityId: activity.id })
      .returning({ id: activityCompanies.id });
    if (!part) throw new Error("activity_companies insert returned nothing");
    await insertContacts(tx, part.id, plan.contacts);
    await writeAudit(tx, {
      actorUserId: plan.actorUserId,
      action: "booking.single",
      entity: "activity",
      entityId: activity.id,
      after: { ...plan.activity, storeId: plan.slot.id, recStoreId: plan.recSlot?.id ?? null, companyId: plan.part.companyId },
    });
    await plan.beforeCommit?.(tx, [activity.id]);
    return activity.id;
  });
}

export interface TCollectivePick {
  activityId: number;
  part: TPartInsert;
}

export interface TCollectiveBookingPlan {
  picks: readonly TCollectivePick[];
  contacts: readonly TContact[];
  actorUserId: number;
  at: Date;
  /** the route's idempotent answer for the booked ids, stored by the booking's own statement */
  answer?: { store: TAnswerInStatement; of: (activityIds: number[]) => unknown };
}

/** Whether an error (or what it wraps) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Joins collective activities in one statement: a place in each picked activity (booked_count below capacity),
 * the company's parts, their contacts, the audit entry and the idempotent answer. At the opening of a series
 * hundreds of companies race for the same rows, and every round trip inside a transaction held those row locks
 * longer: BEGIN, the guarded UPDATE, the part, the answer and COMMIT were five, this is one, atomic on its own.
 *
 * The picked rows are locked in id order (two multi-pick bookings never wait on each other in a cycle) and
 * checked under the lock; the UPDATE takes a place in each only when every pick has one, and everything else
 * is written only for the rows it took, so a refusal writes nothing. The partial unique index on (series,
 * company) is the last guard of "one per series": its violation aborts the statement, mapped to the refusal.
 */
export async function createCollectiveBooking(db: TDb, plan: TCollectiveBookingPlan): Promise<number[]> {
  const picks = [...plan.picks].sort((a, b) => a.activityId - b.activityId);
  const ids = picks.map((p) => p.activityId);
  const { answer } = plan;
  const held = answer ? sql`held as (${answer.store.held}),` : sql``;
  const holding = answer ? sql`and exists (select 1 from held)` : sql``;
  const taken = sql`exists (select 1 from taken)`;
  const parts = picks.map((p) => ({ ...p.part, activityId: p.activityId }));
  const audit = auditRow({
    actorUserId: plan.actorUserId,
    action: "booking.collective",
    entity: "activity_companies",
    entityId: ids.join(","),
    after: picks.map((p) => ({ activityId: p.activityId, ...p.part })),
  });
  const stored = answer ? sql`, stored as (${answer.store.store(answer.of(ids), taken)})` : sql``;
  try {
    const [row] = await queryRowsPrepared<{ taken: number; held: boolean; stored: boolean }>(
      db,
      sql`with ${held}
        want as (
          select ${activities.id} from ${activities}
          where ${activities.id} = any(${`{${ids.join(",")}}`}::int[])
            and ${activities.isMulti} and not ${activities.isCancel}
            and (${activities.capacity} is null or ${activities.bookedCount} < ${activities.capacity}) ${holding}
          order by ${activities.id} for update
        ),
        taken as (
          update ${activities} set booked_count = booked_count + 1, upd_time = ${plan.at.toISOString()}::timestamptz
          where id in (select id from want) and (select count(*) from want) = ${ids.length}
          returning id
        ),
        part as (${insertJsonRowsWhen(activityCompanies, parts, sql`activity_id in (select id from taken)`)} returning id),
        contacts as (
          insert into ${activityContacts} (activity_company_id, contact_name, contact_mobile, contact_wechat, contact_mail, sort)
          select part.id, c.contact_name, c.contact_mobile, c.contact_wechat, nullif(c.contact_mail, ''), c.sort
          from part cross join jsonb_to_recordset(${JSON.stringify(contactRows(plan.contacts))}::jsonb)
            c(contact_name text, contact_mobile text, contact_wechat text, contact_mail text, sort int)
        ),
        audit as (${insertJsonRowsWhen(auditLog, [audit], taken)})${stored}
      select (select count(*)::int from taken) as taken, ${answer ? sql`exists (select 1 from held)` : sql`true`} as held,
        ${answer ? sql`exists (select 1 from stored)` : sql`false`} as stored`,
    );
    if (!row?.held) throw new Error("the idempotency key was taken over by another attempt");
    if (Number(row.taken) !== ids.length) throw badRequest(BookingMsg.collectiveFull);
    if (row.stored) answer?.store.stored();
    return ids;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(BookingMsg.seriesTaken);
    throw error;
  }
}

/** Contacts as the rows of activity_contacts, in their order. */
function contactRows(contacts: readonly TContact[]) {
  return contacts.map((c, i) => ({ contact_name: c.contactName, contact_mobile: c.contactMobile, contact_wechat: c.contactWechat, contact_mail: c.contactMail ?? "", sort: i }));
}
