import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { ok } from "#shared/http/envelope.ts";
import { GUEST_IMPORT_MAX_ROWS, guestLibraryContracts as c, type TSubmitGuestExcelBody } from "#shared/api/guest-library.contract.ts";
import { GUEST_IMPORT_HEADER, checkGuestImportSheet } from "#shared/api/guest-import.ts";
import { ImportMsg } from "#shared/qa/pre-collect-import.ts";
import { companyGuests } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { requireActivityCompany } from "../../lib/company-access.ts";
import { badRequest } from "../../lib/errors.ts";
import { checkSpreadsheetFile, readSheet, readUploadedSpreadsheet } from "../../lib/spreadsheet.ts";
import { fieldsOf, holderOf, type TLibraryCtx } from "./guest-library.service.ts";

/**
 * guest_import_excel: multipart `file` (the template's xls/xlsx). The file is checked as the Q&A import
 * checks its own (type by name and content, size, macros, template, row count) and every row answered with
 * its errors by the guest form's rules; nothing is stored here.
 */
export function registerGuestImport(app: FastifyInstance): void {
  const { db } = app.deps;
  app.post(c.importExcel.path, async (req: FastifyRequest) => {
    const upload = await readUploadedSpreadsheet(req);
    await requireActivityCompany(db, req.session!);
    const bytes = checkSpreadsheetFile(upload.fileName, upload.bytes);
    const messages = { empty: ImportMsg.empty, wrongTemplate: ImportMsg.wrongTemplate, tooManyRows: `导入数据不能超过${GUEST_IMPORT_MAX_ROWS}行` };
    const sheet = await readSheet(bytes, { columns: GUEST_IMPORT_HEADER.length, maxRows: GUEST_IMPORT_MAX_ROWS, tooManyRows: messages.tooManyRows });
    if ("error" in sheet) throw badRequest(sheet.error);
    const checked = checkGuestImportSheet(sheet, messages);
    if ("error" in checked) throw badRequest(checked.error);
    return ok(checked.rows);
  });
}

/**
 * submit_guest_excel: every row is a guest form body (checked again by the schema); stored in one transaction,
 * a mobile already in the library saving over that guest (the library keeps one guest per mobile, as a
 * confirmed add does), so an import run twice does not double the library.
 */
export async function submitGuestImport(ctx: TLibraryCtx, req: FastifyRequest, companyId: number, b: TSubmitGuestExcelBody): Promise<{ added: number; updated: number }> {
  const counts = await ctx.db.transaction(async (tx) => {
    let added = 0;
    let updated = 0;
    for (const row of b.importDto) {
      const values = fieldsOf(ctx, row);
      const holder = await holderOf(tx, companyId, values.mobileMd5);
      if (holder) {
        await tx.update(companyGuests).set(values).where(eq(companyGuests.id, holder.id));
        updated++;
      } else {
        await tx.insert(companyGuests).values({ companyId, ...values, createdAt: ctx.at });
        added++;
      }
    }
    return { added, updated };
  });
  await writeAudit(ctx.db, { req, action: "guestLibrary.import", entity: "company_guest", entityId: null, after: counts });
  return counts;
}
