// A module of its own: the entry chunk imports activity-page.ts (its routes' rules), and the bundler keeps a
// module whole, so this would ride along on every page (npm run bench:bundle); only the header draws it.

/** "2026-12-10 15:00-17:00", or both dates when the activity spans days: the page header's time block, after its label. */
export function activityTimeText(a: { startDate: string; startTime: string | null; endDate: string; endTime: string | null }): string {
  const start = [a.startDate, a.startTime].filter(Boolean).join(" ");
  if (a.endDate && a.endDate !== a.startDate) return `${start} - ${[a.endDate, a.endTime].filter(Boolean).join(" ")}`;
  return a.endTime ? `${start}-${a.endTime}` : start;
}
