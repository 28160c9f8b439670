import type { FastifyInstance } from "fastify";
import { and, count, eq, sql } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { shellContracts as c } from "#shared/api/shell.contract.ts";
import { messages } from "../../db/schema/index.ts";
import { registerRoute } from "../../lib/route.ts";

/** Message calls; the list, read marks and read-all come with the message-reminder screen. */
export function registerMessageRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.unreadCount, async ({ session, body }) => {
    const where = body.isCompanyMessage
      ? session.companyId
        ? and(eq(messages.companyId, session.companyId), eq(messages.isCompanyMessage, true), eq(messages.status, 0))
        : sql`false`
      : and(eq(messages.userId, session.userId), eq(messages.isCompanyMessage, false), eq(messages.status, 0));
    const [row] = await db.select({ n: count() }).from(messages).where(where);
    return ok([row?.n ?? 0]);
  });
}
