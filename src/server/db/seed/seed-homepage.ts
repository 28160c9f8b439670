import { eq, inArray } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { companies, companyHomepageChanges, companyHomepages, users } from "../schema/index.ts";
import { DEMO_COMPANY_NAMES } from "./seed-companies.ts";
import { addDays } from "./seed-time.ts";

/**
 * Homepage changes for the demo (document 3 section 3, "Company intro modification record"; document 4
 * section 6): the listed company's approval records hold an approved and a rejected change (its records
 * dialog is not empty), and the fund company has a change awaiting approval in the operators' queue. The
 * changes start from each company's published homepage, so approving the pending one shows the edit alone.
 */
export async function seedHomepageChanges(tx: TDb, at: Date): Promise<void> {
  const names = [DEMO_COMPANY_NAMES.listedMain, DEMO_COMPANY_NAMES.fund];
  const rows = await tx
    .select({ id: companies.id, fullName: companies.fullName, home: companyHomepages })
    .from(companies)
    .innerJoin(companyHomepages, eq(companyHomepages.companyId, companies.id))
    .where(inArray(companies.fullName, names));
  const admins = await tx.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, ["listed-admin", "fund-admin"]));
  const adminOf = (account: string) => admins.find((a) => a.account === account)?.id ?? null;
  const listed = rows.find((r) => r.fullName === DEMO_COMPANY_NAMES.listedMain);
  const fund = rows.find((r) => r.fullName === DEMO_COMPANY_NAMES.fund);
  const changes: (typeof companyHomepageChanges.$inferInsert)[] = [];
  if (listed) {
    const base = { companyId: listed.id, logoPath: listed.home.logoPath, miniLogoPath: listed.home.miniLogoPath, createdBy: adminOf("listed-admin") };
    changes.push(
      {
        ...base,
        companyIntroJson: { ...listed.home.companyIntroJson, gsfc_intro: "<p>鹏城智能：工业视觉龙头，市场占有率第一！</p>" },
        status: 2,
        auditFailReason: "介绍中“龙头”“第一”等表述缺少依据，请修改后重新提交",
        crtTime: addDays(at, -40),
        auditTime: addDays(at, -39),
      },
      { ...base, companyIntroJson: listed.home.companyIntroJson, status: 1, crtTime: addDays(at, -31), auditTime: addDays(at, -30) },
    );
  }
  if (fund) {
    const intro = fund.home.companyIntroJson as { gsfc_intro?: string };
    changes.push({
      companyId: fund.id,
      logoPath: fund.home.logoPath,
      miniLogoPath: fund.home.miniLogoPath,
      companyIntroJson: {
        ...fund.home.companyIntroJson,
        gsfc_intro: `${intro.gsfc_intro ?? ""}<p>截至2025年末，公司管理资产规模超过两万亿元，服务个人投资者逾两亿人次。</p>`,
      },
      status: 0,
      createdBy: adminOf("fund-admin"),
      crtTime: addDays(at, -1),
    });
  }
  if (changes.length) await tx.insert(companyHomepageChanges).values(changes);
}
