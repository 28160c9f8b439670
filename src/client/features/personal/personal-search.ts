import { searchInt, searchOneOf, searchParams } from "#client/lib/route-search.ts";

/** The personal centre's tabs (document 4 section 4), in the order shown. */
export const PERSONAL_TABS = ["questions", "favourites", "follows", "reminders", "messages", "profile"] as const;
export type TPersonalTab = (typeof PERSONAL_TABS)[number];

/** ?tab=&page= : another tab is the first tab; a page below 2 is the first page. */
export const validatePersonalCenterQuery = searchParams({ tab: searchOneOf(PERSONAL_TABS), page: searchInt(2) });
export type TPersonalCenterQuery = ReturnType<typeof validatePersonalCenterQuery>;
