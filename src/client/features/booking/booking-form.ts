import { emptyContact, type TContact } from "#shared/booking/contacts.ts";

/**
 * The booking form's values (document 1 section 3 and 4.2). Selections keep the small part of the server's
 * records the rules and the payload need (a mode's video type, a slot's id and version), so a draft restored
 * from the browser database can still be shown and checked before the lists have loaded again.
 */
export interface TModeRef {
  id: number;
  modeName: string;
  videoType: number;
  transcribeType: number | null;
}

export interface TSlotRef {
  id: number;
  periodId: number;
  periodTime: string;
  version: number;
  regionId: number | null;
}

export interface TSingleForm {
  themeId: number | null;
  /** whether the theme lets the titles be edited (isAllowModify) */
  titleEditable: boolean;
  cnTitle: string;
  enTitle: string;
  mode: TModeRef | null;
  bookingDate: string | null;
  /** live: the region of the studio */
  regionId: number | null;
  /** the broadcast slot: morning/afternoon for live, a fixed period otherwise */
  slot: TSlotRef | null;
  /** live: own start and end inside the chosen morning or afternoon */
  start: string | null;
  end: string | null;
  platformId: number | null;
  /** recording: broadcast live then posted (true) or posted only (false) */
  isLiveBroadcast: boolean | null;
  recDate: string | null;
  recRegionId: number | null;
  recSlot: TSlotRef | null;
  recStart: string | null;
  recEnd: string | null;
}

/** The collective activity picked (one at a time). */
export interface TCollectivePick {
  id: number;
  seriesId: number;
  title: string;
  startDate: string;
  isOpenSelectionMode: boolean;
}

export interface TCollectiveForm {
  activity: TCollectivePick | null;
  /** open selection mode: true follows the collective's mode, false picks the company's own */
  isWithCollective: boolean | null;
  mode: TModeRef | null;
  regionId: number | null;
  platformId: number | null;
  isLiveBroadcast: boolean | null;
  recDate: string | null;
  /** studio recording: the morning (1) or afternoon (2) of the recording, for the time pickers */
  recPeriodId: number | null;
  startTime: string | null;
  endTime: string | null;
}

/** What the browser database keeps of a form, and what a machine starts from. */
export interface TBookingFormValues {
  contacts: TContact[];
  single: TSingleForm;
  collective: TCollectiveForm;
}

export function emptySingleForm(): TSingleForm {
  return {
    themeId: null,
    titleEditable: false,
    cnTitle: "",
    enTitle: "",
    mode: null,
    bookingDate: null,
    regionId: null,
    slot: null,
    start: null,
    end: null,
    platformId: null,
    isLiveBroadcast: null,
    recDate: null,
    recRegionId: null,
    recSlot: null,
    recStart: null,
    recEnd: null,
  };
}

export function emptyCollectiveForm(): TCollectiveForm {
  return {
    activity: null,
    isWithCollective: null,
    mode: null,
    regionId: null,
    platformId: null,
    isLiveBroadcast: null,
    recDate: null,
    recPeriodId: null,
    startTime: null,
    endTime: null,
  };
}

export function emptyFormValues(): TBookingFormValues {
  return { contacts: [emptyContact()], single: emptySingleForm(), collective: emptyCollectiveForm() };
}

/** Everything that hangs off the recording date: region, slot and times. */
function withoutRecordingDetail(f: TSingleForm): TSingleForm {
  return { ...f, recRegionId: null, recSlot: null, recStart: null, recEnd: null };
}

/** The mode reset rule (document 1 section 4.2): a new mode clears the date, period, region and period times. */
export function afterModeChange(f: TSingleForm, mode: TModeRef): TSingleForm {
  if (f.mode?.id === mode.id) return f;
  return {
    ...withoutRecordingDetail(f),
    mode,
    bookingDate: null,
    regionId: null,
    slot: null,
    start: null,
    end: null,
    isLiveBroadcast: null,
    recDate: null,
  };
}

/** A new activity date: the slots and the recording (which must precede the date) are chosen again. */
export function afterDateChange(f: TSingleForm, date: string): TSingleForm {
  if (f.bookingDate === date) return f;
  return { ...withoutRecordingDetail(f), bookingDate: date, slot: null, start: null, end: null, recDate: null };
}

/** A new live region: its slots are other slots. */
export function afterRegionChange(f: TSingleForm, regionId: number): TSingleForm {
  if (f.regionId === regionId) return f;
  return { ...f, regionId, slot: null, start: null, end: null };
}

/** A new slot: the own times belong to the previous morning or afternoon. */
export function afterSlotChange(f: TSingleForm, slot: TSlotRef): TSingleForm {
  if (f.slot?.id === slot.id) return { ...f, slot };
  return { ...f, slot, start: null, end: null };
}

export function afterRecDateChange(f: TSingleForm, recDate: string): TSingleForm {
  if (f.recDate === recDate) return f;
  return { ...withoutRecordingDetail(f), recDate };
}

export function afterRecRegionChange(f: TSingleForm, recRegionId: number): TSingleForm {
  if (f.recRegionId === recRegionId) return f;
  return { ...f, recRegionId, recSlot: null, recStart: null, recEnd: null };
}

export function afterRecSlotChange(f: TSingleForm, recSlot: TSlotRef): TSingleForm {
  if (f.recSlot?.id === recSlot.id) return { ...f, recSlot };
  return { ...f, recSlot, recStart: null, recEnd: null };
}

/** Picking a collective activity replaces any earlier pick; open selection starts by following the collective. */
export function afterCollectivePick(f: TCollectiveForm, activity: TCollectivePick): TCollectiveForm {
  if (f.activity?.id === activity.id) return f;
  return { ...emptyCollectiveForm(), activity, isWithCollective: activity.isOpenSelectionMode ? true : null };
}

/** The company's own mode for a collective: a new mode clears what depended on the old one. */
export function afterCollectiveModeChange(f: TCollectiveForm, mode: TModeRef): TCollectiveForm {
  if (f.mode?.id === mode.id) return f;
  return { ...f, mode, regionId: null, isLiveBroadcast: null, recDate: null, recPeriodId: null, startTime: null, endTime: null };
}

export function afterCollectiveRecPeriodChange(f: TCollectiveForm, recPeriodId: number): TCollectiveForm {
  if (f.recPeriodId === recPeriodId) return f;
  return { ...f, recPeriodId, startTime: null, endTime: null };
}

/** A slot as the form keeps it. */
export function slotRef(slot: { id: number; periodId: number; periodTime: string; version: number; regionId: number | null }): TSlotRef {
  return { id: slot.id, periodId: slot.periodId, periodTime: slot.periodTime, version: slot.version, regionId: slot.regionId };
}

/** A mode as the form keeps it. */
export function modeRef(mode: { id: number; modeName: string; videoType: number; transcribeType: number | null }): TModeRef {
  return { id: mode.id, modeName: mode.modeName, videoType: mode.videoType, transcribeType: mode.transcribeType };
}
