/** Byte-size formatting helper (document 1 section 9), as upload lists and video items show file sizes. */

const UNITS = ["B", "KB", "MB", "GB", "TB", "PB"] as const;

/** What a size cell shows when there is no size to format. */
export const BYTES_PLACEHOLDER = "-";

/**
 * Byte-size rule (document 1 section 9): base 1024, the largest unit that keeps the value at least 1, at most
 * two decimals with trailing zeros trimmed ("0 B", "1.5 KB", "100 MB", "2 GB"). A value that rounds up to
 * 1024 moves to the next unit ("1 MB", never "1024 KB"). Negative or non-finite input gives BYTES_PLACEHOLDER.
 */
export function formatBytes(n: number): string {
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return BYTES_PLACEHOLDER;
  let unit = 0;
  let value = n;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  let rounded = Math.round(value * 100) / 100;
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1024) * 100) / 100;
    unit++;
  }
  // Number() of a 2-decimal string trims its trailing zeros: 1.50 -> 1.5, 100.00 -> 100.
  return `${Number(rounded.toFixed(2))} ${UNITS[unit]}`;
}
