import { eq } from "drizzle-orm";
import { companies, companyBindApplies, rollingServices, users } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { hashPassword } from "../../lib/crypto.ts";
import { DEMO_PASSWORD } from "./seed-accounts.ts";
import { addDays } from "./seed-time.ts";

/** Enterprise accounts of the binding demo, bound to no company: one to apply with, one whose application waits. */
export const BIND_DEMO_ACCOUNTS = { applicant: "bind-demo", waiting: "bind-waiting" } as const;
/** A listed company without members yet: the first approved applicant becomes its admin. */
export const BIND_DEMO_COMPANY = { shortName: "华辰精密", fullName: "华辰精密制造股份有限公司", enShortName: "Huachen Precision", enFullName: "Huachen Precision Manufacturing Co., Ltd.", stockCode: "688968", companyType: 1 };

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Binding applications and lottery draw services (document 4 sections 3, 5 and 6): two unbound enterprise
 * accounts, a company without members, one application waiting for review, and the draw services operators
 * opened (two open, one closed).
 */
export async function seedApplications(tx: TDb, at: Date): Promise<void> {
  const [company] = await tx.insert(companies).values({ ...BIND_DEMO_COMPANY, isOpenExplanation: true, createdAt: at, updatedAt: at }).returning();
  // each account its own salt, like every demo account (seed.test.ts)
  const [applicantHash, waitingHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
  const [, waiting] = await tx
    .insert(users)
    .values([
      { account: BIND_DEMO_ACCOUNTS.applicant, passwordHash: applicantHash, nickName: "陈静", userType: "enterprise", createdAt: at, updatedAt: at },
      { account: BIND_DEMO_ACCOUNTS.waiting, passwordHash: waitingHash, nickName: "刘洋", userType: "enterprise", createdAt: at, updatedAt: at },
    ])
    .returning();
  const [listed] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.stockCode, "300917")).limit(1);
  await tx.insert(companyBindApplies).values({
    userId: waiting!.id,
    companyId: listed?.id ?? company!.id,
    applicantName: "刘洋",
    // a pdf the demo already stores (seed-institution-files.ts), so the back office can open the letter
    letterPath: "/files/uploads/demo/fin-report-1.pdf",
    letterName: "机构授权书.pdf",
    status: 0,
    createdAt: addDays(at, -1),
  });
  await tx.insert(rollingServices).values([
    {
      title: "首次公开发行网上定价发行摇号抽签",
      titleEn: "IPO online pricing lottery draw",
      description: "为首次公开发行股票的发行人提供网上定价发行中签号码的公开摇号抽签服务，由公证机构现场监督并全程直播。",
      descriptionEn: "A public draw of the winning numbers of an IPO's online pricing issue, supervised by a notary and streamed live.",
      applyEndDate: ymd(addDays(at, 60)),
      status: 1,
      createdAt: addDays(at, -10),
    },
    {
      title: "可转换公司债券网上发行摇号抽签",
      titleEn: "Convertible bond online issue lottery draw",
      description: "为可转换公司债券网上发行提供中签号码摇号抽签服务，摇号结果于次一交易日公告。",
      descriptionEn: "A draw of the winning numbers of a convertible bond's online issue; the result is announced the next trading day.",
      applyEndDate: ymd(addDays(at, 30)),
      status: 1,
      createdAt: addDays(at, -5),
    },
    {
      title: "2025年度网上发行摇号抽签（已截止）",
      titleEn: "2025 online issue lottery draw (closed)",
      description: "2025年度摇号抽签服务已截止申请。",
      descriptionEn: "Applications for the 2025 draw service are closed.",
      applyEndDate: ymd(addDays(at, -20)),
      status: 0,
      createdAt: addDays(at, -120),
    },
  ]);
}
