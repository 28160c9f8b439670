/**
 * Guesses of a secret (password, one-time code) are slowed per account, not locked (issue 14): a hard lock
 * lets anyone lock someone else out by guessing wrong on purpose; a growing delay bounds how many guesses an
 * attacker gets while the owner, after a short wait, still logs in.
 */

/** Wrong guesses an account may make back to back before the delay starts. */
export const FREE_GUESSES = 3;
/** The longest wait between two guesses once the delay has grown. */
export const MAX_GUESS_DELAY_MS = 5 * 60_000;

/** The wait after `failures` wrong guesses in a row: none for the first few, then 1 s doubling to 5 minutes. */
export function guessDelayMs(failures: number): number {
  if (failures < FREE_GUESSES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_GUESSES), MAX_GUESS_DELAY_MS);
}

/** Seconds still to wait before the next guess (0 when one may guess now). */
export function guessWaitSeconds(failures: number, lastFailedAt: Date | null, now: Date): number {
  if (!lastFailedAt) return 0;
  const left = lastFailedAt.getTime() + guessDelayMs(failures) - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export const msgGuessTooSoon = (seconds: number) => `尝试次数过多，请${seconds}秒后再试`;
