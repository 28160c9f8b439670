import type { FastifyInstance } from "fastify";
import { page } from "#shared/http/envelope.ts";
import { ok } from "#shared/http/envelope.ts";
import { institutionContracts as c } from "#shared/api/institution.contract.ts";
import { directoryTypeFilter, InstitutionMsg } from "#shared/institution/company-homepage.ts";
import { registerRoute } from "../../lib/route.ts";
import { badRequest } from "../../lib/errors.ts";
import { findPublishedHomepage, hasPublishedHomepage, pageCompanyActivities, pageInstitutions } from "./institution.repository.ts";
import { registerFinReportRoutes } from "./fin-report.routes.ts";

/** The institution directory and the published company homepages (document 4 section 2.7), and the reports. */
export function registerInstitutionRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.companyPage, async ({ body }) => {
    const companyType = directoryTypeFilter(body.companyType);
    if (companyType === null) throw badRequest(InstitutionMsg.badType);
    const { records, total } = await pageInstitutions(db, { companyType, keyword: body.keyword, pageNo: body.pageNo, pageSize: body.pageSize });
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.companyDetail, async ({ body }) => {
    const homepage = await findPublishedHomepage(db, body.id);
    if (!homepage) throw badRequest(InstitutionMsg.notFound);
    return ok([homepage]);
  });

  registerRoute(app, c.companyActivityPage, async ({ body }) => {
    // a company without a public homepage has no public activity list either: the same answer as a missing one
    if (!(await hasPublishedHomepage(db, body.id))) throw badRequest(InstitutionMsg.notFound);
    const { records, total } = await pageCompanyActivities(db, body.id, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerFinReportRoutes(app);
}
