import { Fragment, type ReactNode } from "react";

/**
 * HTML written by a company or an operator (message content, a company homepage's introduction) shown as
 * React elements rebuilt from an allow-list rather than injected, so no script, handler, style or foreign
 * frame can ride along. Links keep only http(s), same-site and mailto addresses; pictures only this
 * portal's stored files.
 */

const ALLOWED = new Set(["p", "br", "b", "strong", "i", "em", "u", "span", "div", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote", "img"]);
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|mailto:)/i;
const SAFE_IMG = /^\/(api\/)?files\/[A-Za-z0-9/_.-]+$/;

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  // unknown elements keep their text, which is what the reader came for
  if (!ALLOWED.has(tag)) return tag === "script" || tag === "style" ? null : <Fragment key={key}>{children}</Fragment>;
  if (tag === "br") return <br key={key} />;
  if (tag === "img") {
    const src = (element.getAttribute("src") ?? "").trim();
    if (!SAFE_IMG.test(src) || src.includes("..")) return null;
    return <img key={key} src={src.startsWith("/api/") ? src : `/api${src}`} alt={element.getAttribute("alt") ?? ""} style={{ maxWidth: "100%", height: "auto" }} loading="lazy" />;
  }
  if (tag === "a") {
    const href = element.getAttribute("href") ?? "";
    return SAFE_HREF.test(href.trim()) ? (
      <a key={key} href={href.trim()} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  const Tag = tag as "p";
  return <Tag key={key}>{children}</Tag>;
}

/** The HTML as safe React elements. */
export function SafeHtml({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return <>{Array.from(doc.body.childNodes).map((node, i) => convert(node, String(i)))}</>;
}
