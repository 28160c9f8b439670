import type { FastifyRequest } from "fastify";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { byLocale, logoInitials } from "#shared/activity/activity-page.ts";
import { activityTimeText } from "#shared/activity/time-text.ts";
import { FIRST_PAINT_ELEMENT_ID, firstPaintActivityId } from "#shared/shell/first-paint.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { localeOfCookieHeader, type TLocale } from "#shared/shell/locale.ts";
import { isGrayApplied, rootFontSizeCss } from "#shared/shell/display.ts";
import { isNoticeVisible } from "#shared/shell/notice-banner.ts";
import { SITE_FONT_FAMILY } from "#shared/shell/site-font.ts";
import { now } from "../../clock.ts";
import { escapeHtml } from "../../lib/html.ts";
import { shellNoticesOf, type TShellFacts } from "../shell/index.ts";
import type { TDetailService } from "./detail-service.ts";

/** What the server adds to the page it sends: links for the head, and the drawing placed after #root. */
export interface TFirstPaint {
  head: string;
  body: string;
}

/** A URL inside a CSS url("…") in an attribute: quotes, backslashes and line ends cannot leave it. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

// Sizes in rem, as the page's own header (page-header.tsx, activity-page.tsx, layout.module.css and
// notice-banner.module.css, measured in Chromium at 412 and 1440 px): the card stands where the real one
// will, no smaller than it. Mantine's breakpoints: xs 36em, sm 48em; the page's narrow layout ends at 62em.
const STYLE = `
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
.fp-page{max-width:82.5rem;margin:0 auto;padding:.75rem .625rem}
.fp-card{border-radius:12px;overflow:hidden;background:linear-gradient(135deg,var(--mantine-color-blue-9),var(--mantine-color-blue-6))}
.fp-shade{padding:1.25rem 1rem;background:linear-gradient(90deg,rgb(8 20 45 / 78%),rgb(8 20 45 / 35%));display:flex;gap:1rem;align-items:flex-start}
.fp-logo{display:none;flex:none;width:3rem;height:3rem;border-radius:.5rem;background:#fff center/cover no-repeat;color:var(--mantine-color-blue-8);
font-weight:700;font-size:1.125rem;align-items:center;justify-content:center;overflow:hidden}
.fp-stack{flex:1;min-width:0;display:flex;flex-direction:column;gap:.5rem;color:#fff}
.fp-badges{height:1.25rem}
.fp-title{margin:0;font-size:1.375rem;line-height:1.4;font-weight:600;overflow-wrap:anywhere}
.fp-company{display:flex;gap:.5rem;font-size:1rem}
.fp-company .fp-t{font-weight:500}
.fp-code{color:rgb(255 255 255 / 75%);font-family:var(--mantine-font-family-monospace)}
.fp-time{font-size:.875rem;line-height:1.45;color:rgb(255 255 255 / 85%)}
.fp-buttons{margin-top:.25rem;height:calc(2 * 1.875rem + .625rem)}
@media (min-width:36em){.fp-logo{display:flex}.fp-buttons{height:1.875rem}}
@media (min-width:48em){.fp-page{padding:2rem 1rem}.fp-shade{padding:1.25rem 2rem}}
@media (min-width:62em){.fp-shade{padding:2.5rem 2rem}.fp-logo{width:4.5rem;height:4.5rem;font-size:1.5rem}.fp-title{font-size:1.625rem;line-height:1.35}}
@media (min-width:75em){.fp-bar .fp-frame{height:4.25rem;padding-inline:2rem}.fp-bar img{width:34px;height:34px}.fp-notice .fp-frame{padding-inline:calc(2rem + 18px + .75rem) 2rem}}
.fp-gray{filter:grayscale(1)}`.replace(/\n/g, "");

// The same for every page: built once, not per request. It stays in the head when the drawing goes: taking
// a style sheet away restyles the whole page, which by then has drawn its header (its rules name only the
// drawing, and the root font the page sets again).
const HEAD_STYLE = `<style>${rootFontSizeCss()}${STYLE}</style>`;

/**
 * The activity page's first paint, drawn by the server (docs/architecture.md, "The activity page's first
 * paint"): the bar, the notices and the header card (background, title, company, time) where the page will
 * draw them, laid over the page until its own header has rendered (src/client/lib/first-paint.ts), and
 * hidden by itself after 20 s should that never happen. A phone shows the header once the HTML and the style
 * sheet are in, not after the page's fifty chunks and its data (Lighthouse's largest paint, npm run
 * bench:lighthouse). It holds data only, no words of the interface, which come with the page in the reader's
 * language; its text is drawn from attributes (::before), so the page's text appears once, to readers, tests
 * and assistive technology (the layer is aria-hidden) alike.
 */
export function activityFirstPaint(page: TPublicActivity, input: { locale: TLocale; notices: string[]; gray: boolean }): TFirstPaint {
  const { locale } = input;
  const title = byLocale(page.title, page.enTitle, locale);
  const company = byLocale(page.companyShortName, page.companyEnShortName, locale);
  const background = page.bgImageUrl ? fileUrl(page.bgImageUrl) : null;
  const logo = page.miniLogoPath ? fileUrl(page.miniLogoPath) : null;
  const t = (cls: string, text: string | null | undefined) => (text ? `<div class="${cls} fp-t" data-t="${escapeHtml(text)}"></div>` : "");

  const notices = input.notices.map((text) => `<div class="fp-notice"><div class="fp-frame fp-t" data-t="${escapeHtml(text)}"></div></div>`).join("");
  const logoBox = logo
    ? `<div class="fp-logo" style="background-image:${escapeHtml(cssUrl(logo))}"></div>`
    : `<div class="fp-logo fp-t" data-t="${escapeHtml(logoInitials(company || title))}"></div>`;
  const companyRow = company
    ? `<div class="fp-company"><span class="fp-t" data-t="${escapeHtml(company)}"></span>${page.stockCode ? `<span class="fp-code fp-t" data-t="${escapeHtml(page.stockCode)}"></span>` : ""}</div>`
    : "";
  const body =
    `<div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true"${input.gray ? ' class="fp-gray"' : ""}>` +
    `<div class="fp-bar"><div class="fp-frame"><img src="/favicon.svg" alt="" width="28" height="28"></div></div>${notices}` +
    `<div class="fp-page"><div class="fp-card"${background ? ` style="background:${escapeHtml(cssUrl(background))} center / cover no-repeat"` : ""}>` +
    `<div class="fp-shade">${logoBox}<div class="fp-stack"><div class="fp-badges"></div>${t("fp-title", title)}${companyRow}${t("fp-time", activityTimeText(page))}<div class="fp-buttons"></div></div></div>` +
    `</div></div></div>`;
  // the background is found by the preload scanner in the head, before the style sheet that the card waits for
  const head = HEAD_STYLE + (background ? `<link rel="preload" as="image" href="${escapeHtml(background)}" fetchpriority="high">` : "");
  return { head, body };
}

/**
 * Draws the first paint of /activityDetails/{id} for a page anyone may see: the page as activity_detail
 * answers an anonymous caller (the detail cache), the notices visible now, gray mode, in the language the
 * visitor's cookie names. Anything else (another path, a page hidden from anonymous callers, maintenance)
 * is not drawn, and the client draws the page as before.
 */
export function createActivityPageDrawer(details: TDetailService) {
  return async (req: FastifyRequest, pathname: string, shell: TShellFacts): Promise<TFirstPaint | null> => {
    const activityId = firstPaintActivityId(pathname);
    if (activityId === null || shell.settings.maintenance.enabled) return null;
    const page = await details.find(activityId, null, null, null);
    if (!page || page.isPreview) return null;
    const locale = localeOfCookieHeader(req.headers.cookie);
    const at = now();
    const notices = shellNoticesOf(shell, locale === "en-US").filter((notice) => isNoticeVisible(notice.window, at));
    return activityFirstPaint(page, { locale, notices: notices.map((notice) => notice.text), gray: isGrayApplied(shell.settings.grayMode, pathname) });
  };
}
