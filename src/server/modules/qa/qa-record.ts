import type { TQaRecord } from "#shared/api/qa.contract.ts";
import { QuestionType, reviewStatusText } from "#shared/qa/qa-rules.ts";
import type { qaAnswers, qaQuestions } from "../../db/schema/index.ts";

/**
 * The one mapper from stored rows to the company tab's Q&A record (document 2 section 3). The write calls of
 * the live Q&A and the company's read pages and exports (qa-stats) all answer through it, so a record looks
 * the same wherever it comes from. Stable: other modules import it.
 */

export type TQuestionRow = typeof qaQuestions.$inferSelect;
export type TAnswerRow = typeof qaAnswers.$inferSelect;

export interface TQaRecordSource {
  /** the question (type 1) or the guest speech (type 3) */
  question: TQuestionRow;
  /** the answer the record describes (a question's live answer, or a revoked or refused one in sub-tab 5) */
  answer?: TAnswerRow | null;
  activityTitle: string;
  /** the asker's organisation, when the caller knows it (the personal profile holds none today) */
  userCompanyName?: string | null;
  userCompanyTitle?: string | null;
}

/** What the status words say about a revoked item: the review status is kept, the text tells it was revoked. */
export const REVOKED_TEXT = "已撤销";

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

function itemStatusText(status: number, isCancel: boolean): string {
  return isCancel ? REVOKED_TEXT : reviewStatusText(status);
}

/**
 * A question with its answer, or a speech, as a Q&A record.
 * - Question: status/statusText are the question's review; repalyStatus/repalyStatusText, replyContent,
 *   the guest fields, auditReason and the cancel fields describe the answer when there is one.
 * - Speech: content is the speech and the guest fields its speaker; the speech is also what sub-tab 5 lists,
 *   so repalyStatus mirrors its status and the cancel fields are its own (replyContent stays null).
 */
export function toQaRecord(source: TQaRecordSource): TQaRecord {
  const { question: q, activityTitle } = source;
  const a = source.answer ?? null;
  const isSpeech = q.questionType === QuestionType.speech;

  const guest = a
    ? { guestName: a.guestName, guestTitle: a.guestTitle, guestCompanyName: a.guestCompanyName }
    : { guestName: q.guestName, guestTitle: q.guestTitle, guestCompanyName: q.guestCompanyName };
  const updated = a && a.updatedAt > q.updatedAt ? a.updatedAt : q.updatedAt;

  let repalyStatus: number | null = null;
  let repalyStatusText: string | null = null;
  if (a) {
    repalyStatus = a.status;
    repalyStatusText = itemStatusText(a.status, a.isCancel);
  } else if (isSpeech) {
    repalyStatus = q.status;
    repalyStatusText = itemStatusText(q.status, q.isCancel);
  }

  return {
    id: q.id,
    answerId: a?.id ?? null,
    activityId: q.activityId,
    questionType: q.questionType,
    content: q.content,
    replyContent: a?.content ?? null,
    replyDate: iso(a?.createdAt),
    updTime: updated.toISOString(),
    questionDate: q.createdAt.toISOString(),
    userType: q.userType,
    userNickName: q.userNickName,
    userCompanyName: source.userCompanyName ?? null,
    userCompanyTitle: source.userCompanyTitle ?? null,
    isTestData: q.isTestData,
    ...guest,
    questionAddOneCount: q.meTooCount,
    status: q.status,
    statusText: isSpeech ? itemStatusText(q.status, q.isCancel) : reviewStatusText(q.status),
    repalyStatus,
    repalyStatusText,
    auditReason: a ? a.auditReason : q.auditReason,
    isCancel: a ? a.isCancel : q.isCancel,
    cancelReason: a ? a.cancelReason : q.cancelReason,
    activityTitle,
  };
}
