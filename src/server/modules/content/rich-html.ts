import sanitizeHtml from "sanitize-html";
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  isSafeImageSrc,
  isSafeLinkHref,
} from "#shared/content/rich-text-policy.ts";

/**
 * Rich text an operator writes (subject pages, help articles, static pages) is stored as html and shown as
 * html, so it is cleaned on write with the portal's one rule for rich text (src/shared/content/
 * rich-text-policy.ts), the same list the client renders with. sanitize-html is the well-kept allow-list
 * sanitiser made for this job (htmlparser2 underneath), so the portal does not parse html with regular
 * expressions here.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...(names ?? []), ...(tag === "a" ? ["target", "rel"] : [])]])),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  // pictures are the portal's own files: a path, no scheme at all
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [...RICH_TEXT_DROPPED],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      // a link without a safe address is its text (a span), as the client renders it
      const href = attribs.href?.trim() ?? "";
      if (!isSafeLinkHref(href)) return { tagName: "span", attribs: {} };
      return { tagName, attribs: { href, target: "_blank", rel: "noopener noreferrer" } };
    },
    // a picture without words is decoration to a screen reader (the client renders alt="" the same way)
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isSafeImageSrc(frame.attribs.src ?? ""),
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
