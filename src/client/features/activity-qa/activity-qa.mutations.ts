import { useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@lingui/core/macro";
import type { Envelope } from "#client/lib/api.ts";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { callQueueable, type QueueableResult } from "#client/lib/outbox/queueable-post.ts";
import { qaContracts, type TQaRecord } from "#shared/api/qa.contract.ts";
import { DEFAULT_REVOKE_REASON, QuestionType, revokeNeedsReason } from "#shared/qa/qa-rules.ts";
import { QA_TAB_READS } from "./activity-qa.queries.ts";

export interface TReplyInput {
  questionId: number;
  content: string;
  guestId: number | null;
}

export interface TSpeechInput {
  guestId: number;
  content: string;
}

/** What is revoked: an answer (by its answer id) or a speech (by its own id), with the status it has now. */
export interface TRevokeInput {
  questionType: number;
  id: number;
  status: number;
  /** ignored for a pending answer, which is revoked with the default reason after a simple confirmation */
  reason: string;
}

/** The revoke call and body (document 2 section 7): the reason is the user's, or the default for a pending answer. */
export function revokeRequest(input: TRevokeInput): {
  contract: typeof qaContracts.cancelSpeech | typeof qaContracts.companyCancelAnswer;
  body: { id: number; questionType: 1 | 3; cancelReason: string };
} {
  const speech = input.questionType === QuestionType.speech;
  const contract = speech ? qaContracts.cancelSpeech : qaContracts.companyCancelAnswer;
  const cancelReason = revokeNeedsReason(input.questionType, input.status) ? input.reason.trim() : DEFAULT_REVOKE_REASON;
  return { contract, body: { id: input.id, questionType: speech ? QuestionType.speech : QuestionType.question, cancelReason } };
}

/** After any write the counts and lists of the activity are stale (the lists move items between sub-tabs). */
function useInvalidateActivity(activityId: number) {
  const queryClient = useQueryClient();
  return () => invalidateContracts(queryClient, QA_TAB_READS, { activityId });
}

/**
 * guest_answer as a queueable write: online it is sent at once; offline it waits in the outbox with its
 * Idempotency-Key and reaches the server once when the network returns (the server checks the window then).
 */
export function useReply(activityId: number) {
  const invalidate = useInvalidateActivity(activityId);
  return useMutation({
    // the query layer would hold a mutation back while offline; this one decides for itself (it queues)
    networkMode: "always",
    mutationFn: (input: TReplyInput): Promise<QueueableResult<TQaRecord>> =>
      callQueueable(
        qaContracts.guestAnswer,
        { activityId, id: input.questionId, content: input.content.trim(), guestId: input.guestId ?? undefined },
        { label: t`问题回复（活动编号 ${activityId}）` },
      ),
    onSuccess: () => invalidate(),
  });
}

/** guest_add_speak, queueable like the reply. */
export function useSpeak(activityId: number) {
  const invalidate = useInvalidateActivity(activityId);
  return useMutation({
    networkMode: "always",
    mutationFn: (input: TSpeechInput): Promise<QueueableResult<TQaRecord>> =>
      callQueueable(
        qaContracts.guestAddSpeak,
        { activityId, guestId: input.guestId, content: input.content.trim() },
        { label: t`嘉宾发言（活动编号 ${activityId}）` },
      ),
    onSuccess: () => invalidate(),
  });
}

/**
 * company_cancel_answer or cancel_speech. Not queueable: the user must see whether the revoke took effect
 * before the answer is gone from the public page, and a stale status could make it refused later.
 */
export function useRevoke(activityId: number) {
  const invalidate = useInvalidateActivity(activityId);
  return useMutation({
    mutationFn: (input: TRevokeInput): Promise<Envelope<TQaRecord>> => {
      const { contract, body } = revokeRequest(input);
      return call(contract, body);
    },
    onSettled: () => invalidate(),
  });
}
