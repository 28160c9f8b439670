// The public face of the visit-stats module: recording visits of the public activity page and reading their
// rollups. Everything else under this folder is internal (eslint.config.js keeps it so; tests may reach internals).
export { recordVisits, type TVisitInput, type TVisitOutcome } from "./recorder.ts";
export { createVisitBatcher, type TVisitBatcher } from "./visit-batcher.ts";
export { visitTotals, hourTrend, dayTrend, platformStats, type TVisitTotals } from "./visit-reads.ts";
export { rebuildRollups, sweepViewerCounters } from "./visit-rollups.ts";
