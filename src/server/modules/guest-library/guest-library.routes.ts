import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { guestLibraryContracts as c } from "#shared/api/guest-library.contract.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { requireActivityCompany } from "../../lib/company-access.ts";
import { guestMobileCipherFor } from "../materials/index.ts";
import { registerGuestImport, submitGuestImport } from "./guest-import.ts";
import { addLibraryGuest, deleteLibraryGuests, editLibraryGuest, pageLibrary, type TLibraryCtx } from "./guest-library.service.ts";

/** Document 3 section 7, Guest library: the company's reusable guests (the company_guests rows the materials form files). */
export function registerGuestLibraryRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  const ctx = async (): Promise<TLibraryCtx> => ({ db, cipher: await guestMobileCipherFor(db), at: now() });

  registerRoute(app, c.guestPage, async ({ session, body }) => {
    const companyId = await requireActivityCompany(db, session);
    const { records, total } = await pageLibrary(await ctx(), companyId, body);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.guestAdd, async ({ req, session, body }) => ok([await addLibraryGuest(await ctx(), req, await requireActivityCompany(db, session), body)], "保存成功"));
  registerRoute(app, c.guestEdit, async ({ req, session, body }) => ok([await editLibraryGuest(await ctx(), req, await requireActivityCompany(db, session), body)], "保存成功"));
  registerRoute(app, c.guestDel, async ({ req, session, body }) => {
    await deleteLibraryGuests(await ctx(), req, await requireActivityCompany(db, session), body.ids);
    return ok([], "删除成功");
  });
  registerGuestImport(app);
  registerRoute(app, c.submitExcel, async ({ req, session, body }) => {
    const counts = await submitGuestImport(await ctx(), req, await requireActivityCompany(db, session), body);
    return ok([counts], `导入成功：新增${counts.added}人，更新${counts.updated}人`);
  });
}
