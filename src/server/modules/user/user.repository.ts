import { and, eq, ne } from "drizzle-orm";
import { maskMobile } from "#shared/identity/mobile.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";
import type { TDb } from "../../db/client.ts";
import { companyMembers, realPersonVerifications, systemSettings, users } from "../../db/schema/index.ts";

/** The user-info shape of the wire contract, with the membership flags (all false without a company). */
export async function loadUserInfo(db: TDb, userId: number, loginType: string): Promise<TUserInfo | null> {
  const [row] = await db
    .select({ user: users, member: companyMembers })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, member } = row;
  return {
    id: user.id,
    account: user.account,
    nickName: user.nickName,
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    loginType,
    userType: user.userType,
    operatorRole: user.userType === "operator" ? (user.operatorRole ?? "operator") : null,
    companyId: member?.companyId ?? null,
    companyUserRole: member?.userRole ?? null,
    isBookingEnable: member?.isBookingEnable ?? false,
    isFundRoadshowEnable: member?.isFundRoadshowEnable ?? false,
    isDiversionEnable: member?.isDiversionEnable ?? false,
    isDistributeEnable: member?.isDistributeEnable ?? false,
    isActivitySearchEnable: member?.isActivitySearchEnable ?? false,
    isMemberManageEnable: member?.isMemberManageEnable ?? false,
    modelType: user.modelType,
    isRealPerson: user.isRealPerson,
    investorType: user.investorType,
  };
}

/** Whether real-person verification is switched on (system setting `realPersonSwitch`, on by default). */
export async function realPersonSwitch(db: TDb): Promise<boolean> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, "realPersonSwitch"));
  return row ? row.value !== false : true;
}

/** Whether another account already passed verification with this identity number. */
export async function identityUsedByOther(db: TDb, idNumberHash: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: realPersonVerifications.id })
    .from(realPersonVerifications)
    .where(
      and(
        eq(realPersonVerifications.idNumberHash, idNumberHash),
        eq(realPersonVerifications.passed, true),
        ne(realPersonVerifications.userId, userId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
