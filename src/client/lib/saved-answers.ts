import {
  SAVED_ANSWERS_DB,
  SAVED_ANSWERS_DB_VERSION,
  SAVED_ANSWERS_STORE,
  type TSavedAnswerRow,
} from "#shared/offline/saved-answers-schema.ts";
import { SAVED_ANSWER_LIMITS, savedAnswersToEvict } from "#shared/offline/persisted-reads.ts";

/**
 * The answers kept on the device for offline reading (docs/offline.md): one row per query, bounded by
 * count, bytes and age with the least recently used going first, private rows dropped at logout. Callers
 * treat every failure as "no copy": a full or unavailable store costs the offline copy, never the page.
 */

const SHAPE = __CONTRACTS_HASH__;

let opened: Promise<IDBDatabase> | null = null;
/** The open database once `opened` has settled, so a write at pagehide can start without waiting a turn. */
let openDbNow: IDBDatabase | null = null;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(SAVED_ANSWERS_DB, SAVED_ANSWERS_DB_VERSION);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(SAVED_ANSWERS_STORE, { keyPath: "key" });
      store.createIndex("contract", "contract");
    };
    req.onsuccess = () => {
      // another tab's newer build may need to upgrade: step aside rather than block it
      req.result.onversionchange = () => {
        req.result.close();
        opened = null;
        openDbNow = null;
      };
      openDbNow = req.result;
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error("saved answers: open failed"));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

const done = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("saved answers: request failed"));
  });

const committed = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("saved answers: transaction failed"));
    tx.onabort = () => reject(tx.error ?? new Error("saved answers: transaction aborted"));
  });

export interface TSavedAnswer {
  data: unknown;
  savedAt: number;
}

/** The kept answer of a query, if one of this build's shape exists; marks it as just used. */
export async function readSavedAnswer(key: string): Promise<TSavedAnswer | null> {
  const db = await openDb();
  const tx = db.transaction(SAVED_ANSWERS_STORE, "readwrite");
  const store = tx.objectStore(SAVED_ANSWERS_STORE);
  const row = (await done(store.get(key))) as TSavedAnswerRow | undefined;
  let answer: TSavedAnswer | null = null;
  if (row && row.shape !== SHAPE) store.delete(key);
  else if (row) {
    store.put({ ...row, usedAt: Date.now() });
    answer = { data: row.data, savedAt: row.savedAt };
  }
  await committed(tx);
  return answer;
}

function answerRow(key: string, contract: string, owner: string | null, data: unknown, savedAt: number): TSavedAnswerRow | null {
  const size = ((JSON.stringify(data) ?? "").length + key.length) * 2;
  // an answer larger than the whole store is not kept, rather than evicting everything else for it
  if (size > SAVED_ANSWER_LIMITS.maxBytes) return null;
  return { key, contract, owner, data, savedAt, usedAt: Date.now(), size, shape: SHAPE };
}

export interface TAnswerToKeep {
  key: string;
  contract: string;
  owner: string | null;
  data: unknown;
  savedAt: number;
}

/**
 * Keeps answers while the page is being left: one transaction of puts, started before this function
 * returns, since a browser lets the first transaction begun in `pagehide` finish but not one that waits a
 * turn for the database, walks a cursor, or queues behind another. The bounds are applied by the next
 * ordinary write. False when the database is not open yet (the caller then tries the ordinary way).
 */
export function writeSavedAnswersNow(answers: readonly TAnswerToKeep[]): boolean {
  if (!openDbNow) return false;
  try {
    const tx = openDbNow.transaction(SAVED_ANSWERS_STORE, "readwrite");
    const store = tx.objectStore(SAVED_ANSWERS_STORE);
    for (const a of answers) {
      const row = answerRow(a.key, a.contract, a.owner, a.data, a.savedAt);
      if (row) store.put(row);
    }
    // commit now rather than when this task ends: the page may not see another task
    tx.commit?.();
    return true;
  } catch {
    return false;
  }
}

/** Keeps a query's answer, then drops what no longer fits the bounds. */
export async function writeSavedAnswer(key: string, contract: string, owner: string | null, data: unknown, savedAt: number): Promise<void> {
  const row = answerRow(key, contract, owner, data, savedAt);
  if (!row) return;
  const now = row.usedAt;
  const db = await openDb();
  const tx = db.transaction(SAVED_ANSWERS_STORE, "readwrite");
  const store = tx.objectStore(SAVED_ANSWERS_STORE);
  store.put(row);
  const uses: { key: string; size: number; usedAt: number }[] = [];
  await new Promise<void>((resolve, reject) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const c = cursor.result;
      if (!c) return resolve();
      const r = c.value as TSavedAnswerRow;
      uses.push({ key: r.key, size: r.size, usedAt: r.usedAt });
      c.continue();
    };
    cursor.onerror = () => reject(cursor.error ?? new Error("saved answers: cursor failed"));
  });
  for (const evict of savedAnswersToEvict(uses, now)) store.delete(evict);
  await committed(tx);
}

/** The kept answers of one contract, most recently used first (e.g. the activity pages kept for offline). */
export async function savedAnswersOf(contract: string): Promise<TSavedAnswerRow[]> {
  const db = await openDb();
  const tx = db.transaction(SAVED_ANSWERS_STORE, "readonly");
  const rows = (await done(tx.objectStore(SAVED_ANSWERS_STORE).index("contract").getAll(contract))) as TSavedAnswerRow[];
  return rows.filter((row) => row.shape === SHAPE).sort((a, b) => b.usedAt - a.usedAt);
}

/**
 * Drops every private answer except those fetched with `keepToken` (at logout: none kept; at start: only the
 * current session's), so a shared computer never shows one user's data to the next.
 */
export async function dropPrivateAnswers(keepToken: string | null = null): Promise<void> {
  const db = await openDb();
  const tx = db.transaction(SAVED_ANSWERS_STORE, "readwrite");
  const cursor = tx.objectStore(SAVED_ANSWERS_STORE).openCursor();
  cursor.onsuccess = () => {
    const c = cursor.result;
    if (!c) return;
    const row = c.value as TSavedAnswerRow;
    if (row.owner !== null && row.owner !== keepToken) c.delete();
    c.continue();
  };
  await committed(tx);
}
