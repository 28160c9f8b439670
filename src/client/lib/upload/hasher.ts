import { md5OfBlob } from "./md5-blob.ts";

/** md5 of exact bytes, off the page's thread where the browser allows. */
export interface Hasher {
  md5(blob: Blob, signal?: AbortSignal): Promise<string>;
}

/** A failure to read the file (moved, deleted or changed on disk since it was chosen). */
export class HashReadError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = "HashReadError";
  }
}

interface Slot {
  worker: Worker;
  busy: number;
}

interface Pending {
  resolve: (md5: string) => void;
  reject: (error: unknown) => void;
  slot: Slot;
}

// Workers stay for a while after the last job: a 2 GB upload hashes 21 chunks one after another.
const IDLE_MS = 30_000;

/**
 * A small pool of hashing workers (two at most: one per chunk in flight, and these machines have two cores).
 * Each job goes to the least busy worker, so the next chunk is hashed while the previous one is sent.
 */
export function createWorkerPool(size = Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1))): Hasher {
  const slots: Slot[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const spawn = (): Slot => {
    const worker = new Worker(new URL("./hash.worker.ts", import.meta.url), { type: "module" });
    const slot: Slot = { worker, busy: 0 };
    worker.onmessage = (event: MessageEvent<{ id: number; md5?: string; error?: string }>) => {
      const job = pending.get(event.data.id);
      if (!job) return;
      pending.delete(event.data.id);
      settle(job.slot);
      if (typeof event.data.md5 === "string") job.resolve(event.data.md5);
      else job.reject(new HashReadError(event.data.error ?? "hashing failed"));
    };
    worker.onerror = (event) => {
      // a worker that cannot start (no module workers): every job it holds fails; the next job spawns anew
      event.preventDefault();
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        job.reject(new HashReadError(event.message || "hash worker failed"));
      }
      slot.worker.terminate();
      slots.splice(slots.indexOf(slot), 1);
    };
    slots.push(slot);
    return slot;
  };

  const settle = (slot: Slot) => {
    slot.busy = Math.max(0, slot.busy - 1);
    if (pending.size === 0) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        if (pending.size > 0) return;
        for (const s of slots.splice(0)) s.worker.terminate();
      }, IDLE_MS);
    }
  };

  const pick = (): Slot => {
    const free = slots.find((s) => s.busy === 0);
    if (free) return free;
    if (slots.length < size) return spawn();
    return slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  };

  return {
    md5(blob, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (idleTimer) clearTimeout(idleTimer);
      const slot = pick();
      const id = nextId++;
      slot.busy += 1;
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject, slot });
        signal?.addEventListener(
          "abort",
          () => {
            if (!pending.has(id)) return;
            pending.delete(id);
            slot.worker.postMessage({ id, cancel: true });
            settle(slot);
            reject(signal.reason);
          },
          { once: true },
        );
        slot.worker.postMessage({ id, blob });
      });
    },
  };
}

/** Hashing on the page's own thread: only where there are no workers (jsdom tests). */
export const mainThreadHasher: Hasher = {
  md5: (blob, signal) =>
    md5OfBlob(blob, () => signal?.aborted === true).catch((error: unknown) => {
      if (signal?.aborted) throw signal.reason;
      throw new HashReadError(error instanceof Error ? error.message : String(error));
    }),
};

let shared: Hasher | null = null;

/** The page's hasher: the worker pool, created on first use. */
export function defaultHasher(): Hasher {
  if (!shared) shared = typeof Worker === "function" ? createWorkerPool() : mainThreadHasher;
  return shared;
}
