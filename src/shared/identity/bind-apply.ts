import { outcomeTable } from "../outcome/outcome.ts";
import type { TOperatorRole } from "../activity/ops-roles.ts";
import { SUPERVISOR_ONLY_MESSAGE } from "../activity/ops-roles.ts";

/**
 * Binding applications (document 4 sections 3 and 6, document 1 section 4.1): an enterprise account not yet
 * bound to a company asks to join one, with an authorisation letter; an operator approves (the account joins
 * the company, as its first admin when it has none) or rejects with a reason. The server refuses with these
 * rules; the pages hide or disable what they refuse.
 */

/** Review state of an application: 0 waiting, 1 approved, 2 rejected. */
export const BindStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export type TBindStatus = (typeof BindStatus)[keyof typeof BindStatus];

export const BIND_APPLICANT_MAX = 50;
export const BIND_REASON_MAX = 200;
export const BIND_KEYWORD_MAX = 50;
/** How many companies a search offers at most (the applicant narrows by typing more). */
export const BIND_SEARCH_LIMIT = 20;
export const BIND_PAGE_SIZE = 10;

export const BindMsg = {
  companyTypeRequired: "请选择机构类型",
  companyRequired: "请选择机构",
  companyNotFound: "所选机构不存在",
  applicantRequired: "请输入申请人姓名",
  applicantTooLong: `申请人姓名不能超过${BIND_APPLICANT_MAX}个字符`,
  letterRequired: "请上传授权书",
  letterNotPdf: "授权书仅支持pdf格式",
  enterpriseOnly: "请使用机构账号登录",
  alreadyBound: "该账号已绑定机构",
  duplicate: "您已提交该机构的认证申请，请等待审核",
  otherPending: "您已有一份待审核的认证申请，请等待审核结果",
  applicationNotFound: "认证申请不存在",
  notPending: "该申请已审核，请勿重复操作",
  reasonRequired: "请填写驳回原因",
  reasonTooLong: `驳回原因不能超过${BIND_REASON_MAX}个字符`,
  badId: "申请编号不正确",
  badKeyword: `搜索内容不能超过${BIND_KEYWORD_MAX}个字符`,
} as const;

export const BindOutcome = outcomeTable("bind", BindMsg);

/** What the caller's account looks like to the apply rule. */
export interface TBindApplicant {
  userType: string;
  /** the company the account is bound to, if any */
  companyId: number | null;
}

/** The caller's own applications still waiting, by company. */
export interface TPendingApplication {
  companyId: number;
}

/**
 * Why this account may not apply to join `companyId` now, or null. Only an enterprise account without a
 * company applies; one application waits at a time, and a second one for the same company is a duplicate.
 */
export function bindApplyRefusal(caller: TBindApplicant, companyId: number, pending: readonly TPendingApplication[]) {
  if (caller.userType !== "enterprise") return BindOutcome.enterpriseOnly;
  if (caller.companyId) return BindOutcome.alreadyBound;
  if (pending.some((p) => p.companyId === companyId)) return BindOutcome.duplicate;
  if (pending.length > 0) return BindOutcome.otherPending;
  return null;
}

/** Whether the apply page should offer the form (an unbound enterprise account with nothing waiting). */
export function mayApplyForBinding(caller: TBindApplicant, pending: readonly TPendingApplication[]): boolean {
  return caller.userType === "enterprise" && !caller.companyId && pending.length === 0;
}

/** Whether an application can still be reviewed. */
export function isReviewable(status: number): boolean {
  return status === BindStatus.pending;
}

/**
 * Why an operator of this role may not approve, or null. Approving into a company without an admin appoints
 * the applicant its first admin, and appointing an admin is the supervisor's (ops-roles.ts); approving into a
 * company that has one is day-to-day work.
 */
export function bindApproveRefusal(role: TOperatorRole | null, companyHasAdmin: boolean): string | null {
  return !companyHasAdmin && role !== "supervisor" ? SUPERVISOR_ONLY_MESSAGE : null;
}

/** The message the applicant receives about the review. */
export function bindReviewMessage(companyName: string, status: TBindStatus, reason?: string | null): { msgTitle: string; content: string } {
  if (status === BindStatus.approved) {
    return { msgTitle: "机构认证审核通过", content: `您绑定“${companyName}”的认证申请已通过审核，现在可以进入企业中心。` };
  }
  return { msgTitle: "机构认证审核未通过", content: `您绑定“${companyName}”的认证申请未通过审核。原因：${reason ?? ""}` };
}
