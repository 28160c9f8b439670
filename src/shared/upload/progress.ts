/**
 * The upload's progress bar (issue 13): the share of the file the server holds or is receiving, never more
 * than 99 until the file is combined, and never below what was already shown. A lost connection or a chunk
 * resumed from the server's offset makes the bytes known to be held drop for a moment (the last few MB sent
 * were not yet recorded); the bar then waits at its place instead of jumping back.
 */

/** Upload rule: the percentage `doneBytes` of `size` makes: whole percents, 99 at most until `finished`. */
export function uploadPercent(doneBytes: number, size: number, finished: boolean): number {
  if (finished) return 100;
  if (size <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((100 * doneBytes) / size)));
}

/** Upload rule: the percentage to show now, given what was shown before; a progress bar never goes back. */
export function shownPercent(previous: number, now: number): number {
  return Math.max(previous, now);
}
