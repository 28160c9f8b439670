import { companyMembers, users } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { hashPassword } from "../../lib/crypto.ts";
import type { TDemoCompanyKey } from "./seed-companies.ts";
import { addDays } from "./seed-time.ts";

/** The password of every demo account (enterprise and operator). */
export const DEMO_PASSWORD = "Demo@2026";

/** Demo account names by role, for tests, the README and the login page's demo hint. */
export const DEMO_ACCOUNTS = {
  /** admin of the main listed company, every permission */
  listedAdmin: "listed-admin",
  /** ordinary member of the main listed company, booking only */
  listedMember: "listed-member",
  /** admin of the listed company whose explanation switch is off (activity tabs hidden) */
  closedAdmin: "closed-admin",
  /** admin of the fund company with fund roadshows */
  fundAdmin: "fund-admin",
  /** member of the regulator with activity search */
  govUser: "gov-user",
  /** admin of the type-8 company (visual financial report) */
  reportAdmin: "report-admin",
  /** special single sign-on account (fixed login type 5), admin of the type-6 company */
  special5: "special-5",
  /** an enterprise account bound to no company yet */
  unbound: "unbound",
  /** back-office supervisor */
  opsAdmin: "ops-admin",
  /** back-office operator */
  opsOperator: "ops-operator",
} as const;
export type TDemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** Personal (investor) users log in by mobile and one-time code, so they have numbers, not accounts. */
export const DEMO_PERSONAL_MOBILES = {
  /** real-person verified: may ask questions */
  verified: "13800000001",
  /** not verified: asking prompts verification */
  newcomer: "13800000002",
} as const;

type TMemberFlags = Pick<
  typeof companyMembers.$inferInsert,
  | "userRole" | "memberSource" | "title" | "isBookingEnable" | "isFundRoadshowEnable" | "isDiversionEnable"
  | "isDistributeEnable" | "isActivitySearchEnable" | "isMemberManageEnable"
>;

interface TAccountSeed {
  nickName: string;
  userType: "enterprise" | "operator";
  operatorRole?: "operator" | "supervisor";
  fixedLoginType?: string;
  membership?: { company: TDemoCompanyKey } & TMemberFlags;
}

const ALL_FLAGS = {
  isBookingEnable: true,
  isFundRoadshowEnable: true,
  isDiversionEnable: true,
  isDistributeEnable: true,
  isActivitySearchEnable: true,
  isMemberManageEnable: true,
} as const;

// memberSource 1: appointed by the platform (the admin); members who applied to join keep the default 2.
const ACCOUNT_SEEDS: Record<TDemoAccountKey, TAccountSeed> = {
  listedAdmin: {
    nickName: "王海涛",
    userType: "enterprise",
    membership: { company: "listedMain", userRole: 1, memberSource: 1, title: "董事会秘书", ...ALL_FLAGS },
  },
  listedMember: {
    nickName: "李晓雯",
    userType: "enterprise",
    membership: { company: "listedMain", userRole: 2, memberSource: 2, title: "证券事务代表", isBookingEnable: true },
  },
  closedAdmin: {
    nickName: "周建国",
    userType: "enterprise",
    membership: {
      company: "listedClosed", userRole: 1, memberSource: 1, title: "董事会秘书",
      isBookingEnable: true, isMemberManageEnable: true,
    },
  },
  fundAdmin: {
    nickName: "陈思远",
    userType: "enterprise",
    membership: {
      company: "fund", userRole: 1, memberSource: 1, title: "品牌与投资者关系总监",
      isFundRoadshowEnable: true, isBookingEnable: true, isMemberManageEnable: true,
    },
  },
  govUser: {
    nickName: "刘明",
    userType: "enterprise",
    membership: { company: "regulator", userRole: 2, memberSource: 2, title: "公司监管处", isActivitySearchEnable: true },
  },
  reportAdmin: {
    nickName: "赵子涵",
    userType: "enterprise",
    membership: {
      company: "report", userRole: 1, memberSource: 1, title: "财务总监",
      isBookingEnable: true, isMemberManageEnable: true,
    },
  },
  special5: {
    nickName: "孙立群",
    userType: "enterprise",
    fixedLoginType: "5",
    membership: { company: "investment", userRole: 1, memberSource: 1, title: "投资者关系经理", isMemberManageEnable: true },
  },
  unbound: { nickName: "张伟", userType: "enterprise" },
  opsAdmin: { nickName: "黄蕾", userType: "operator", operatorRole: "supervisor" },
  opsOperator: { nickName: "吴磊", userType: "operator", operatorRole: "operator" },
};

const ACCOUNT_KEYS = Object.keys(ACCOUNT_SEEDS) as TDemoAccountKey[];

/**
 * Hashes the demo password once per account, each with its own salt, so that no two accounts share a hash.
 * Done before the seed transaction opens: scrypt is slow on purpose and the transaction need not wait on it.
 */
export async function hashDemoPasswords(): Promise<Record<TDemoAccountKey, string>> {
  const hashes = await Promise.all(ACCOUNT_KEYS.map(() => hashPassword(DEMO_PASSWORD)));
  return Object.fromEntries(ACCOUNT_KEYS.map((key, i) => [key, hashes[i]])) as Record<TDemoAccountKey, string>;
}

export interface TSeededUsers {
  accounts: Record<TDemoAccountKey, number>;
  personal: Record<keyof typeof DEMO_PERSONAL_MOBILES, number>;
}

/** Inserts the enterprise, operator and personal demo users and the company memberships. */
export async function seedAccounts(
  tx: TDb,
  at: Date,
  companyIds: Record<TDemoCompanyKey, number>,
  passwordHashes: Record<TDemoAccountKey, string>,
): Promise<TSeededUsers> {
  const createdAt = addDays(at, -60);
  const accountRows = ACCOUNT_KEYS.map((key) => {
    const seed = ACCOUNT_SEEDS[key];
    return {
      account: DEMO_ACCOUNTS[key],
      passwordHash: passwordHashes[key],
      nickName: seed.nickName,
      userType: seed.userType,
      operatorRole: seed.operatorRole ?? null,
      fixedLoginType: seed.fixedLoginType ?? null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const insertedAccounts = await tx.insert(users).values(accountRows).returning({ id: users.id, account: users.account });
  const idByAccount = new Map(insertedAccounts.map((r) => [r.account, r.id]));
  const accounts = {} as Record<TDemoAccountKey, number>;
  for (const key of ACCOUNT_KEYS) {
    const id = idByAccount.get(DEMO_ACCOUNTS[key]);
    if (id === undefined) throw new Error(`demo account ${key} was not inserted`);
    accounts[key] = id;
  }

  const memberRows = ACCOUNT_KEYS.flatMap((key) => {
    const membership = ACCOUNT_SEEDS[key].membership;
    if (!membership) return [];
    const { company, ...flags } = membership;
    return [{ ...flags, companyId: companyIds[company], userId: accounts[key], updTime: addDays(at, -30) }];
  });
  await tx.insert(companyMembers).values(memberRows);

  const personalRows = [
    { mobile: DEMO_PERSONAL_MOBILES.verified, nickName: "价值投资者", isRealPerson: true },
    { mobile: DEMO_PERSONAL_MOBILES.newcomer, nickName: "新手投资者", isRealPerson: false },
  ].map((p) => ({ ...p, userType: "personal" as const, investorType: 1, createdAt, updatedAt: createdAt }));
  const insertedPersonal = await tx.insert(users).values(personalRows).returning({ id: users.id, mobile: users.mobile });
  const idByMobile = new Map(insertedPersonal.map((r) => [r.mobile, r.id]));
  const personal = {
    verified: idByMobile.get(DEMO_PERSONAL_MOBILES.verified),
    newcomer: idByMobile.get(DEMO_PERSONAL_MOBILES.newcomer),
  };
  if (personal.verified === undefined || personal.newcomer === undefined) {
    throw new Error("demo personal users were not inserted");
  }
  return { accounts, personal: { verified: personal.verified, newcomer: personal.newcomer } };
}
