import { getToken } from "#client/lib/session.ts";
import { currentUserKeys } from "#client/lib/user-key.ts";
import type { TOutboxRow } from "#shared/offline/local-db-schema.ts";
import { isPending, replayStoredWrite } from "#shared/offline/outbox-rules.ts";
import { contractOfRow } from "#shared/offline/queueable.ts";
import { OUTBOX_SETTLED_EVENT } from "./outbox-hint.ts";
import { claim, rowsFor, settle, TAB_ID, tidy } from "./outbox-store.ts";

export interface ReplaySummary {
  done: TOutboxRow[];
  refused: TOutboxRow[];
  /** rows still queued (no network, server fault, or the session is gone) */
  waiting: number;
}

let running: Promise<ReplaySummary> | null = null;
let again = false;

/**
 * Replays the current login's queued writes, oldest first (start, `online`, `visibilitychange`, a new row).
 * One run per tab at a time; a call during a run asks for one more run after it. Each row is claimed in a
 * transaction first, so another tab or the service worker never sends it at the same time, and the server's
 * idempotency store answers a replay of a write that already took effect with its first answer.
 */
export function replayOutbox(fetcher: typeof fetch = fetch): Promise<ReplaySummary> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    const total: ReplaySummary = { done: [], refused: [], waiting: 0 };
    do {
      again = false;
      const summary = await replayOnce(fetcher);
      total.done.push(...summary.done);
      total.refused.push(...summary.refused);
      total.waiting = summary.waiting;
    } while (again);
    return total;
  })().finally(() => {
    running = null;
  });
  return running;
}

async function replayOnce(fetcher: typeof fetch): Promise<ReplaySummary> {
  const summary: ReplaySummary = { done: [], refused: [], waiting: 0 };
  await tidy();
  const token = getToken();
  if (token === null) return summary;
  const keys = await currentUserKeys({ load: true });
  if (!keys) return summary;
  const rows = (await rowsFor(keys.all)).filter(isPending);
  for (const [index, queued] of rows.entries()) {
    // the login may change while we replay; a row never goes out under someone else's token
    if (getToken() !== token) break;
    const row = await claim(queued.id, TAB_ID);
    if (!row) continue;
    const outcome = await replayStoredWrite(row, token, fetcher, location.origin);
    await settle(row.id, TAB_ID, outcome);
    if (outcome.kind === "retry") {
      // no network or no server: the rows behind this one would fare no better now
      summary.waiting = rows.length - index;
      if (outcome.reason === "network" || outcome.reason === "server" || outcome.reason === "session") break;
      continue;
    }
    const settled = { ...row, state: outcome.kind, message: outcome.message };
    (outcome.kind === "done" ? summary.done : summary.refused).push(settled);
    announceSettled({ contract: contractOfRow(row)?.id ?? null, state: outcome.kind, label: row.label });
  }
  return summary;
}

/** Tells the page's features that a replay took effect or was refused (they fetch what it changed). */
export function announceSettled(detail: { contract: string | null; state: "done" | "refused"; label: string }): void {
  window.dispatchEvent(new CustomEvent(OUTBOX_SETTLED_EVENT, { detail }));
}
