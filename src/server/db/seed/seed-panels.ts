import { eq } from "drizzle-orm";
import { companies, companyMembers, users } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { hashPassword } from "../../lib/crypto.ts";
import { DEMO_PASSWORD } from "./seed-accounts.ts";
import { DEMO_COMPANY_NAMES } from "./seed-companies.ts";
import { addDays } from "./seed-time.ts";

/**
 * The enterprise-centre panels' demo data: the members of the main listed company beside its admin and its
 * first member (member management, document 3 section 2.2 item 6), and an enterprise account not yet in any
 * company that a manager can add by its mobile.
 */
export const PANEL_ACCOUNTS = {
  /** ordinary member of the main listed company with booking and the member-manage right; logs in with DEMO_PASSWORD */
  listedManager: "listed-ir",
  /** enterprise account in no company, found by its mobile when a manager adds it */
  joinable: "13912340009",
} as const;

interface TMemberSeed {
  account: string;
  mobile: string;
  nickName: string;
  title: string;
  description: string;
  memberSource: number;
  flags: Partial<Record<"isBookingEnable" | "isFundRoadshowEnable" | "isDistributeEnable" | "isMemberManageEnable", boolean>>;
  withPassword?: boolean;
}

const LISTED_MEMBERS: TMemberSeed[] = [
  {
    account: PANEL_ACCOUNTS.listedManager, mobile: "13912340001", nickName: "陈静", title: "投资者关系经理",
    description: "负责投资者接待与路演活动统筹", memberSource: 2, flags: { isBookingEnable: true, isMemberManageEnable: true }, withPassword: true,
  },
  {
    account: "13912340002", mobile: "13912340002", nickName: "郑凯", title: "证券事务专员",
    description: "协助准备路演材料", memberSource: 3, flags: { isBookingEnable: true },
  },
  {
    account: "13912340003", mobile: "13912340003", nickName: "何晓梅", title: "品牌传播部经理",
    description: "活动分发与宣传", memberSource: 3, flags: { isDistributeEnable: true },
  },
];

export async function seedPanelsDemo(tx: TDb, at: Date): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedMain));
  if (!company) return;
  const createdAt = addDays(at, -30);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [i, m] of LISTED_MEMBERS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({ account: m.account, mobile: m.mobile, nickName: m.nickName, userType: "enterprise", passwordHash: m.withPassword ? passwordHash : null, createdAt, updatedAt: createdAt })
      .returning({ id: users.id });
    await tx.insert(companyMembers).values({
      companyId: company.id, userId: user!.id, userRole: 2, memberSource: m.memberSource, title: m.title, description: m.description,
      ...m.flags, updTime: addDays(at, -20 + i),
    });
  }
  await tx.insert(users).values({
    account: PANEL_ACCOUNTS.joinable, mobile: PANEL_ACCOUNTS.joinable, nickName: "林涛", userType: "enterprise", passwordHash, createdAt, updatedAt: createdAt,
  });
}
