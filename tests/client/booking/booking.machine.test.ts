import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { BookingMsg, BookingOutcome } from "#shared/booking/booking-messages.ts";
import { ContactMsg } from "#shared/booking/contacts.ts";
import { ApiError } from "#client/lib/api.ts";
import { bookingMachine, errorsOf, type TBookingEvent, type TSubmitInput } from "#client/features/booking/booking.machine.ts";
import { CONTACT, DATES, EDITABLE_THEME, MODES, NOW, THEME, WINDOW, activity, slot } from "./fixtures.ts";

const company = { shortName: "鹏城智能", enShortName: "Pengcheng Intelligent" };

function start(orderType = 1, submit: (body: unknown) => Promise<number | null> = async () => 42) {
  const calls = { navigateDone: vi.fn(), navigateCancel: vi.fn(), refreshCapacity: vi.fn(), clearDraft: vi.fn(), bodies: [] as unknown[] };
  const machine = bookingMachine.provide({
    actors: {
      submitBooking: fromPromise<number | null, TSubmitInput>(async ({ input }) => {
        calls.bodies.push(input.body);
        return submit(input.body);
      }),
    },
    actions: {
      navigateDone: calls.navigateDone,
      navigateCancel: calls.navigateCancel,
      refreshCapacity: calls.refreshCapacity,
      clearDraft: calls.clearDraft,
    },
  });
  const actor = createActor(machine, { input: { orderType, company, now: NOW } }).start();
  const send = (...events: TBookingEvent[]) => events.forEach((e) => actor.send(e));
  const ctx = () => actor.getSnapshot().context;
  return { actor, send, ctx, calls };
}

function fillContact(send: (...e: TBookingEvent[]) => void, index = 0) {
  for (const [field, value] of Object.entries(CONTACT)) send({ type: "booking.contact.change", index, field: field as keyof typeof CONTACT, value });
}

describe("booking machine: contacts", () => {
  it("adds a row only when the current rows validate, and deletes only rows after the first", () => {
    const { send, ctx } = start();
    send({ type: "booking.contact.add" });
    expect(ctx().values.contacts).toHaveLength(1);
    expect(ctx().showErrors).toBe(true);
    expect(errorsOf(ctx()).contacts.map((i) => i.message)).toEqual([ContactMsg.name, ContactMsg.mobile, ContactMsg.wechat]);

    fillContact(send);
    send({ type: "booking.contact.add" });
    expect(ctx().values.contacts).toHaveLength(2);
    send({ type: "booking.contact.remove", index: 0 });
    expect(ctx().values.contacts).toHaveLength(2);
    send({ type: "booking.contact.remove", index: 1 });
    expect(ctx().values.contacts).toHaveLength(1);
  });

  it("reports a malformed mobile in place", () => {
    const { send, ctx } = start();
    fillContact(send);
    send({ type: "booking.contact.change", index: 0, field: "contactMobile", value: "12345" });
    expect(errorsOf(ctx()).contacts).toEqual([{ row: 0, field: "contactMobile", message: ContactMsg.mobileInvalid }]);
  });
});

describe("booking machine: single booking", () => {
  it("fills both titles from the theme and edits them only when the theme allows it", () => {
    const { send, ctx } = start();
    send({ type: "booking.theme.select", theme: THEME });
    expect(ctx().values.single).toMatchObject({ themeId: 11, cnTitle: "鹏城智能2025年度业绩说明会", enTitle: "Pengcheng Intelligent 2025 Annual Results Briefing" });
    send({ type: "booking.title.change", cn: "别的标题" });
    expect(ctx().values.single.cnTitle).toBe("鹏城智能2025年度业绩说明会");
    send({ type: "booking.theme.select", theme: EDITABLE_THEME });
    send({ type: "booking.title.change", cn: "鹏城智能投资者开放日" });
    expect(ctx().values.single.cnTitle).toBe("鹏城智能投资者开放日");
  });

  it("refuses the text-only mode for refinancing", () => {
    const { send, ctx } = start(2);
    send({ type: "booking.mode.select", mode: MODES.text });
    expect(ctx().values.single.mode).toBeNull();
    send({ type: "booking.mode.select", mode: MODES.relay });
    expect(ctx().values.single.mode?.id).toBe(2);
  });

  it("resets date, period, region and times when the mode changes", () => {
    const { send, ctx } = start();
    send(
      { type: "booking.mode.select", mode: MODES.live },
      { type: "booking.date.select", date: DATES[0]! },
      { type: "booking.region.select", regionId: 1 },
      { type: "booking.slot.select", slot: slot(7, 1, "09:30-11:30", { regionId: 1 }) },
      { type: "booking.time.start", value: "09:30" },
      { type: "booking.time.end", value: "10:30" },
    );
    expect(ctx().values.single).toMatchObject({ bookingDate: WINDOW[0], regionId: 1, start: "09:30", end: "10:30" });
    send({ type: "booking.mode.select", mode: MODES.relay });
    expect(ctx().values.single).toMatchObject({ mode: { id: 2 }, bookingDate: null, regionId: null, slot: null, start: null, end: null });
  });

  it("keeps zero-quota dates and slots out", () => {
    const { send, ctx } = start();
    send({ type: "booking.mode.select", mode: MODES.relay }, { type: "booking.date.select", date: DATES[1]! });
    expect(ctx().values.single.bookingDate).toBeNull();
    send({ type: "booking.date.select", date: DATES[0]! }, { type: "booking.slot.select", slot: slot(3, 3, "14:00-15:30", { number: 0 }) });
    expect(ctx().values.single.slot).toBeNull();
  });

  it("offers own times in 30-minute steps and clears an end that no longer fits the start", () => {
    const { send, ctx } = start();
    send(
      { type: "booking.mode.select", mode: MODES.live },
      { type: "booking.date.select", date: DATES[0]! },
      { type: "booking.region.select", regionId: 1 },
      { type: "booking.slot.select", slot: slot(8, 2, "14:00-17:00", { regionId: 1 }) },
      { type: "booking.time.start", value: "09:30" },
    );
    expect(ctx().values.single.start).toBeNull();
    send({ type: "booking.time.start", value: "14:00" }, { type: "booking.time.end", value: "15:00" });
    expect(ctx().values.single.end).toBe("15:00");
    send({ type: "booking.time.start", value: "14:30" });
    expect(ctx().values.single).toMatchObject({ start: "14:30", end: null });
    send({ type: "booking.time.end", value: "15:00" });
    expect(ctx().values.single.end).toBeNull();
  });

  it("shows every message in place after an empty submit", () => {
    const { send, ctx, actor } = start();
    send({ type: "booking.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(ctx().showErrors).toBe(true);
    const errors = errorsOf(ctx());
    expect(errors.fields).toEqual({ theme: BookingMsg.theme, cnTitle: BookingMsg.cnTitle, mode: BookingMsg.mode });
    expect(errors.contacts).toHaveLength(3);
  });

  it("checks the date against the trading calendar's holidays once they arrive", () => {
    const { send, ctx } = start();
    send({ type: "booking.mode.select", mode: MODES.live }, { type: "booking.date.select", date: DATES[2]! }, { type: "booking.region.select", regionId: 1 });
    expect(ctx().rules).toMatchObject({ today: "2026-03-02" });
    expect(errorsOf(ctx()).fields.date).toBeUndefined();
    send({ type: "booking.holidays", holidays: [{ holidayDate: WINDOW[2]!, name: "休市" }] });
    expect(ctx().rules.holidays.has(WINDOW[2]!)).toBe(true);
    expect(errorsOf(ctx()).fields.date).toBe(BookingMsg.dateNotTrading);
    // a closure pushes T+27 out by a day, so the window's last weekday stays bookable
    send({ type: "booking.date.select", date: DATES.at(-1)! });
    expect(errorsOf(ctx()).fields.date).toBeUndefined();
  });

  it("puts the first failing choice under its field, mode by mode", () => {
    const { send, ctx } = start();
    send({ type: "booking.mode.select", mode: MODES.live });
    expect(errorsOf(ctx()).fields.date).toBe(BookingMsg.date);
    send({ type: "booking.date.select", date: DATES[0]! });
    expect(errorsOf(ctx()).fields.region).toBe(BookingMsg.liveRegion);
    send({ type: "booking.region.select", regionId: 1 });
    expect(errorsOf(ctx()).fields.period).toBe(BookingMsg.period);

    send({ type: "booking.mode.select", mode: MODES.relay }, { type: "booking.date.select", date: DATES[0]! });
    send({ type: "booking.slot.select", slot: slot(3, 3, "14:00-15:30") });
    expect(errorsOf(ctx()).fields.platform).toBe(BookingMsg.platform);

    send({ type: "booking.mode.select", mode: MODES.studio }, { type: "booking.date.select", date: DATES[8]! });
    send({ type: "booking.slot.select", slot: slot(3, 3, "14:00-15:30") });
    expect(errorsOf(ctx()).fields).toMatchObject({ recDate: BookingMsg.recordDate });
    send({ type: "booking.recDate.select", date: { bizDate: WINDOW[0]!, number: 2 } });
    expect(errorsOf(ctx()).fields).toMatchObject({ recRegion: BookingMsg.recordRegion });
    send({ type: "booking.recRegion.select", regionId: 2 });
    expect(errorsOf(ctx()).fields).toMatchObject({ recPeriod: BookingMsg.recordDate });
  });

  it("submits a valid live booking with the spec's payload, clears the draft and leaves", async () => {
    const { send, actor, calls } = start();
    fillContact(send);
    send(
      { type: "booking.theme.select", theme: THEME },
      { type: "booking.mode.select", mode: MODES.live },
      { type: "booking.date.select", date: DATES[0]! },
      { type: "booking.region.select", regionId: 1 },
      { type: "booking.slot.select", slot: slot(7, 1, "09:30-11:30", { regionId: 1, version: 3 }) },
      { type: "booking.time.start", value: "09:30" },
      { type: "booking.time.end", value: "10:30" },
      { type: "booking.submit" },
    );
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.bodies[0]).toMatchObject({
      contactName: ["王海涛"],
      contactMobile: ["13912345678"],
      activityType: 1,
      bookingType: 1,
      bookingTitle: "鹏城智能2025年度业绩说明会",
      dicId: 11,
      modeId: 1,
      bookingDate: WINDOW[0],
      periodId: 1,
      storeId: 7,
      version: 3,
      bookingRegionId: 1,
      definedPeriodStart: "09:30",
      definedPeriodEnd: "10:30",
      platformId: undefined,
    });
    expect(calls.clearDraft).toHaveBeenCalledOnce();
    expect(calls.navigateDone).toHaveBeenCalledOnce();
  });

  it("forces live broadcast for an own video and sends the recording choice for a studio recording", async () => {
    const own = start();
    fillContact(own.send);
    own.send(
      { type: "booking.theme.select", theme: THEME },
      { type: "booking.mode.select", mode: MODES.ownVideo },
      { type: "booking.date.select", date: DATES[0]! },
      { type: "booking.slot.select", slot: slot(4, 4, "15:30-17:00") },
      { type: "booking.broadcast.select", isLive: false },
      { type: "booking.submit" },
    );
    await waitFor(own.actor, (s) => s.status === "done");
    expect(own.calls.bodies[0]).toMatchObject({ activityType: 3, transcribeType: 2, isLiveBroadcast: true, recDate: undefined });
  });

  it("only stops loading on a refusal, and refreshes capacity after a stale-slot refusal", async () => {
    let refusal: { message: string; code: string | null } = BookingOutcome.slotStale;
    const { send, actor, calls } = start(1, async () => {
      throw new ApiError(400, refusal.message, refusal.code);
    });
    fillContact(send);
    send(
      { type: "booking.theme.select", theme: THEME },
      { type: "booking.mode.select", mode: MODES.text },
      { type: "booking.date.select", date: DATES[0]! },
      { type: "booking.slot.select", slot: slot(5, 1, "09:30-11:30") },
      { type: "booking.submit" },
    );
    expect(actor.getSnapshot().value).toBe("submitting");
    await waitFor(actor, (s) => s.value === "editing");
    expect(calls.refreshCapacity).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.values.single.slot?.id).toBe(5);

    // the same words without the outcome code decide nothing: the machine reads codes, never text
    refusal = { message: BookingMsg.slotStale, code: null };
    send({ type: "booking.submit" });
    await waitFor(actor, (s) => s.value === "editing");
    expect(calls.refreshCapacity).toHaveBeenCalledOnce();
    expect(calls.navigateDone).not.toHaveBeenCalled();

    send({ type: "booking.slot.invalidate", which: "slot" });
    expect(actor.getSnapshot().context.values.single.slot).toBeNull();
  });

  it("does not submit offline", () => {
    const { send, actor, calls } = start();
    send({ type: "booking.network", online: false }, { type: "booking.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(calls.bodies).toHaveLength(0);
  });

  it("cancels back to the centre", () => {
    const { send, actor, calls } = start();
    send({ type: "booking.cancel" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(calls.navigateCancel).toHaveBeenCalledOnce();
  });
});

describe("booking machine: collective booking", () => {
  it("keeps one pick, defaults open selection to following the collective and reveals own choices", async () => {
    const { send, ctx, actor, calls } = start(6);
    send({ type: "booking.submit" });
    expect(errorsOf(ctx()).fields).toEqual({ collectiveActivity: BookingMsg.collectiveActivity });

    send({ type: "booking.collective.pick", activity: activity(1, 1) }, { type: "booking.collective.pick", activity: activity(2, 2, { canBook: false }) });
    expect(ctx().values.collective.activity?.id).toBe(1);
    send({ type: "booking.collective.pick", activity: activity(3, 2, { isOpenSelectionMode: true }) });
    expect(ctx().values.collective).toMatchObject({ activity: { id: 3 }, isWithCollective: true });

    send({ type: "booking.collective.follow", value: false });
    expect(errorsOf(ctx()).fields).toEqual({ mode: BookingMsg.mode });
    send({ type: "booking.collective.mode.select", mode: MODES.live });
    expect(errorsOf(ctx()).fields).toEqual({ region: BookingMsg.liveRegion });
    send({ type: "booking.collective.region.select", regionId: 2 });
    expect(errorsOf(ctx()).fields).toEqual({});

    fillContact(send);
    send({ type: "booking.submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.bodies[0]).toMatchObject({ activityIds: [3], isWithCollective: false, modeId: 1, videoType: 1, regionId: 2 });
  });

  it("sends only the activity when the company follows the collective", async () => {
    const { send, actor, calls } = start(6);
    fillContact(send);
    send({ type: "booking.collective.pick", activity: activity(3, 2, { isOpenSelectionMode: true }) }, { type: "booking.submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.bodies[0]).toMatchObject({ activityIds: [3], isWithCollective: true });
    expect(calls.bodies[0]).not.toHaveProperty("modeId");
  });
});
