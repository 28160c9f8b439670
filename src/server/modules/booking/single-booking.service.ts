import type { TSingleBookingBody } from "#shared/api/booking.contract.ts";
import { agreementTypeFor } from "#shared/booking/agreement.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { needsPlatform, needsRecording, needsRegion, VideoType } from "#shared/booking/booking-mode.ts";
import { effectiveLiveBroadcast, singleChoiceError, type TSingleChoice } from "#shared/booking/booking-rules.ts";
import { broadcastSlotMatches, recordingSlotMatches } from "#shared/booking/booking-slot.ts";
import { bookingTitles, fixedTitleError, titleLengthError } from "#shared/booking/booking-title.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { contactsFromArrays, ZContact } from "#shared/booking/contacts.ts";
import { defaultInfoSubmitCloseTime, defaultVideoUploadCloseTime } from "#shared/booking/deadlines.ts";
import { canBookOrderType } from "#shared/booking/eligibility.ts";
import { companyModeTypeFor, isSingleOrderType } from "#shared/booking/order-type.ts";
import type { TDb } from "../../db/client.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import type { TBooker } from "./booker.ts";
import { agreementAccepted } from "./agreement.service.ts";
import { findMode, findPlatform, findSlot, findTheme, loadHolidays, readTogether } from "./booking.repository.ts";
import { createSingleBooking } from "./booking-write.repository.ts";

export interface TBookingOptions {
  at: Date;
  /** the demo seed books on behalf of a company whose admin has not yet been shown the agreement */
  skipAgreement?: boolean;
  /** runs last inside the booking's transaction, with the activities booked (the idempotent answer is stored there) */
  beforeCommit?: (tx: TDb, activityIds: number[]) => Promise<void>;
}

const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/**
 * A single booking (document 1 sections 4.2, 5.2, 5.3): every rule of src/shared/booking is checked against
 * the database's modes, themes, holidays and slots before one unit of the slot is taken; a hand-made request
 * gets the same refusal the form would show, and nothing changes.
 */
export async function bookSingle(db: TDb, booker: TBooker, body: TSingleBookingBody, opts: TBookingOptions): Promise<number> {
  const { company } = booker;
  const orderType = body.bookingType;
  if (!isSingleOrderType(orderType)) throw badRequest(BookingMsg.bookingType);
  if (!canBookOrderType(company, booker.user, orderType)) throw badRequest(BookingMsg.notAllowed);
  // Every read the rules need at once (they run one after another on PGlite, side by side on PostgreSQL);
  // the checks below still refuse in the form's order.
  const [accepted, mode, theme, holidays, slot, recSlotRead] = await readTogether(db, [
    () => (opts.skipAgreement ? Promise.resolve(true) : agreementAccepted(db, booker.userId, agreementTypeFor(orderType))),
    () => findMode(db, body.modeId),
    () => findTheme(db, body.dicId),
    () => loadHolidays(db),
    () => (body.storeId === undefined ? Promise.resolve(undefined) : findSlot(db, body.storeId)),
    () => (body.recSotrageId === undefined ? Promise.resolve(undefined) : findSlot(db, body.recSotrageId)),
  ] as const);
  if (!accepted) throw badRequest(BookingMsg.agreementRequired);

  if (!mode) throw badRequest(BookingMsg.mode);
  if (mode.companyModeType !== companyModeTypeFor(orderType)) throw badRequest(BookingMsg.modeNotAllowed);
  if (body.activityType !== mode.videoType) throw badRequest(BookingMsg.modeMismatch);

  if (!theme || theme.activityType !== orderType) throw badRequest(BookingMsg.themeMismatch);
  const titleError = fixedTitleError(company, theme, body.bookingTitle, body.bookingEnTitle);
  if (titleError) throw badRequest(titleError);
  const titles = bookingTitles(company, theme, body.bookingTitle, body.bookingEnTitle);
  const lengthError = titleLengthError(titles);
  if (lengthError) throw badRequest(lengthError);

  const today = beijingDateOf(opts.at);
  const recording = needsRecording(mode);
  const recSlot = recording ? recSlotRead : undefined;
  if (recording && body.recSotrageId !== undefined && !recSlot) throw badRequest(BookingMsg.slotMismatch);

  const choice: TSingleChoice = {
    orderType,
    modeId: mode.id,
    bookingDate: body.bookingDate,
    periodId: orNull(body.periodId),
    storeId: orNull(body.storeId),
    regionId: orNull(body.bookingRegionId),
    platformId: orNull(body.platformId),
    definedPeriodStart: orNull(body.definedPeriodStart),
    definedPeriodEnd: orNull(body.definedPeriodEnd),
    isLiveBroadcast: orNull(body.isLiveBroadcast),
    recDate: orNull(body.recDate),
    recRegionId: orNull(body.recRegionId),
    recStoreId: orNull(body.recSotrageId),
    recPeriodId: recSlot ? recSlot.row.periodId : null,
    recPeriodTimeStart: orNull(body.recPeriodTimeStart),
    recPeriodTimeEnd: orNull(body.recPeriodTimeEnd),
  };
  const choiceError = singleChoiceError(choice, mode, { today, holidays });
  if (choiceError) throw refuse(choiceError);

  if (!slot || !broadcastSlotMatches(slot.row, { bookingDate: body.bookingDate, periodId: choice.periodId, regionId: choice.regionId }, mode)) {
    throw badRequest(BookingMsg.slotMismatch);
  }
  if (recording && (!recSlot || !recordingSlotMatches(recSlot.row, { recDate: choice.recDate, recRegionId: choice.recRegionId }))) {
    throw badRequest(BookingMsg.slotMismatch);
  }
  if (body.version !== slot.row.version) throw badRequest(BookingMsg.slotStale, [slot.wire]);
  if (recSlot && body.version2 !== recSlot.row.version) throw badRequest(BookingMsg.slotStale, [recSlot.wire]);
  // Sold out already: say so without opening a transaction (the guarded UPDATE below is what really decides).
  if (slot.row.number <= 0) throw badRequest(BookingMsg.slotFull, [slot.wire]);
  if (recSlot && recSlot.row.number <= 0) throw badRequest(BookingMsg.slotFull, [recSlot.wire]);
  if (needsPlatform(mode) && !(await findPlatform(db, body.platformId ?? 0))) throw badRequest(BookingMsg.platform);

  const period = slot.period;
  if (!period) throw badRequest(BookingMsg.slotMismatch);
  const live = needsRegion(mode);
  const startTime = live ? choice.definedPeriodStart : period.startTime;
  const endTime = live ? choice.definedPeriodEnd : period.endTime;
  const recType = mode.videoType === VideoType.recording ? mode.transcribeType : null;
  const isLiveBroadcast = effectiveLiveBroadcast(mode, choice.isLiveBroadcast);
  const regionId = live ? choice.regionId : null;
  const platformId = needsPlatform(mode) ? choice.platformId : null;
  const rec = recording && recSlot
    ? { recDate: choice.recDate, recStartTime: choice.recPeriodTimeStart, recEndTime: choice.recPeriodTimeEnd, recRegionId: recSlot.row.regionId }
    : { recDate: null, recStartTime: null, recEndTime: null, recRegionId: null };

  return createSingleBooking(db, {
    slot: { id: slot.row.id, version: slot.row.version },
    recSlot: recSlot ? { id: recSlot.row.id, version: recSlot.row.version } : null,
    activity: {
      isMulti: false,
      activityType: orderType,
      title: titles.cn,
      enTitle: titles.en,
      themeId: theme.id,
      modeId: mode.id,
      videoType: mode.videoType,
      recType,
      isLiveBroadcast,
      startDate: body.bookingDate,
      endDate: body.bookingDate,
      startTime,
      endTime,
      ...rec,
      regionId,
      platformId,
      periodId: slot.row.periodId,
      storeId: slot.row.id,
      recStoreId: recSlot ? recSlot.row.id : null,
      status: 1,
      pubStatus: 0,
      infoSubmitCloseTime: defaultInfoSubmitCloseTime(body.bookingDate, today, holidays),
      videoUploadCloseTime: defaultVideoUploadCloseTime(body.bookingDate, today, holidays),
      createdBy: booker.userId,
      crtTime: opts.at,
      updTime: opts.at,
    },
    part: {
      companyId: company.id,
      seriesId: null,
      bookedBy: booker.userId,
      modeId: mode.id,
      videoType: mode.videoType,
      recType,
      isLiveBroadcast,
      regionId,
      platformId,
      recDate: rec.recDate,
      startTime,
      endTime,
      isAcceptAgreement: true,
      crtTime: opts.at,
    },
    contacts: contactsFromArrays(body).map((row) => ZContact.parse(row)),
    actorUserId: booker.userId,
    beforeCommit: opts.beforeCommit,
  });
}
