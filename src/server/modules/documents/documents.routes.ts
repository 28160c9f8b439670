import type { FastifyInstance } from "fastify";
import { fail } from "#shared/http/envelope.ts";
import { DOCUMENTS_PREFIX, GUIDE_DOCUMENTS, RULE_DOCUMENTS, TEMPLATE_DOCUMENTS, documentContentType, type TDocumentFormat } from "#shared/docs/documents.ts";
import { pdfContent } from "./document-content.ts";
import { renderPdf } from "./pdf.ts";
import { isSpreadsheetTemplate, renderSpreadsheetTemplate } from "./spreadsheet-templates.ts";

/**
 * GET /api/docs/<name>: the documents the portal ships (src/shared/docs/documents.ts), made on first request
 * and kept in memory (a few kilobytes each). PDFs open in the browser, spreadsheets download; both carry
 * their Chinese title as the file name (RFC 6266 filename*, with an ASCII fallback).
 */

const NAME = /^[a-z0-9-]+\.(pdf|xlsx)$/;

/** The title a document downloads under, from the catalogue; a mode document's title is in its content. */
function titleOf(name: string): string | null {
  const all = [...Object.values(GUIDE_DOCUMENTS), ...Object.values(RULE_DOCUMENTS), ...Object.values(TEMPLATE_DOCUMENTS)];
  return all.find((d) => d.name === name)?.title ?? pdfContent(name)?.title ?? null;
}

export function contentDisposition(kind: "inline" | "attachment", asciiName: string, title: string, format: TDocumentFormat): string {
  return `${kind}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(`${title}.${format}`)}`;
}

async function render(name: string, format: TDocumentFormat): Promise<Buffer | null> {
  if (format === "xlsx") return isSpreadsheetTemplate(name) ? renderSpreadsheetTemplate(name) : null;
  const content = pdfContent(name);
  return content ? renderPdf(content) : null;
}

export function registerDocumentRoutes(app: FastifyInstance): void {
  const made = new Map<string, Promise<Buffer | null>>();

  app.get<{ Params: { name: string } }>(`${DOCUMENTS_PREFIX}:name`, async (req, reply) => {
    const { name } = req.params;
    const match = NAME.exec(name);
    const title = match ? titleOf(name) : null;
    if (!match || !title) return reply.code(404).send(fail(404, `文档不存在：${name}`));
    const format = match[1] as TDocumentFormat;
    let bytes = made.get(name);
    if (!bytes) {
      bytes = render(name, format);
      made.set(name, bytes);
    }
    const body = await bytes;
    if (!body) return reply.code(404).send(fail(404, `文档不存在：${name}`));
    return reply
      .type(documentContentType(format))
      .header("content-disposition", contentDisposition(format === "pdf" ? "inline" : "attachment", name, title, format))
      .header("cache-control", "public, max-age=3600")
      .header("x-content-type-options", "nosniff")
      .send(body);
  });
}
