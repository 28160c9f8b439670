import { outcomeTable } from "../outcome/outcome.ts";

/**
 * Pre-collected questions (document 3 sections 3, 4 and 5 "Pre-collected Q&A"; document 4 section 2.7
 * /preCallQa): questions gathered before the activity, answered by the company and shown on the public page
 * when the activity's pre-collection module is on.
 */

/** status: 0 pending, 1 answered, 2 not suitable (document 3 section 3). */
export const PreCollectStatus = { pending: 0, answered: 1, unsuitable: 2 } as const;
export type TPreCollectStatus = (typeof PreCollectStatus)[keyof typeof PreCollectStatus];
/** collectType: 1 asked by a user on /preCallQa; 2 added by the company with its answer; 3 imported. */
export const CollectType = { userAsked: 1, companyAdded: 2, imported: 3 } as const;
/** userType of the asker: 1 a personal user, 2 a company user (document 3 section 3). */
export const CollectUserType = { personal: 1, company: 2 } as const;

/** Page size of the company's sub-tabs (document 3 section 9: Q&A page size 5). */
export const PRE_COLLECT_PAGE_SIZE = 5;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 2000;

export const PreCollectMsg = {
  questionRequired: "请输入问题",
  questionTooLong: `问题不能超过${QUESTION_MAX}字`,
  answerRequired: "请输入回答",
  answerTooLong: `回答不能超过${ANSWER_MAX}字`,
  replyRequired: "请输入回复内容",
  notFound: "预征集问题不存在",
  notPending: "该问题当前不是待回答状态",
  notUnsuitable: "该问题当前不是不适合回答状态",
  notAnswered: "该问题当前不是已回答状态",
  onlyUserAsked: "只有用户提出的问题可以标记为不适合回答",
  collectionClosed: "该活动暂未开放问题征集",
  personalOnly: "请使用个人账号登录后提问",
  statusInvalid: "问题状态参数不正确",
  pairsMismatch: "问题与回答数量不一致",
  noValidData: "无有效数据",
} as const;
export const PreCollectOutcome = outcomeTable("preCollect", PreCollectMsg);

interface TQuestionFacts {
  status: number;
  collectType: number;
}

/** 0 → 2: mark not suitable, only a pending question a user asked (document 3 section 4). */
export function canMarkUnsuitable(q: TQuestionFacts): boolean {
  return q.status === PreCollectStatus.pending && q.collectType === CollectType.userAsked;
}
/** 2 → 0: undo "not suitable". */
export function canUndoUnsuitable(q: TQuestionFacts): boolean {
  return q.status === PreCollectStatus.unsuitable;
}
/** 0 → 1: reply. */
export function canAnswer(q: TQuestionFacts): boolean {
  return q.status === PreCollectStatus.pending;
}
/** 1 → 0: cancel the answer. */
export function canCancelAnswer(q: TQuestionFacts): boolean {
  return q.status === PreCollectStatus.answered;
}

interface TCollectionFacts {
  moduleHasPreCollection: boolean;
  isCancel: boolean;
  pubStatus: number;
  /** 1 not started, 2 started, 3 ended */
  status: number;
}

/**
 * Whether investors may submit pre-collected questions (document 4 section 2.7, /preCallQa "an upcoming
 * activity whose pre-collection is open"): the module is on, and the activity is published, not cancelled
 * and not started.
 */
export function preCollectionOpen(a: TCollectionFacts): boolean {
  return a.moduleHasPreCollection && !a.isCancel && a.pubStatus >= 1 && a.status === 1;
}

/** Whether the public page shows the answered pre-collected questions (the module is on). */
export function showsPreCollected(a: { moduleHasPreCollection: boolean }): boolean {
  return a.moduleHasPreCollection;
}
