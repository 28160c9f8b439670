import type { TVideoNavType } from "./video-nav.ts";

export { PUBLIC_VIDEO_PAGE_SIZE, VIDEO_NAV_TYPES, isVideoNavType, type TVideoNavType } from "./video-nav.ts";
export {
  LibraryFileMsg,
  PUBLIC_VIDEO_DESCRIPTION_MAX,
  PUBLIC_VIDEO_TITLE_EN_MAX,
  PUBLIC_VIDEO_TITLE_MAX,
  PublicVideoMsg,
  PublicVideoOutcome,
} from "./public-video-messages.ts";

/**
 * The public video library (document 4 section 2.6; document 1 section 2.2: navigation nav4 goes to the stock
 * videos, nav5 to Fund Vision): videos an operator curates, each in one channel and one category of that
 * channel, shown to everyone once published. Activity replays are not part of it: a replay belongs to its
 * activity page, where the activity's publication, test code and restricted list decide who sees it.
 */

/** The dictionary whose children are a channel's category tabs (name zh, attachField1 en). */
export function videoCategoryDictionary(navType: TVideoNavType): string {
  return `videoCategory.${navType}`;
}

/** A library video's publication: 0 not published (a draft, or taken down), 1 published. */
export const PublicVideoStatus = { unpublished: 0, published: 1 } as const;

/** Related videos under the player. */
export const RELATED_VIDEO_COUNT = 6;
export { HOME_STRIP_VIDEO_COUNT } from "./video-display.ts";

/**
 * A view counts once per viewer per video per hour (the viewer is the account when signed in, otherwise the
 * browser's stored visitor uuid), so a reload, a replayed request or a refetch adds nothing. A script minting
 * uuids is bounded by its address: at most this many distinct viewers per address, video and hour count.
 */
export const VIEW_WINDOW_MS = 60 * 60_000;
export const VIEWS_PER_ADDRESS_PER_HOUR = 20;



/** Whether a library video shows on the public site: published, and its publish time reached. */
export function publicVideoIsVisible(status: number, publishTime: Date | string | null, at: Date): boolean {
  if (status !== PublicVideoStatus.published || publishTime === null) return false;
  const when = typeof publishTime === "string" ? new Date(publishTime) : publishTime;
  return !Number.isNaN(when.getTime()) && when.getTime() <= at.getTime();
}

// the cards' display helpers live in video-display.ts, a module the home page can load alone
export { videoTitleFor, viewCountText } from "./video-display.ts";

/** A visitor uuid as the browser stores it (crypto.randomUUID), or anything 8 to 64 safe characters. */
export function isVisitorUuid(v: string): boolean {
  return /^[A-Za-z0-9_-]{8,64}$/.test(v);
}
