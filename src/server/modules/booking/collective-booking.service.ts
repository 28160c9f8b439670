import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { TBookableSeries, TCollectiveBookingBody } from "#shared/api/booking.contract.ts";
import { BookingMsg, BookingOutcome } from "#shared/booking/booking-messages.ts";
import { needsPlatform, needsRecording, needsRegion, VideoType } from "#shared/booking/booking-mode.ts";
import { collectiveOwnChoiceError, effectiveLiveBroadcast } from "#shared/booking/booking-rules.ts";
import { ownTimeError, ownTimePeriodOf } from "#shared/booking/booking-time.ts";
import { recordingDateError } from "#shared/booking/booking-window.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { contactsFromArrays, ZContact } from "#shared/booking/contacts.ts";
import {
  bookingCompanyTypeText,
  canBookOrderType,
  collectiveActivityError,
  collectiveSeriesError,
  isCollectiveFull,
} from "#shared/booking/eligibility.ts";
import { OrderType, companyModeTypeFor } from "#shared/booking/order-type.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activitySeries, bookingModes } from "../../db/schema/index.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import type { TBooker, TBookingContext, TPickedActivity } from "./booker.ts";
import { findMode, findPlatform, findRegion, loadHolidays, type TModeRow } from "./booking.repository.ts";
import { createCollectiveBooking, type TCollectiveBookingPlan, type TPartInsert } from "./booking-write.repository.ts";

/** The live bookings of a company: the activities it joined and the series they belong to. */
async function companyBookings(db: TDb, companyId: number) {
  return db
    .select({ activityId: activityCompanies.activityId, seriesId: activityCompanies.seriesId })
    .from(activityCompanies)
    .where(and(eq(activityCompanies.companyId, companyId), eq(activityCompanies.isCancel, false)));
}

/** The company's own mode in an open-selection collective (isWithCollective false), checked like the form does. */
async function ownChoicePart(db: TDb, body: TCollectiveBookingBody, activity: TPickedActivity, today: string, holidays: Set<string>) {
  const mode: TModeRow | null = body.modeId === undefined ? null : ((await findMode(db, body.modeId)) ?? null);
  const choice = {
    modeId: body.modeId ?? null,
    regionId: body.regionId ?? null,
    platformId: body.platformId ?? null,
    recDate: body.recDate ?? null,
    startTime: body.startTime ?? null,
    endTime: body.endTime ?? null,
  };
  if (mode && mode.companyModeType !== companyModeTypeFor(OrderType.collective)) throw badRequest(BookingMsg.modeNotAllowed);
  const error = collectiveOwnChoiceError(choice, mode);
  if (error || !mode) throw refuse(error ?? BookingOutcome.mode);
  if (needsRegion(mode) && !(await findRegion(db, choice.regionId ?? 0))) throw badRequest(BookingMsg.liveRegion);
  if (needsPlatform(mode) && !(await findPlatform(db, choice.platformId ?? 0))) throw badRequest(BookingMsg.platform);
  if (needsRecording(mode)) {
    const recError = recordingDateError(choice.recDate ?? "", activity.startDate, today, holidays);
    if (recError) throw refuse(recError);
  }
  if (choice.startTime || choice.endTime) {
    if (!choice.startTime || !choice.endTime) throw badRequest(BookingMsg.period);
    const timeError = ownTimeError(ownTimePeriodOf(choice.startTime), choice.startTime, choice.endTime);
    if (timeError) throw refuse(timeError);
  }
  return {
    isWithCollective: false,
    modeId: mode.id,
    videoType: mode.videoType,
    // the mode decides how a recording is made; the wire's recType only echoes it
    recType: mode.videoType === VideoType.recording ? mode.transcribeType : null,
    isLiveBroadcast: effectiveLiveBroadcast(mode, body.isLiveBroadcast ?? null),
    regionId: needsRegion(mode) ? choice.regionId : null,
    platformId: needsPlatform(mode) ? choice.platformId : null,
    recDate: needsRecording(mode) ? choice.recDate : null,
    startTime: choice.startTime,
    endTime: choice.endTime,
  } satisfies Partial<TPartInsert>;
}

/**
 * A collective booking (document 1 sections 3 and 4.2): each picked activity must be a live collective one,
 * open now, meant for the company's type and not full; one per series, within the request and against what
 * the company already joined; with open selection the company follows the collective's mode or picks its own.
 */
export async function bookCollective(
  db: TDb,
  context: TBookingContext,
  body: TCollectiveBookingBody,
  opts: { at: Date; skipAgreement?: boolean; answer?: TCollectiveBookingPlan["answer"] },
): Promise<number[]> {
  const { booker, bookings: mine } = context;
  const { company } = booker;
  if (!canBookOrderType(company, booker.user, OrderType.collective)) throw badRequest(BookingMsg.notAllowed);
  if (!opts.skipAgreement && !context.agreementAccepted) throw badRequest(BookingMsg.agreementRequired);

  const ids = body.activityIds;
  if (new Set(ids).size !== ids.length) throw badRequest(BookingMsg.seriesTaken);
  const byId = new Map(context.picked.map((r) => [r.id, r]));
  for (const id of ids) {
    const error = collectiveActivityError(byId.get(id), company.companyType, opts.at);
    if (error) throw badRequest(error);
  }
  const picked = ids.map((id) => byId.get(id) as TPickedActivity);
  if (mine.some((b) => ids.includes(b.activityId))) throw badRequest(BookingMsg.seriesTaken);
  const seriesError = collectiveSeriesError(picked, new Set(mine.flatMap((b) => (b.seriesId === null ? [] : [b.seriesId]))));
  if (seriesError) throw badRequest(seriesError);

  const today = beijingDateOf(opts.at);
  const holidays = picked.some((a) => a.isOpenSelectionMode) ? await loadHolidays(db) : new Set<string>();
  const picks = [];
  for (const a of picked) {
    const base: TPartInsert = {
      companyId: company.id,
      seriesId: a.seriesId,
      bookedBy: booker.userId,
      modeId: a.modeId,
      videoType: a.videoType,
      recType: a.recType,
      isLiveBroadcast: a.isLiveBroadcast,
      isAcceptAgreement: true,
      crtTime: opts.at,
    };
    if (!a.isOpenSelectionMode) {
      picks.push({ activityId: a.id, part: base });
      continue;
    }
    if (body.isWithCollective === undefined) throw badRequest(BookingMsg.companyMode);
    const part = body.isWithCollective ? { ...base, isWithCollective: true } : { ...base, ...(await ownChoicePart(db, body, a, today, holidays)) };
    picks.push({ activityId: a.id, part });
  }

  return createCollectiveBooking(db, {
    picks,
    contacts: contactsFromArrays(body).map((row) => ZContact.parse(row)),
    actorUserId: booker.userId,
    at: opts.at,
    answer: opts.answer,
  });
}

/** bookable_activity_list: the series with their upcoming collective activities, as the caller's company sees them. */
export async function bookableSeries(db: TDb, booker: TBooker, at: Date): Promise<TBookableSeries[]> {
  const today = beijingDateOf(at);
  const series = await db.select().from(activitySeries).where(eq(activitySeries.status, 1)).orderBy(asc(activitySeries.id));
  if (series.length === 0) return [];
  const acts = await db
    .select({ a: activities, modeName: bookingModes.modeName })
    .from(activities)
    .leftJoin(bookingModes, eq(bookingModes.id, activities.modeId))
    .where(
      and(
        eq(activities.isMulti, true),
        eq(activities.isCancel, false),
        gte(activities.endDate, today),
        inArray(activities.seriesId, series.map((s) => s.id)),
      ),
    )
    .orderBy(asc(activities.startDate), asc(activities.startTime), asc(activities.id));
  const mine = await companyBookings(db, booker.company.id);
  const bookedActivities = new Set(mine.map((b) => b.activityId));
  const bookedSeries = new Set(mine.flatMap((b) => (b.seriesId === null ? [] : [b.seriesId])));
  const mayBook = canBookOrderType(booker.company, booker.user, OrderType.collective);

  return series.flatMap((s) => {
    const list = acts.filter((r) => r.a.seriesId === s.id);
    if (list.length === 0) return [];
    return [
      {
        seriesId: s.id,
        seriesName: s.seriesName,
        activityList: list.map(({ a, modeName }) => ({
          id: a.id,
          title: a.title,
          bookingCompanyType: a.bookingCompanyType ?? 0,
          bookingCompanyTypeText: bookingCompanyTypeText(a.bookingCompanyType),
          startDate: a.startDate,
          endDate: a.endDate,
          startTime: a.startTime,
          endTime: a.endTime,
          bookingStartTime: a.bookingStartTime ? a.bookingStartTime.toISOString() : null,
          bookingEndTime: a.bookingEndTime ? a.bookingEndTime.toISOString() : null,
          isBookedComplete: isCollectiveFull(a),
          isOpenSelectionMode: a.isOpenSelectionMode,
          modeId: a.modeId,
          modeName,
          isBooked: bookedActivities.has(a.id),
          canBook: mayBook && !bookedSeries.has(s.id) && collectiveActivityError(a, booker.company.companyType, at) === null,
        })),
      },
    ];
  });
}
