import { localDb } from "#client/lib/local-db.ts";
import type { TOutboxRow } from "#shared/offline/local-db-schema.ts";
import { isClaimable, type TReplayOutcome } from "#shared/offline/outbox-rules.ts";
import { writeOutboxHint } from "./outbox-hint.ts";
import { askPersistentStorage } from "#client/lib/persistent-storage.ts";

/** This tab's name as a claimant, so two tabs (or a tab and the service worker) never send one row at once. */
export const TAB_ID = `tab:${crypto.randomUUID()}`;

/** A done row stays listed this long (the user sees it went through), then it is cleared. */
export const DONE_KEPT_MS = 24 * 60 * 60_000;

export type TNewOutboxRow = Pick<TOutboxRow, "id" | "contract" | "body" | "label" | "userKey" | "token" | "lang" | "supersedes">;

/**
 * Stores a write that could not be sent; it waits in state "queued". A row of the same user and `supersedes`
 * group that still waits (not being sent) is dropped in the same transaction: the newer body carries the
 * whole form, and sending both would have the second refused for the version the first one moved on.
 */
export async function enqueue(row: TNewOutboxRow, now = Date.now()): Promise<void> {
  askPersistentStorage();
  const db = localDb();
  await db.transaction("rw", db.outbox, async () => {
    if (row.supersedes) {
      await db.outbox
        .where("userKey")
        .equals(row.userKey)
        .filter((older) => older.supersedes === row.supersedes && older.state === "queued")
        .delete();
    }
    await db.outbox.put({ ...row, state: "queued", message: null, attempts: 1, claimedBy: null, claimedAt: null, createdAt: now, updatedAt: now });
  });
  await refreshHint();
}

/**
 * Claims a row for sending, in one transaction: only a queued row (or one whose sender vanished) can be
 * claimed, so a second tab that reads the same row finds it "sending" and leaves it alone.
 */
export async function claim(id: string, claimant: string, now = Date.now()): Promise<TOutboxRow | null> {
  const db = localDb();
  return db.transaction("rw", db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || !isClaimable(row, now)) return null;
    const claimed: TOutboxRow = { ...row, state: "sending", claimedBy: claimant, claimedAt: now, attempts: row.attempts + 1, updatedAt: now };
    await db.outbox.put(claimed);
    return claimed;
  });
}

/** Records what a replay came to; a "retry" puts the row back in the queue. Only the claimant may settle. */
export async function settle(id: string, claimant: string, outcome: TReplayOutcome, now = Date.now()): Promise<void> {
  const db = localDb();
  await db.transaction("rw", db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || row.claimedBy !== claimant) return;
    const base = { claimedBy: null, claimedAt: null, updatedAt: now };
    if (outcome.kind === "retry") await db.outbox.update(id, { ...base, state: "queued" });
    else await db.outbox.update(id, { ...base, state: outcome.kind, message: outcome.message || null });
  });
  await refreshHint();
}

/** The rows of the current login (any of its keys), oldest first. */
export async function rowsFor(userKeys: readonly string[]): Promise<TOutboxRow[]> {
  const rows = await localDb().outbox.where("userKey").anyOf([...userKeys]).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Removes a row from the list: a done or refused row when the user has read it, a queued row when the user
 * gives it up. A row being sent right now stays (its answer may already be on its way).
 */
export async function dismiss(id: string): Promise<boolean> {
  const db = localDb();
  const removed = await db.transaction("rw", db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || row.state === "sending") return false;
    await db.outbox.delete(id);
    return true;
  });
  await refreshHint();
  return removed;
}

/** Clears done rows older than a day, and recounts. */
export async function tidy(now = Date.now()): Promise<void> {
  await localDb()
    .outbox.filter((row) => row.state === "done" && now - row.updatedAt > DONE_KEPT_MS)
    .delete();
  await refreshHint();
}

/**
 * Takes note of rows another writer changed with plain IndexedDB (the service worker's Background Sync):
 * each is read and written back as it is, through Dexie, inside one transaction. Dexie's live queries see only
 * Dexie's own writes, so this is what makes every list, count and note on the page (and in other tabs) follow
 * the worker's change at once. Nothing changes in the rows themselves.
 */
export async function noteOutsideChange(ids: readonly string[]): Promise<void> {
  const db = localDb();
  await db.transaction("rw", db.outbox, async () => {
    const rows = ids.length > 0 ? await db.outbox.bulkGet([...ids]) : await db.outbox.toArray();
    const present = rows.filter((row): row is TOutboxRow => row !== undefined);
    if (present.length > 0) await db.outbox.bulkPut(present);
  });
  await refreshHint();
}

/** Recounts the rows for the hint the root layout reads. */
export async function refreshHint(): Promise<void> {
  writeOutboxHint(await localDb().outbox.count());
}
