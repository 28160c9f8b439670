import { BookingMsg } from "./booking-messages.ts";
import { needsRegion, VideoType, type TModeLike } from "./booking-mode.ts";

/**
 * Store-slot rules: a booking names the slot (storeId) it takes one unit of, and the slot must be the one
 * its date, period, mode and region describe; `version` is the slot's configuration version, so a form filled
 * in against an older configuration is refused with the fresh slot.
 */
export interface TSlotLike {
  videoType: number;
  isRecord: boolean;
  storeDate: string;
  periodId: number;
  /** 0 for capacity not tied to a region */
  regionId: number | null;
  number: number;
  version: number;
  status?: number;
}

/** Capacity not tied to a region is stored with region 0. */
export const NO_REGION = 0;

/** Whether a broadcast slot is the one a single booking describes (mode video type, date, period, live region). */
export function broadcastSlotMatches(
  slot: TSlotLike,
  choice: { bookingDate: string; periodId: number | null; regionId: number | null },
  mode: TModeLike,
): boolean {
  if (slot.status !== undefined && slot.status !== 1) return false;
  if (slot.isRecord || slot.videoType !== mode.videoType) return false;
  if (slot.storeDate !== choice.bookingDate || slot.periodId !== choice.periodId) return false;
  if (needsRegion(mode)) return slot.regionId === choice.regionId;
  return true;
}

/** Whether a studio-recording slot is the one a recording choice describes (date, and region when given). */
export function recordingSlotMatches(slot: TSlotLike, choice: { recDate: string | null; recRegionId: number | null }): boolean {
  if (slot.status !== undefined && slot.status !== 1) return false;
  if (!slot.isRecord || slot.videoType !== VideoType.recording) return false;
  if (slot.storeDate !== choice.recDate) return false;
  return choice.recRegionId === null || slot.regionId === choice.recRegionId;
}

/**
 * Why taking one unit of a slot failed, read from the slot as it is now: gone or switched off, configured
 * anew since the form was filled in (stale version), or sold out. Null when it could still be taken.
 */
export function slotTakeError(slot: TSlotLike | null | undefined, version: number | null): string | null {
  if (!slot || (slot.status !== undefined && slot.status !== 1)) return BookingMsg.slotMismatch;
  if (version === null || slot.version !== version) return BookingMsg.slotStale;
  if (slot.number <= 0) return BookingMsg.slotFull;
  return null;
}
