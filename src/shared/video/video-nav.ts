/**
 * The video library's channels and page size (document 1 section 2.2: navigation nav4 goes to the stock
 * videos, nav5 to Fund Vision; document 4 section 2.6: 15 cards a page). Kept apart from the library's other
 * rules, without imports, because the routes' search parsers and loaders (in the first bundle) need them.
 */
export const VIDEO_NAV_TYPES = ["nav4", "nav5"] as const;
export type TVideoNavType = (typeof VIDEO_NAV_TYPES)[number];

export function isVideoNavType(v: unknown): v is TVideoNavType {
  return typeof v === "string" && (VIDEO_NAV_TYPES as readonly string[]).includes(v);
}

/** Cards per page of a channel. */
export const PUBLIC_VIDEO_PAGE_SIZE = 15;
