/** Seconds from "95", "95.4" or "00:01:35"; null when absent or unreadable. */
export function parseDuration(raw: string | undefined): number | null {
  const text = raw?.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})$/.exec(text);
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}
