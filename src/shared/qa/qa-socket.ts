/**
 * Live Q&A events (issue: the live Q&A loop). Every state change is published once, after its transaction
 * commits, to each channel that cares:
 * - `activity:{id}`: what the public page shows changed (a question approved, an answer or speech approved or
 *   revoked, a me-too count). Carries the public record when it fits, so a page of 1000 viewers does not
 *   turn into 1000 refetches.
 * - `company:{id}`: the company's Q&A tab (approved questions waiting, answers reviewed or revoked).
 * - `user:{id}`: the asker's own question (asked, approved, refused, answered).
 * - `ops:qa`: the operators' moderation queue (new pending items, items reviewed by another operator).
 * A socket that reconnects refetches, so a push lost in between costs a refetch, never a question.
 */

/** The socket message type of a Q&A event (0 is the heartbeat, 1 a message push). */
export const QA_EVENT_TYPE = 10;

export const QaEventKind = [
  "asked", // a question was stored (pending, or approved at once on an auto-approving activity)
  "questionReviewed", // an operator approved or refused a question
  "answered", // the company answered (pending review)
  "spoke", // the company posted a guest speech (pending review)
  "answerReviewed", // an operator approved or refused an answer or a speech
  "revoked", // the company revoked an answer or a speech
  "meToo", // a question's me-too count changed
] as const;
export type TQaEventKind = (typeof QaEventKind)[number];

export const qaChannels = {
  activity: (activityId: number) => `activity:${activityId}`,
  ops: "ops:qa",
  /** the server's own: an activity's visible-user list changed; never forwarded to a socket */
  visibility: (activityId: number) => `activity-visibility:${activityId}`,
} as const;

/**
 * The close code of a public activity socket whose viewer may no longer see the activity (an operator
 * restricted it to others). The page stops reconnecting and asks again, and is then told it does not exist.
 */
export const ACTIVITY_HIDDEN_CLOSE_CODE = 4404;

/**
 * The sockets that carry Q&A events besides the user socket (/base-service/user/ws/{userId}, which already
 * forwards the user's and the company's channels): the public page's, open to visitors (a token, when given,
 * adds the viewer's own channel), and the operators' (an operator token in the query).
 */
export const qaSocketPaths = {
  activity: (activityId: number) => `/base-service/pub/ws/activity/${activityId}`,
  ops: "/base-service/ops/ws",
} as const;
