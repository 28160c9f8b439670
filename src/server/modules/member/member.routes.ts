import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { memberContracts as c } from "#shared/api/member.contract.ts";
import { MemberMsg, MemberSource } from "#shared/company/member-rules.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";
import { findMembership, memberPage, toMember } from "./member.repository.ts";
import { addMember, deleteMembers, editMember, exchangeAdmin, exitCompany, memberInfo, moveAdminRole, requireMember, type TMemberCtx } from "./member.service.ts";
import { findCompany } from "../company/index.ts";

/** Document 3 section 7, Members, and the back office's company admin appointment (document 4 section 6). */
export function registerMemberRoutes(app: FastifyInstance): void {
  const { db, sessions } = app.deps;
  const ctx = (): TMemberCtx => ({ db, at: now(), forgetUser: (id) => sessions.forgetUser(id) });

  registerRoute(app, c.memberInfo, async ({ session }) => {
    const caller = await requireMember(db, session);
    const row = await findMembership(db, caller.userId);
    return ok([await memberInfo(caller, row!.user)]);
  });

  registerRoute(app, c.memberPage, async ({ session, body }) => {
    const caller = await requireMember(db, session);
    const { rows, total } = await memberPage(db, caller.company.id, body);
    return page(rows.map((r) => toMember(caller.company, r.member, r.user)), body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.memberList, async ({ session, body }) => {
    const caller = await requireMember(db, session);
    const { rows } = await memberPage(db, caller.company.id, { pageNo: 1, pageSize: 1000, userRole: body.userRole });
    return ok(rows.map((r) => ({ id: r.member.id, nickName: r.user.nickName, account: toMember(caller.company, r.member, r.user).account })));
  });

  registerRoute(app, c.memberAdd, async ({ req, session, body }) => ok([await addMember(ctx(), req, await requireMember(db, session), body)], "添加成功"));
  registerRoute(app, c.memberEdit, async ({ req, session, body }) => ok([await editMember(ctx(), req, await requireMember(db, session), body)], "修改成功"));

  registerRoute(app, c.memberDel, async ({ req, session, body }) => {
    await deleteMembers(ctx(), req, await requireMember(db, session), body.ids);
    return ok([], "删除成功");
  });

  registerRoute(app, c.adminExchange, async ({ req, session, body }) => {
    await exchangeAdmin(ctx(), req, await requireMember(db, session), body.id);
    return ok([], MemberMsg.transferSucceeded);
  });

  registerRoute(app, c.companyExit, async ({ req, session }) => {
    await exitCompany(ctx(), req, await requireMember(db, session));
    return ok([{ success: true }], MemberMsg.exitSucceeded);
  });

  // Supervisor only: appointing the admin decides who controls a company's account.
  registerRoute(app, c.opsAppointAdmin, async ({ req, session, body }) => {
    const company = await findCompany(db, body.companyId);
    if (!company) throw badRequest("公司不存在");
    const { rows } = await memberPage(db, company.id, { pageNo: 1, pageSize: 1, userRole: 1 });
    const former = rows[0]?.member;
    const target = await moveAdminRole(ctx(), company, former, body.id, MemberSource.platform);
    await writeAudit(db, { req, actorUserId: session.userId, action: "ops.appointAdmin", entity: "companies", entityId: company.id, before: { adminMemberId: former?.id ?? null, adminUserId: former?.userId ?? null }, after: { adminMemberId: target.id, adminUserId: target.userId } });
    return ok([], "任命成功");
  });
}
