import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  TOpsPeriod,
  TOpsPlatform,
  TOpsRegion,
  TOpsRoom,
  ZPeriodSaveBody,
  ZPlatformSaveBody,
  ZRegionSaveBody,
  ZRoomSaveBody,
} from "#shared/api/capacity-venue.contract.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { CapacityOutcome } from "#shared/booking/capacity-rules.ts";
import { isDisabling, roomEditMayStrand, roomRegionRefusal, VenueOutcome, versionRefusal } from "#shared/booking/venue-rules.ts";
import { bookingPeriods, bookingRegions, rooms, transPlatforms } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { refuse } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import type { TCapacityContext } from "./capacity-store.service.ts";
import {
  enabledPlatformNames,
  enabledRegionNames,
  enabledRoomNames,
  findRoom,
  nameTakenIn,
  toOpsPeriod,
  toOpsPlatform,
  toOpsRegion,
  upcomingBookingsOfPlatform,
  upcomingBookingsOfRegion,
  upcomingBookingsOfRoom,
} from "./capacity-venue.repository.ts";

/**
 * Saves of regions, rooms, relay platforms and periods (document 4 section 6). Each runs in one transaction:
 * the row is locked, its version compared with the one the operator read (a stale edit is refused with the
 * row as it is now), the stranding rule checked against bookings still to come, and the update made
 * conditional on the version again, so two operators never overwrite each other even across processes.
 */

type TRegionSave = z.output<typeof ZRegionSaveBody>;
type TRoomSave = z.output<typeof ZRoomSaveBody>;
type TPlatformSave = z.output<typeof ZPlatformSaveBody>;
type TPeriodSave = z.output<typeof ZPeriodSaveBody>;

const today = () => beijingDateOf(now());

function audit(ctx: TCapacityContext, tx: TCapacityContext["db"], action: string, entity: string, entityId: number, before: unknown, after: unknown) {
  return writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action, entity, entityId, before, after });
}

export async function saveRegion(ctx: TCapacityContext, b: TRegionSave): Promise<TOpsRegion> {
  const values = { regionName: b.regionName, sort: b.sort, status: b.status };
  return ctx.db.transaction(async (tx) => {
    if (values.status === 1 && nameTakenIn(await enabledRegionNames(tx), values.regionName, b.id)) throw refuse(VenueOutcome.nameTaken);
    if (b.id === undefined || b.version === undefined) {
      const [created] = await tx.insert(bookingRegions).values(values).returning();
      if (!created) throw new Error("booking_regions insert returned nothing");
      await audit(ctx, tx, "capacity.region.create", "booking_regions", created.id, null, created);
      return toOpsRegion(created);
    }
    const [row] = await tx.select().from(bookingRegions).where(eq(bookingRegions.id, b.id)).for("update");
    if (!row) throw refuse(VenueOutcome.regionNotFound);
    const stale = versionRefusal(row.version, b.version);
    if (stale) throw refuse(stale, [toOpsRegion(row)]);
    if (isDisabling(row, values)) {
      const booked = await upcomingBookingsOfRegion(tx, row.id, today());
      if (booked.length > 0) throw refuse(VenueOutcome.regionHasBookings, booked);
    }
    const [after] = await tx
      .update(bookingRegions)
      .set({ ...values, version: row.version + 1 })
      .where(and(eq(bookingRegions.id, row.id), eq(bookingRegions.version, row.version)))
      .returning();
    if (!after) throw refuse(CapacityOutcome.stale);
    await audit(ctx, tx, "capacity.region.save", "booking_regions", row.id, row, after);
    return toOpsRegion(after);
  });
}

export async function saveRoom(ctx: TCapacityContext, b: TRoomSave): Promise<TOpsRoom> {
  const values = { regionId: b.regionId, roomName: b.roomName, address: b.address, sort: b.sort, status: b.status };
  return ctx.db.transaction(async (tx) => {
    const [region] = await tx.select().from(bookingRegions).where(eq(bookingRegions.id, values.regionId));
    const regionRefusal = roomRegionRefusal(values, region);
    if (regionRefusal) throw refuse(regionRefusal);
    if (values.status === 1 && nameTakenIn(await enabledRoomNames(tx, values.regionId), values.roomName, b.id)) throw refuse(VenueOutcome.nameTaken);
    let id: number;
    if (b.id === undefined || b.version === undefined) {
      const [created] = await tx.insert(rooms).values(values).returning();
      if (!created) throw new Error("rooms insert returned nothing");
      await audit(ctx, tx, "capacity.room.create", "rooms", created.id, null, created);
      id = created.id;
    } else {
      const [row] = await tx.select().from(rooms).where(eq(rooms.id, b.id)).for("update");
      if (!row) throw refuse(VenueOutcome.roomNotFound);
      const stale = versionRefusal(row.version, b.version);
      if (stale) throw refuse(stale, [await findRoom(tx, row.id)]);
      if (roomEditMayStrand(row, values)) {
        const booked = await upcomingBookingsOfRoom(tx, row.id, today());
        if (booked.length > 0) throw refuse(VenueOutcome.roomHasBookings, booked);
      }
      const [after] = await tx
        .update(rooms)
        .set({ ...values, version: row.version + 1 })
        .where(and(eq(rooms.id, row.id), eq(rooms.version, row.version)))
        .returning();
      if (!after) throw refuse(CapacityOutcome.stale);
      await audit(ctx, tx, "capacity.room.save", "rooms", row.id, row, after);
      id = row.id;
    }
    const saved = await findRoom(tx, id);
    if (!saved) throw new Error("saved room not found");
    return saved;
  });
}

export async function savePlatform(ctx: TCapacityContext, b: TPlatformSave): Promise<TOpsPlatform> {
  const values = { platformName: b.platformName, sort: b.sort, status: b.status };
  return ctx.db.transaction(async (tx) => {
    if (values.status === 1 && nameTakenIn(await enabledPlatformNames(tx), values.platformName, b.id)) throw refuse(VenueOutcome.nameTaken);
    if (b.id === undefined || b.version === undefined) {
      const [created] = await tx.insert(transPlatforms).values(values).returning();
      if (!created) throw new Error("trans_platforms insert returned nothing");
      await audit(ctx, tx, "capacity.platform.create", "trans_platforms", created.id, null, created);
      return toOpsPlatform(created);
    }
    const [row] = await tx.select().from(transPlatforms).where(eq(transPlatforms.id, b.id)).for("update");
    if (!row) throw refuse(VenueOutcome.platformNotFound);
    const stale = versionRefusal(row.version, b.version);
    if (stale) throw refuse(stale, [toOpsPlatform(row)]);
    if (isDisabling(row, values)) {
      const booked = await upcomingBookingsOfPlatform(tx, row.id, today());
      if (booked.length > 0) throw refuse(VenueOutcome.platformHasBookings, booked);
    }
    const [after] = await tx
      .update(transPlatforms)
      .set({ ...values, version: row.version + 1 })
      .where(and(eq(transPlatforms.id, row.id), eq(transPlatforms.version, row.version)))
      .returning();
    if (!after) throw refuse(CapacityOutcome.stale);
    await audit(ctx, tx, "capacity.platform.save", "trans_platforms", row.id, row, after);
    return toOpsPlatform(after);
  });
}

/** A period's name and order (its hours are the booking rules'; see ZPeriodSaveBody). */
export async function savePeriod(ctx: TCapacityContext, b: TPeriodSave): Promise<TOpsPeriod> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookingPeriods).where(eq(bookingPeriods.id, b.id)).for("update");
    if (!row) throw refuse(VenueOutcome.periodNotFound);
    const stale = versionRefusal(row.version, b.version);
    if (stale) throw refuse(stale, [toOpsPeriod(row)]);
    const [after] = await tx
      .update(bookingPeriods)
      .set({ periodName: b.periodName, sort: b.sort, version: row.version + 1 })
      .where(and(eq(bookingPeriods.id, row.id), eq(bookingPeriods.version, row.version)))
      .returning();
    if (!after) throw refuse(CapacityOutcome.stale);
    await audit(ctx, tx, "capacity.period.save", "booking_periods", row.id, row, after);
    return toOpsPeriod(after);
  });
}
