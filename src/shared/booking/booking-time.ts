import { BookingOutcome, type TBookingOutcome } from "./booking-messages.ts";

/**
 * Periods and time rules (document 1 section 5.3): pickers step by 30 minutes; a live broadcast or a studio
 * recording picks its own start and end inside the morning (09:30-11:30) or afternoon (14:00-17:00); the
 * end is at least 1 hour after the start.
 */
export const TIME_STEP_MINUTES = 30;
export const PICKER_MIN_SPAN_MINUTES = 50;
export const MIN_SPAN_MINUTES = 60;

export interface TPeriodDef {
  id: number;
  periodName: string;
  startTime: string;
  endTime: string;
}

/** The periods of a day; ids are those of the booking_periods table. */
export const Period = {
  morning: { id: 1, periodName: "上午", startTime: "09:30", endTime: "11:30" },
  afternoon: { id: 2, periodName: "下午", startTime: "14:00", endTime: "17:00" },
  afternoon1: { id: 3, periodName: "下午一", startTime: "14:00", endTime: "15:30" },
  afternoon2: { id: 4, periodName: "下午二", startTime: "15:30", endTime: "17:00" },
} as const satisfies Record<string, TPeriodDef>;

export const ALL_PERIODS: readonly TPeriodDef[] = [Period.morning, Period.afternoon, Period.afternoon1, Period.afternoon2];

/** "09:30" → 570; NaN for anything that is not HH:MM. */
export function toMinutes(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** 570 → "09:30". */
export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "09:30-11:30", the periodTime of a store slot. */
export function periodTime(p: Pick<TPeriodDef, "startTime" | "endTime">): string {
  return `${p.startTime}-${p.endTime}`;
}

/** Whether a period is one where the company picks its own start and end (morning or afternoon). */
export function isOwnTimePeriod(periodId: number): boolean {
  return periodId === Period.morning.id || periodId === Period.afternoon.id;
}

function periodById(periodId: number): TPeriodDef | undefined {
  return ALL_PERIODS.find((p) => p.id === periodId);
}

/** The start times a picker offers inside a morning or afternoon period (leaving room for the minimum span). */
export function startTimeOptions(periodId: number): string[] {
  const p = periodById(periodId);
  if (!p) return [];
  const out: string[] = [];
  for (let t = toMinutes(p.startTime); t + MIN_SPAN_MINUTES <= toMinutes(p.endTime); t += TIME_STEP_MINUTES) out.push(fromMinutes(t));
  return out;
}

/** The end times a picker offers after a start: at least 50 minutes later, inside the period. */
export function endTimeOptions(periodId: number, start: string): string[] {
  const p = periodById(periodId);
  const s = toMinutes(start);
  if (!p || Number.isNaN(s)) return [];
  const out: string[] = [];
  for (let t = toMinutes(p.startTime); t <= toMinutes(p.endTime); t += TIME_STEP_MINUTES) {
    if (t - s >= PICKER_MIN_SPAN_MINUTES) out.push(fromMinutes(t));
  }
  return out;
}

/** Reset rule: when start plus 1 hour passes the chosen end, the end is cleared. */
export function endAfterStartChange(start: string, end: string | null): string | null {
  if (!end) return null;
  return toMinutes(start) + MIN_SPAN_MINUTES > toMinutes(end) ? null : end;
}

/** Why a start and end inside a morning or afternoon period are not acceptable, or null. */
export function ownTimeError(periodId: number, start: string, end: string): TBookingOutcome | null {
  const p = periodById(periodId);
  if (!p || !isOwnTimePeriod(periodId)) return BookingOutcome.period;
  const s = toMinutes(start);
  const e = toMinutes(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return BookingOutcome.period;
  if (s % TIME_STEP_MINUTES !== 0 || e % TIME_STEP_MINUTES !== 0) return BookingOutcome.timeStep;
  if (s < toMinutes(p.startTime) || e > toMinutes(p.endTime)) {
    return periodId === Period.morning.id ? BookingOutcome.morningRange : BookingOutcome.afternoonRange;
  }
  if (e - s < MIN_SPAN_MINUTES) return BookingOutcome.minSpan;
  return null;
}

/** The own-time period (morning or afternoon) a start time falls in: morning before noon, else afternoon. */
export function ownTimePeriodOf(start: string): number {
  return toMinutes(start) < 12 * 60 ? Period.morning.id : Period.afternoon.id;
}
