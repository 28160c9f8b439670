import { beijingInstant } from "./calendar-date.ts";
import { addTradingDays, type THolidays } from "./trading-calendar.ts";

/**
 * Default deadlines a new booking gets (document 4 section 7: materials close by the clock; an operator may
 * move them): information submission and video upload close a few trading days before the activity date,
 * at 17:00 Beijing time, never before the day the booking is made.
 */
export const INFO_SUBMIT_LEAD_DAYS = 2;
export const VIDEO_UPLOAD_LEAD_DAYS = 2;
export const DEADLINE_TIME = "17:00";

function closeTime(activityDate: string, leadDays: number, today: string, holidays: THolidays): Date {
  const day = addTradingDays(activityDate, -leadDays, holidays);
  return beijingInstant(day < today ? today : day, DEADLINE_TIME);
}

/** Default infoSubmitCloseTime: 17:00 two trading days before the activity date. */
export function defaultInfoSubmitCloseTime(activityDate: string, today: string, holidays: THolidays): Date {
  return closeTime(activityDate, INFO_SUBMIT_LEAD_DAYS, today, holidays);
}

/** Default videoUploadCloseTime: 17:00 two trading days before the broadcast date. */
export function defaultVideoUploadCloseTime(activityDate: string, today: string, holidays: THolidays): Date {
  return closeTime(activityDate, VIDEO_UPLOAD_LEAD_DAYS, today, holidays);
}
