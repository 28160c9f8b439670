// One line per judged figure, for people and for `npm run bench` (tests/bench/all.mjs), which collects the
// machine-readable copy. A bench never leaves out a figure it missed: it reports it with met: false.

export const RESULT_PREFIX = "BENCH_RESULT ";

/**
 * Prints a judged figure: `figure` names it, `value` and `unit` give it, `target` says what it had to reach
 * (as text, e.g. "≥ 500"), `met` whether it did (null: shown for scale, not judged). `note` carries a short why (e.g. "shared machine").
 */
export function verdict({ bench, figure, value, unit = "", target, met, note = "" }) {
  const shown = typeof value === "number" ? formatNumber(value) : String(value);
  const word = met === null ? "info  " : met ? "met   " : "MISSED";
  console.log(`  ${word} ${figure}: ${shown}${unit ? ` ${unit}` : ""} (target ${target})${note ? ` — ${note}` : ""}`);
  console.log(`${RESULT_PREFIX}${JSON.stringify({ bench, figure, value: shown, unit, target, met, note })}`);
  return met;
}

function formatNumber(n) {
  if (Number.isInteger(n)) return n.toLocaleString("en-US");
  return Math.abs(n) >= 1000 ? n.toFixed(0) : n.toFixed(1);
}

/** The p-th percentile of an ascending array (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
