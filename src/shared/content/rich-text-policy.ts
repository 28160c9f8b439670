/**
 * The one rule for rich text (html a company or an operator writes: subject pages, help articles, static pages,
 * messages, a homepage's introduction, an activity's materials). The server cleans it on write with this
 * allow-list (modules/content/rich-html.ts, sanitize-html) and the client rebuilds it as React elements with
 * the same list (components/widgets/safe-html.tsx), so both sides keep and drop the same things:
 *  - the editor's own elements only (paragraphs, headings, lists, emphasis, quotes, code, links, pictures,
 *    tables); any other element keeps its text, and the elements below are dropped with their content;
 *  - only the attributes listed per element (no handler, no style, no class);
 *  - links to http(s), mailto or a same-site path, opened in a new tab without an opener;
 *  - pictures only from the portal's own files (/files/…, /api/files/…, /static/…): a company's or an
 *    operator's text never makes a reader's browser call another site (the stricter of the rules the portal
 *    had; the rich-text editor inserts no outside picture).
 */
export const RICH_TEXT_TAGS = [
  "p", "br", "h1", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote", "code", "pre", "hr",
  "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "span", "div",
] as const;
export type TRichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Elements dropped with everything inside them (their text is no reader's text). */
export const RICH_TEXT_DROPPED = ["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math", "textarea", "select", "title"] as const;

/** The attributes kept, per element; href and src only when their rule below says so. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<TRichTextTag, readonly string[]>>> = {
  a: ["href"],
  img: ["src", "alt", "width", "height"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};

/** The schemes a link may use (a same-site path has none). */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"] as const;

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;
const SAFE_SRC = /^\/((api\/)?files|static)\/[^/]/;
/** Characters no address of ours contains: control characters, white space and backslashes could hide a scheme. */
const hides = (v: string) => [...v].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || c === "\\");

export function isRichTextTag(tag: string): tag is TRichTextTag {
  return (RICH_TEXT_TAGS as readonly string[]).includes(tag);
}

export function isDroppedWithContent(tag: string): boolean {
  return (RICH_TEXT_DROPPED as readonly string[]).includes(tag);
}

/** A link's address as written: http(s), mailto, or a path on this site (not a protocol-relative //host). */
export function isSafeLinkHref(href: string): boolean {
  const v = href.trim();
  return SAFE_HREF.test(v) && !hides(v);
}

/** A picture's address: one of the portal's stored or static files (no way out of their folders). */
export function isSafeImageSrc(src: string): boolean {
  const v = src.trim();
  return SAFE_SRC.test(v) && !hides(v) && !v.includes("..");
}
