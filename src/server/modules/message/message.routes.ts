import type { FastifyInstance } from "fastify";
import { and, count, eq, inArray } from "drizzle-orm";
import { ok, page } from "#shared/http/envelope.ts";
import { shellContracts as c } from "#shared/api/shell.contract.ts";
import { activityContracts as a } from "#shared/api/activity.contract.ts";
import { ownsMessage } from "#shared/activity/message-rules.ts";
import { messages } from "../../db/schema/index.ts";
import { registerRoute } from "../../lib/route.ts";
import { forbidden } from "../../lib/errors.ts";
import { markRead, messageOwners, messageScope, pageMessages } from "./message.repository.ts";

/**
 * Message reminders (document 3 sections 2.2 item 7 and 7, "Messages"): the unread count, the list, read
 * marks and read-all. A caller reads and marks only its own: its company's messages and its personal ones.
 */
export function registerMessageRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.unreadCount, async ({ session, body }) => {
    const where = and(messageScope(session, body.isCompanyMessage), eq(messages.status, 0));
    const [row] = await db.select({ n: count() }).from(messages).where(where);
    return ok([row?.n ?? 0]);
  });

  registerRoute(app, a.messagePage, async ({ session, body }) => {
    const { records, total } = await pageMessages(db, messageScope(session, body.isCompanyMessage), body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, a.messageUpdateRead, async ({ session, body }) => {
    const ids = [...new Set(body.ids)];
    const owners = await messageOwners(db, ids);
    // Every id must be the caller's: one foreign or unknown id refuses the whole request, changing nothing.
    if (owners.length !== ids.length || owners.some((m) => !ownsMessage(m, session))) throw forbidden();
    await markRead(db, inArray(messages.id, ids));
    return ok([{}]);
  });

  registerRoute(app, a.companyMessageReadAll, async ({ session }) => {
    if (!session.companyId) throw forbidden();
    await markRead(db, messageScope(session, true));
    return ok([{}]);
  });
}
