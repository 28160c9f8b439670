import { Fragment, type ReactNode } from "react";
import { assetUrl } from "../activity-page.display.ts";

/**
 * The introduction is rich text written in the materials form. It is rebuilt as React elements from an
 * allow-list (tags, and only href and src, checked) rather than injected, so no script, handler, style or
 * foreign frame can ride along.
 */
const ALLOWED = new Set(["p", "br", "b", "strong", "i", "em", "u", "s", "span", "div", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote", "img", "table", "thead", "tbody", "tr", "td", "th"]);
const DROPPED = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math"]);
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|mailto:)/i;
const SAFE_SRC = /^(https:\/\/|\/(?!\/))/i;

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  // unknown elements keep their text, which is what the reader came for
  if (!ALLOWED.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === "br") return <br key={key} />;
  if (tag === "img") {
    const src = (element.getAttribute("src") ?? "").trim();
    return SAFE_SRC.test(src) ? <img key={key} src={assetUrl(src)} alt={element.getAttribute("alt") ?? ""} style={{ maxWidth: "100%", height: "auto" }} loading="lazy" /> : null;
  }
  if (tag === "a") {
    const href = (element.getAttribute("href") ?? "").trim();
    return SAFE_HREF.test(href) ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  const Tag = tag as "p";
  return <Tag key={key}>{children}</Tag>;
}

/** The rich text as safe React elements. */
export function RichHtml({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return <>{Array.from(doc.body.childNodes).map((node, i) => convert(node, String(i)))}</>;
}
