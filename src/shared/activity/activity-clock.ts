import { addCalendarDays, beijingInstant } from "../booking/calendar-date.ts";

/**
 * The clock's part in the life cycle (document 4 section 7): an activity starts (status 2) at its start
 * and ends (status 3) at its end, both Beijing dates and HH:MM times. The server's scheduler applies the
 * same rule in SQL (src/server/modules/activity/activity-clock.ts); a test keeps the two in step.
 */

export interface TClockFacts {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  status: number;
  isCancel: boolean;
}

/** The start instant: the start date at its start time, or at the start of that day without one. */
export function activityStartAt(a: Pick<TClockFacts, "startDate" | "startTime">): Date {
  return beijingInstant(a.startDate, a.startTime ?? "00:00");
}

/** The end instant: the end date at its end time, or the end of that day (next midnight) without one. */
export function activityEndAt(a: Pick<TClockFacts, "endDate" | "endTime">): Date {
  return a.endTime ? beijingInstant(a.endDate, a.endTime) : beijingInstant(addCalendarDays(a.endDate, 1), "00:00");
}

/**
 * The status the clock moves an activity to at an instant: never backwards, never a cancelled one; an
 * activity whose end passed while nobody looked goes straight from 1 to 3.
 */
export function clockStatus(a: TClockFacts, now: Date): number {
  if (a.isCancel || a.status >= 3) return a.status;
  if (activityEndAt(a) <= now) return 3;
  if (a.status === 1 && activityStartAt(a) <= now) return 2;
  return a.status;
}
