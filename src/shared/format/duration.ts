const pad2 = (n: number): string => String(n).padStart(2, "0");

/**
 * Seconds format rule (document 1 section 9): "HH:MM:SS" from an hour on ("01:02:03"), "MM:SS" below it
 * ("02:03"). Fractions are dropped; a negative or non-finite total gives "00:00".
 */
export function formatSeconds(total: number): string {
  if (!Number.isFinite(total) || total <= 0) return "00:00";
  const whole = Math.floor(total);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return hours > 0 ? `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}` : `${pad2(minutes)}:${pad2(seconds)}`;
}
