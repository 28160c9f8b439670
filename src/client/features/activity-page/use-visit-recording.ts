import { useEffect, useRef, type RefObject } from "react";
import { call } from "#client/lib/contract-client.ts";
import { visitorUuid } from "#client/lib/visitor-id.ts";
import { statsRoutes } from "#shared/api/stats.routes.ts";
import { HEARTBEAT_SECONDS, MAX_HEARTBEAT_SEQ } from "#shared/stats/visit-rules.ts";

/** Whether a video inside the player area is playing now (live stream or replay). */
function isPlaying(container: HTMLElement | null): boolean {
  return Array.from(container?.querySelectorAll("video") ?? []).some((v) => !v.paused && !v.ended && v.readyState > 2);
}

/**
 * Counts this page load (document 4 section 2.3: PV, UV by the stored visitor id, IP, platform) and, while the
 * player in `player` plays, sends a heartbeat every 30 seconds, from which the average viewing time is
 * computed. One visit id per page shown: the server counts a page load and each heartbeat once per visit id,
 * so a replayed request adds nothing, and an effect run again for the same page (React's StrictMode mounts
 * twice in development; a re-render with the same page) sends the same id and counts nothing more. Best effort:
 * offline or refused, the page goes on as if nothing happened.
 */
export function useVisitRecording(
  activityId: number | null,
  testCode: string | null,
  companyId: number | null,
  player: RefObject<HTMLElement | null>,
): void {
  const visit = useRef<{ page: string; id: string } | null>(null);
  useEffect(() => {
    if (activityId === null || activityId <= 0) return;
    const shown = `${activityId}/${testCode ?? ""}/${companyId ?? ""}`;
    if (visit.current?.page !== shown) visit.current = { page: shown, id: crypto.randomUUID() };
    const visitId = visit.current.id;
    const base = { activityId, uuid: visitorUuid(), visitId, ...(testCode ? { testCode } : {}), ...(companyId ? { companyId } : {}) };
    let seq = 0;
    const send = (n: number) => void call(statsRoutes.viewRecord, { ...base, seq: n }, { silent: true }).catch(() => undefined);
    send(0);
    const timer = window.setInterval(() => {
      if (seq >= MAX_HEARTBEAT_SEQ || !isPlaying(player.current)) return;
      seq += 1;
      send(seq);
    }, HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [activityId, testCode, companyId, player]);
}
