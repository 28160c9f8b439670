/**
 * The server's one source of "now". Tests pin it; the demo seed lays its data out relative to it, so the
 * demo stays current whatever day it is seeded.
 */
let pinned: Date | null = null;
let offsetMs = 0;

/** The current time (pinned in tests). */
export function now(): Date {
  return pinned ? new Date(pinned.getTime() + offsetMs) : new Date(Date.now() + offsetMs);
}

/** Pins the clock to an instant (tests). */
export function pinClock(at: Date | string): void {
  pinned = new Date(at);
  offsetMs = 0;
}

/** Moves the clock forward (tests of expiry and lockouts). */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Back to the wall clock. */
export function resetClock(): void {
  pinned = null;
  offsetMs = 0;
}
