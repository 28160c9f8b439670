import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TOpsMode, TOpsTheme, ZModeSaveBody, ZThemeSaveBody } from "#shared/api/capacity.contract.ts";
import { CapacityOutcome, holidayDateError } from "#shared/booking/capacity-rules.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { activityThemes, bookingModes, bookingStores, tradingHolidays } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { refuse } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import { ensureBookingCapacity, loadHolidays } from "../booking/index.ts";
import { bookingsOfMode, bookingsOfTheme, bookingsOnDate, findHoliday, toOpsMode, toOpsTheme } from "./capacity.repository.ts";
import type { TCapacityContext } from "./capacity-store.service.ts";

type TModeSave = z.output<typeof ZModeSaveBody>;
type TThemeSave = z.output<typeof ZThemeSaveBody>;

const sqlVersionBump = sql`${bookingStores.version} + 1`;

/**
 * Modes, themes and the trading calendar (document 1 sections 3 and 7.4): the booking form's choices. An edit
 * names the version it read; a change that would make existing bookings wrong (a mode's video type or
 * transcribe type, a theme's activity type, a holiday on a day with activities) is refused with them.
 */

export async function saveMode(ctx: TCapacityContext, b: TModeSave): Promise<TOpsMode> {
  const values = {
    modeName: b.modeName,
    videoType: b.videoType,
    transcribeType: b.transcribeType ?? null,
    companyModeType: b.companyModeType,
    isInner: b.isInner,
    sort: b.sort,
    status: b.status,
  };
  return ctx.db.transaction(async (tx) => {
    if (b.id === undefined) {
      const [created] = await tx.insert(bookingModes).values(values).returning();
      if (!created) throw new Error("booking_modes insert returned nothing");
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.mode.create", entity: "booking_modes", entityId: created.id, after: created });
      return toOpsMode(created);
    }
    const [row] = await tx.select().from(bookingModes).where(eq(bookingModes.id, b.id)).for("update");
    if (!row) throw refuse(CapacityOutcome.modeNotFound);
    if (row.version !== b.version) throw refuse(CapacityOutcome.stale, [toOpsMode(row)]);
    if (row.videoType !== values.videoType || row.transcribeType !== values.transcribeType) {
      const booked = await bookingsOfMode(tx, row.id);
      if (booked.length > 0) throw refuse(CapacityOutcome.modeTypeHasBookings, booked);
    }
    const [after] = await tx
      .update(bookingModes)
      .set({ ...values, version: row.version + 1 })
      .where(and(eq(bookingModes.id, row.id), eq(bookingModes.version, row.version)))
      .returning();
    if (!after) throw refuse(CapacityOutcome.stale);
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.mode.save", entity: "booking_modes", entityId: row.id, before: row, after });
    return toOpsMode(after);
  });
}

export async function saveTheme(ctx: TCapacityContext, b: TThemeSave): Promise<TOpsTheme> {
  const values = { activityType: b.activityType, cnName: b.cnName, enName: b.enName, isAllowModify: b.isAllowModify, sort: b.sort, status: b.status };
  return ctx.db.transaction(async (tx) => {
    if (b.id === undefined) {
      const [created] = await tx.insert(activityThemes).values(values).returning();
      if (!created) throw new Error("activity_themes insert returned nothing");
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.theme.create", entity: "activity_themes", entityId: created.id, after: created });
      return toOpsTheme(created);
    }
    const [row] = await tx.select().from(activityThemes).where(eq(activityThemes.id, b.id)).for("update");
    if (!row) throw refuse(CapacityOutcome.themeNotFound);
    if (row.version !== b.version) throw refuse(CapacityOutcome.stale, [toOpsTheme(row)]);
    if (row.activityType !== values.activityType) {
      const booked = await bookingsOfTheme(tx, row.id);
      if (booked.length > 0) throw refuse(CapacityOutcome.themeTypeHasBookings, booked);
    }
    const [after] = await tx
      .update(activityThemes)
      .set({ ...values, version: row.version + 1 })
      .where(and(eq(activityThemes.id, row.id), eq(activityThemes.version, row.version)))
      .returning();
    if (!after) throw refuse(CapacityOutcome.stale);
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.theme.save", entity: "activity_themes", entityId: row.id, before: row, after });
    return toOpsTheme(after);
  });
}

/**
 * A new exchange holiday. Booking windows (T+n trading days) are computed from the holidays on every request,
 * so they move at once; a day that already has activities is refused with them; the day's stores close (a
 * version bump, so a form still showing them is refused as stale) and capacity is topped up past the horizon,
 * which has just lost a trading day.
 */
export async function addHoliday(ctx: TCapacityContext, b: { holidayDate: string; name: string }) {
  const result = await ctx.db.transaction(async (tx) => {
    const error = holidayDateError(b.holidayDate, await loadHolidays(tx));
    if (error) throw refuse(error);
    const booked = await bookingsOnDate(tx, b.holidayDate);
    if (booked.length > 0) throw refuse(CapacityOutcome.holidayHasBookings, booked);
    const [holiday] = await tx.insert(tradingHolidays).values({ holidayDate: b.holidayDate, name: b.name }).onConflictDoNothing().returning();
    if (!holiday) throw refuse(CapacityOutcome.holidayExists);
    const closed = await tx
      .update(bookingStores)
      .set({ status: 0, version: sqlVersionBump })
      .where(and(eq(bookingStores.storeDate, b.holidayDate), eq(bookingStores.status, 1)))
      .returning({ id: bookingStores.id });
    const out = { ...holiday, closedStores: closed.length };
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.holiday.add", entity: "trading_holidays", entityId: b.holidayDate, after: { ...out, closedStoreIds: closed.map((c) => c.id) } });
    return out;
  });
  await ensureBookingCapacity(ctx.db, beijingDateOf(now()));
  return result;
}

/** Removes a holiday: the day trades again, its stores reopen (or are created by the standing capacity). */
export async function removeHoliday(ctx: TCapacityContext, b: { holidayDate: string }) {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await findHoliday(tx, b.holidayDate);
    if (!before) throw refuse(CapacityOutcome.holidayNotFound);
    await tx.delete(tradingHolidays).where(eq(tradingHolidays.holidayDate, b.holidayDate));
    const reopened = await tx
      .update(bookingStores)
      .set({ status: 1, version: sqlVersionBump })
      .where(and(eq(bookingStores.storeDate, b.holidayDate), eq(bookingStores.status, 0)))
      .returning({ id: bookingStores.id });
    const out = { holidayDate: b.holidayDate, reopenedStores: reopened.length };
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "capacity.holiday.remove", entity: "trading_holidays", entityId: b.holidayDate, before, after: out });
    return out;
  });
  await ensureBookingCapacity(ctx.db, beijingDateOf(now()));
  return result;
}
