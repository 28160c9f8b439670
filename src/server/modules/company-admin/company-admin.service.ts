import { and, eq, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TAdminCompany, ZCompanySaveBody } from "#shared/api/company-admin.contract.ts";
import { CompanyAdminOutcome, stockCodeError } from "#shared/company/company-admin.ts";
import type { TDb } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { refuse } from "../../lib/errors.ts";
import { isUniqueViolation } from "../booking/index.ts";
import { findAdminCompany } from "./company-admin.repository.ts";

type TSave = z.output<typeof ZCompanySaveBody>;

/**
 * Creates a company or edits one at the updatedAt read (document 4 section 6): type, codes, names and the
 * feature switches. A listed company needs its six-digit stock code; full names are unique.
 */
export async function saveCompany(ctx: { db: TDb; req: FastifyRequest; actorUserId: number; at: Date }, b: TSave): Promise<TAdminCompany> {
  const codeError = stockCodeError(b.companyType, b.stockCode);
  if (codeError) throw refuse(codeError);
  const values = {
    companyType: b.companyType,
    shortName: b.shortName,
    fullName: b.fullName,
    enShortName: b.enShortName ?? null,
    enFullName: b.enFullName ?? null,
    stockCode: b.stockCode ?? null,
    isOpenExplanation: b.isOpenExplanation,
    isEnableFundRoadshow: b.isEnableFundRoadshow,
    isEnableDiversion: b.isEnableDiversion,
    isEnableDistribute: b.isEnableDistribute,
    isDistributeCompany: b.isDistributeCompany,
    isEnableActivitySearch: b.isEnableActivitySearch,
  };
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.fullName, b.fullName), b.id === undefined ? undefined : ne(companies.id, b.id)));
      if (clash) throw refuse(CompanyAdminOutcome.fullNameTaken);
      if (b.id === undefined) {
        const [created] = await tx.insert(companies).values({ ...values, createdAt: ctx.at, updatedAt: ctx.at }).returning();
        if (!created) throw new Error("companies insert returned nothing");
        await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "company.create", entity: "companies", entityId: created.id, after: created });
        return created.id;
      }
      const [before] = await tx.select().from(companies).where(eq(companies.id, b.id)).for("update");
      if (!before) throw refuse(CompanyAdminOutcome.notFound);
      if (before.updatedAt.toISOString() !== new Date(b.updatedAt ?? "").toISOString()) throw refuse(CompanyAdminOutcome.stale);
      // the version always moves forward, even when the clock has not
      const updatedAt = new Date(Math.max(ctx.at.getTime(), before.updatedAt.getTime() + 1));
      const [after] = await tx.update(companies).set({ ...values, updatedAt }).where(eq(companies.id, b.id)).returning();
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "company.save", entity: "companies", entityId: b.id, before, after });
      return b.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(CompanyAdminOutcome.fullNameTaken);
    throw error;
  }
  const saved = await findAdminCompany(ctx.db, id);
  if (!saved) throw refuse(CompanyAdminOutcome.notFound);
  return saved;
}
