import { useDeferredValue } from "react";

/** What `useDrawnValue` returns until its first background render. */
export const NOT_DRAWN: unique symbol = Symbol("not drawn");

/**
 * A query's answer as a part of the page draws it: first NOT_DRAWN, then each answer in a background render
 * (React's deferred value). React Query notifies through useSyncExternalStore, whose updates React always
 * renders in one synchronous task; a list of cards or a whole page drawn that way held a throttled phone's
 * main thread for hundreds of milliseconds (Total Blocking Time, npm run bench:lighthouse). Drawn from the
 * deferred copy, the arrival commits at once with what was there before, and the new content follows in a
 * render React cuts into slices, yielding to the browser between them.
 */
export function useDrawnValue<T>(value: T): T | typeof NOT_DRAWN {
  return useDeferredValue<T | typeof NOT_DRAWN>(value, NOT_DRAWN);
}
