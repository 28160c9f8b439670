import { z } from "zod";
import { ZPublicQa, type TPublicQa } from "#shared/api/qa.contract.ts";
import { QuestionType, ReviewStatus } from "#shared/qa/qa-rules.ts";
import { asQaEvent, type TQaEvent } from "#shared/qa/qa-events.ts";
import { isVisibleRecord, type TQaChange } from "./public-qa.merge.ts";

/**
 * What a live Q&A event means for the pages a viewer holds (document 4 section 2.3). Pure, so the rules can be
 * tested without a socket: an event with a record is merged in place (a page of 1000 viewers must not turn
 * into 1000 refetches); one without a record that changes what the public sees asks for a refetch.
 *
 * A chunk of its own, loaded with the first event (public-qa.live.ts): the record's schema brings zod and the
 * Q&A contracts, whose evaluation took some 100 ms of a throttled phone's main thread while the page loaded
 * (npm run bench:main-thread), for events that a page being read may never receive.
 */

/**
 * The record an event carries is the public one: it cannot say whether this viewer asked the question or
 * pressed 'me too', so those two may be missing (read as false, and kept from the cached copy on merge).
 */
const ZPushedRecord = ZPublicQa.extend({ isMine: z.boolean().default(false), hasAddedOne: z.boolean().default(false) });

function recordOf(event: TQaEvent): TPublicQa | null {
  if (event.record === undefined || event.record === null) return null;
  const parsed = ZPushedRecord.safeParse(event.record);
  return parsed.success ? parsed.data : null;
}

/** What an event means for the viewer's list. */
export function changeOfEvent(event: TQaEvent): TQaChange {
  const record = recordOf(event);
  if (event.kind === "meToo") {
    if (event.meTooCount !== null) return { op: "meToo", id: event.questionId, count: event.meTooCount };
    return record ? { op: "upsert", record } : { op: "refetch" };
  }
  if (event.kind === "revoked") {
    // a revoked speech leaves the page; a question whose answer was revoked stays, without that answer
    if (record) {
      return record.questionType === QuestionType.speech || !isVisibleRecord(record) ? { op: "remove", id: record.id } : { op: "upsert", record };
    }
    return event.answerId === null ? { op: "remove", id: event.questionId } : { op: "refetch" };
  }
  if (record) {
    if (isVisibleRecord(record)) return { op: "upsert", record };
    // someone else's pending item is nothing the public sees; a refused one (own pending question) goes away
    return record.status === ReviewStatus.pending ? { op: "ignore" } : { op: "remove", id: record.id };
  }
  // pending answers and speeches wait for review: nothing public changed yet (a pending question without a
  // record can only be the viewer's own, asked elsewhere or replayed from the outbox: that one is refetched)
  if (event.kind === "answered" || event.kind === "spoke") return { op: "ignore" };
  if (event.status === ReviewStatus.refused && (event.kind === "questionReviewed" || event.answerId === null)) {
    return { op: "remove", id: event.questionId };
  }
  return { op: "refetch" };
}


/** What a socket message means for the pages of this activity, or null when it is no Q&A event of it. */
export function changeOfMessage(message: unknown, activityId: number): TQaChange | null {
  const event = asQaEvent(message);
  return event && event.activityId === activityId ? changeOfEvent(event) : null;
}
