/**
 * The outbox's footprint on every page, without the database: a count kept in localStorage and an event.
 * The root layout reads it to decide whether to load the outbox at all, so a page with nothing queued never
 * loads Dexie (the /home bundle budget).
 */
const HINT_KEY = "outbox";
/** Fired on window when this tab queued or settled a write. */
export const OUTBOX_EVENT = "roadshow:outbox";
/**
 * Fired on window for each replay that got an answer: detail { contract (its id), state, label }. Here and
 * not beside the replay, so a page can listen without loading the outbox.
 */
export const OUTBOX_SETTLED_EVENT = "roadshow:outbox-settled";

/** How many outbox rows exist on this browser (any user, any state), as last counted. */
export function readOutboxHint(): number {
  try {
    const n = Number(localStorage.getItem(HINT_KEY));
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Stores the count and tells this tab (other tabs hear the storage event). */
export function writeOutboxHint(count: number): void {
  try {
    if (count > 0) localStorage.setItem(HINT_KEY, String(count));
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage unavailable: the outbox still works once loaded
  }
  window.dispatchEvent(new Event(OUTBOX_EVENT));
}
