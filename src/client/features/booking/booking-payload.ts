import type { TCallBody } from "#shared/api/contract.ts";
import type { bookingContracts } from "#shared/api/booking.contract.ts";
import { needsPlatform, needsRecording, needsRegion, VideoType } from "#shared/booking/booking-mode.ts";
import { effectiveLiveBroadcast } from "#shared/booking/booking-rules.ts";
import { prefixedEnTitle, prefixedTitle } from "#shared/booking/booking-title.ts";
import { contactsToArrays } from "#shared/booking/contacts.ts";
import type { TBookingFormValues } from "./booking-form.ts";

export type TSingleBookingBody = TCallBody<typeof bookingContracts.bookingActivity>;
export type TCollectiveBookingBody = TCallBody<typeof bookingContracts.collectiveBooking>;

export interface TBookingCompanyNames {
  shortName: string;
  enShortName: string | null;
}

/**
 * The single booking payload (document 1 section 3) of a valid form. Only the fields the mode uses are
 * sent, so a region or platform left over from another mode never reaches the server.
 */
export function singlePayload(orderType: number, company: TBookingCompanyNames, values: TBookingFormValues): TSingleBookingBody {
  const f = values.single;
  const mode = f.mode;
  if (!mode || !f.slot || f.themeId === null || f.bookingDate === null) throw new Error("singlePayload needs a valid form");
  const live = needsRegion(mode);
  const recording = needsRecording(mode);
  return {
    ...contactsToArrays(values.contacts),
    activityType: mode.videoType,
    bookingType: orderType,
    bookingTitle: prefixedTitle(company.shortName, f.cnTitle),
    bookingEnTitle: prefixedEnTitle(company.enShortName, f.enTitle),
    dicId: f.themeId,
    modeId: mode.id,
    bookingDate: f.bookingDate,
    periodId: f.slot.periodId,
    storeId: f.slot.id,
    version: f.slot.version,
    bookingRegionId: live ? f.regionId : undefined,
    definedPeriodStart: live ? f.start : undefined,
    definedPeriodEnd: live ? f.end : undefined,
    platformId: needsPlatform(mode) ? f.platformId : undefined,
    isLiveBroadcast: effectiveLiveBroadcast(mode, f.isLiveBroadcast) ?? undefined,
    transcribeType: mode.videoType === VideoType.recording ? mode.transcribeType : undefined,
    recDate: recording ? f.recDate : undefined,
    recRegionId: recording ? f.recRegionId : undefined,
    recSotrageId: recording ? f.recSlot?.id : undefined,
    version2: recording ? f.recSlot?.version : undefined,
    recPeriodTimeStart: recording ? f.recStart : undefined,
    recPeriodTimeEnd: recording ? f.recEnd : undefined,
  };
}

/** The collective booking payload: the picked activity, and with open selection the company's mode choice. */
export function collectivePayload(values: TBookingFormValues): TCollectiveBookingBody {
  const c = values.collective;
  if (!c.activity) throw new Error("collectivePayload needs a picked activity");
  const base: TCollectiveBookingBody = { ...contactsToArrays(values.contacts), activityIds: [c.activity.id] };
  if (!c.activity.isOpenSelectionMode) return base;
  const follows = c.isWithCollective !== false;
  if (follows || !c.mode) return { ...base, isWithCollective: true };
  const mode = c.mode;
  const recording = needsRecording(mode);
  return {
    ...base,
    isWithCollective: false,
    modeId: mode.id,
    videoType: mode.videoType,
    recType: mode.videoType === VideoType.recording ? mode.transcribeType : undefined,
    regionId: needsRegion(mode) ? c.regionId : undefined,
    platformId: needsPlatform(mode) ? c.platformId : undefined,
    isLiveBroadcast: effectiveLiveBroadcast(mode, c.isLiveBroadcast) ?? undefined,
    recDate: recording ? c.recDate : undefined,
    startTime: recording ? c.startTime : undefined,
    endTime: recording ? c.endTime : undefined,
  };
}
