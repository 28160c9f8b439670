import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { participantContracts as c } from "#shared/api/participant.contract.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { requireActivityCompany } from "../../lib/company-access.ts";
import { opsParticipantList, participantInfo, uploadParticipants, type TParticipantCtx } from "./participants.service.ts";

/** The participant list: the company's upload and read (document 3 section 7) and the operators' download. */
export function registerParticipantRoutes(app: FastifyInstance): void {
  const { db, storage } = app.deps;
  const ctx = (): TParticipantCtx => ({ db, storage, at: now() });

  registerRoute(app, c.participantInfo, async ({ session, body }) => ok([await participantInfo(ctx(), await requireActivityCompany(db, session), body.activityId)]));

  registerRoute(app, c.uploadParticipant, async ({ req, session, body }) => {
    const companyId = await requireActivityCompany(db, session);
    return ok([await uploadParticipants(ctx(), req, { companyId, userId: session.userId }, body)], "上传成功");
  });

  registerRoute(app, c.opsParticipantList, async ({ req, body }) => ok(await opsParticipantList(ctx(), req, body.activityId, body.companyId)));
}
