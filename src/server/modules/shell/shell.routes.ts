import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { shellContracts as c } from "#shared/api/shell.contract.ts";
import { sessionContracts as s } from "#shared/api/session.contract.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { visitorOf } from "../../lib/visitor.ts";
import { loadDictionary } from "./shell.repository.ts";
import { loadNavList, loadPublicSettings, recordOnlineVisit } from "./shell.service.ts";

/** online_increment calls per address and minute (a page calls it once a minute or so). */
const ONLINE_INCREMENT_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** The shell's calls: dictionaries, the navigation, the public settings and the online count. */
export function registerShellRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.dicList, async ({ body }) => ok(await loadDictionary(db, body)));

  registerRoute(app, c.navList, async () => ok(await loadNavList(db)));

  registerRoute(app, c.publicSettings, async () => ok([await loadPublicSettings(db)]));

  registerRoute(app, s.onlineIncrement, async ({ req, body }) => ok([await recordOnlineVisit(db, body.sessionId, visitorOf(req), now())]), ONLINE_INCREMENT_LIMIT);
}
