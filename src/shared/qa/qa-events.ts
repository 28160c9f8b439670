import { z } from "zod";
import { QA_EVENT_TYPE, QaEventKind } from "./qa-socket.ts";

// The event's schema, apart from the channels and socket paths (qa-socket.ts): a page that only opens a
// socket does not load zod for it (the bundler keeps a module whole).

export const ZQaEvent = z.object({
  type: z.literal(QA_EVENT_TYPE),
  kind: z.enum(QaEventKind),
  activityId: z.number(),
  /** the question (type 1) or speech (type 3) the event is about */
  questionId: z.number(),
  answerId: z.number().nullable(),
  /** the status the item now has (question, answer or speech, by kind) */
  status: z.number().nullable(),
  meTooCount: z.number().nullable(),
  /** epoch milliseconds right after the write committed: the benchmark measures delivery from here */
  at: z.number(),
  /** the public record after the change (public channel only, and only when it fits a notification) */
  record: z.unknown().optional(),
});
export type TQaEvent = z.infer<typeof ZQaEvent>;

/** Whether a socket message is a Q&A event. */
export function asQaEvent(message: unknown): TQaEvent | null {
  const parsed = ZQaEvent.safeParse(message);
  return parsed.success ? parsed.data : null;
}
