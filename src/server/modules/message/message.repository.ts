import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TMessage } from "#shared/api/activity.contract.ts";
import { MessageStatus } from "#shared/activity/message-rules.ts";
import type { TDb } from "../../db/client.ts";
import { messages } from "../../db/schema/index.ts";
import { channels, type TPubSub } from "../../lib/pubsub.ts";
import type { TLivePush } from "../../plugins/realtime.ts";

/** Message reminders: reads, read marks and sending (with the live push). */

export interface TMessageCaller {
  userId: number;
  companyId: number | null;
}

/** The caller's company messages, or the caller's own personal messages. */
export function messageScope(caller: TMessageCaller, isCompanyMessage: boolean): SQL {
  if (isCompanyMessage) {
    return caller.companyId === null
      ? sql`false`
      : (and(eq(messages.companyId, caller.companyId), eq(messages.isCompanyMessage, true)) as SQL);
  }
  return and(eq(messages.userId, caller.userId), eq(messages.isCompanyMessage, false)) as SQL;
}

type TMessageRow = typeof messages.$inferSelect;

export function toMessage(row: Pick<TMessageRow, "id" | "msgTitle" | "content" | "status" | "crtTime">): TMessage {
  return { id: row.id, msgTitle: row.msgTitle, content: row.content, status: row.status, crtTime: row.crtTime.toISOString() };
}

/** A page of messages, newest first. */
export async function pageMessages(db: TDb, scope: SQL, pageNo: number, pageSize: number): Promise<{ records: TMessage[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: messages.id, msgTitle: messages.msgTitle, content: messages.content, status: messages.status, crtTime: messages.crtTime })
      .from(messages)
      .where(scope)
      .orderBy(desc(messages.crtTime), desc(messages.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(messages).where(scope),
  ]);
  return { records: rows.map(toMessage), total: counted?.n ?? 0 };
}

/** The owner facts of messages by id, to check each belongs to the caller before marking anything. */
export async function messageOwners(db: TDb, ids: number[]) {
  return db
    .select({ id: messages.id, isCompanyMessage: messages.isCompanyMessage, companyId: messages.companyId, userId: messages.userId })
    .from(messages)
    .where(inArray(messages.id, ids));
}

/** Marks messages read; answers how many changed. */
export async function markRead(db: TDb, where: SQL): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: MessageStatus.read })
    .where(and(where, eq(messages.status, MessageStatus.unread)))
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * Sends a company message to each company (document 4 section 6, "Messages") and pushes it on the
 * company's live channel, so every open socket of its members shows it. The push carries the title only;
 * the client refetches the list and the unread count.
 */
export async function sendCompanyMessages(
  db: TDb,
  pubsub: TPubSub,
  companyIds: number[],
  message: { msgTitle: string; content: string; at: Date },
): Promise<number> {
  if (companyIds.length === 0) return 0;
  const rows = await db
    .insert(messages)
    .values(companyIds.map((companyId) => ({ companyId, isCompanyMessage: true, mqType: 1, msgTitle: message.msgTitle, content: message.content, status: 0, crtTime: message.at })))
    .returning({ id: messages.id, companyId: messages.companyId });
  await publishCompanyPushes(pubsub, rows.map((r) => r.companyId as number), message.msgTitle);
  return rows.length;
}

/** The live push of a new company message (realtime.ts: type 1 a message, mqType 1 a notification). */
export async function publishCompanyPushes(pubsub: TPubSub, companyIds: number[], msg: string): Promise<void> {
  const push: TLivePush = { type: 1, mqType: 1, isCompanyMessage: true, msg };
  await Promise.all(companyIds.map((id) => pubsub.publish(channels.company(id), push)));
}
