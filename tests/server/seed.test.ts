import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { openDatabase, type TDatabase } from "#server/db/client.ts";
import {
  companies,
  companyMembers,
  dictionaryItems,
  messages,
  navItems,
  systemSettings,
  users,
} from "#server/db/schema/index.ts";
import { verifyPassword } from "#server/lib/crypto.ts";
import { pinClock, resetClock } from "#server/clock.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_DICTIONARY_CODES,
  DEMO_PASSWORD,
  DEMO_PERSONAL_MOBILES,
  SEED_VERSION_KEY,
  seedDemoData,
} from "#server/db/seed/index.ts";
import { COMPANY_TYPES } from "#shared/company/company-type.ts";
import { visibleEnterpriseTabs } from "#shared/company/enterprise-tabs.ts";

// Pinned so the time-relative data (banner window, upgrade window, message dates) can be checked exactly.
const SEEDED_AT = new Date("2026-03-10T02:00:00.000Z");

/** Every routePath the header rules of spec 1 section 2.2 name, plus the client-routed pages. */
const SPEC_ROUTE_PATHS = ["nav0", "nav1", "nav2", "nav3", "nav4", "nav5", "nav6", "nav7", "nav8", "nav9", "nav10", "nav11"];

let database: TDatabase;

const countOf = async (table: PgTable) => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

async function userByAccount(account: string) {
  const [user] = await database.db.select().from(users).where(eq(users.account, account));
  if (!user) throw new Error(`no user ${account}`);
  const [member] = await database.db.select().from(companyMembers).where(eq(companyMembers.userId, user.id));
  const company = member
    ? (await database.db.select().from(companies).where(eq(companies.id, member.companyId)))[0]
    : undefined;
  return { user, member, company };
}

describe("demo seed", () => {
  beforeAll(async () => {
    pinClock(SEEDED_AT);
    database = await openDatabase({ dataDir: "memory://" });
  }, 60_000);

  afterAll(async () => {
    resetClock();
    await database?.close();
  });

  it("seeds once, and a second run creates nothing", async () => {
    // Two seeders racing on a fresh database (two processes starting at once): exactly one seeds.
    const racing = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
    expect(racing.map((r) => r.created).sort()).toEqual([false, true]);
    const tables = [users, companies, companyMembers, messages, navItems, dictionaryItems, systemSettings] as const;
    const before = await Promise.all(tables.map(countOf));
    expect(await seedDemoData(database.db)).toEqual({ created: false, steps: [] });
    expect(await Promise.all(tables.map(countOf))).toEqual(before);

    const [marker] = await database.db.select().from(systemSettings).where(eq(systemSettings.key, SEED_VERSION_KEY));
    expect(marker?.value).toEqual({ version: 1, seededAt: SEEDED_AT.toISOString() });
  }, 60_000);

  it("has a company of every type, about nine in all", async () => {
    const rows = await database.db.select().from(companies);
    expect(new Set(rows.map((c) => c.companyType))).toEqual(new Set(COMPANY_TYPES));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const c of rows.filter((r) => r.companyType !== 4)) expect(c.stockCode).toMatch(/^\d{6}$/);
  });

  it("has one account per role, each with its own salted hash of the demo password", async () => {
    const listedAdmin = await userByAccount(DEMO_ACCOUNTS.listedAdmin);
    expect(listedAdmin.user.userType).toBe("enterprise");
    expect(listedAdmin.member).toMatchObject({ userRole: 1, memberSource: 1, isBookingEnable: true, isMemberManageEnable: true });
    // the card's progress follows the seeded relay certification (seed-relay.ts: initial review failed, 20)
    expect(listedAdmin.company).toMatchObject({ companyType: 1, isOpenExplanation: true, isEnableDiversion: true, progress: 20 });
    expect(await verifyPassword(DEMO_PASSWORD, listedAdmin.user.passwordHash ?? "")).toBe(true);

    const listedMember = await userByAccount(DEMO_ACCOUNTS.listedMember);
    expect(listedMember.member).toMatchObject({ userRole: 2, isBookingEnable: true, isFundRoadshowEnable: false, isMemberManageEnable: false });
    expect(listedMember.company?.id).toBe(listedAdmin.company?.id);

    expect((await userByAccount(DEMO_ACCOUNTS.fundAdmin)).company?.companyType).toBe(2);
    const gov = await userByAccount(DEMO_ACCOUNTS.govUser);
    expect(gov.company?.companyType).toBe(4);
    expect(gov.member).toMatchObject({ userRole: 2, isActivitySearchEnable: true });
    expect((await userByAccount(DEMO_ACCOUNTS.reportAdmin)).company).toMatchObject({ companyType: 8, isOpenExplanation: true });
    const special = await userByAccount(DEMO_ACCOUNTS.special5);
    expect(special.user.fixedLoginType).toBe("5");
    expect(special.member?.userRole).toBe(1);
    expect((await userByAccount(DEMO_ACCOUNTS.unbound)).member).toBeUndefined();
    expect((await userByAccount(DEMO_ACCOUNTS.opsAdmin)).user).toMatchObject({ userType: "operator", operatorRole: "supervisor" });
    expect((await userByAccount(DEMO_ACCOUNTS.opsOperator)).user).toMatchObject({ userType: "operator", operatorRole: "operator" });

    const hashes = await database.db.select({ h: users.passwordHash }).from(users).where(eq(users.userType, "enterprise"));
    expect(new Set(hashes.map((r) => r.h)).size).toBe(hashes.length);

    const personal = await database.db.select().from(users).where(eq(users.userType, "personal"));
    expect(personal.map((p) => [p.mobile, p.isRealPerson, p.passwordHash, p.account]).sort()).toEqual([
      [DEMO_PERSONAL_MOBILES.verified, true, null, null],
      [DEMO_PERSONAL_MOBILES.newcomer, false, null, null],
    ].sort());
  });

  it("exercises the enterprise-centre tab rules", async () => {
    const tabsOf = async (account: string) => {
      const { company, member, user } = await userByAccount(account);
      if (!company || !member) throw new Error(`${account} has no company`);
      return visibleEnterpriseTabs(
        company,
        { companyUserRole: member.userRole, isBookingEnable: member.isBookingEnable, isFundRoadshowEnable: member.isFundRoadshowEnable },
        user.fixedLoginType ?? "1",
      );
    };
    expect(await tabsOf(DEMO_ACCOUNTS.listedAdmin)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(await tabsOf(DEMO_ACCOUNTS.closedAdmin)).toEqual([1, 3, 6]);
    expect(await tabsOf(DEMO_ACCOUNTS.fundAdmin)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(await tabsOf(DEMO_ACCOUNTS.govUser)).toEqual([1, 3, 6]);
    expect(await tabsOf(DEMO_ACCOUNTS.reportAdmin)).toEqual([1, 2, 3, 4, 5, 6, 9, 10]);
    expect(await tabsOf(DEMO_ACCOUNTS.special5)).toEqual([1, 3]);
  });

  it("has a navigation tree covering every routePath of the spec", async () => {
    const rows = await database.db.select().from(navItems);
    const paths = new Set(rows.map((r) => r.routePath));
    for (const p of SPEC_ROUTE_PATHS) expect(paths, p).toContain(p);

    const level1 = rows.filter((r) => r.navLevel === 1);
    expect(level1.every((r) => r.parentId === 0)).toBe(true);
    for (const child of rows.filter((r) => r.navLevel === 2)) {
      expect(level1.map((r) => r.id)).toContain(child.parentId);
      expect(child.treePath).toBe(`0,${child.parentId},`);
    }
    expect(rows.find((r) => r.routePath === "nav5")?.navEnName).toBe("Fund Vision");
    expect(rows.filter((r) => r.routePath === "nav9").map((r) => r.companyType)).toEqual(expect.arrayContaining([1, 2]));
    for (const external of ["nav3", "nav6"]) expect(rows.find((r) => r.routePath === external)?.url).toMatch(/^https:\/\//);
    expect(rows.some((r) => !r.isPushEnVersion)).toBe(true);
  });

  it("has dictionaries queryable by code and by parentCode", async () => {
    for (const code of DEMO_DICTIONARY_CODES) {
      const parent = await database.db.select().from(dictionaryItems).where(and(eq(dictionaryItems.code, code), isNull(dictionaryItems.parentCode)));
      expect(parent, code).toHaveLength(1);
      const children = await database.db.select().from(dictionaryItems).where(eq(dictionaryItems.parentCode, code));
      expect(children.length, code).toBeGreaterThan(0);
    }
    const active = (parentCode: string) =>
      database.db.select().from(dictionaryItems)
        .where(and(eq(dictionaryItems.parentCode, parentCode), eq(dictionaryItems.status, 1)))
        .orderBy(dictionaryItems.sort);

    expect(await active("QAInfo")).toHaveLength(6);
    expect((await active("ListedCompanyBookingType")).map((d) => [d.name, d.attachField1])).toEqual([
      ["业绩说明会", "1"], ["重大事项说明会", "2"], ["再融资路演", "3"], ["其他路演", "4"],
    ]);
    const allFund = await database.db.select().from(dictionaryItems).where(eq(dictionaryItems.parentCode, "FundingCompanyBookingTypes"));
    expect((await active("FundingCompanyBookingTypes")).length).toBe(allFund.length - 1);
    // three days after 2026-03-10 10:00 Beijing time
    expect((await active("SystemConfigUpdateTime"))[0]?.attachField1).toBe("2026-03-13_start22:00_end23:59");
    expect((await active("ActivityBgImage")).map((d) => d.attachField1)).toContain("/images/activity-bg/bg-6.jpg");
    expect((await active("RuleDocument")).map((d) => d.attachField1)).toEqual([
      "/VersionAgreement?routeType=2", "/VersionAgreement?routeType=3",
    ]);
  });

  it("has the system settings and the messages laid out around now()", async () => {
    const settings = new Map((await database.db.select().from(systemSettings)).map((s) => [s.key, s.value]));
    const banner = settings.get("noticeBanner") as { startAt: string; endAt: string; speed: number };
    expect(new Date(banner.startAt).getTime()).toBeLessThanOrEqual(SEEDED_AT.getTime());
    expect(new Date(banner.endAt).getTime()).toBe(SEEDED_AT.getTime() + 7 * 24 * 3600 * 1000);
    expect(settings.get("grayMode")).toBe(0);
    expect(settings.get("agreementVersion")).toEqual({ version: "2026.1" });
    expect(settings.get("maintenance")).toEqual({ enabled: false });
    expect(settings.get("realPersonSwitch")).toBe(true);

    const { company } = await userByAccount(DEMO_ACCOUNTS.listedAdmin);
    const companyMessages = await database.db.select().from(messages).where(eq(messages.companyId, company?.id ?? -1));
    expect(companyMessages.length).toBeGreaterThanOrEqual(6);
    expect(new Set(companyMessages.map((m) => m.status))).toEqual(new Set([0, 1]));
    const twoWeeksAgo = SEEDED_AT.getTime() - 14 * 24 * 3600 * 1000;
    for (const m of companyMessages) {
      expect(m.crtTime.getTime()).toBeGreaterThanOrEqual(twoWeeksAgo);
      expect(m.crtTime.getTime()).toBeLessThanOrEqual(SEEDED_AT.getTime());
    }
    const personalMessages = await database.db.select().from(messages).where(eq(messages.isCompanyMessage, false));
    expect(personalMessages).toHaveLength(1);
    expect(personalMessages[0]?.userId).not.toBeNull();
  });

  it("adds later steps once to a database seeded before them", async () => {
    const { runSeedSteps } = await import("#server/db/seed/seed-steps.ts");
    let runs = 0;
    const step = { name: "test-step", run: async () => void runs++ };
    expect(await Promise.all([runSeedSteps(database.db, [step]), runSeedSteps(database.db, [step])])).toContainEqual(["test-step"]);
    expect(await runSeedSteps(database.db, [step])).toEqual([]);
    expect(runs).toBe(1);
    const hot = await database.db.select().from(dictionaryItems).where(eq(dictionaryItems.parentCode, "HotSearch"));
    expect(hot.length).toBeGreaterThan(0);
  });
});
