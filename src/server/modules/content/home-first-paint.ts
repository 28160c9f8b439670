import type { FastifyRequest } from "fastify";
import type { TBanner } from "#shared/api/content.contract.ts";
import { byLocale } from "#shared/activity/activity-page.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { isHomePath } from "#shared/shell/display.ts";
import type { TDb } from "../../db/client.ts";
import { escapeHtml } from "../../lib/html.ts";
import { drawnText, firstPaintLayer, firstPaintStyle, imagePreload, layerFactsOf, type TFirstPaint, type TLayerFacts, type TShellFacts } from "../shell/index.ts";
import { liveBanners } from "./content-public.ts";

// Sizes in rem, as /home draws its top (routes/home.tsx and home.module.css, the carousel's
// home-banner-carousel.module.css, measured in Chromium at 412 and 1440 px): the page's container (Mantine's
// xl, 82.5rem; padding md/xs, from sm 48em xl/md), the grid beside the welcome from 62em, the slide's box. The
// slide reaches a pixel further on every side: the browser takes a later paint of a larger picture as the
// largest paint, and the page's root font (set by the client, rounded) may make its own slide a fraction larger.
const HEAD_STYLE = firstPaintStyle(`
.fp-home{max-width:82.5rem;margin:0 auto;padding:1rem .625rem}
.fp-top{display:grid;gap:1.25rem;grid-template-columns:minmax(0,1fr);align-items:start}
.fp-slide{position:relative;margin:-1px;aspect-ratio:16/5;border-radius:.5rem;overflow:hidden;background:var(--mantine-color-blue-9)}
.fp-slide img{display:block;width:100%;height:100%;object-fit:cover}
.fp-caption{position:absolute;left:0;right:0;bottom:0;padding:2.5rem 1.25rem 2.25rem;background:linear-gradient(to top,rgb(0 0 0 / .6),transparent);
color:#fff;font-size:clamp(1rem,2.4vw,1.75rem);font-weight:700;line-height:1.3;overflow-wrap:anywhere}
@media (max-width:48em){.fp-slide{aspect-ratio:16/8}}
@media (min-width:48em){.fp-home{padding:2rem 1rem}}
@media (min-width:62em){.fp-top{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}`);

/**
 * The first paint of /home, drawn by the server (docs/architecture.md, "A page's first paint"): the bar, the
 * notices and the carousel's first slide (its picture and caption) where the page will draw them, laid over the
 * page until the carousel has rendered (src/client/lib/first-paint.ts). The slide is the page's largest paint
 * (Lighthouse's LCP, npm run bench:lighthouse), shown once the HTML, the style sheet and the picture are in
 * instead of after the page's chunks and the banner list. Data only, as the activity page's drawing.
 */
export function homeFirstPaint(banner: TBanner, facts: TLayerFacts): TFirstPaint {
  const image = fileUrl(banner.imageUrl);
  const slide =
    `<div class="fp-home"><div class="fp-top"><div class="fp-slide"><img src="${escapeHtml(image)}" alt="" fetchpriority="high">` +
    `${drawnText("div", "fp-caption", byLocale(banner.title, banner.titleEn, facts.locale))}</div></div></div>`;
  return { head: HEAD_STYLE + imagePreload(image), body: firstPaintLayer(facts, slide) };
}

/** Draws /home's first paint when a banner is live and the site is not in maintenance; otherwise the client draws the page as before. */
export function createHomePageDrawer(db: TDb) {
  return async (req: FastifyRequest, pathname: string, shell: TShellFacts, at: Date): Promise<TFirstPaint | null> => {
    if (!isHomePath(pathname) || shell.settings.maintenance.enabled) return null;
    const [first] = await liveBanners(db, at);
    return first ? homeFirstPaint(first, layerFactsOf(req, pathname, shell, at)) : null;
  };
}
