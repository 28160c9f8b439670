import { FIRST_PAINT_ELEMENT_ID } from "#shared/shell/first-paint.ts";

/**
 * Takes away the first paint the server drew over the page (/home's first slide, an activity page's header):
 * the page's own part has rendered where the drawing showed it (called from a layout effect, so both never
 * show at once nor neither), or the page has nothing of it to show (missing, refused, failed, or a route's
 * error caught by the router). Harmless when there is none.
 */
export function dismissFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}
