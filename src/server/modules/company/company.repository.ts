import { eq } from "drizzle-orm";
import { companyTypeText } from "#shared/company/company-type.ts";
import type { TCompanyInfo } from "#shared/api/session.contract.ts";
import type { TDb } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";

type TCompanyRow = typeof companies.$inferSelect;

/** The company-info shape of the wire contract. */
export function toCompanyInfo(row: TCompanyRow): TCompanyInfo {
  return {
    id: row.id,
    shortName: row.shortName,
    fullName: row.fullName,
    enShortName: row.enShortName,
    stockCode: row.stockCode,
    miniLogoPath: row.miniLogoPath,
    logoPath: row.logoPath,
    logoVectorPath: row.logoVectorPath,
    companyType: row.companyType,
    companyTypeText: companyTypeText(row.companyType),
    progress: row.progress,
    isDistributeVerify: row.isDistributeVerify,
    contractEndTime: row.contractEndTime ? row.contractEndTime.toISOString() : null,
    isEnableDiversion: row.isEnableDiversion,
    isOpenExplanation: row.isOpenExplanation,
    isEnableFundRoadshow: row.isEnableFundRoadshow,
    isDistributeCompany: row.isDistributeCompany,
    distributeStatus: row.distributeStatus,
    isEnableDistribute: row.isEnableDistribute,
    isEnableActivitySearch: row.isEnableActivitySearch,
  };
}

export async function findCompany(db: TDb, id: number): Promise<TCompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}
