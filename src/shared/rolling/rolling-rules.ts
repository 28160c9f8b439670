import { outcomeTable } from "../outcome/outcome.ts";

/**
 * Lottery draw (摇号) applications (document 4 sections 5 and 6): an operator opens draw services; a company
 * applies for one with its issue's details, contacts (the booking form's contact rules) and the issuance
 * announcement as a pdf; the operator accepts it with a draw time and room, or rejects it with a reason.
 */

/** A draw service: 1 open for applications, 0 closed. */
export const RollingServiceStatus = { closed: 0, open: 1 } as const;
/** An application: 0 submitted, 1 accepted (time and room set), 2 rejected (with a reason). */
export const RollingStatus = { submitted: 0, accepted: 1, rejected: 2 } as const;

/** Issue types of the form. */
export const ROLLING_ISSUE_TYPES = [1, 2, 3] as const;

export const ROLLING_TITLE_MAX = 100;
export const ROLLING_DESCRIPTION_MAX = 1000;
export const ROLLING_FULL_NAME_MAX = 100;
export const ROLLING_REASON_MAX = 200;
export const ROLLING_CONTACTS_MAX = 5;
export const ROLLING_PAGE_SIZE = 10;

export const RollingMsg = {
  serviceNotFound: "摇号服务不存在",
  serviceClosed: "该摇号服务已截止申请",
  companyOnly: "摇号申请需使用已绑定机构的账号登录",
  fullNameRequired: "请输入发行人全称",
  fullNameTooLong: `发行人全称不能超过${ROLLING_FULL_NAME_MAX}个字符`,
  stockCodeRequired: "请输入股票代码",
  stockCodeInvalid: "股票代码应为6位数字",
  issueTypeRequired: "请选择发行类型",
  preferredDateRequired: "请选择意向摇号日期",
  preferredDatePast: "意向摇号日期不能早于今天",
  contactsRequired: "请至少填写一位联系人",
  contactsTooMany: `联系人最多${ROLLING_CONTACTS_MAX}位`,
  announcementRequired: "请上传发行公告",
  announcementNotPdf: "发行公告仅支持pdf格式",
  duplicate: "贵公司已申请该摇号服务，请勿重复提交",
  applicationNotFound: "摇号申请不存在",
  alreadyReviewed: "该摇号申请已审核",
  drawTimeRequired: "请选择摇号时间",
  drawTimePast: "摇号时间须晚于当前时间",
  roomRequired: "请选择摇号室",
  roomNotFound: "摇号室不存在或已停用",
  rejectReasonRequired: "请填写驳回理由",
  rejectReasonTooLong: `驳回理由不能超过${ROLLING_REASON_MAX}个字符`,
  titleRequired: "请输入服务名称",
  titleTooLong: `服务名称不能超过${ROLLING_TITLE_MAX}个字符`,
  descriptionRequired: "请输入服务说明",
  descriptionTooLong: `服务说明不能超过${ROLLING_DESCRIPTION_MAX}个字符`,
  applyEndDateRequired: "请选择申请截止日期",
  badId: "摇号编号不正确",
} as const;

export const RollingOutcome = outcomeTable("rolling", RollingMsg);

/** Whether a service takes applications on `today` (YYYY-MM-DD, Beijing): open and its last day not passed. */
export function isServiceOpen(service: { status: number; applyEndDate: string }, today: string): boolean {
  return service.status === RollingServiceStatus.open && service.applyEndDate >= today;
}

/**
 * Why the company may not apply for this service now, or null: the service must take applications, and a
 * company has one live application (submitted or accepted) per service; after a rejection it may apply again.
 */
export function rollingApplyRefusal(service: { status: number; applyEndDate: string }, today: string, liveOfCompany: number) {
  if (!isServiceOpen(service, today)) return RollingOutcome.serviceClosed;
  if (liveOfCompany > 0) return RollingOutcome.duplicate;
  return null;
}

/** Why a preferred draw date is refused (it may not lie in the past), or null. */
export function preferredDateProblem(date: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return RollingMsg.preferredDateRequired;
  return date < today ? RollingMsg.preferredDatePast : null;
}

/** Why accepting with this draw time is refused, or null: the draw must lie ahead. */
export function drawTimeProblem(drawTime: Date | null, now: Date): string | null {
  if (!drawTime || Number.isNaN(drawTime.getTime())) return RollingMsg.drawTimeRequired;
  return drawTime.getTime() <= now.getTime() ? RollingMsg.drawTimePast : null;
}

/** Only a submitted application is reviewed. */
export function isRollingReviewable(status: number): boolean {
  return status === RollingStatus.submitted;
}

/** The message the company receives about the review. */
export function rollingReviewMessage(serviceTitle: string, accepted: { drawTime: string; roomName: string } | null, reason?: string): { msgTitle: string; content: string } {
  if (accepted) {
    return { msgTitle: "摇号申请已受理", content: `贵公司的“${serviceTitle}”申请已受理，摇号时间：${accepted.drawTime}，摇号室：${accepted.roomName}。` };
  }
  return { msgTitle: "摇号申请未通过", content: `贵公司的“${serviceTitle}”申请未通过审核。原因：${reason ?? ""}` };
}
