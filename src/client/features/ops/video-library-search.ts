import { searchInt, searchOneOf, searchParams, searchText } from "#client/lib/route-search.ts";
import { VIDEO_NAV_TYPES } from "#shared/video/video-nav.ts";
import type { TLibraryQuery } from "./video-library.queries.ts";

/** validateSearch of /ops/videoLibrary: page, channel, publication and a title search, all shareable. */
export const validateLibraryQuery: (raw: Record<string, unknown>) => TLibraryQuery = searchParams({
  page: searchInt(2),
  navType: searchOneOf(VIDEO_NAV_TYPES),
  status: searchOneOf([0, 1] as const),
  keyword: searchText(100),
});
