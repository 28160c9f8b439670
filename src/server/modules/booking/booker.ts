import { eq, sql } from "drizzle-orm";
import type { TBookingCompany, TBookingUser } from "#shared/booking/eligibility.ts";
import type { TDb } from "../../db/client.ts";
import { activityCompanies, companies, companyMembers } from "../../db/schema/index.ts";
import { parseJson } from "../../db/raw-sql.ts";
import { agreementAcceptedIn, agreementColumns } from "./booking.repository.ts";
import { forbidden } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";

export type TCompanyRow = typeof companies.$inferSelect;

/** Who books: an enterprise user, the company it belongs to and its membership flags. */
export interface TBooker {
  userId: number;
  company: TCompanyRow & TBookingCompany;
  user: TBookingUser;
}

/** The booker behind a user id, or undefined when the user belongs to no company. */
export async function loadBookerByUser(db: TDb, userId: number): Promise<TBooker | undefined> {
  const [row] = await db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row && bookerOf(userId, row);
}

function bookerOf(userId: number, row: { company: TCompanyRow; member: typeof companyMembers.$inferSelect }): TBooker {
  return {
    userId,
    company: row.company,
    user: {
      companyUserRole: row.member.userRole,
      isBookingEnable: row.member.isBookingEnable,
      isFundRoadshowEnable: row.member.isFundRoadshowEnable,
    },
  };
}

/** What every collective booking request checks first: who books, the agreement, and the company's bookings. */
export interface TBookingContext {
  booker: TBooker;
  /** the agreement of the booking's type accepted at the current version */
  agreementAccepted: boolean;
  /** the company's live bookings: the activities it joined and their series */
  bookings: { activityId: number; seriesId: number | null }[];
}

/**
 * requireBooker with the agreement acceptance and the company's live bookings, read in one statement: at the
 * opening minute of a collective series every request needs all three, and three round trips per request
 * were most of what a booking cost before its transaction.
 */
export async function requireBookingContext(db: TDb, session: TSession, agreementType: number): Promise<TBookingContext> {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const [row] = await db
    .select({
      company: companies,
      member: companyMembers,
      ...agreementColumns(session.userId, agreementType),
      bookings: sql<unknown>`(select coalesce(json_agg(json_build_object('activityId', b.activity_id, 'seriesId', b.series_id)), '[]'::json)
        from ${activityCompanies} b where b.company_id = ${companies.id} and not b.is_cancel)`,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, session.userId));
  if (!row || row.company.id !== session.companyId) throw forbidden();
  return {
    booker: bookerOf(session.userId, row),
    agreementAccepted: agreementAcceptedIn(row),
    bookings: parseJson<TBookingContext["bookings"]>(row.bookings),
  };
}

/** Booking calls are for enterprise users of a company; anyone else is refused with 403. */
export async function requireBooker(db: TDb, session: TSession): Promise<TBooker> {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const booker = await loadBookerByUser(db, session.userId);
  if (!booker || booker.company.id !== session.companyId) throw forbidden();
  return booker;
}
