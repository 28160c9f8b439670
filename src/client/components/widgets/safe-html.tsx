import { Fragment, type ReactNode } from "react";
import { RICH_TEXT_ATTRIBUTES, isDroppedWithContent, isRichTextTag, isSafeImageSrc, isSafeLinkHref } from "#shared/content/rich-text-policy.ts";

/**
 * Rich text a company or an operator wrote (messages, a homepage's introduction, an activity's materials, the
 * site's content pages) shown as React elements rebuilt by the portal's one rule for rich text
 * (src/shared/content/rich-text-policy.ts, which the server's sanitiser applies too) rather than injected,
 * so no script, handler, style or foreign frame can ride along even if something unclean was stored.
 */

/** React's names of the attributes the rule keeps. */
const PROP_NAME: Record<string, string> = { colspan: "colSpan", rowspan: "rowSpan" };

/** Where a kept picture is shown from: the portal's stored files are served under /api. */
function pictureUrl(src: string): string {
  return src.startsWith("/files/") ? `/api${src}` : src;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (isDroppedWithContent(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  // unknown elements keep their text, which is what the reader came for
  if (!isRichTextTag(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === "br") return <br key={key} />;
  if (tag === "hr") return <hr key={key} />;
  const props: Record<string, string> = {};
  for (const name of RICH_TEXT_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value !== null) props[PROP_NAME[name] ?? name] = value;
  }
  if (tag === "img") {
    const src = (element.getAttribute("src") ?? "").trim();
    if (!isSafeImageSrc(src)) return null;
    // a picture without words is decoration to a screen reader (the server stores alt="" the same way)
    return <img key={key} {...props} src={pictureUrl(src)} alt={props.alt ?? ""} style={{ maxWidth: "100%", height: "auto" }} loading="lazy" />;
  }
  if (tag === "a") {
    const href = (element.getAttribute("href") ?? "").trim();
    // a link without a safe address is its text, as the server stores it (a span)
    if (!isSafeLinkHref(href)) return <span key={key}>{children}</span>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const Tag = tag as "p";
  return (
    <Tag key={key} {...props}>
      {children}
    </Tag>
  );
}

/** The HTML as safe React elements. */
export function SafeHtml({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return <>{Array.from(doc.body.childNodes).map((node, i) => convert(node, String(i)))}</>;
}
