/**
 * The first paint the server draws into the page of a public activity (src/server/modules/activity-page/
 * first-paint.ts): a layer laid over the page, which the page takes away once its own header has rendered
 * (src/client/lib/first-paint.ts).
 */
export const FIRST_PAINT_ELEMENT_ID = "first-paint";

/** The activity whose page a path is drawn first for: /activityDetails/{id}, not a test-code preview; else null. */
export function firstPaintActivityId(pathname: string): number | null {
  const match = /^\/activityDetails\/(\d{1,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
