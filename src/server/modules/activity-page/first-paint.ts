import type { FastifyRequest } from "fastify";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { byLocale, logoInitials } from "#shared/activity/activity-page.ts";
import { activityTimeText } from "#shared/activity/time-text.ts";
import { firstPaintActivityId } from "#shared/shell/first-paint.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { escapeHtml } from "../../lib/html.ts";
import { cssUrl, drawnText, firstPaintLayer, firstPaintStyle, imagePreload, layerFactsOf, type TFirstPaint, type TLayerFacts, type TShellFacts } from "../shell/index.ts";
import type { TDetailService } from "./detail-service.ts";

// Sizes in rem, as the page's own header (page-header.tsx, activity-page.tsx, measured in Chromium at 412 and
// 1440 px): the card stands where the real one will, no smaller than it. Mantine's breakpoints: xs 36em,
// sm 48em; the page's narrow layout ends at 62em.
const HEAD_STYLE = firstPaintStyle(`
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
@media (min-width:62em){.fp-shade{padding:2.5rem 2rem}.fp-logo{width:4.5rem;height:4.5rem;font-size:1.5rem}.fp-title{font-size:1.625rem;line-height:1.35}}`);

/**
 * The activity page's first paint, drawn by the server (docs/architecture.md, "A page's first paint"): the bar,
 * the notices and the header card (background, title, company, time) where the page will draw them, laid over
 * the page until its own header has rendered (src/client/lib/first-paint.ts), and hidden by itself after 20 s
 * should that never happen. A phone shows the header once the HTML and the style sheet are in, not after the
 * page's fifty chunks and its data (Lighthouse's largest paint, npm run bench:lighthouse). It holds data only,
 * no words of the interface, which come with the page in the reader's language; its text is drawn from
 * attributes (::before), so the page's text appears once, to readers, tests and assistive technology (the
 * layer is aria-hidden) alike.
 */
export function activityFirstPaint(page: TPublicActivity, facts: TLayerFacts): TFirstPaint {
  const title = byLocale(page.title, page.enTitle, facts.locale);
  const company = byLocale(page.companyShortName, page.companyEnShortName, facts.locale);
  const background = page.bgImageUrl ? fileUrl(page.bgImageUrl) : null;
  const logo = page.miniLogoPath ? fileUrl(page.miniLogoPath) : null;

  const logoBox = logo ? `<div class="fp-logo" style="background-image:${escapeHtml(cssUrl(logo))}"></div>` : drawnText("div", "fp-logo", logoInitials(company || title));
  const companyRow = company ? `<div class="fp-company">${drawnText("span", "fp-name", company)}${drawnText("span", "fp-code", page.stockCode)}</div>` : "";
  const card =
    `<div class="fp-page"><div class="fp-card"${background ? ` style="background:${escapeHtml(cssUrl(background))} center / cover no-repeat"` : ""}>` +
    `<div class="fp-shade">${logoBox}<div class="fp-stack"><div class="fp-badges"></div>${drawnText("div", "fp-title", title)}${companyRow}` +
    `${drawnText("div", "fp-time", activityTimeText(page))}<div class="fp-buttons"></div></div></div></div></div>`;
  return { head: HEAD_STYLE + (background ? imagePreload(background) : ""), body: firstPaintLayer(facts, card) };
}

/**
 * Draws the first paint of /activityDetails/{id} for a page anyone may see: the page as activity_detail
 * answers an anonymous caller (the detail cache), the notices visible now, gray mode, in the language the
 * visitor's cookie names. Anything else (another path, a page hidden from anonymous callers, maintenance)
 * is not drawn, and the client draws the page as before.
 */
export function createActivityPageDrawer(details: TDetailService) {
  return async (req: FastifyRequest, pathname: string, shell: TShellFacts, at: Date): Promise<TFirstPaint | null> => {
    const activityId = firstPaintActivityId(pathname);
    if (activityId === null || shell.settings.maintenance.enabled) return null;
    const page = await details.find(activityId, null, null, null);
    if (!page || page.isPreview) return null;
    return activityFirstPaint(page, layerFactsOf(req, pathname, shell, at));
  };
}
