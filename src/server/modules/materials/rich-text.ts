import { toPlainText } from "#shared/text/plain-text.ts";
import { sanitizeRichHtml } from "../content/index.ts";

/**
 * The one place the materials clean what a company writes, so the sanitiser can be re-pointed when the
 * client and server allow-lists are unified: introductions are rich text (the content module's allow-list:
 * no script, no event handler, no javascript: link), every other free text is stored as plain text.
 */
export const cleanRichText = (html: string): string => sanitizeRichHtml(html);
export const cleanPlainText = (text: string): string => toPlainText(text);
