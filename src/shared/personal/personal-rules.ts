import { outcomeTable } from "../outcome/outcome.ts";
import { ReviewStatus } from "../qa/qa-rules.ts";

/**
 * The investor's own corner (document 4 section 4): favourite activities, followed companies and "my
 * questions". Only a personal account has one; the server refuses the others and the pages hide the buttons.
 */

/** The personal centre's lists page at 10 (document 4 section 4). */
export const PERSONAL_PAGE_SIZE = 10;
export const PERSONAL_PAGE_MAX = 10_000;
/** How many upcoming activities a followed company's card shows. */
export const FOLLOWED_UPCOMING_COUNT = 3;

export const PersonalMsg = {
  personalOnly: "请使用个人账号登录",
  activityNotFound: "活动不存在",
  companyNotFound: "机构不存在",
  badActivityId: "活动编号不正确",
  badCompanyId: "机构编号不正确",
  badPage: "页码不正确",
  badPageSize: "每页条数不正确",
} as const;

/** PersonalMsg as outcome codes (`personal.key`), see src/shared/outcome. */
export const PersonalOutcome = outcomeTable("personal", PersonalMsg);

/** Whether an account of this type has a personal corner (favourites, follows, my questions). */
export function hasPersonalCorner(userType: string | null | undefined): boolean {
  return userType === "personal";
}

/** Where one of my questions stands, as the personal centre shows it. */
export type TMyQuestionState = "pending" | "published" | "refused" | "revoked";

/** A question's state for its asker: revoked once cancelled, whatever its review said before. */
export function myQuestionState(q: { status: number; isCancel: boolean }): TMyQuestionState {
  if (q.isCancel) return "revoked";
  if (q.status === ReviewStatus.pending) return "pending";
  if (q.status === ReviewStatus.refused) return "refused";
  return "published";
}

/**
 * Whether the asker sees an answer: only once it was approved (a pending or refused reply is the company's
 * draft, not an answer); an approved answer the company later revoked stays listed, marked as revoked.
 */
export function answerShownToAsker(a: { status: number }): boolean {
  return a.status === ReviewStatus.approved || a.status === ReviewStatus.autoApproved;
}
