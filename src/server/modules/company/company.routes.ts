import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { sessionContracts as c } from "#shared/api/session.contract.ts";
import { registerRoute } from "../../lib/route.ts";
import { findCompany, toCompanyInfo } from "./company.repository.ts";

/** Binding status of check_bind_company: 2 bound to a company. */
export const BIND_STATUS_BOUND = 2;
export const BIND_STATUS_NONE = 0;

export function registerCompanyRoutes(app: FastifyInstance): void {
  registerRoute(app, c.checkBindCompany, async ({ session }) =>
    ok([{ status: session.companyId ? BIND_STATUS_BOUND : BIND_STATUS_NONE }]),
  );

  registerRoute(app, c.companyInfo, async ({ session }) => {
    const company = session.companyId ? await findCompany(app.deps.db, session.companyId) : undefined;
    // An empty datas tells the shell the account has no company, so it logs out (document 2 section 2.3).
    return company ? ok([toCompanyInfo(company)]) : ok([], "未绑定企业");
  });
}
