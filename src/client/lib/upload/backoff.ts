/** Retry timing of the upload engine: capped exponential back-off with jitter, so many tabs do not retry in step. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
/** Attempts per step (one chunk, the whole small file, the combine) before the upload fails and waits for the user. */
export const MAX_ATTEMPTS = 8;

/**
 * The wait before attempt `attempt + 1` (attempt ≥ 1 failures so far): base·2^(attempt−1), capped, then
 * "equal jitter" — between half and all of it.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
