import { outcomeTable } from "../outcome/outcome.ts";

/**
 * Relay-platform (diversion) certification rules (document 3 sections 3, 4 "Relay certification", 5 "Relay
 * application", 7; document 2 section 4 for the company card's progress values).
 */

/** auditStatus of a record (document 3 section 3). */
export const AuditStatus = { reviewing: 1, passed: 2, failed: 3 } as const;

export const RELAY_TEXT_MAX = 100;
export const RELAY_QUALIFICATION_FILES_MAX = 10;
export const RELAY_REASON_MAX = 500;

export const RelayMsg = {
  platformRequired: "请输入转播平台",
  platformUrlRequired: "请输入平台网址",
  platformUrlInvalid: "请输入正确的网址",
  contactsRequired: "请输入机构联系人",
  textTooLong: "输入内容不能超过100个字符",
  qualificationRequired: "请上传资质文件",
  qualificationTooMany: "资质文件最多上传10个",
  qualificationType: "资质文件须为PDF或图片（jpg、png）",
  planRequired: "请上传技术方案",
  planType: "技术方案须为PDF文件",
  testPlanRequired: "请上传测试方案",
  reasonRequired: "请输入驳回原因",
  reasonTooLong: "驳回原因不能超过500个字符",
  contractDatesRequired: "请选择签约日期和有效期",
  contractDatesOrder: "有效期截止日期须晚于签约日期",
  outOfOrder: "当前认证进度不能进行此操作",
  stale: "认证记录已更新，请刷新后重试",
  notFound: "认证记录不存在",
  notAllowed: "您没有导流认证权限",
} as const;
export const RelayOutcome = outcomeTable("relay", RelayMsg);

/** URL-shaped: http or https with a host (document 3 section 5, "please enter correct URL"). */
export function isPlatformUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A rejection needs its reason (document 3 section 4: each failure shows it). */
export function reasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? "").trim();
  if (!text) return RelayMsg.reasonRequired;
  return [...text].length > RELAY_REASON_MAX ? RelayMsg.reasonTooLong : null;
}

/** Contract dates (yyyy-MM-dd): both given, the validity end after the signing date. */
export function contractDatesProblem(contractTime: string | null | undefined, contractEndTime: string | null | undefined): string | null {
  if (!contractTime || !contractEndTime) return RelayMsg.contractDatesRequired;
  return contractEndTime > contractTime ? null : RelayMsg.contractDatesOrder;
}

/** Whether a signed contract has run out on `today` (yyyy-MM-dd, Beijing): progress 6, re-certify. */
export function contractExpired(contractEndTime: string | null | undefined, today: string): boolean {
  return Boolean(contractEndTime) && contractEndTime! < today;
}

/**
 * Who may apply for and view the certification (document 2 section 6, document 3 section 6): company types
 * 1, 2, 3, 5, 6 and 8 with the company's isEnableDiversion, and the admin or a member with isDiversionEnable.
 */
export function mayUseRelayCertification(
  company: { companyType: number; isEnableDiversion: boolean },
  user: { companyUserRole: number | null; isDiversionEnable: boolean },
): boolean {
  return [1, 2, 3, 5, 6, 8].includes(company.companyType) && company.isEnableDiversion && (user.companyUserRole === 1 || user.isDiversionEnable);
}
