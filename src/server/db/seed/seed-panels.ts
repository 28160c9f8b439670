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
  /** ordinary member of the main listed company with booking and the member-manage right (every account here logs in with DEMO_PASSWORD) */
  listedManager: "listed-ir",
  /** enterprise account in no company, found by its mobile when a manager adds it */
  joinable: "13912340009",
  /** admin of the panels' own company who joined by application (memberSource 2), so may hand the role on */
  panelAdmin: "yunfan-admin",
  /** ordinary member of the panels' own company */
  panelMember: "yunfan-ir",
} as const;

/**
 * A listed company of its own for the member flows that change who is admin and who leaves, so those flows
 * never touch the accounts the other demo pages are shown with. No homepage: it stays out of the directory.
 */
export const PANEL_COMPANY = { fullName: "杭州云帆数据科技股份有限公司", shortName: "云帆数据" } as const;

interface TMemberSeed {
  account: string;
  mobile: string;
  nickName: string;
  title: string;
  description: string;
  memberSource: number;
  flags: Partial<Record<"isBookingEnable" | "isFundRoadshowEnable" | "isDistributeEnable" | "isMemberManageEnable", boolean>>;
}

const LISTED_MEMBERS: TMemberSeed[] = [
  {
    account: PANEL_ACCOUNTS.listedManager, mobile: "13912340001", nickName: "陈静", title: "投资者关系经理",
    description: "负责投资者接待与路演活动统筹", memberSource: 2, flags: { isBookingEnable: true, isMemberManageEnable: true },
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
  // every account its own salted hash (no two accounts may share one)
  const passwordHash = () => hashPassword(DEMO_PASSWORD);
  for (const [i, m] of LISTED_MEMBERS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({ account: m.account, mobile: m.mobile, nickName: m.nickName, userType: "enterprise", passwordHash: await passwordHash(), createdAt, updatedAt: createdAt })
      .returning({ id: users.id });
    await tx.insert(companyMembers).values({
      companyId: company.id, userId: user!.id, userRole: 2, memberSource: m.memberSource, title: m.title, description: m.description,
      ...m.flags, updTime: addDays(at, -20 + i),
    });
  }
  const [panelCompany] = await tx
    .insert(companies)
    .values({
      ...PANEL_COMPANY, enShortName: "Yunfan Data", enFullName: "Hangzhou Yunfan Data Technology Co., Ltd.", stockCode: "688321", companyType: 1,
      isOpenExplanation: true, isEnableDistribute: true, isEnableDiversion: true, createdAt, updatedAt: createdAt,
    })
    .returning({ id: companies.id });
  const panelUsers = await tx
    .insert(users)
    .values([
      { account: PANEL_ACCOUNTS.panelAdmin, mobile: "13912340011", nickName: "许文博", userType: "enterprise" as const, passwordHash: await passwordHash(), createdAt, updatedAt: createdAt },
      { account: PANEL_ACCOUNTS.panelMember, mobile: "13912340012", nickName: "宋雨桐", userType: "enterprise" as const, passwordHash: await passwordHash(), createdAt, updatedAt: createdAt },
    ])
    .returning({ id: users.id });
  await tx.insert(companyMembers).values([
    { companyId: panelCompany!.id, userId: panelUsers[0]!.id, userRole: 1, memberSource: 2, title: "董事会秘书", description: "负责信息披露与投资者关系", updTime: createdAt },
    { companyId: panelCompany!.id, userId: panelUsers[1]!.id, userRole: 2, memberSource: 3, title: "证券事务代表", isBookingEnable: true, updTime: createdAt },
  ]);
  await tx.insert(users).values({
    account: PANEL_ACCOUNTS.joinable, mobile: PANEL_ACCOUNTS.joinable, nickName: "林涛", userType: "enterprise", passwordHash: await passwordHash(), createdAt, updatedAt: createdAt,
  });
}
