import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { auditContracts as c } from "#shared/api/audit.contract.ts";
import { AUDIT_EXPORT_MAX, AuditMsg } from "#shared/audit/audit-diff.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest } from "../../lib/errors.ts";
import { auditOptions, listAudit, pageAudit } from "./audit.repository.ts";

/**
 * The audit log's view (document 4 section 6). Reads only: the log is append-only, no call updates or
 * deletes it, and on PostgreSQL the app's own database user holds no UPDATE, DELETE or TRUNCATE on it
 * (migration 0033) besides the trigger that refuses them (0027).
 */
export function registerAuditRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  registerRoute(app, c.auditPage, async ({ body }) => {
    const { records, total } = await pageAudit(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.auditExport, async ({ body }) => {
    const rows = await listAudit(db, body, AUDIT_EXPORT_MAX);
    if (rows.length > AUDIT_EXPORT_MAX) throw badRequest(AuditMsg.tooMany);
    return ok(rows);
  });
  registerRoute(app, c.auditOptions, async () => ok([await auditOptions(db)]));
}
