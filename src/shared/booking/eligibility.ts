import { companyTypeText } from "../company/company-type.ts";
import { BookingMsg } from "./booking-messages.ts";
import { OrderType } from "./order-type.ts";

/**
 * Who may book what (document 1 section 6, document 2 section 6): listed companies (types 1 and 8) book
 * single and collective roadshows when open for explanation; types 1, 2, 3 and 8 book fund roadshows when
 * enabled; the company admin may do everything its company may, other members need the matching flag.
 */
export interface TBookingCompany {
  companyType: number;
  isOpenExplanation: boolean;
  isEnableFundRoadshow: boolean;
}

export interface TBookingUser {
  companyUserRole: number | null;
  isBookingEnable: boolean;
  isFundRoadshowEnable: boolean;
}

const LISTED_TYPES = [1, 8];
const FUND_ROADSHOW_TYPES = [1, 2, 3, 8];

/** Booking permission rule for one orderType (1-4 single, 5 fund, 6 collective). */
export function canBookOrderType(company: TBookingCompany, user: TBookingUser, orderType: number): boolean {
  const admin = user.companyUserRole === 1;
  if (orderType === OrderType.fund) {
    return FUND_ROADSHOW_TYPES.includes(company.companyType) && company.isEnableFundRoadshow && (admin || user.isFundRoadshowEnable);
  }
  if (orderType >= 1 && orderType <= 4 || orderType === OrderType.collective) {
    return LISTED_TYPES.includes(company.companyType) && company.isOpenExplanation && (admin || user.isBookingEnable);
  }
  return false;
}

/** The booking tiles of the company home page a user sees (the fund tile only when enabled). */
export function bookableOrderTypes(company: TBookingCompany, user: TBookingUser): number[] {
  return [1, 2, 3, 4, 5, 6].filter((t) => canBookOrderType(company, user, t));
}

/** Collective bookingCompanyType: 0 every eligible company, otherwise only companies of that type. */
export function matchesBookingCompanyType(bookingCompanyType: number | null, companyType: number): boolean {
  return !bookingCompanyType || bookingCompanyType === companyType;
}

/** The text of a collective's bookingCompanyType. */
export function bookingCompanyTypeText(bookingCompanyType: number | null): string {
  return bookingCompanyType ? `仅限${companyTypeText(bookingCompanyType)}` : "不限";
}

export interface TCollectiveWindow {
  /** ISO instants as the wire carries them, or Date values as the database reads them */
  bookingStartTime: string | Date | null;
  bookingEndTime: string | Date | null;
  capacity: number | null;
  bookedCount: number;
  isCancel: boolean;
}

/** A collective activity is full when its capacity is taken. */
export function isCollectiveFull(a: Pick<TCollectiveWindow, "capacity" | "bookedCount">): boolean {
  return a.capacity !== null && a.bookedCount >= a.capacity;
}

/** A collective activity is open for booking between its booking start and end, while not cancelled. */
export function isCollectiveOpen(a: TCollectiveWindow, now: Date): boolean {
  if (a.isCancel) return false;
  if (a.bookingStartTime && now < new Date(a.bookingStartTime)) return false;
  if (a.bookingEndTime && now > new Date(a.bookingEndTime)) return false;
  return true;
}

export interface TCollectiveActivityLike extends TCollectiveWindow {
  isMulti: boolean;
  bookingCompanyType: number | null;
}

/**
 * Why a company cannot join a collective activity (document 1 section 3, document 4 section 6): it must be a
 * live collective activity, open for booking now, meant for the company's type and not full. Null when it can.
 */
export function collectiveActivityError(a: TCollectiveActivityLike | null | undefined, companyType: number, now: Date): string | null {
  if (!a || !a.isMulti || a.isCancel) return BookingMsg.collectiveNotFound;
  if (!isCollectiveOpen(a, now)) return BookingMsg.collectiveClosed;
  if (!matchesBookingCompanyType(a.bookingCompanyType, companyType)) return BookingMsg.collectiveCompanyType;
  if (isCollectiveFull(a)) return BookingMsg.collectiveFull;
  return null;
}

/**
 * One collective activity per series: the picks of one request must be in different series, none of them a
 * series the company already joined. Null when the picks are acceptable.
 */
export function collectiveSeriesError(picks: readonly { seriesId: number | null }[], bookedSeriesIds: ReadonlySet<number>): string | null {
  const seen = new Set<number>();
  for (const p of picks) {
    if (p.seriesId === null) continue;
    if (seen.has(p.seriesId) || bookedSeriesIds.has(p.seriesId)) return BookingMsg.seriesTaken;
    seen.add(p.seriesId);
  }
  return null;
}
