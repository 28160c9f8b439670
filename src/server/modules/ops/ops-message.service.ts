import type { FastifyRequest } from "fastify";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { mayBroadcastMessage } from "#shared/activity/ops-roles.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import type { TDb } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import type { TPubSub } from "../../lib/pubsub.ts";
import type { TSession } from "../../types.ts";
import { sendCompanyMessages } from "../message/index.ts";
import { messageTargets } from "./ops.repository.ts";

export interface TOpsMessage {
  companyId?: number;
  companyType?: number;
  msgTitle: string;
  content: string;
}

/**
 * An operator's message to one company (day-to-day work) or to every company of a type (the supervisor's,
 * ops-roles.ts), stored as plain text like Q&A text, so a page that rendered it as HTML one day exposes no
 * reader; audited. Answers how many companies it reached.
 */
export async function sendOpsMessage(
  deps: { db: TDb; pubsub: TPubSub },
  req: FastifyRequest,
  session: TSession,
  message: TOpsMessage,
  at: Date,
): Promise<number> {
  const { db, pubsub } = deps;
  if (message.companyId === undefined && !mayBroadcastMessage(session.operatorRole)) throw forbidden();
  const ids = await messageTargets(db, message);
  if (ids.length === 0) throw badRequest(OpsMsg.noRecipients);
  const msgTitle = toPlainText(message.msgTitle);
  const content = toPlainText(message.content);
  if (!msgTitle) throw badRequest(OpsMsg.messageTitleRequired);
  if (!content) throw badRequest(OpsMsg.messageContentRequired);
  const sent = await sendCompanyMessages(db, pubsub, ids, { msgTitle, content, at });
  await writeAudit(db, {
    req,
    actorUserId: session.userId,
    action: "ops.message.send",
    entity: "messages",
    entityId: message.companyId ?? `type:${message.companyType}`,
    before: null,
    after: { companyIds: ids, msgTitle },
  });
  return sent;
}
