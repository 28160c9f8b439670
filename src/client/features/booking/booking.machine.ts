import { assign, fromPromise, setup } from "xstate";
import type { TActivityTheme, TBookableActivity, TStoreSlot, TTradingDate, TTradingHoliday } from "#shared/api/booking.contract.ts";
import { BookingOutcome } from "#shared/booking/booking-messages.ts";
import { outcomeOf } from "#client/lib/api.ts";
import type { TRuleContext } from "#shared/booking/booking-rules.ts";
import { endAfterStartChange, endTimeOptions, startTimeOptions } from "#shared/booking/booking-time.ts";
import { titlesFromTheme } from "#shared/booking/booking-title.ts";
import { canAddContact, canDeleteContact, emptyContact, type TContact } from "#shared/booking/contacts.ts";
import { isModeAllowedFor, OrderType } from "#shared/booking/order-type.ts";
import {
  afterCollectiveModeChange,
  afterCollectivePick,
  afterCollectiveRecPeriodChange,
  afterDateChange,
  afterModeChange,
  afterRecDateChange,
  afterRecRegionChange,
  afterRecSlotChange,
  afterRegionChange,
  afterSlotChange,
  emptyFormValues,
  modeRef,
  slotRef,
  type TBookingFormValues,
  type TCollectiveForm,
  type TModeRef,
  type TSingleForm,
} from "./booking-form.ts";
import { formErrors, hasErrors } from "./booking-errors.ts";
import { collectivePayload, singlePayload, type TBookingCompanyNames, type TCollectiveBookingBody, type TSingleBookingBody } from "./booking-payload.ts";
import { submitCollectiveBooking, submitSingleBooking } from "./booking.queries.ts";
import { ruleContextAt, withHolidays } from "./rule-context.ts";

/**
 * The booking form flow (document 1 section 4.2): single booking (orderType 1-5) and collective booking
 * (orderType 6). Guards call the shared rules; the submit is the one piece of I/O and runs in an actor.
 * Navigation, the capacity refresh and the draft are the screen's, passed in with `provide`.
 */
export interface TBookingInput {
  orderType: number;
  company: TBookingCompanyNames;
  /** a draft restored from the browser database */
  values?: TBookingFormValues;
  online?: boolean;
  now?: Date;
}

export interface TBookingContext {
  orderType: number;
  company: TBookingCompanyNames;
  values: TBookingFormValues;
  /** today and the exchange holidays, for the shared date rules */
  rules: TRuleContext;
  online: boolean;
  /** set by the first submit (or add-contact) attempt: from then on every message shows in place */
  showErrors: boolean;
  activityId: number | null;
}

type TModeLikeEvent = { mode: TModeRef };

export type TBookingEvent =
  | { type: "booking.contact.add" }
  | { type: "booking.contact.remove"; index: number }
  | { type: "booking.contact.change"; index: number; field: keyof TContact; value: string }
  | { type: "booking.theme.select"; theme: TActivityTheme }
  | { type: "booking.title.change"; cn?: string; en?: string }
  | ({ type: "booking.mode.select" } & TModeLikeEvent)
  | { type: "booking.date.select"; date: TTradingDate }
  | { type: "booking.region.select"; regionId: number }
  | { type: "booking.slot.select"; slot: TStoreSlot }
  | { type: "booking.time.start"; value: string }
  | { type: "booking.time.end"; value: string }
  | { type: "booking.platform.select"; platformId: number }
  | { type: "booking.broadcast.select"; isLive: boolean }
  | { type: "booking.recDate.select"; date: TTradingDate }
  | { type: "booking.recRegion.select"; regionId: number }
  | { type: "booking.recSlot.select"; slot: TStoreSlot }
  | { type: "booking.recTime.start"; value: string }
  | { type: "booking.recTime.end"; value: string }
  | { type: "booking.slot.invalidate"; which: "slot" | "recSlot" }
  | { type: "booking.collective.pick"; activity: TBookableActivity & { seriesId: number } }
  | { type: "booking.collective.follow"; value: boolean }
  | ({ type: "booking.collective.mode.select" } & TModeLikeEvent)
  | { type: "booking.collective.region.select"; regionId: number }
  | { type: "booking.collective.platform.select"; platformId: number }
  | { type: "booking.collective.broadcast.select"; isLive: boolean }
  | { type: "booking.collective.recDate.select"; date: TTradingDate }
  | { type: "booking.collective.recPeriod.select"; periodId: number }
  | { type: "booking.collective.time.start"; value: string }
  | { type: "booking.collective.time.end"; value: string }
  | { type: "booking.holidays"; holidays: readonly TTradingHoliday[] }
  | { type: "booking.network"; online: boolean }
  | { type: "booking.submit" }
  | { type: "booking.cancel" }
  | { type: "booking.flow.switch" };

export type TSubmitInput = { flow: "single"; body: TSingleBookingBody } | { flow: "collective"; body: TCollectiveBookingBody };

/** The form's messages right now (shown once showErrors is set). */
export function errorsOf(context: TBookingContext) {
  return formErrors(context.orderType, context.values, context.rules);
}

function single(context: TBookingContext, change: (f: TSingleForm) => TSingleForm): { values: TBookingFormValues } {
  return { values: { ...context.values, single: change(context.values.single) } };
}

function collective(context: TBookingContext, change: (f: TCollectiveForm) => TCollectiveForm): { values: TBookingFormValues } {
  return { values: { ...context.values, collective: change(context.values.collective) } };
}

/** Refusals after which the lists the form was built from are out of date. */
const CAPACITY_REFUSALS: ReadonlySet<string> = new Set([
  BookingOutcome.slotStale.code,
  BookingOutcome.slotFull.code,
  BookingOutcome.collectiveFull.code,
  BookingOutcome.seriesTaken.code,
]);

export const bookingMachine = setup({
  types: {
    context: {} as TBookingContext,
    events: {} as TBookingEvent,
    input: {} as TBookingInput,
  },
  actors: {
    submitBooking: fromPromise<number | null, TSubmitInput>(({ input }) =>
      input.flow === "collective" ? submitCollectiveBooking(input.body) : submitSingleBooking(input.body),
    ),
  },
  guards: {
    canAddContact: ({ context }) => canAddContact(context.values.contacts),
    canDeleteContact: ({ context, event }) =>
      event.type === "booking.contact.remove" && canDeleteContact(event.index) && event.index < context.values.contacts.length,
    isModeAllowed: ({ context, event }) => event.type === "booking.mode.select" && isModeAllowedFor(context.orderType, event.mode.id),
    isTitleEditable: ({ context }) => context.values.single.titleEditable,
    hasDateQuota: ({ event }) =>
      (event.type === "booking.date.select" || event.type === "booking.recDate.select" || event.type === "booking.collective.recDate.select") &&
      event.date.number > 0,
    hasSlotQuota: ({ event }) => (event.type === "booking.slot.select" || event.type === "booking.recSlot.select") && event.slot.number > 0,
    isStartOption: ({ context, event }) => {
      const f = context.values.single;
      if (event.type === "booking.time.start") return !!f.slot && startTimeOptions(f.slot.periodId).includes(event.value);
      if (event.type === "booking.recTime.start") return !!f.recSlot && startTimeOptions(f.recSlot.periodId).includes(event.value);
      const c = context.values.collective;
      return event.type === "booking.collective.time.start" && c.recPeriodId !== null && startTimeOptions(c.recPeriodId).includes(event.value);
    },
    isEndOption: ({ context, event }) => {
      const f = context.values.single;
      if (event.type === "booking.time.end") return !!f.slot && !!f.start && endTimeOptions(f.slot.periodId, f.start).includes(event.value);
      if (event.type === "booking.recTime.end") return !!f.recSlot && !!f.recStart && endTimeOptions(f.recSlot.periodId, f.recStart).includes(event.value);
      const c = context.values.collective;
      return event.type === "booking.collective.time.end" && c.recPeriodId !== null && !!c.startTime && endTimeOptions(c.recPeriodId, c.startTime).includes(event.value);
    },
    isPickable: ({ event }) => event.type === "booking.collective.pick" && event.activity.canBook,
    isOpenSelection: ({ context }) => !!context.values.collective.activity?.isOpenSelectionMode,
    ownsMode: ({ context }) => context.values.collective.isWithCollective === false,
    isOnline: ({ context }) => context.online,
    isValid: ({ context }) => !hasErrors(errorsOf(context)),
    isCapacityRefusal: ({ event }) => "error" in event && CAPACITY_REFUSALS.has(outcomeOf(event.error) ?? ""),
  },
  actions: {
    // the screen provides these; a machine on its own (tests) does nothing
    navigateDone: () => {},
    navigateCancel: () => {},
    navigateSwitch: () => {},
    refreshCapacity: () => {},
    clearDraft: () => {},
    revealErrors: assign({ showErrors: true }),
  },
}).createMachine({
  id: "booking",
  context: ({ input }) => ({
    orderType: input.orderType,
    company: input.company,
    values: input.values ?? emptyFormValues(),
    rules: ruleContextAt(input.now),
    online: input.online ?? true,
    showErrors: false,
    activityId: null,
  }),
  on: {
    "booking.network": { actions: assign({ online: ({ event }) => event.online }) },
    "booking.holidays": { actions: assign({ rules: ({ context, event }) => withHolidays(context.rules, event.holidays) }) },
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "booking.contact.add": [
          { guard: "canAddContact", actions: assign({ values: ({ context }) => ({ ...context.values, contacts: [...context.values.contacts, emptyContact()] }) }) },
          // the rows must validate first: show what is missing
          { actions: "revealErrors" },
        ],
        "booking.contact.remove": {
          guard: "canDeleteContact",
          actions: assign({ values: ({ context, event }) => ({ ...context.values, contacts: context.values.contacts.filter((_, i) => i !== event.index) }) }),
        },
        "booking.contact.change": {
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              contacts: context.values.contacts.map((row, i) => (i === event.index ? { ...row, [event.field]: event.value } : row)),
            }),
          }),
        },
        "booking.theme.select": {
          actions: assign(({ context, event }) => {
            const titles = titlesFromTheme(context.company, event.theme);
            return single(context, (f) => ({ ...f, themeId: event.theme.id, titleEditable: event.theme.isAllowModify, cnTitle: titles.cn, enTitle: titles.en }));
          }),
        },
        "booking.title.change": {
          guard: "isTitleEditable",
          actions: assign(({ context, event }) => single(context, (f) => ({ ...f, cnTitle: event.cn ?? f.cnTitle, enTitle: event.en ?? f.enTitle }))),
        },
        "booking.mode.select": {
          guard: "isModeAllowed",
          actions: assign(({ context, event }) => single(context, (f) => afterModeChange(f, modeRef(event.mode)))),
        },
        "booking.date.select": {
          guard: "hasDateQuota",
          actions: assign(({ context, event }) => single(context, (f) => afterDateChange(f, event.date.bizDate))),
        },
        "booking.region.select": { actions: assign(({ context, event }) => single(context, (f) => afterRegionChange(f, event.regionId))) },
        "booking.slot.select": { guard: "hasSlotQuota", actions: assign(({ context, event }) => single(context, (f) => afterSlotChange(f, slotRef(event.slot)))) },
        "booking.time.start": {
          guard: "isStartOption",
          actions: assign(({ context, event }) => single(context, (f) => ({ ...f, start: event.value, end: endAfterStartChange(event.value, f.end) }))),
        },
        "booking.time.end": { guard: "isEndOption", actions: assign(({ context, event }) => single(context, (f) => ({ ...f, end: event.value }))) },
        "booking.platform.select": { actions: assign(({ context, event }) => single(context, (f) => ({ ...f, platformId: event.platformId }))) },
        "booking.broadcast.select": { actions: assign(({ context, event }) => single(context, (f) => ({ ...f, isLiveBroadcast: event.isLive }))) },
        "booking.recDate.select": { guard: "hasDateQuota", actions: assign(({ context, event }) => single(context, (f) => afterRecDateChange(f, event.date.bizDate))) },
        "booking.recRegion.select": { actions: assign(({ context, event }) => single(context, (f) => afterRecRegionChange(f, event.regionId))) },
        "booking.recSlot.select": { guard: "hasSlotQuota", actions: assign(({ context, event }) => single(context, (f) => afterRecSlotChange(f, slotRef(event.slot)))) },
        "booking.recTime.start": {
          guard: "isStartOption",
          actions: assign(({ context, event }) => single(context, (f) => ({ ...f, recStart: event.value, recEnd: endAfterStartChange(event.value, f.recEnd) }))),
        },
        "booking.recTime.end": { guard: "isEndOption", actions: assign(({ context, event }) => single(context, (f) => ({ ...f, recEnd: event.value }))) },
        "booking.slot.invalidate": {
          actions: assign(({ context, event }) =>
            single(context, (f) => (event.which === "slot" ? { ...f, slot: null, start: null, end: null } : { ...f, recSlot: null, recStart: null, recEnd: null })),
          ),
        },
        "booking.collective.pick": {
          guard: "isPickable",
          actions: assign(({ context, event }) =>
            collective(context, (c) =>
              afterCollectivePick(c, {
                id: event.activity.id,
                seriesId: event.activity.seriesId,
                title: event.activity.title,
                startDate: event.activity.startDate,
                isOpenSelectionMode: event.activity.isOpenSelectionMode,
              }),
            ),
          ),
        },
        "booking.collective.follow": {
          guard: "isOpenSelection",
          actions: assign(({ context, event }) => collective(context, (c) => ({ ...c, isWithCollective: event.value }))),
        },
        "booking.collective.mode.select": {
          guard: "ownsMode",
          actions: assign(({ context, event }) => collective(context, (c) => afterCollectiveModeChange(c, modeRef(event.mode)))),
        },
        "booking.collective.region.select": { guard: "ownsMode", actions: assign(({ context, event }) => collective(context, (c) => ({ ...c, regionId: event.regionId }))) },
        "booking.collective.platform.select": { guard: "ownsMode", actions: assign(({ context, event }) => collective(context, (c) => ({ ...c, platformId: event.platformId }))) },
        "booking.collective.broadcast.select": { guard: "ownsMode", actions: assign(({ context, event }) => collective(context, (c) => ({ ...c, isLiveBroadcast: event.isLive }))) },
        "booking.collective.recDate.select": {
          guard: "hasDateQuota",
          actions: assign(({ context, event }) => collective(context, (c) => ({ ...c, recDate: event.date.bizDate }))),
        },
        "booking.collective.recPeriod.select": { actions: assign(({ context, event }) => collective(context, (c) => afterCollectiveRecPeriodChange(c, event.periodId))) },
        "booking.collective.time.start": {
          guard: "isStartOption",
          actions: assign(({ context, event }) => collective(context, (c) => ({ ...c, startTime: event.value, endTime: endAfterStartChange(event.value, c.endTime) }))),
        },
        "booking.collective.time.end": { guard: "isEndOption", actions: assign(({ context, event }) => collective(context, (c) => ({ ...c, endTime: event.value }))) },
        "booking.submit": [
          // a booking consumes quota, so it is never queued: offline it waits with the draft
          { guard: "isOnline", target: "validating" },
          { actions: "revealErrors" },
        ],
        "booking.cancel": { target: "cancelled" },
        "booking.flow.switch": { actions: "navigateSwitch" },
      },
    },
    validating: {
      always: [{ guard: "isValid", target: "submitting" }, { target: "editing", actions: "revealErrors" }],
    },
    submitting: {
      entry: "revealErrors",
      invoke: {
        src: "submitBooking",
        input: ({ context }) =>
          context.orderType === OrderType.collective
            ? { flow: "collective" as const, body: collectivePayload(context.values) }
            : { flow: "single" as const, body: singlePayload(context.orderType, context.company, context.values) },
        onDone: { target: "done", actions: [assign({ activityId: ({ event }) => event.output }), "clearDraft", "navigateDone"] },
        // the request layer has shown the server's message; the loading stops and the form stays as it was
        onError: [{ guard: "isCapacityRefusal", target: "editing", actions: "refreshCapacity" }, { target: "editing" }],
      },
    },
    done: { type: "final" },
    cancelled: { type: "final", entry: "navigateCancel" },
  },
});
