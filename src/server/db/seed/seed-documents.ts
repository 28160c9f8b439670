import { and, eq, inArray, like } from "drizzle-orm";
import {
  DocumentLinkCode,
  DocumentTemplateKey,
  GUIDE_DOCUMENTS,
  RULE_DOCUMENTS,
  TEMPLATE_DOCUMENTS,
  documentUrl,
  modeDocumentName,
  type TModeDocumentKind,
} from "#shared/docs/documents.ts";
import { bookingModes, dictionaryItems } from "../schema/index.ts";
import type { TDb } from "../client.ts";

/**
 * The links to the portal's documents, as system configuration an operator can change: three dictionaries
 * (operation guides by kind, business rules by booking type, templates by key; attachField2 names which,
 * attachField1 is the link) and each booking mode's guidancePath, examplePath and noticePath. They point at
 * the documents the portal ships (/api/docs/…, modules/documents); an operator replaces one by uploading a
 * file and changing the link.
 */

export const DOCUMENT_DICTIONARY_CODES = [DocumentLinkCode.operationGuide, DocumentLinkCode.bookingRules, DocumentLinkCode.templates] as const;

interface TLinkDictionary {
  code: string;
  name: string;
  children: { name: string; link: string; key: string }[];
}

export function documentDictionaries(): TLinkDictionary[] {
  return [
    {
      code: DocumentLinkCode.operationGuide,
      name: "操作指引",
      children: (["single", "multi", "fund"] as const).map((kind) => ({ name: GUIDE_DOCUMENTS[kind].title, link: documentUrl(GUIDE_DOCUMENTS[kind].name), key: kind })),
    },
    {
      code: DocumentLinkCode.bookingRules,
      name: "业务规则文档",
      children: Object.entries(RULE_DOCUMENTS).map(([orderType, doc]) => ({ name: doc.title, link: documentUrl(doc.name), key: orderType })),
    },
    {
      code: DocumentLinkCode.templates,
      name: "模板与下载文件",
      children: Object.values(DocumentTemplateKey).map((key) => ({ name: TEMPLATE_DOCUMENTS[key].title, link: documentUrl(TEMPLATE_DOCUMENTS[key].name), key })),
    },
  ];
}

/** The slug of each demo booking mode's documents (modules/documents/document-content.ts has their content). */
export const MODE_DOCUMENT_SLUGS: Record<number, { slug: string; kinds: TModeDocumentKind[] }> = {
  1: { slug: "live", kinds: ["guide", "example", "notice"] },
  2: { slug: "relay", kinds: ["guide", "example", "notice"] },
  3: { slug: "studio", kinds: ["guide", "example", "notice"] },
  4: { slug: "text", kinds: ["guide", "example"] },
  5: { slug: "own-video", kinds: ["guide", "notice"] },
  6: { slug: "fund-live", kinds: ["guide", "example"] },
  7: { slug: "fund-text", kinds: ["guide"] },
  8: { slug: "fund-video", kinds: ["guide", "notice"] },
};

/** A demo mode's three document links (null where the mode has no such document). */
export function modeDocumentPaths(modeId: number): { guidancePath: string | null; examplePath: string | null; noticePath: string | null } {
  const entry = MODE_DOCUMENT_SLUGS[modeId];
  const path = (kind: TModeDocumentKind) => (entry?.kinds.includes(kind) ? documentUrl(modeDocumentName(entry.slug, kind)) : null);
  return { guidancePath: path("guide"), examplePath: path("example"), noticePath: path("notice") };
}

/** Links still at the placeholders of earlier demo seeds, which opened nothing. */
const PLACEHOLDER_GUIDE = "/docs/guide/%";
const PLACEHOLDER_MODE_DOC = "/helpCenter?doc=%";

/**
 * Seed step: adds the document dictionaries where missing, replaces the placeholder guide entries of earlier
 * seeds, and points the demo modes' placeholder links at the shipped documents. Links an operator changed
 * are left as they are.
 */
export async function seedDocumentLinks(tx: TDb): Promise<void> {
  await tx.delete(dictionaryItems).where(and(eq(dictionaryItems.parentCode, DocumentLinkCode.operationGuide), like(dictionaryItems.attachField1, PLACEHOLDER_GUIDE)));
  for (const [d, dict] of documentDictionaries().entries()) {
    const existing = await tx
      .select({ code: dictionaryItems.code, parentCode: dictionaryItems.parentCode })
      .from(dictionaryItems)
      .where(inArray(dictionaryItems.code, [dict.code, ...dict.children.map((_, i) => `${dict.code}_${i + 1}`)]));
    if (!existing.some((row) => row.code === dict.code)) {
      await tx.insert(dictionaryItems).values({ code: dict.code, parentCode: null, name: dict.name, attachField1: null, sort: 200 + d, status: 1 });
    }
    const taken = new Set(existing.map((row) => row.code));
    const children = dict.children
      .map((child, i) => ({ code: `${dict.code}_${i + 1}`, parentCode: dict.code, name: child.name, attachField1: child.link, attachField2: child.key, sort: i + 1, status: 1 }))
      .filter((row) => !taken.has(row.code));
    if (children.length > 0) await tx.insert(dictionaryItems).values(children);
  }
  for (const modeId of Object.keys(MODE_DOCUMENT_SLUGS).map(Number)) {
    const paths = modeDocumentPaths(modeId);
    for (const column of ["guidancePath", "examplePath", "noticePath"] as const) {
      await tx
        .update(bookingModes)
        .set({ [column]: paths[column] })
        .where(and(eq(bookingModes.id, modeId), like(bookingModes[column], PLACEHOLDER_MODE_DOC)));
    }
  }
}
