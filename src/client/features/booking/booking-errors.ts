import { ZSingleBookingBody } from "#shared/api/booking.contract.ts";
import { BookingMsg, BookingOutcome, type TBookingOutcome } from "#shared/booking/booking-messages.ts";
import { collectiveOwnChoiceError, singleChoiceError, type TRuleContext, type TSingleChoice } from "#shared/booking/booking-rules.ts";
import { contactIssues, type TContactIssue } from "#shared/booking/contacts.ts";
import { isSingleOrderType, OrderType } from "#shared/booking/order-type.ts";
import type { TBookingFormValues, TCollectiveForm, TSingleForm } from "./booking-form.ts";

/** The fields a message is shown under (document 1 section 5.2). */
export type TFieldKey =
  | "bookingType"
  | "theme"
  | "cnTitle"
  | "enTitle"
  | "mode"
  | "date"
  | "region"
  | "period"
  | "platform"
  | "recDate"
  | "recRegion"
  | "recPeriod"
  | "collectiveActivity"
  | "companyMode";

export interface TFormErrors {
  contacts: TContactIssue[];
  fields: Partial<Record<TFieldKey, string>>;
}

/** The shared rule's view of the single form. */
export function singleChoiceOf(orderType: number, f: TSingleForm): TSingleChoice {
  return {
    orderType,
    modeId: f.mode?.id ?? null,
    bookingDate: f.bookingDate,
    periodId: f.slot?.periodId ?? null,
    storeId: f.slot?.id ?? null,
    regionId: f.regionId,
    platformId: f.platformId,
    definedPeriodStart: f.start,
    definedPeriodEnd: f.end,
    isLiveBroadcast: f.isLiveBroadcast,
    recDate: f.recDate,
    recRegionId: f.recRegionId,
    recStoreId: f.recSlot?.id ?? null,
    recPeriodId: f.recSlot?.periodId ?? null,
    recPeriodTimeStart: f.recStart,
    recPeriodTimeEnd: f.recEnd,
  };
}

const BROADCAST_FIELD: Partial<Record<TBookingOutcome["code"], TFieldKey>> = {
  [BookingOutcome.mode.code]: "mode",
  [BookingOutcome.modeNotAllowed.code]: "mode",
  [BookingOutcome.date.code]: "date",
  [BookingOutcome.dateNotTrading.code]: "date",
  [BookingOutcome.dateOutOfWindow.code]: "date",
  [BookingOutcome.dateOutOfShortWindow.code]: "date",
  [BookingOutcome.liveRegion.code]: "region",
  [BookingOutcome.platform.code]: "platform",
};

/**
 * Where the shared rule's first outcome belongs. The rule checks the broadcast choices before the recording
 * ones, so running it once more without the recording part tells which part the outcome came from.
 */
function choiceField(outcome: TBookingOutcome, choice: TSingleChoice, mode: NonNullable<TSingleForm["mode"]> | null, ctx: TRuleContext): TFieldKey {
  const broadcastOnly = mode ? singleChoiceError(choice, { ...mode, transcribeType: null }, ctx) : outcome;
  if (broadcastOnly?.code === outcome.code) return BROADCAST_FIELD[outcome.code] ?? "period";
  switch (outcome.code) {
    case BookingOutcome.recordRegion.code:
      return "recRegion";
    case BookingOutcome.recordDate.code:
      return choice.recDate ? "recPeriod" : "recDate";
    case BookingOutcome.recordDateOutOfWindow.code:
    case BookingOutcome.dateNotTrading.code:
      return "recDate";
    default:
      return "recPeriod";
  }
}

const titleSchema = ZSingleBookingBody.shape.bookingTitle;
const enTitleSchema = ZSingleBookingBody.shape.bookingEnTitle;

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

/** Every message of the single form: contacts row by row, theme and titles, then the first failing choice. */
export function singleFormErrors(orderType: number, values: TBookingFormValues, ctx: TRuleContext): TFormErrors {
  const f = values.single;
  const fields: TFormErrors["fields"] = {};
  if (!isSingleOrderType(orderType)) fields.bookingType = BookingMsg.bookingType;
  if (f.themeId === null) fields.theme = BookingMsg.theme;
  const cn = firstMessage(titleSchema.safeParse(f.cnTitle));
  if (cn) fields.cnTitle = cn;
  const en = firstMessage(enTitleSchema.safeParse(f.enTitle));
  if (en) fields.enTitle = en;
  const choice = singleChoiceOf(orderType, f);
  const outcome = singleChoiceError(choice, f.mode, ctx);
  if (outcome) fields[choiceField(outcome, choice, f.mode, ctx)] = outcome.message;
  return { contacts: contactIssues(values.contacts), fields };
}

const OWN_CHOICE_FIELD: Partial<Record<TBookingOutcome["code"], TFieldKey>> = {
  [BookingOutcome.mode.code]: "mode",
  [BookingOutcome.liveRegion.code]: "region",
  [BookingOutcome.platform.code]: "platform",
  [BookingOutcome.recordDate.code]: "recDate",
};

/** The collective form's messages: contacts, the activity, the company mode and an own mode's choices. */
export function collectiveFormErrors(values: TBookingFormValues): TFormErrors {
  const c: TCollectiveForm = values.collective;
  const fields: TFormErrors["fields"] = {};
  if (!c.activity) {
    fields.collectiveActivity = BookingMsg.collectiveActivity;
  } else if (c.activity.isOpenSelectionMode) {
    if (c.isWithCollective === null) {
      fields.companyMode = BookingMsg.companyMode;
    } else if (!c.isWithCollective) {
      const outcome = collectiveOwnChoiceError(
        { modeId: c.mode?.id ?? null, regionId: c.regionId, platformId: c.platformId, recDate: c.recDate, startTime: c.startTime, endTime: c.endTime },
        c.mode,
      );
      if (outcome) fields[OWN_CHOICE_FIELD[outcome.code] ?? "mode"] = outcome.message;
    }
  }
  return { contacts: contactIssues(values.contacts), fields };
}

/** The messages of the form a booking type shows. */
export function formErrors(orderType: number, values: TBookingFormValues, ctx: TRuleContext): TFormErrors {
  return orderType === OrderType.collective ? collectiveFormErrors(values) : singleFormErrors(orderType, values, ctx);
}

export function hasErrors(errors: TFormErrors): boolean {
  return errors.contacts.length > 0 || Object.keys(errors.fields).length > 0;
}

/** The message of one contact field, if any. */
export function contactError(errors: TFormErrors, row: number, field: TContactIssue["field"]): string | undefined {
  return errors.contacts.find((i) => i.row === row && i.field === field)?.message;
}
