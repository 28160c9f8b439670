/**
 * What the back-office pages make of their address states (parsed by ops-route-search.ts): the request
 * bodies and the video filter. Kept apart from the parsers, which run in the main bundle, so this loads with
 * the pages only.
 */
import type { TOpsActivityQuery, TOpsVideoQuery } from "#client/features/ops/ops-route-search.ts";

export const OPS_PAGE_SIZE = 10;

/** The activity_page body of an address state. */
export function opsActivityPageBody(query: TOpsActivityQuery): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = { pageNo: query.page ?? 1, pageSize: OPS_PAGE_SIZE };
  if (query.title) body.title = query.title;
  if (query.company) body.company = query.company;
  if (query.status !== undefined) body.status = query.status;
  if (query.pubStatus !== undefined) body.pubStatus = query.pubStatus;
  if (query.isCancel !== undefined) body.isCancel = query.isCancel === 1;
  if (query.isMulti !== undefined) body.isMulti = query.isMulti;
  if (query.startDate) body.startDate = query.startDate;
  if (query.endDate) body.endDate = query.endDate;
  return body;
}

/** Which records the video queue shows: one review state, or all of them. */
export type TVideoFilter = "all" | 0 | 1 | 2 | 3;

/** The filter an address state shows. */
export function videoFilterOf(query: TOpsVideoQuery): TVideoFilter {
  return query.status ?? 0;
}

/** The video_review_page body of an address state. */
export function opsVideoPageBody(query: TOpsVideoQuery): Record<string, number> {
  const filter = videoFilterOf(query);
  const body: Record<string, number> = { pageNo: query.page ?? 1, pageSize: OPS_PAGE_SIZE };
  if (filter !== "all") body.status = filter;
  return body;
}
