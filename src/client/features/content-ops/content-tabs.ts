/**
 * The tabs of /ops/content, apart from the page: the route's validateSearch runs in the main bundle, and
 * importing the page for them would pull every editor into /home (npm run bench:bundle).
 */
export const CONTENT_TABS = ["banners", "topics", "subjects", "courses", "pages", "navigation", "dictionaries", "settings"] as const;
export type TContentTab = (typeof CONTENT_TABS)[number];
