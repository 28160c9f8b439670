/**
 * The activity pages kept on this device, as the roadshow list shows them offline (docs/offline.md): one
 * entry per activity, from the kept answers of the public activity detail. A page kept under several bodies
 * (a test code, a collective's corner) is listed once, by its most recently used copy.
 */

/** The contract whose kept answers are the saved activity pages (a test checks it names a real contract). */
export const SAVED_ACTIVITY_CONTRACT = "qa.publicActivity";

export interface TSavedActivity {
  activityId: number;
  title: string;
  enTitle: string | null;
  companyShortName: string;
  stockCode: string | null;
  startDate: string;
  startTime: string | null;
  /** when the server gave the copy */
  savedAt: number;
}

interface TKeptRow {
  data: unknown;
  savedAt: number;
  usedAt: number;
}

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

/** The saved activity in a kept answer, or null when the answer is not one (a missing page answers null). */
function activityOf(data: unknown, savedAt: number): TSavedActivity | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  const title = str(d.title);
  const startDate = str(d.startDate);
  if (typeof d.activityId !== "number" || !Number.isInteger(d.activityId) || !title || !startDate) return null;
  return {
    activityId: d.activityId,
    title,
    enTitle: str(d.enTitle),
    companyShortName: str(d.companyShortName) ?? str(d.companyName) ?? "",
    stockCode: str(d.stockCode),
    startDate,
    startTime: str(d.startTime),
    savedAt,
  };
}

/** The saved activities, most recently used first, each listed once. */
export function savedActivitiesFrom(rows: readonly TKeptRow[]): TSavedActivity[] {
  const seen = new Set<number>();
  const out: TSavedActivity[] = [];
  for (const row of [...rows].sort((a, b) => b.usedAt - a.usedAt)) {
    const activity = activityOf(row.data, row.savedAt);
    if (!activity || seen.has(activity.activityId)) continue;
    seen.add(activity.activityId);
    out.push(activity);
  }
  return out;
}
