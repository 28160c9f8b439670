import { eq } from "drizzle-orm";
import type { TBookingCompany, TBookingUser } from "#shared/booking/eligibility.ts";
import type { TDb } from "../../db/client.ts";
import { companies, companyMembers } from "../../db/schema/index.ts";
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
  if (!row) return undefined;
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

/** Booking calls are for enterprise users of a company; anyone else is refused with 403. */
export async function requireBooker(db: TDb, session: TSession): Promise<TBooker> {
  if (session.userType !== "enterprise" || !session.companyId) throw forbidden();
  const booker = await loadBookerByUser(db, session.userId);
  if (!booker || booker.company.id !== session.companyId) throw forbidden();
  return booker;
}
