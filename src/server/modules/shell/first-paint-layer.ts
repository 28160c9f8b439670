import type { FastifyRequest } from "fastify";
import { FIRST_PAINT_ELEMENT_ID } from "#shared/shell/first-paint.ts";
import { localeOfCookieHeader, type TLocale } from "#shared/shell/locale.ts";
import { isGrayApplied, rootFontSizeCss } from "#shared/shell/display.ts";
import { isNoticeVisible } from "#shared/shell/notice-banner.ts";
import { SITE_FONT_FAMILY } from "#shared/shell/site-font.ts";
import { escapeHtml } from "../../lib/html.ts";
import { shellNoticesOf, type TShellFacts } from "./shell-boot.ts";

/** What the server adds to the page it sends: links for the head, and the drawing placed after #root. */
export interface TFirstPaint {
  head: string;
  body: string;
}

/** A URL inside a CSS url("…") in an attribute: quotes, backslashes and line ends cannot leave it. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/** An element showing a stored text from its attribute (::before), so the page's text appears once; "" for none. */
export function drawnText(tag: "div" | "span", cls: string, text: string | null | undefined): string {
  return text ? `<${tag} class="${cls} fp-t" data-t="${escapeHtml(text)}"></${tag}>` : "";
}

// The layer and the shell's bar and notices, in rem as the shell draws them (layout.module.css,
// notice-banner.module.css, measured in Chromium at 412 and 1440 px). Each page adds the rules of its own part.
const LAYER_STYLE = `
#${FIRST_PAINT_ELEMENT_ID}{position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:1000;background:var(--mantine-color-gray-0);
font-family:${SITE_FONT_FAMILY};line-height:1.55;-webkit-font-smoothing:antialiased;animation:fp-gone 0s 20s forwards}
@keyframes fp-gone{to{visibility:hidden}}
#${FIRST_PAINT_ELEMENT_ID} *{box-sizing:border-box}
.fp-t::before{content:attr(data-t)}
.fp-frame{width:100%;max-width:100rem;margin:0 auto;padding-inline:1rem}
.fp-bar{background:#fff;border-top:3px solid var(--mantine-color-blue-8);border-bottom:1px solid var(--mantine-color-gray-3)}
.fp-bar .fp-frame{height:3.5rem;display:flex;align-items:center}
.fp-bar img{display:block;width:28px;height:28px}
.fp-notice{background:var(--mantine-color-orange-0);border-bottom:1px solid var(--mantine-color-orange-2);color:var(--mantine-color-dark-6)}
.fp-notice .fp-frame{height:2.375rem;line-height:2.375rem;font-size:.875rem;white-space:nowrap;overflow:hidden;padding-left:calc(1rem + 18px + .75rem)}
@media (min-width:75em){.fp-bar .fp-frame{height:4.25rem;padding-inline:2rem}.fp-bar img{width:34px;height:34px}.fp-notice .fp-frame{padding-inline:calc(2rem + 18px + .75rem) 2rem}}
.fp-gray{filter:grayscale(1)}`;

/**
 * The style sheet of a page's drawing: the root font rule, the layer's and the bar's rules and the page's own
 * (`pageStyle`, written in lines for reading). Built once per kind of page, not per request; it stays in the head
 * when the drawing goes, since taking a style sheet away restyles the whole page (its rules name only the
 * drawing, and the root font the page sets again).
 */
export function firstPaintStyle(pageStyle: string): string {
  return `<style>${rootFontSizeCss()}${(LAYER_STYLE + pageStyle).replace(/\n/g, "")}</style>`;
}

/** What every drawing shares, read from the request and the shell's facts: the reader's language, the notices shown now and gray mode. */
export interface TLayerFacts {
  locale: TLocale;
  notices: string[];
  gray: boolean;
}

export function layerFactsOf(req: FastifyRequest, pathname: string, shell: TShellFacts, at: Date): TLayerFacts {
  const locale = localeOfCookieHeader(req.headers.cookie);
  const notices = shellNoticesOf(shell, locale === "en-US").filter((notice) => isNoticeVisible(notice.window, at));
  return { locale, notices: notices.map((notice) => notice.text), gray: isGrayApplied(shell.settings.grayMode, pathname) };
}

/**
 * The layer a page's first paint is drawn in (docs/architecture.md, "A page's first paint"): laid over the page
 * after #root, aria-hidden, with the shell's bar and the notices visible now above the page's own part.
 */
export function firstPaintLayer(facts: Pick<TLayerFacts, "notices" | "gray">, content: string): string {
  const notices = facts.notices.map((text) => `<div class="fp-notice"><div class="fp-frame fp-t" data-t="${escapeHtml(text)}"></div></div>`).join("");
  return (
    `<div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true"${facts.gray ? ' class="fp-gray"' : ""}>` +
    `<div class="fp-bar"><div class="fp-frame"><img src="/favicon.svg" alt="" width="28" height="28"></div></div>${notices}${content}</div>`
  );
}

/** The preload of a drawing's largest picture, found by the preload scanner in the head before the style sheet the drawing waits for. */
export function imagePreload(url: string): string {
  return `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;
}
