import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { preCollectContracts as c, ZImportBody } from "#shared/api/pre-collect.contract.ts";
import { IMPORT_MAX_ROWS, checkImportSheet } from "#shared/qa/pre-collect-import.ts";
import { parseBody } from "../../lib/route.ts";
import { badRequest } from "../../lib/errors.ts";
import { checkSpreadsheetFile, readSheet, readUploadedSpreadsheet } from "../../lib/spreadsheet.ts";
import { requireHolder } from "./pre-collect.service.ts";

/**
 * question_collect_import_excel: multipart with activityId (a field before the file) and `file`. The file is
 * checked (type, size, template, rows, formulas, macros) and every row answered with its errors; nothing is
 * stored here.
 */
export function registerPreCollectImport(app: FastifyInstance): void {
  const { db } = app.deps;
  app.post(c.importExcel.path, async (req: FastifyRequest) => {
    const upload = await readUploadedSpreadsheet(req);
    const { activityId } = parseBody(ZImportBody, upload.fields);
    await requireHolder(db, req.session!, activityId);
    const bytes = checkSpreadsheetFile(upload.fileName, upload.bytes);
    const sheet = await readSheet(bytes, { columns: 2, maxRows: IMPORT_MAX_ROWS });
    if ("error" in sheet) throw badRequest(sheet.error);
    const checked = checkImportSheet(sheet);
    if ("error" in checked) throw badRequest(checked.error);
    return ok(checked.rows);
  });
}
