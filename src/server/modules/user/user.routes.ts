import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { maskResidentId } from "#shared/identity/resident-id.ts";
import { sessionContracts as c } from "#shared/api/session.contract.ts";
import { realPersonVerifications, users } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { sha256 } from "../../lib/crypto.ts";
import { badRequest, refuse, unauthorized } from "../../lib/errors.ts";
import { ProfileMsg } from "#shared/identity/personal-profile.ts";
import { hasPersonalCorner, PersonalOutcome } from "#shared/personal/personal-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { writeAudit } from "../../lib/audit.ts";
import { identityUsedByOther, loadUserInfo, realPersonSwitch } from "./user.repository.ts";

export const MSG_ID_USED = "该身份证号已被其他账户认证";

export function registerUserRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.userInfo, async ({ session }) => {
    const info = await loadUserInfo(db, session.userId, session.loginType);
    if (!info) throw unauthorized();
    return ok([info]);
  });

  registerRoute(app, c.isRealPerson, async ({ session }) => {
    const [user] = await db.select({ isRealPerson: users.isRealPerson }).from(users).where(eq(users.id, session.userId));
    return ok([{ isRealPerson: user?.isRealPerson ?? false, realPersonSwitch: await realPersonSwitch(db) }]);
  });

  registerRoute(app, c.updateProfile, async ({ req, session, body }) => {
    if (!hasPersonalCorner(session.userType)) throw refuse(PersonalOutcome.personalOnly);
    const [before] = await db.select({ nickName: users.nickName, investorType: users.investorType }).from(users).where(eq(users.id, session.userId));
    await db.update(users).set({ nickName: body.nickName, investorType: body.investorType }).where(eq(users.id, session.userId));
    await writeAudit(db, { req, action: "user.update_profile", entity: "user", entityId: session.userId, before, after: body });
    return ok([{ nickName: body.nickName, investorType: body.investorType }], ProfileMsg.saved);
  });

  registerRoute(app, c.realPersonVerify, async ({ req, session, body }) => {
    const idNumber = body.idNumber.toUpperCase();
    const idNumberHash = sha256(`resident-id:${idNumber}`);
    if (await identityUsedByOther(db, idNumberHash, session.userId)) throw badRequest(MSG_ID_USED);
    const result = await app.deps.realPerson.verify(body.realName, idNumber);
    await db.transaction(async (tx) => {
      await tx.insert(realPersonVerifications).values({
        userId: session.userId,
        realName: body.realName,
        idNumberMasked: maskResidentId(idNumber),
        idNumberHash,
        provider: app.deps.realPerson.name,
        passed: result.passed,
        createdAt: now(),
      });
      if (result.passed) {
        await tx.update(users).set({ isRealPerson: true, updatedAt: now() }).where(eq(users.id, session.userId));
      }
    });
    if (!result.passed) throw badRequest(result.reason ?? "实名认证未通过");
    await writeAudit(db, { req, action: "user.real_person_verify", entity: "user", entityId: session.userId, after: { isRealPerson: true } });
    return ok([{ isRealPerson: true }], "实名认证成功");
  });
}
