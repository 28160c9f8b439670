import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { relayContracts as c } from "#shared/api/relay.contract.ts";
import { STATE_RECORD } from "#shared/relay/relay-certification.machine.ts";
import { RelayOutcome } from "#shared/relay/relay-rules.ts";
import { refuse } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { companyNameOf, currentRecord, historyOf, pageCurrent, recordById, toWire, type TApplyRow } from "./relay.repository.ts";
import { confirmTest, effectiveState, requireRelayCompany, review, submitInfo, submitPlan } from "./relay.service.ts";

/**
 * Relay-platform certification: the company's four calls (document 3 section 7) and the back office's
 * queue, detail and review (document 4 section 6). The review is an operator's call (not supervisor-only):
 * each step is audited and told to the company.
 */
export function registerRelayRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const { db } = deps;

  /** A record as read today: a signed contract past its end answers progress 6. */
  const wire = (r: TApplyRow) => {
    const state = effectiveState(r);
    return { ...toWire(r), ...(state === "expired" ? { progress: STATE_RECORD.expired.progress } : {}) };
  };
  const detail = async (r: TApplyRow) => ({
    ...wire(r),
    companyId: r.companyId,
    companyName: await companyNameOf(db, r.companyId),
    isCurrent: r.isCurrent,
    history: (await historyOf(db, r)).map(toWire),
  });

  registerRoute(app, c.frontList, async ({ session }) => {
    const companyId = await requireRelayCompany(db, session);
    const current = await currentRecord(db, companyId);
    return ok(current ? [wire(current)] : []);
  });

  registerRoute(app, c.submitInfo, async ({ session, body }) => ok([wire(await submitInfo(deps, session, body))]));
  registerRoute(app, c.submitPlan, async ({ session, body }) => ok([wire(await submitPlan(deps, session, body))]));
  registerRoute(app, c.confirmTest, async ({ session, body }) => ok([wire(await confirmTest(deps, session, body.id))]));

  registerRoute(app, c.opsPage, async ({ body }) => {
    const { records, total } = await pageCurrent(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.opsDetail, async ({ body }) => {
    const row = await recordById(db, body.id);
    if (!row) throw refuse(RelayOutcome.notFound);
    return ok([await detail(row)]);
  });

  registerRoute(app, c.opsReview, async ({ req, session, body }) => ok([await detail(await review(deps, req, session.userId, body))]));
}
