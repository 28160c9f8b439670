import { useEffect, useState, type ComponentType } from "react";
import { useOutboxHinted } from "#client/lib/outbox/use-outbox-hinted.ts";
import { useToken } from "#client/lib/session.ts";

const loadIndicator = () => import("#client/components/outbox/outbox-indicator.tsx");

/**
 * The outbox's one line in the root layout, kept to a localStorage read and two listeners for every page:
 * once a write has been queued (in this tab or another) it loads the indicator, which replays on start,
 * `online` and `visibilitychange`, hears the service worker, and lists each queued write with its state.
 * (The worker only settles rows that exist, so it never needs to wake this up.) The indicator's code may be
 * asked for while offline; without a service worker to serve it that load fails, so it is tried again when
 * the network returns instead of breaking the page.
 */
export function OutboxMount() {
  const token = useToken();
  const wanted = useOutboxHinted();
  const [Indicator, setIndicator] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!wanted || token === null || Indicator) return;
    let live = true;
    const load = () => {
      loadIndicator()
        .then((module) => {
          if (live) setIndicator(() => module.OutboxIndicator);
        })
        .catch(() => undefined);
    };
    load();
    window.addEventListener("online", load);
    return () => {
      live = false;
      window.removeEventListener("online", load);
    };
  }, [wanted, token, Indicator]);

  return Indicator && token !== null ? <Indicator /> : null;
}
