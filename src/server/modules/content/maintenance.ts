import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { fail } from "#shared/http/envelope.ts";
import { ContentOutcome } from "#shared/content/site-content.ts";
import { isRefusedInMaintenance } from "#shared/content/maintenance.ts";
import type { TDb } from "../../db/client.ts";
import { systemSettings } from "../../db/schema/index.ts";

/**
 * Maintenance mode on the server (document 4 sections 2.7 and 6): while the setting is on, public and
 * personal calls of everyone but operators answer HTTP 503 (a transport status: the service is unavailable,
 * with Retry-After, so the client's outbox keeps queued writes for later) with the maintenance message and its
 * outcome in the envelope; operators, the back office and the calls the shell needs to know who is
 * asking keep working (isRefusedInMaintenance). The flag is read at most once a second per process, so a
 * switch reaches every process within a second without a query per request; the process that saved it
 * forgets its copy at once.
 */
const TTL_MS = 1000;

export interface TMaintenanceFlag {
  enabled(): Promise<boolean>;
  forget(): void;
}

export function createMaintenanceFlag(db: TDb): TMaintenanceFlag {
  let cached: { value: boolean; at: number } | null = null;
  let loading: Promise<boolean> | null = null;
  return {
    async enabled() {
      if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
      loading ??= (async () => {
        try {
          const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, "maintenance"));
          const value = (row?.value as { enabled?: unknown } | undefined)?.enabled === true;
          cached = { value, at: Date.now() };
          return value;
        } finally {
          loading = null;
        }
      })();
      return loading;
    },
    forget() {
      cached = null;
    },
  };
}

export function registerMaintenanceGuard(app: FastifyInstance, flag: TMaintenanceFlag): void {
  // preHandler: the session is resolved (onRequest) and the body parsed (the maintenance page's own text is let through)
  app.addHook("preHandler", async (req, reply) => {
    if (!req.url.startsWith("/base-service/")) return;
    const pageKey = (req.body as { pageKey?: unknown } | undefined)?.pageKey;
    if (!isRefusedInMaintenance({ path: req.url, isOperator: req.session?.userType === "operator", pageKey })) return;
    if (!(await flag.enabled())) return;
    const outcome = ContentOutcome.maintenance;
    return reply.code(503).header("retry-after", "300").send(fail(503, outcome.message, [], outcome.code));
  });
}
