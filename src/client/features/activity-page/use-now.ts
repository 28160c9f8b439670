import { useEffect, useState } from "react";

/** The current time, renewed every `everyMs` while `active` (the countdown ticks each second). */
export function useNow(everyMs = 1000, active = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}
