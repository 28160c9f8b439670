import { useDeferredValue } from "react";

/** What the deferred copy holds until its first background render. */
const NOT_DRAWN: unique symbol = Symbol("not drawn");

export interface TDrawnAnswer<T> {
  /** the answer as drawn: undefined until the first one has been drawn, or when there is none */
  data: T | undefined;
  /** true while an answer is still to be drawn: before the first background render, or while it is awaited */
  drawing: boolean;
}

/**
 * A query's answer as a part of the page draws it: each answer in a background render (React's deferred
 * value, starting from nothing). React Query notifies through useSyncExternalStore, whose updates React always
 * renders in one synchronous task; a list of cards or a whole page drawn that way held a throttled phone's
 * main thread for hundreds of milliseconds (Total Blocking Time, npm run bench:lighthouse). Drawn from the
 * deferred copy, the arrival commits at once with what was there before, and the new content follows in a
 * render React cuts into slices, yielding to the browser between them. A refused query is not drawing: its
 * part shows its error or nothing.
 */
export function useDrawnAnswer<T>(query: { data: T | undefined; isError: boolean }): TDrawnAnswer<T> {
  const drawn = useDeferredValue<T | undefined | typeof NOT_DRAWN>(query.data, NOT_DRAWN);
  if (drawn === NOT_DRAWN) return { data: undefined, drawing: true };
  return { data: drawn, drawing: drawn === undefined && !query.isError };
}
