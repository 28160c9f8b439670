import { Fragment, type ReactNode } from "react";

/**
 * Message content is HTML written in the back office (document 3, Message entity). It is rebuilt as React
 * elements from an allow-list rather than injected, so no script, handler or style can ride along.
 */

const ALLOWED = new Set(["p", "br", "b", "strong", "i", "em", "u", "span", "div", "ul", "ol", "li", "a"]);
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|mailto:)/i;

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  // unknown elements keep their text, which is what the reader came for
  if (!ALLOWED.has(tag)) return tag === "script" || tag === "style" ? null : <Fragment key={key}>{children}</Fragment>;
  if (tag === "br") return <br key={key} />;
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

/** The message's HTML as safe React elements. */
export function MessageHtml({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return <>{Array.from(doc.body.childNodes).map((node, i) => convert(node, String(i)))}</>;
}
