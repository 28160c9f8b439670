import sanitizeHtml from "sanitize-html";

/**
 * Rich text an operator writes (subject pages, help articles, static pages) is stored as html and shown as
 * html, so it is cleaned on write with an allowlist: the editor's own elements (paragraphs, headings, lists,
 * emphasis, links, images, tables), links only to http(s) and mailto (opened safely), images only from the
 * portal's files or https. Scripts, handlers, styles, frames and every other scheme are dropped. sanitize-html
 * is the well-kept allowlist sanitiser made for this job (htmlparser2 underneath), so the portal does not
 * parse html with regular expressions here.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "h1", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote", "code", "pre", "hr",
    "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "span",
  ],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !/^(https:\/\/|\/api\/files\/|\/files\/|\/static\/)/i.test(frame.attribs.src ?? ""),
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
