/**
 * The documents the spec names (document 2 sections 2.1 and 2.3, document 3 "Static downloads"): operation
 * guides, business rules, announcement templates, the relay technical standard and application form, the
 * import templates, and each booking mode's guide, example and announcement template. The portal ships one
 * of each under /api/docs/; the links the screens open are read from the system configuration (dictionary
 * entries by code, and the booking modes' guidancePath, examplePath, noticePath), so an operator replaces a
 * document by uploading a file and pointing the entry at it.
 */

export const DOCUMENTS_PREFIX = "/api/docs/";

export type TDocumentFormat = "pdf" | "xlsx";

export interface TShippedDocument {
  /** the file name under /api/docs/ */
  name: string;
  /** the name a download is saved under, without the extension */
  title: string;
  format: TDocumentFormat;
}

export const documentUrl = (name: string): string => `${DOCUMENTS_PREFIX}${name}`;

/** Dictionary codes whose children link the documents; each child's attachField2 names which one, attachField1 is the link. */
export const DocumentLinkCode = {
  /** operation guides by kind: single, multi, fund (document 2 section 2.1) */
  operationGuide: "OperationGuide",
  /** business rules by booking type, 1 to 6 (the booking tiles of document 2 section 2.3) */
  bookingRules: "BookingRuleDocument",
  /** templates and static downloads by key (DocumentTemplateKey) */
  templates: "DocumentTemplate",
} as const;

export const DocumentTemplateKey = {
  notice: "notice",
  fundNotice: "fund-notice",
  participant: "participant",
  qa: "qa",
  guest: "guest",
  relayStandard: "relay-standard",
  relayApplication: "relay-application",
} as const;

export type TGuideKind = "single" | "multi" | "fund";

export const GUIDE_DOCUMENTS: Record<TGuideKind, TShippedDocument> = {
  single: { name: "guide-single.pdf", title: "单场路演操作指引", format: "pdf" },
  multi: { name: "guide-collective.pdf", title: "集体路演操作指引", format: "pdf" },
  fund: { name: "guide-fund.pdf", title: "基金路演操作指引", format: "pdf" },
};

/** Business rules by booking type (OrderType 1 to 6). */
export const RULE_DOCUMENTS: Record<number, TShippedDocument> = {
  1: { name: "rules-performance.pdf", title: "业绩说明会业务规则", format: "pdf" },
  2: { name: "rules-refinancing.pdf", title: "再融资路演业务规则", format: "pdf" },
  3: { name: "rules-major-event.pdf", title: "重大事项说明会业务规则", format: "pdf" },
  4: { name: "rules-other.pdf", title: "其他路演业务规则", format: "pdf" },
  5: { name: "rules-fund.pdf", title: "基金路演业务规则", format: "pdf" },
  6: { name: "rules-collective.pdf", title: "集体路演业务规则", format: "pdf" },
};

export const TEMPLATE_DOCUMENTS: Record<(typeof DocumentTemplateKey)[keyof typeof DocumentTemplateKey], TShippedDocument> = {
  notice: { name: "notice-template.pdf", title: "路演活动公告模板", format: "pdf" },
  "fund-notice": { name: "fund-notice-template.pdf", title: "基金路演活动公告模板", format: "pdf" },
  participant: { name: "participant-template.xlsx", title: "参会人员名单模板", format: "xlsx" },
  qa: { name: "question-collect-template.xlsx", title: "预征集问答导入模板", format: "xlsx" },
  guest: { name: "guest-import-template.xlsx", title: "嘉宾导入模板", format: "xlsx" },
  "relay-standard": { name: "relay-technical-standard.pdf", title: "视频转播技术标准", format: "pdf" },
  "relay-application": { name: "relay-cooperation-application.pdf", title: "转播平台合作申请表", format: "pdf" },
};

/** The booking modes' documents: a guide, an example and an announcement template per mode (by its slug). */
export type TModeDocumentKind = "guide" | "example" | "notice";
export const MODE_DOCUMENT_TITLES: Record<TModeDocumentKind, string> = { guide: "操作指引", example: "活动示例", notice: "公告模板" };
export const modeDocumentName = (slug: string, kind: TModeDocumentKind): string => `mode-${slug}-${kind}.pdf`;

/**
 * The configured link among a dictionary's children: the enabled child whose attachField2 is `key`, else
 * `fallback` (the shipped document), so a missing entry still opens a real document.
 */
export function configuredLink(
  items: readonly { attachField1: string | null; attachField2: string | null; status?: number }[],
  key: string,
  fallback: string | null,
): string | null {
  const hit = items.find((item) => item.attachField2 === key && item.status !== 0 && item.attachField1);
  return hit?.attachField1 ?? fallback;
}

/** The content type a shipped document is served with. */
export function documentContentType(format: TDocumentFormat): string {
  return format === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
}

/** Which operation guide a booking type opens: the fund guide for fund roadshows, the collective one for collective roadshows. */
export function guideKindFor(orderType: number, isMulti = orderType === 6): TGuideKind {
  if (orderType === 5) return "fund";
  return isMulti ? "multi" : "single";
}

/** A booking type's business rules link: the configured one, else the shipped rules (the performance briefing's for an unknown type). */
export function rulesLinkFor(rules: Parameters<typeof configuredLink>[0], orderType: number): string {
  return configuredLink(rules, String(orderType), documentUrl((RULE_DOCUMENTS[orderType] ?? RULE_DOCUMENTS[1]!).name))!;
}

/** A booking type's operation guide link: the configured one, else the shipped guide. */
export function guideLinkFor(guides: Parameters<typeof configuredLink>[0], orderType: number): string {
  const kind = guideKindFor(orderType);
  return configuredLink(guides, kind, documentUrl(GUIDE_DOCUMENTS[kind].name))!;
}
