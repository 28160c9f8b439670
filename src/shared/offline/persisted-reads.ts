/**
 * Which answers the page keeps on the device, so a page already seen opens offline as it was last seen and a
 * form keeps the reference data it needs (docs/offline.md, "Answers kept for offline reading"). An answer is
 * kept per query (its contract id, the token it was fetched with and its body), like the in-memory cache.
 *
 * Kept: public reads a visitor revisits (the activity page and its answered questions, the navigation, the
 * settings, dictionaries) and the signed-in user's own reference data that enterprise forms read (user and
 * company info, booking modes, themes, regions, platforms, holidays and the slots last seen). Never kept:
 * anything that must be current to be safe to act on is still fetched first when online; a kept answer only
 * stands in while offline or until the fresh one arrives.
 *
 * To keep a later read, add its contract id below with a line saying why a stale copy is harmless.
 */

// Contract ids rather than the route objects: this list is read on every page start, and importing the
// booking routes for it would add them to /home (npm run bench:bundle). A test checks every id exists.

export const PERSISTED_READS: ReadonlySet<string> = new Set<string>([
  // the shell: navigation, settings and dictionaries change rarely, and the header needs them on every page
  "shell.navList",
  "shell.publicSettings",
  "shell.dicList",
  // who is signed in, so an offline reload keeps the name and the menu (private: dropped at logout)
  "session.userInfo",
  "session.companyInfo",
  // an activity page and its answered questions, as last seen (the page marks them as saved copies)
  "qa.publicActivity",
  "qa.answerQuestionPage",
  // the public lists as last seen: offline they lead to the pages kept above; a card's state may be stale,
  // which the page's "saved at" notice says
  "publicList.activityPage",
  "publicList.homeStrips",
  // an investor's own lists and marks (private: dropped at logout); offline they are shown as last seen, and a
  // toggle still needs the network, which the server checks afresh
  "personal.myQuestionPage",
  "personal.favouritePage",
  "personal.followPage",
  "personal.myMarks",
  // the booking form's reference data: the draft stays editable offline; submitting needs the network and
  // the server checks every slot again, so a stale list can mislead nobody into a booking
  "booking.bookableActivityList",
  "booking.bookingModeList",
  "booking.activityTypeList",
  "booking.bookingRegionList",
  "booking.transPlatformList",
  "booking.tradeHolidayList",
  "booking.getStockTradeDate",
  "booking.activityBookingTime",
  "booking.activityBookingStore",
  "booking.activityBookingVersionInfo",
  "booking.bookingStoreAvailableTime",
  "booking.agreementInfo",
  // the materials form opens offline from these (its draft is in the drafts store): a stale copy is harmless
  // because every save carries the version it started from and the server refuses an outdated one
  "activity.companyActivityList",
  "qa.activityGuestList",
]);

/** Whether answers of this contract id are kept on the device. */
export function isPersistedRead(contractId: unknown): contractId is string {
  return typeof contractId === "string" && PERSISTED_READS.has(contractId);
}

/** The bounds of the kept answers: the least recently used go first when either is passed. */
export const SAVED_ANSWER_LIMITS = {
  maxEntries: 400,
  maxBytes: 8 * 1024 * 1024,
  /** an answer not used for this long is dropped, whatever the room */
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export interface TSavedAnswerUse {
  key: string;
  /** the serialised size in bytes (UTF-16 length is close enough to bound the store) */
  size: number;
  /** when the answer was last read or written */
  usedAt: number;
}

/**
 * The keys to drop so the kept answers fit their bounds: first every answer unused for longer than maxAgeMs,
 * then the least recently used until both the count and the bytes fit.
 */
export function savedAnswersToEvict(
  rows: readonly TSavedAnswerUse[],
  now: number,
  limits: { maxEntries: number; maxBytes: number; maxAgeMs: number } = SAVED_ANSWER_LIMITS,
): string[] {
  const evict: string[] = [];
  const kept: TSavedAnswerUse[] = [];
  for (const row of rows) {
    if (now - row.usedAt > limits.maxAgeMs) evict.push(row.key);
    else kept.push(row);
  }
  kept.sort((a, b) => a.usedAt - b.usedAt);
  let count = kept.length;
  let bytes = kept.reduce((sum, row) => sum + row.size, 0);
  for (const row of kept) {
    if (count <= limits.maxEntries && bytes <= limits.maxBytes) break;
    evict.push(row.key);
    count -= 1;
    bytes -= row.size;
  }
  return evict;
}
