import { companies } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { addDays } from "./seed-time.ts";

/**
 * Demo companies, one or more of every company type, with feature switches chosen so that every rule of the
 * enterprise-centre tabs (spec 1 section 2.4, src/shared/company/enterprise-tabs.ts) has a company showing it.
 * Listed-company names are invented (a real issuer's name beside invented messages would mislead); the fund
 * company and the regulator are the well-known examples the brief asked for.
 */
export const DEMO_COMPANY_KEYS = [
  "listedMain",
  "listedClosed",
  "fund",
  "fundClosed",
  "institution",
  "regulator",
  "securities",
  "investment",
  "report",
] as const;
export type TDemoCompanyKey = (typeof DEMO_COMPANY_KEYS)[number];

type TCompanyRow = typeof companies.$inferInsert;

interface TCompanySeed extends Omit<TCompanyRow, "createdAt" | "updatedAt"> {
  /** how long before the seed the company was onboarded */
  ageDays: number;
}

/** Full names by key, so other seed files and tests can find a demo company without knowing its id. */
export const DEMO_COMPANY_NAMES: Record<TDemoCompanyKey, string> = {
  listedMain: "深圳市鹏城智能科技股份有限公司",
  listedClosed: "江苏长江新材料股份有限公司",
  fund: "华夏基金管理有限公司",
  fundClosed: "博远基金管理有限公司",
  institution: "上海浦江私募基金管理有限公司",
  regulator: "中国证券监督管理委员会深圳监管局",
  securities: "长城国信证券股份有限公司",
  investment: "深圳前海远景创业投资有限公司",
  report: "杭州云栖数据技术股份有限公司",
};

const COMPANY_SEEDS: Record<TDemoCompanyKey, TCompanySeed> = {
  // Type 1, everything on: tabs 1-6 and 9; relay certification part-way (progress 2) so the steps show.
  listedMain: {
    fullName: DEMO_COMPANY_NAMES.listedMain,
    shortName: "鹏城智能",
    enShortName: "Pengcheng Intelligent",
    enFullName: "Shenzhen Pengcheng Intelligent Technology Co., Ltd.",
    stockCode: "300917",
    companyType: 1,
    isOpenExplanation: true,
    isEnableDiversion: true,
    isEnableDistribute: true,
    progress: 2,
    ageDays: 420,
  },
  // Type 1 with explanation closed: tabs 2, 4, 5 and 9 must disappear.
  listedClosed: {
    fullName: DEMO_COMPANY_NAMES.listedClosed,
    shortName: "长江新材",
    enShortName: "Changjiang New Materials",
    enFullName: "Jiangsu Changjiang New Materials Co., Ltd.",
    stockCode: "603218",
    companyType: 1,
    isOpenExplanation: false,
    ageDays: 300,
  },
  // Type 2 reaching the activity tabs through the fund roadshow switch alone.
  fund: {
    fullName: DEMO_COMPANY_NAMES.fund,
    shortName: "华夏基金",
    enShortName: "China AMC",
    enFullName: "China Asset Management Co., Ltd.",
    stockCode: "000001",
    companyType: 2,
    isEnableFundRoadshow: true,
    ageDays: 380,
  },
  // Type 2 with both switches off: the company condition of tab 2 fails for a fund company too.
  fundClosed: {
    fullName: DEMO_COMPANY_NAMES.fundClosed,
    shortName: "博远基金",
    enShortName: "Boyuan Fund",
    enFullName: "Boyuan Fund Management Co., Ltd.",
    stockCode: "008326",
    companyType: 2,
    ageDays: 120,
  },
  // Type 3 (fund roadshow only): activity tabs but, unlike types 1, 2 and 8, no video tab.
  institution: {
    fullName: DEMO_COMPANY_NAMES.institution,
    shortName: "浦江私募",
    enShortName: "Pujiang Private Fund",
    enFullName: "Shanghai Pujiang Private Fund Management Co., Ltd.",
    stockCode: "873105",
    companyType: 3,
    isEnableFundRoadshow: true,
    ageDays: 200,
  },
  // Type 4 regulator: no activity tabs whatever its switches, but activity search for its users.
  regulator: {
    fullName: DEMO_COMPANY_NAMES.regulator,
    shortName: "深圳证监局",
    enShortName: "CSRC Shenzhen",
    enFullName: "Shenzhen Regulatory Bureau of the China Securities Regulatory Commission",
    stockCode: null,
    companyType: 4,
    isEnableActivitySearch: true,
    ageDays: 500,
  },
  // Types 5 and 6 plain: the always-visible tabs only.
  securities: {
    fullName: DEMO_COMPANY_NAMES.securities,
    shortName: "长城国信证券",
    enShortName: "Greatwall Guoxin Securities",
    enFullName: "Greatwall Guoxin Securities Co., Ltd.",
    stockCode: "601859",
    companyType: 5,
    ageDays: 260,
  },
  investment: {
    fullName: DEMO_COMPANY_NAMES.investment,
    shortName: "远景创投",
    enShortName: "Vision Ventures",
    enFullName: "Shenzhen Qianhai Vision Venture Capital Co., Ltd.",
    stockCode: "872156",
    companyType: 6,
    ageDays: 150,
  },
  // Type 8 with explanation open: the visual financial report tab (10) besides the activity and video tabs.
  report: {
    fullName: DEMO_COMPANY_NAMES.report,
    shortName: "云栖数据",
    enShortName: "Yunqi Data",
    enFullName: "Hangzhou Yunqi Data Technology Co., Ltd.",
    stockCode: "688572",
    companyType: 8,
    isOpenExplanation: true,
    ageDays: 90,
  },
};

/** Inserts the demo companies and returns their ids by key. */
export async function seedCompanies(tx: TDb, at: Date): Promise<Record<TDemoCompanyKey, number>> {
  const rows: TCompanyRow[] = DEMO_COMPANY_KEYS.map((key) => {
    const { ageDays, ...row } = COMPANY_SEEDS[key];
    return { ...row, createdAt: addDays(at, -ageDays), updatedAt: addDays(at, -Math.min(ageDays, 7)) };
  });
  const inserted = await tx.insert(companies).values(rows).returning({ id: companies.id, fullName: companies.fullName });
  const idByName = new Map(inserted.map((r) => [r.fullName, r.id]));
  const ids = {} as Record<TDemoCompanyKey, number>;
  for (const key of DEMO_COMPANY_KEYS) {
    const id = idByName.get(DEMO_COMPANY_NAMES[key]);
    if (id === undefined) throw new Error(`demo company ${key} was not inserted`);
    ids[key] = id;
  }
  return ids;
}
