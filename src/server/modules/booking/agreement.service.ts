import { and, eq } from "drizzle-orm";
import type { TAgreementInfo } from "#shared/api/booking.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activityCompanies, agreementAcceptances, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { forbidden } from "../../lib/errors.ts";
import { agreementAcceptedIn, agreementColumns, currentAgreementVersion, lastAcceptance, readTogether } from "./booking.repository.ts";
import type { TBooker } from "./booker.ts";

/** Used when no BookingAgreementVersion is configured, so an acceptance still records something. */
const UNVERSIONED = "unversioned";

/** The current agreement version and what this user last accepted (document 2 section 2.5). */
export async function agreementInfo(db: TDb, userId: number, agreementType: number): Promise<TAgreementInfo> {
  const [currentVersion, last] = await readTogether(db, [() => currentAgreementVersion(db), () => lastAcceptance(db, userId, agreementType)] as const);
  return {
    agreementType,
    currentVersion,
    acceptedVersion: last?.version ?? null,
    acceptedAt: last ? last.acceptedAt.toISOString() : null,
  };
}

/** Whether the user accepted the agreement of this type at the current version (one statement). */
export async function agreementAccepted(db: TDb, userId: number, agreementType: number): Promise<boolean> {
  const [row] = await db.select(agreementColumns(userId, agreementType)).from(users).where(eq(users.id, userId));
  return row !== undefined && agreementAcceptedIn(row);
}

/** agreement_add: records an acceptance at the current version. */
export async function addAgreement(db: TDb, booker: TBooker, agreementType: number, at: Date): Promise<TAgreementInfo> {
  const version = (await currentAgreementVersion(db)) ?? UNVERSIONED;
  await db.insert(agreementAcceptances).values({ userId: booker.userId, companyId: booker.company.id, agreementType, version, acceptedAt: at });
  return agreementInfo(db, booker.userId, agreementType);
}

/** accept_agreement: the booking notice of one activity, accepted for the caller's company (403 otherwise). */
export async function acceptActivityAgreement(db: TDb, booker: TBooker, activityId: number): Promise<void> {
  const where = and(
    eq(activityCompanies.activityId, activityId),
    eq(activityCompanies.companyId, booker.company.id),
    eq(activityCompanies.isCancel, false),
  );
  const [before] = await db.select({ id: activityCompanies.id, isAcceptAgreement: activityCompanies.isAcceptAgreement }).from(activityCompanies).where(where);
  if (!before) throw forbidden();
  if (before.isAcceptAgreement) return;
  await db.update(activityCompanies).set({ isAcceptAgreement: true }).where(eq(activityCompanies.id, before.id));
  await writeAudit(db, {
    actorUserId: booker.userId,
    action: "agreement.accept",
    entity: "activity_companies",
    entityId: before.id,
    before: { isAcceptAgreement: false },
    after: { isAcceptAgreement: true },
  });
}
