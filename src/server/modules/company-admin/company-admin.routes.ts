import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { companyAdminContracts as c } from "#shared/api/company-admin.contract.ts";
import { registerRoute } from "../../lib/route.ts";
import { now } from "../../clock.ts";
import { pageCompanies } from "./company-admin.repository.ts";
import { saveCompany } from "./company-admin.service.ts";

/** Companies in the back office (document 4 section 6): any operator searches; a supervisor creates and edits. */
export function registerCompanyAdminRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  registerRoute(app, c.companyPage, async ({ body }) => {
    const { records, total } = await pageCompanies(db, body);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.companySave, async ({ req, session, body }) =>
    ok([await saveCompany({ db, req, actorUserId: session.userId, at: now() }, body)], "保存成功"));
}
