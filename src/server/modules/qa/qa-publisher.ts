import type { FastifyBaseLogger } from "fastify";
import { type TQaEvent } from "#shared/qa/qa-events.ts";
import { QA_EVENT_TYPE, qaChannels, type TQaEventKind } from "#shared/qa/qa-socket.ts";
import { channels, type TPubSub } from "../../lib/pubsub.ts";
import type { TLivePush } from "../../plugins/realtime.ts";
import type { TPublicQaRecord } from "./qa-public.ts";

/**
 * Publishes a Q&A state change, once, after its transaction committed, to every channel that cares
 * (qa-events.ts). The data is already stored, so a failed publish is logged and never fails the request:
 * a socket that missed it refetches when it reconnects.
 */

/** NOTIFY payloads stop at 8000 bytes with the envelope; a bigger record is left out and the page refetches it. */
const RECORD_MAX_BYTES = 7000;

/** The bell push a company gets when a question waits for its answer (mqType 2: question push). */
export const NEW_QUESTION_PUSH: TLivePush = { type: 1, mqType: 2, isCompanyMessage: true, msg: "您有新的投资者提问待回复" };

export interface TQaChange {
  kind: TQaEventKind;
  activityId: number;
  questionId: number;
  answerId?: number | null;
  status?: number | null;
  meTooCount?: number | null;
  /** the public view changed: publish to the activity's channel, with the record when it is still public */
  toPublic?: boolean;
  record?: TPublicQaRecord | null;
  /** the company whose tab changed */
  companyId?: number | null;
  /** a question now waits for the company's answer: ring its bell too */
  ringCompany?: boolean;
  /** the asker whose own question changed */
  askerId?: number | null;
  /** the moderation queue changed (an item arrived or was reviewed) */
  toOps?: boolean;
}

export interface TQaPublisher {
  publish(change: TQaChange): Promise<void>;
}

function fits(record: TPublicQaRecord): boolean {
  return Buffer.byteLength(JSON.stringify(record), "utf8") < RECORD_MAX_BYTES;
}

export function createQaPublisher(pubsub: TPubSub, log: FastifyBaseLogger): TQaPublisher {
  const send = async (channel: string, payload: unknown) => {
    try {
      await pubsub.publish(channel, payload);
    } catch (error) {
      log.warn({ err: error, channel }, "qa event not published");
    }
  };
  return {
    async publish(change) {
      const event: TQaEvent = {
        type: QA_EVENT_TYPE,
        kind: change.kind,
        activityId: change.activityId,
        questionId: change.questionId,
        answerId: change.answerId ?? null,
        status: change.status ?? null,
        meTooCount: change.meTooCount ?? null,
        // Stamped after the commit: delivery latency is measured from here.
        at: Date.now(),
      };
      const sends: Promise<void>[] = [];
      if (change.toPublic) {
        const withRecord = change.record && fits(change.record) ? { ...event, record: change.record } : event;
        sends.push(send(qaChannels.activity(change.activityId), withRecord));
      }
      if (change.companyId) {
        sends.push(send(channels.company(change.companyId), event));
        if (change.ringCompany) sends.push(send(channels.company(change.companyId), NEW_QUESTION_PUSH));
      }
      if (change.askerId) sends.push(send(channels.user(change.askerId), event));
      if (change.toOps) sends.push(send(qaChannels.ops, event));
      await Promise.all(sends);
    },
  };
}
