import { eq, sql } from "drizzle-orm";
import type { TBookingCompany, TBookingUser } from "#shared/booking/eligibility.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, companies, companyMembers } from "../../db/schema/index.ts";
import { parseJson } from "../../db/raw-sql.ts";
import { perDatabase } from "../../db/prepared-query.ts";
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

/**
 * The columns of a picked activity a collective booking reads: its window, capacity and series for the checks,
 * its mode for the part it creates. Only these are read, not the whole rows of the company, the member and
 * each pick (some ninety columns a row), which every request of the opening minute would otherwise have the
 * database send and the driver parse (on PGlite, on the server's own thread).
 */
const pickedColumns = {
  id: activities.id,
  seriesId: activities.seriesId,
  isMulti: activities.isMulti,
  bookingCompanyType: activities.bookingCompanyType,
  bookingStartTime: activities.bookingStartTime,
  bookingEndTime: activities.bookingEndTime,
  capacity: activities.capacity,
  bookedCount: activities.bookedCount,
  isCancel: activities.isCancel,
  modeId: activities.modeId,
  videoType: activities.videoType,
  recType: activities.recType,
  isLiveBroadcast: activities.isLiveBroadcast,
  isOpenSelectionMode: activities.isOpenSelectionMode,
  startDate: activities.startDate,
};
export type TPickedActivity = { [K in keyof typeof pickedColumns]: TActivityRow[K] };
type TActivityRow = typeof activities.$inferSelect;

/** Who books a collective activity: the company's id and booking flags, and the member's. */
export interface TContextBooker {
  userId: number;
  company: Pick<TCompanyRow, "id"> & TBookingCompany;
  user: TBookingUser;
}

/**
 * What every collective booking request checks first: who books, the agreement, the company's bookings and
 * the activities it picked.
 */
export interface TBookingContext {
  booker: TContextBooker;
  /** the agreement of the booking's type accepted at the current version */
  agreementAccepted: boolean;
  /** the company's live bookings: the activities it joined and their series */
  bookings: { activityId: number; seriesId: number | null }[];
  /** the picked activities that exist (any of them missing is the caller's to refuse) */
  picked: TPickedActivity[];
}

/**
 * requireBooker with the agreement acceptance, the company's live bookings and the picked activities, read in
 * one statement (the booker's row, the first two as its scalar subqueries, joined to the picks): at the
 * opening minute of a collective series every request needs all four, and on this machine each round trip to
 * the database cost the server more CPU than the rest of the request (bench:booking).
 */
export async function requireBookingContext(db: TDb, session: TSession, agreementType: number, activityIds: readonly number[]): Promise<TBookingContext> {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const rows = await bookingContextQuery(db).execute({ userId: session.userId, agreementType, ids: `{${activityIds.map(Number).join(",")}}` });
  const [row] = rows;
  if (!row || row.company.id !== session.companyId) throw forbidden();
  return {
    booker: { userId: session.userId, company: row.company, user: row.user },
    agreementAccepted: agreementAcceptedIn(row),
    bookings: parseJson<TBookingContext["bookings"]>(row.bookings),
    picked: rows.flatMap((r) => (r.activity ? [r.activity] : [])),
  };
}

/**
 * The statement of requireBookingContext, prepared once per database: building this select of three whole
 * rows took an eighth of a booking's CPU, and a named statement also spares PostgreSQL its parse and plan.
 */
function prepareBookingContext(db: TDb) {
  return db
    .select({
      company: { id: companies.id, companyType: companies.companyType, isOpenExplanation: companies.isOpenExplanation, isEnableFundRoadshow: companies.isEnableFundRoadshow },
      user: {
        companyUserRole: companyMembers.userRole,
        isBookingEnable: companyMembers.isBookingEnable,
        isFundRoadshowEnable: companyMembers.isFundRoadshowEnable,
      },
      ...agreementColumns(sql.placeholder("userId"), sql.placeholder("agreementType")),
      // The company is found again by the user rather than by the joined row: correlated to the join, this
      // subquery made PostgreSQL's generic plan of the statement look costlier than a fresh plan for the
      // values, so it planned the statement anew on every call (pg_prepared_statements.custom_plans), which
      // was two thirds of the statement's time on PGlite (bench:booking).
      bookings: sql<unknown>`(select coalesce(json_agg(json_build_object('activityId', b.activity_id, 'seriesId', b.series_id)), '[]'::json)
        from ${activityCompanies} b
        where b.company_id = (select m.company_id from ${companyMembers} m where m.user_id = ${sql.placeholder("userId")}) and not b.is_cancel)`,
      activity: pickedColumns,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    // the ids as one array parameter, so the statement is the same whatever the number of picks
    .leftJoin(activities, sql`${activities.id} = any(${sql.placeholder("ids")}::int[])`)
    .where(eq(companyMembers.userId, sql.placeholder("userId")))
    .prepare("booking_context");
}
const bookingContextQuery = perDatabase(prepareBookingContext);

/** Booking calls are for enterprise users of a company; anyone else is refused with 403. */
export async function requireBooker(db: TDb, session: TSession): Promise<TBooker> {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const booker = await loadBookerByUser(db, session.userId);
  if (!booker || booker.company.id !== session.companyId) throw forbidden();
  return booker;
}
