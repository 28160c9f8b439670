import { outcomeTable } from "../outcome/outcome.ts";

/**
 * The guest library's own refusals (document 3 sections 5 and 8, Library guest); the field checks are the guest
 * form's, and a missing or unchosen guest is the materials' own outcome (MaterialsOutcome.guestNotFound and
 * chooseGuest), so one text keeps one code.
 */
export const GuestLibraryMsg = {
  /** 409: the library keeps one guest per mobile; confirming saves over (or replaces) the one holding it */
  mobileInLibrary: "该手机号已在嘉宾库中，是否继续保存？",
} as const;

export const GuestLibraryOutcome = outcomeTable("guestLibrary", GuestLibraryMsg);

/** Library search by mobile (section 2.2 item 4): exactly three digits search the tail, anything else is a full number. */
export function isMobileTailSearch(search: string): boolean {
  return /^\d{3}$/.test(search.replace(/[\s-]/g, ""));
}
