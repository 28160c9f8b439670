import type { FastifyInstance } from "fastify";
import { asc, eq, type SQL } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { bookingContracts as c } from "#shared/api/booking.contract.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { VideoType } from "#shared/booking/booking-mode.ts";
import { bookingWindow, recordingWindow } from "#shared/booking/booking-window.ts";
import { agreementTypeFor } from "#shared/booking/agreement.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { OrderType } from "#shared/booking/order-type.ts";
import { nextTradingDay, tradingDaysBetween, tradingDaysInRange } from "#shared/booking/trading-calendar.ts";
import { bookingRegions, rooms, transPlatforms } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { badRequest } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { answerInStatement, storeAnswerInTransaction } from "../../plugins/idempotency.ts";
import { acceptActivityAgreement, addAgreement, agreementInfo } from "./agreement.service.ts";
import { requireBooker, requireBookingContext } from "./booker.ts";
import {
  datesWithCapacity,
  holidaysBetween,
  listModes,
  listThemes,
  loadHolidays,
  quotaByDate,
  slotsOn,
  toActivityTheme,
  toBookingMode,
} from "./booking.repository.ts";
import { bookableSeries, bookCollective } from "./collective-booking.service.ts";
import { bookSingle } from "./single-booking.service.ts";

const withStatus = (column: Parameters<typeof eq>[0], status: number | undefined): SQL | undefined =>
  status === undefined ? undefined : eq(column, status);

/** Document 1 section 7.4 and document 2 section 7: booking lookups, the two bookings and the agreement calls. */
export function registerBookingRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.bookableActivityList, async ({ session }) => {
    const booker = await requireBooker(db, session);
    return ok(await bookableSeries(db, booker, now()));
  });

  registerRoute(app, c.bookingModeList, async ({ session, body }) => {
    await requireBooker(db, session);
    const modes = await listModes(db, { status: body.status, companyModeType: body.companyModeType, type: body.type, showInner: body.showInner });
    return ok(modes.map(toBookingMode));
  });

  registerRoute(app, c.activityTypeList, async ({ session, body }) => {
    await requireBooker(db, session);
    return ok((await listThemes(db, body.activityType, body.status)).map(toActivityTheme));
  });

  // Every trading day of the window with its remaining quota, 0 included so the calendar can disable it.
  registerRoute(app, c.activityBookingTime, async ({ session, body }) => {
    await requireBooker(db, session);
    const holidays = await loadHolidays(db);
    const today = beijingDateOf(now());
    let window: { first: string; last: string } | null;
    if (body.isRecord) {
      if (!body.storeDate) throw badRequest(BookingMsg.date);
      window = recordingWindow(today, body.storeDate, holidays);
    } else {
      window = bookingWindow(today, body.activityBookingType, holidays);
    }
    if (!window) return ok([]);
    const quota = await quotaByDate(db, {
      videoType: body.isRecord ? VideoType.recording : body.activityType,
      isRecord: Boolean(body.isRecord),
      first: window.first,
      last: window.last,
    });
    return ok(tradingDaysInRange(window.first, window.last, holidays).map((bizDate) => ({ bizDate, number: quota.get(bizDate) ?? 0 })));
  });

  registerRoute(app, c.activityBookingStore, async ({ session, body }) => {
    await requireBooker(db, session);
    const isRecord = Boolean(body.isRecord);
    return ok(await slotsOn(db, { videoType: isRecord ? VideoType.recording : body.activityType, isRecord, storeDate: body.storeDate }));
  });

  // Live slots of a region (studio-recording slots with isRecord), with the versions the form must send back.
  registerRoute(app, c.activityBookingVersionInfo, async ({ session, body }) => {
    await requireBooker(db, session);
    const isRecord = Boolean(body.isRecord);
    return ok(
      await slotsOn(db, { videoType: isRecord ? VideoType.recording : VideoType.live, isRecord, storeDate: body.storeDate, regionId: body.regionId }),
    );
  });

  registerRoute(app, c.bookingStoreAvailableTime, async ({ session }) => {
    await requireBooker(db, session);
    return ok((await datesWithCapacity(db, beijingDateOf(now()))).map((storeDate) => ({ storeDate })));
  });

  registerRoute(app, c.getStockTradeDate, async ({ session, body }) => {
    await requireBooker(db, session);
    const holidays = await loadHolidays(db);
    const bizDate = nextTradingDay(body.bookingDate, holidays, true);
    return ok([{ bizDate, number: tradingDaysBetween(beijingDateOf(now()), bizDate, holidays) }]);
  });

  // The booking form's date rules count trading days: it asks for the holidays of the range it checks.
  registerRoute(app, c.tradeHolidayList, async ({ session, body }) => {
    await requireBooker(db, session);
    return ok(await holidaysBetween(db, body.startDate, body.endDate));
  });

  registerRoute(app, c.bookingRegionList, async ({ session, body }) => {
    await requireBooker(db, session);
    const rows = await db
      .select({ id: bookingRegions.id, regionName: bookingRegions.regionName })
      .from(bookingRegions)
      .where(withStatus(bookingRegions.status, body.status))
      .orderBy(asc(bookingRegions.sort), asc(bookingRegions.id));
    return ok(rows);
  });

  registerRoute(app, c.transPlatformList, async ({ session, body }) => {
    await requireBooker(db, session);
    const rows = await db
      .select({ id: transPlatforms.id, platformName: transPlatforms.platformName })
      .from(transPlatforms)
      .where(withStatus(transPlatforms.status, body.status))
      .orderBy(asc(transPlatforms.sort), asc(transPlatforms.id));
    return ok(rows);
  });

  registerRoute(app, c.roomList, async ({ session, body }) => {
    await requireBooker(db, session);
    const rows = await db
      .select({ id: rooms.id, roomName: rooms.roomName, regionId: rooms.regionId, address: rooms.address })
      .from(rooms)
      .where(withStatus(rooms.status, body.status))
      .orderBy(asc(rooms.regionId), asc(rooms.id));
    return ok(rows);
  });

  registerRoute(app, c.bookingActivity, async ({ req, session, body }) => {
    const booker = await requireBooker(db, session);
    const answer = (ids: number[]) => ok(ids.map((activityId) => ({ activityId })), "预约成功");
    // the answer is stored with the booking, in its transaction: a kill after the commit still finds it
    const activityId = await bookSingle(db, booker, body, { at: now(), beforeCommit: (tx, ids) => storeAnswerInTransaction(req, tx, answer(ids)) });
    return answer([activityId]);
  });

  registerRoute(app, c.collectiveBooking, async ({ req, session, body }) => {
    const context = await requireBookingContext(db, session, agreementTypeFor(OrderType.collective), body.activityIds);
    const answer = (ids: number[]) => ok(ids.map((activityId) => ({ activityId })), "预约成功");
    // the answer is stored by the booking's own statement: a kill after the commit still finds it
    const store = answerInStatement(req);
    const ids = await bookCollective(db, context, body, { at: now(), answer: store ? { store, of: answer } : undefined });
    return answer(ids);
  });

  registerRoute(app, c.agreementAdd, async ({ session, body }) => {
    const booker = await requireBooker(db, session);
    return ok([await addAgreement(db, booker, body.agreementType, now())]);
  });

  registerRoute(app, c.agreementInfo, async ({ session, body }) => {
    const booker = await requireBooker(db, session);
    return ok([await agreementInfo(db, booker.userId, body.agreementType)]);
  });

  registerRoute(app, c.acceptAgreement, async ({ session, body }) => {
    const booker = await requireBooker(db, session);
    await acceptActivityAgreement(db, booker, body.activityId);
    return ok([]);
  });
}
