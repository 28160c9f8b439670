import { eq } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { companies, companyMembers, diversionApplies, users } from "../schema/index.ts";
import { STATE_RECORD } from "#shared/relay/relay-certification.machine.ts";
import { companyProgressValue } from "#shared/relay/relay-steps.ts";
import { DEMO_COMPANY_NAMES } from "./seed-companies.ts";
import { addDays } from "./seed-time.ts";

/** The demo relay certification's files, put into the storage by ensureDemoFiles (seed-files.ts). */
export const DEMO_RELAY_FILES = {
  licence: "uploads/demo/relay-licence.pdf",
  permit: "uploads/demo/relay-permit.pdf",
  plan: "uploads/demo/relay-tech-plan.pdf",
} as const;

/**
 * The main listed company's relay certification: its first submission failed the initial qualification
 * review (a licence is missing), so the panel shows the reason and offers the resubmission, which keeps this
 * record as history (hisId). Its company card follows (progress 20, review failed). The panel company
 * (云帆数据) has none, so a certification can be started from nothing there.
 */
export async function seedRelayDemo(tx: TDb, at: Date): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedMain));
  if (!company) return;
  const [admin] = await tx
    .select({ id: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(companyMembers.userRole)
    .limit(1);
  const materials = {
    companyId: company.id,
    platform: "鹏城智能直播间",
    platformUrl: "https://live.pcznkj.com.cn/ir",
    companyContacts: "林晓",
    companyPhone: "13800138001",
    createdBy: admin?.id ?? null,
  };
  const files = (names: [string, string][]) => JSON.stringify(names.map(([key, name]) => ({ url: `/files/${key}`, name })));
  await tx.insert(diversionApplies).values({
    ...materials,
    isCurrent: true,
    ...STATE_RECORD.qualificationRejected,
    qualificationPathJson: files([[DEMO_RELAY_FILES.licence, "营业执照.pdf"]]),
    auditReason: "缺少信息网络传播视听节目许可证，请补充后重新提交。",
    qualificationAuditTime: addDays(at, -2),
    crtTime: addDays(at, -4),
    updTime: addDays(at, -2),
  });
  await tx.update(companies).set({ progress: companyProgressValue("qualificationRejected") }).where(eq(companies.id, company.id));
}
