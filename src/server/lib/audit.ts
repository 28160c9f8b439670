import type { FastifyRequest } from "fastify";
import type { TDb } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";
import { now } from "../clock.ts";

export interface TAuditEntry {
  req?: FastifyRequest;
  actorUserId?: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Records who did what, when, with the state before and after. */
export async function writeAudit(db: TDb, entry: TAuditEntry): Promise<void> {
  await auditInsert(db, entry);
}

/** The insert of an audit entry, not yet run: for a caller that runs it inside a statement of its own. */
export function auditInsert(db: TDb, entry: TAuditEntry) {
  return db.insert(auditLog).values(auditRow(entry));
}

/** An audit entry as the row it is stored as. */
export function auditRow(entry: TAuditEntry): typeof auditLog.$inferInsert {
  return {
    actorUserId: entry.actorUserId ?? entry.req?.session?.userId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.req?.id ?? null,
    at: now(),
  };
}
