import { useEffect, useState } from "react";
import { OUTBOX_EVENT, readOutboxHint } from "./outbox-hint.ts";

/**
 * Whether this browser has queued an outbox write (the localStorage hint), in this tab or another; true from
 * the moment it has. What decides whether a page loads the outbox (Dexie and every contract's route list) at all.
 */
export function useOutboxHinted(): boolean {
  const [hinted, setHinted] = useState(() => readOutboxHint() > 0);
  useEffect(() => {
    if (hinted) return;
    const check = () => {
      if (readOutboxHint() > 0) setHinted(true);
    };
    window.addEventListener(OUTBOX_EVENT, check);
    window.addEventListener("storage", check);
    return () => {
      window.removeEventListener(OUTBOX_EVENT, check);
      window.removeEventListener("storage", check);
    };
  }, [hinted]);
  return hinted;
}
