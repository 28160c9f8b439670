import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TSeriesDetail, ZSeriesActivitySaveBody } from "#shared/api/series.contract.ts";
import { OrderType } from "#shared/booking/order-type.ts";
import { seriesActivityError, seriesBookedError, SeriesOutcome } from "#shared/booking/series-rules.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activitySeries, bookingModes } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import { bookersOf, loadSeriesDetail } from "./series.repository.ts";

export interface TSeriesContext {
  db: TDb;
  req: FastifyRequest;
  actorUserId: number;
  at: Date;
}

type TActivitySave = z.output<typeof ZSeriesActivitySaveBody>;

async function detail(db: TDb, id: number): Promise<TSeriesDetail> {
  const found = await loadSeriesDetail(db, id);
  if (!found) throw refuse(SeriesOutcome.seriesNotFound);
  return found;
}

/** Creates a series, or renames one. */
export async function saveSeries(ctx: TSeriesContext, b: { id?: number; seriesName: string }): Promise<TSeriesDetail> {
  const id = await ctx.db.transaction(async (tx) => {
    if (b.id === undefined) {
      const [created] = await tx.insert(activitySeries).values({ seriesName: b.seriesName, crtTime: ctx.at }).returning();
      if (!created) throw new Error("activity_series insert returned nothing");
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "series.create", entity: "activity_series", entityId: created.id, after: created });
      return created.id;
    }
    const [before] = await tx.select().from(activitySeries).where(eq(activitySeries.id, b.id)).for("update");
    if (!before) throw refuse(SeriesOutcome.seriesNotFound);
    const [after] = await tx.update(activitySeries).set({ seriesName: b.seriesName }).where(eq(activitySeries.id, b.id)).returning();
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "series.rename", entity: "activity_series", entityId: b.id, before, after });
    return b.id;
  });
  return detail(ctx.db, id);
}

/**
 * Closes a series: it leaves the companies' bookable list (bookable_activity_list reads open series only);
 * the companies who booked keep their places and their activities go on.
 */
export async function closeSeries(ctx: TSeriesContext, id: number): Promise<TSeriesDetail> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(activitySeries).where(eq(activitySeries.id, id)).for("update");
    if (!before) throw refuse(SeriesOutcome.seriesNotFound);
    if (before.status !== 1) throw refuse(SeriesOutcome.seriesClosed);
    const [after] = await tx.update(activitySeries).set({ status: 0 }).where(eq(activitySeries.id, id)).returning();
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "series.close", entity: "activity_series", entityId: id, before, after });
  });
  return detail(ctx.db, id);
}

/**
 * Creates or edits a collective activity of an open series (document 4 section 6). The plan's dates, times and
 * window must hold together; an edit is made at the updTime read; a capacity or company type that would leave
 * a booked company out is refused with the companies who booked.
 */
export async function saveSeriesActivity(ctx: TSeriesContext, b: TActivitySave): Promise<TSeriesDetail> {
  const planError = seriesActivityError(b);
  if (planError) throw refuse(planError);
  await ctx.db.transaction(async (tx) => {
    const [series] = await tx.select().from(activitySeries).where(eq(activitySeries.id, b.seriesId)).for("update");
    if (!series) throw refuse(SeriesOutcome.seriesNotFound);
    if (series.status !== 1) throw refuse(SeriesOutcome.seriesClosed);
    let videoType: number | null = null;
    if (b.modeId !== undefined) {
      const [mode] = await tx.select().from(bookingModes).where(eq(bookingModes.id, b.modeId));
      if (!mode || mode.status !== 1) throw badRequest("活动模式不正确");
      videoType = mode.videoType;
    }
    const values = {
      title: b.title,
      enTitle: b.enTitle ?? null,
      startDate: b.startDate,
      endDate: b.endDate,
      startTime: b.startTime,
      endTime: b.endTime,
      bookingStartTime: b.bookingStartTime,
      bookingEndTime: b.bookingEndTime,
      bookingCompanyType: b.bookingCompanyType,
      isOpenSelectionMode: b.isOpenSelectionMode,
      modeId: b.modeId ?? null,
      videoType,
      capacity: b.capacity,
      updTime: ctx.at,
    };
    if (b.id === undefined) {
      const [created] = await tx
        .insert(activities)
        .values({ ...values, seriesId: series.id, isMulti: true, activityType: OrderType.collective, status: 1, pubStatus: 0, createdBy: ctx.actorUserId, crtTime: ctx.at })
        .returning();
      if (!created) throw new Error("activities insert returned nothing");
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "series.activity.create", entity: "activities", entityId: created.id, after: created });
      return;
    }
    const [before] = await tx.select().from(activities).where(eq(activities.id, b.id)).for("update");
    if (!before || before.seriesId !== series.id || !before.isMulti) throw refuse(SeriesOutcome.activityNotFound);
    if (before.updTime.toISOString() !== new Date(b.updTime ?? "").toISOString()) throw refuse(SeriesOutcome.stale);
    const booked = await bookersOf(tx, [before.id]);
    const bookedError = seriesBookedError(b, booked);
    if (bookedError) {
      throw refuse(bookedError, booked.map((c) => ({ activityId: before.id, title: before.title, startDate: before.startDate, companyNames: c.shortName })));
    }
    // updTime is the edit's version: it always moves forward, even when the clock has not (a pinned clock, two edits in one millisecond)
    const updTime = new Date(Math.max(ctx.at.getTime(), before.updTime.getTime() + 1));
    const [after] = await tx.update(activities).set({ ...values, updTime }).where(eq(activities.id, before.id)).returning();
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "series.activity.save", entity: "activities", entityId: before.id, before, after });
  });
  return detail(ctx.db, b.seriesId);
}
