import type { TModerationItem } from "#shared/api/qa.contract.ts";
import { type TQaEvent } from "#shared/qa/qa-events.ts";
import { QA_EVENT_TYPE } from "#shared/qa/qa-socket.ts";

/** A pending question of 鹏城智能's live activity, as the moderation queue answers it. */
export function modItem(overrides: Partial<TModerationItem> = {}): TModerationItem {
  const id = overrides.id ?? 1;
  return {
    kind: 1,
    id,
    activityId: 11,
    activityTitle: "鹏城智能2026年半年度业绩说明会",
    companyName: "鹏城智能",
    questionId: id,
    questionContent: `问题${id}`,
    content: `问题${id}`,
    userNickName: "投资者甲",
    guestName: null,
    createdAt: `2026-11-23T01:${String(10 + id).padStart(2, "0")}:00.000Z`,
    ...overrides,
  };
}

/** A Q&A event as the operators' socket carries it. */
export function qaEvent(overrides: Partial<TQaEvent> & Pick<TQaEvent, "kind">): TQaEvent {
  return {
    type: QA_EVENT_TYPE,
    activityId: 11,
    questionId: 1,
    answerId: null,
    status: 0,
    meTooCount: null,
    at: Date.parse("2026-11-23T02:00:05.000Z"),
    ...overrides,
  };
}

export const AS_OF = "2026-11-23T02:00:00.000Z";
