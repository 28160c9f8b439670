/// <reference lib="webworker" />
import { LOCAL_DB_NAME, type TOutboxRow } from "#shared/offline/local-db-schema.ts";
import {
  isClaimable,
  isPending,
  OUTBOX_CHANGED_MESSAGE,
  OUTBOX_SYNC_TAG,
  replayStoredWrite,
  rowNews,
  type TOutboxChangedMessage,
  type TReplayOutcome,
} from "#shared/offline/outbox-rules.ts";

/**
 * Background Sync of the outbox (docs/offline.md): when the browser says the connection is
 * back, replay queued writes from the same IndexedDB the page uses, with each row's Idempotency-Key and the
 * token it was made with. The same shared rules as the page decide who may send a row and what an answer
 * means. Raw IndexedDB rather than Dexie: the worker only reads and updates rows of an existing store, and
 * must never create or upgrade the database the page owns.
 */

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const CLAIMANT = `sw:${crypto.randomUUID()}`;
const STORE = "outbox";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Opens the page's database at whatever version it has; null when the page never created it. */
function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(LOCAL_DB_NAME);
    req.onupgradeneeded = () => {
      // the database did not exist: do not create it under the page's feet
      req.transaction?.abort();
    };
    req.onsuccess = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(null);
      } else resolve(db);
    };
    req.onerror = () => (req.error?.name === "AbortError" ? resolve(null) : reject(req.error));
  });
}

/** Runs `work` on the row inside one readwrite transaction (a claim or a settle cannot interleave with the page's). */
function updateRow(db: IDBDatabase, id: string, work: (row: TOutboxRow) => TOutboxRow | null): Promise<TOutboxRow | null> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, "readwrite");
    const store = tx.objectStore(STORE);
    let result: TOutboxRow | null = null;
    const get = store.get(id) as IDBRequest<TOutboxRow | undefined>;
    get.onsuccess = () => {
      const row = get.result;
      const next = row ? work(row) : null;
      if (next) {
        store.put(next);
        result = next;
      }
    };
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function replay(row: TOutboxRow): Promise<TReplayOutcome> {
  return replayStoredWrite(row, row.token, (url, init) => fetch(url, init), self.location.origin);
}

/**
 * Tells every page what became of a row, at once: the page's live queries do not see writes made with plain
 * IndexedDB, so without this a page would show a replayed write as still waiting until it was reloaded.
 */
async function tellPages(row: TOutboxRow): Promise<void> {
  const message: TOutboxChangedMessage = { type: OUTBOX_CHANGED_MESSAGE, rows: [rowNews(row)] };
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/** Replays every queued row it can claim; throws while the network is still missing so the browser tries again. */
export async function replayOutboxFromWorker(): Promise<void> {
  const db = await openDb();
  if (!db) return;
  let stillOffline = false;
  try {
    const rows = (await request(db.transaction(STORE, "readonly").objectStore(STORE).getAll() as IDBRequest<TOutboxRow[]>))
      .filter((row) => isPending(row) && row.token !== null)
      .sort((a, b) => a.createdAt - b.createdAt);
    for (const queued of rows) {
      const now = Date.now();
      const row = await updateRow(db, queued.id, (r) =>
        isClaimable(r, now) ? { ...r, state: "sending", claimedBy: CLAIMANT, claimedAt: now, attempts: r.attempts + 1, updatedAt: now } : null,
      );
      if (!row) continue;
      await tellPages(row);
      const outcome = await replay(row);
      const settled = await updateRow(db, row.id, (r) => {
        if (r.claimedBy !== CLAIMANT) return null;
        const base = { ...r, claimedBy: null, claimedAt: null, updatedAt: Date.now() };
        return outcome.kind === "retry" ? { ...base, state: "queued" } : { ...base, state: outcome.kind, message: outcome.message || null };
      });
      if (settled) await tellPages(settled);
      if (outcome.kind === "retry" && (outcome.reason === "network" || outcome.reason === "server")) {
        stillOffline = true;
        break;
      }
    }
  } finally {
    db.close();
  }
  if (stillOffline) throw new Error("outbox: the network is not back yet");
}

/** Hooks the replay to the Background Sync tag the page registers when it queues a write. */
export function registerOutboxSync(): void {
  self.addEventListener("sync", (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(replayOutboxFromWorker());
  });
}
