import { createHash, type Hash } from "node:crypto";
import { createRequire } from "node:module";
import os from "node:os";
import { Worker } from "node:worker_threads";

/**
 * md5 off the thread that parses requests. Every chunk byte must be hashed, and md5 is the slowest step of a
 * chunk's trip (about 500 MB/s on one core), so the request thread only copies the bytes once into a ring of
 * shared memory and goes on parsing; a worker hashes each filled slot of the ring in place while the same
 * slot is written to disk. No byte is copied again, and nothing is allocated per slot (no GC churn).
 *
 * The worker is plain JavaScript evaluated from a string, so it runs the same under tsx, vitest and node.
 * When a worker cannot start, hashing falls back to the request thread (slower, still correct).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createHash } = require("node:crypto");
const jobs = new Map();
// A resumable job hashes with hash-wasm, whose state can be saved and loaded; its setup is asynchronous, so
// its messages wait in order behind it. Native md5 (faster) serves every other job, synchronously.
const wasm = (state) => require(workerData.hashWasm).createMD5().then((h) => { if (state) h.load(state); else h.init(); return h; });
const run = (m) => {
  if (m.t === "o") {
    if (m.r) jobs.set(m.j, { ring: new Uint8Array(m.ring), tail: wasm(m.s).then((h) => { const job = jobs.get(m.j); if (job) job.hash = h; }) });
    else jobs.set(m.j, { hash: createHash("md5"), ring: new Uint8Array(m.ring), tail: null });
    return;
  }
  const job = jobs.get(m.j);
  if (job && job.tail) {
    job.tail = job.tail.then(() => handle(m, job)).catch(() => fail(m));
    return;
  }
  handle(m, job);
};
// A resumable job that cannot go on still answers, so nobody waits for it for ever.
const fail = (m) => {
  if (m.t === "u") parentPort.postMessage({ t: "a", j: m.j, o: m.o });
  else if (m.t === "s") parentPort.postMessage({ t: "s", j: m.j, state: null });
  else if (m.t === "d") parentPort.postMessage({ t: "d", j: m.j, md5: "" });
};
const handle = (m, job) => {
  if (m.t === "u") {
    if (!job) return;
    job.hash.update(job.ring.subarray(m.o, m.o + m.n));
    parentPort.postMessage({ t: "a", j: m.j, o: m.o });
  } else if (m.t === "s") {
    parentPort.postMessage({ t: "s", j: m.j, state: job && job.hash.save ? job.hash.save() : null });
  } else if (m.t === "d") {
    jobs.delete(m.j);
    parentPort.postMessage({ t: "d", j: m.j, md5: job ? job.hash.digest("hex") : "" });
  } else if (m.t === "x") {
    jobs.delete(m.j);
  }
};
parentPort.on("message", run);
`;

const hashWasmPath = createRequire(import.meta.url).resolve("hash-wasm");

export interface TMd5Job {
  /** Hashes ring[offset, offset + length) next; resolves once those bytes were read (the slot may be refilled). */
  update(offset: number, length: number): Promise<void>;
  /** Resumable jobs only: the md5 state after every byte hashed so far, to continue from with `job({ state })`. */
  save(): Promise<Uint8Array>;
  digest(): Promise<string>;
  /** Forgets the job (a refused or broken request). */
  abort(): void;
}

/**
 * A resumable job's md5 state can be saved part-way and a later job started from it (a chunk resumed where
 * its stored bytes cannot be read back: issue 13). It hashes with hash-wasm, slower than native md5, so only
 * the jobs that need it are resumable.
 */
export interface TMd5JobOptions {
  resumable?: boolean;
  /** the saved state to continue from (resumable jobs) */
  state?: Uint8Array;
}

export interface TMd5Pool {
  /** A job hashing, in order, slots of this ring (shared memory the caller fills). */
  job(ring: SharedArrayBuffer, options?: TMd5JobOptions): TMd5Job;
  close(): Promise<void>;
}

interface TJobState {
  acks: Map<number, () => void>;
  saves: ((state: Uint8Array | null) => void)[];
  done: ((md5: string) => void) | null;
  fail: (error: Error) => void;
}

interface TWorkerSlot {
  worker: Worker;
  jobs: Map<number, TJobState>;
}

function localJob(ring: SharedArrayBuffer, options: TMd5JobOptions = {}): TMd5Job {
  const view = new Uint8Array(ring);
  if (options.resumable) {
    const ready = import("hash-wasm").then(async ({ createMD5 }) => {
      const h = await createMD5();
      if (options.state) h.load(options.state);
      else h.init();
      return h;
    });
    return {
      async update(offset, length) {
        (await ready).update(view.subarray(offset, offset + length));
      },
      async save() {
        return (await ready).save();
      },
      async digest() {
        return (await ready).digest("hex");
      },
      abort() {},
    };
  }
  const hash: Hash = createHash("md5");
  return {
    async update(offset, length) {
      hash.update(view.subarray(offset, offset + length));
    },
    save() {
      return Promise.reject(new Error("this md5 job is not resumable"));
    },
    async digest() {
      return hash.digest("hex");
    },
    abort() {},
  };
}

/** A small pool of hashing workers: one per spare core, at least one, at most four. */
export function createMd5Pool(size = Math.max(1, Math.min(4, os.availableParallelism() - 1))): TMd5Pool {
  const slots: TWorkerSlot[] = [];
  let broken = false;
  let nextJob = 1;

  const failAll = (slot: TWorkerSlot, error: Error) => {
    for (const state of slot.jobs.values()) state.fail(error);
    slot.jobs.clear();
  };

  const startSlot = (): TWorkerSlot | null => {
    try {
      // No inherited flags: the worker needs no loader, and profiling or inspector flags are not meant for it.
      const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { hashWasm: hashWasmPath } });
      worker.unref();
      const slot: TWorkerSlot = { worker, jobs: new Map() };
      worker.on("message", (m: { t: string; j: number; o?: number; md5?: string; state?: Uint8Array | null }) => {
        const state = slot.jobs.get(m.j);
        if (!state) return;
        if (m.t === "s") {
          state.saves.shift()?.(m.state ?? null);
        } else if (m.t === "a") {
          const ack = state.acks.get(m.o ?? -1);
          state.acks.delete(m.o ?? -1);
          ack?.();
        } else if (m.t === "d") {
          slot.jobs.delete(m.j);
          state.done?.(m.md5 ?? "");
        }
      });
      worker.on("error", (error) => {
        broken = true;
        failAll(slot, error);
      });
      worker.on("exit", () => {
        const index = slots.indexOf(slot);
        if (index >= 0) slots.splice(index, 1);
        failAll(slot, new Error("md5 worker exited"));
      });
      return slot;
    } catch {
      broken = true;
      return null;
    }
  };

  const pickSlot = (): TWorkerSlot | null => {
    if (broken) return null;
    if (slots.length < size) {
      const slot = startSlot();
      if (slot) slots.push(slot);
    }
    let best: TWorkerSlot | null = null;
    for (const slot of slots) if (!best || slot.jobs.size < best.jobs.size) best = slot;
    return best;
  };

  return {
    job(ring, options = {}) {
      const slot = pickSlot();
      if (!slot) return localJob(ring, options);
      const id = nextJob++;
      let failure: Error | null = null;
      const state: TJobState = {
        acks: new Map(),
        saves: [],
        done: null,
        fail(error) {
          failure = error;
          for (const ack of state.acks.values()) ack();
          state.acks.clear();
          for (const save of state.saves.splice(0)) save(null);
        },
      };
      slot.jobs.set(id, state);
      slot.worker.postMessage({ t: "o", j: id, ring, r: options.resumable === true, s: options.state });
      return {
        update(offset, length) {
          if (failure) return Promise.reject(failure);
          return new Promise<void>((resolve, reject) => {
            state.acks.set(offset, () => (failure ? reject(failure) : resolve()));
            slot.worker.postMessage({ t: "u", j: id, o: offset, n: length });
          });
        },
        save() {
          if (failure) return Promise.reject(failure);
          if (!options.resumable) return Promise.reject(new Error("this md5 job is not resumable"));
          return new Promise<Uint8Array>((resolve, reject) => {
            // answered in order, after every update sent before it
            state.saves.push((saved) => (saved ? resolve(saved) : reject(failure ?? new Error("md5 state unavailable"))));
            slot.worker.postMessage({ t: "s", j: id });
          });
        },
        digest() {
          if (failure) return Promise.reject(failure);
          return new Promise<string>((resolve, reject) => {
            state.done = resolve;
            state.fail = reject;
            slot.worker.postMessage({ t: "d", j: id });
          });
        },
        abort() {
          // Nobody waits on this job's hashing any more: release the waiters, then let the worker forget it
          // (slots already queued are still read from shared memory, which stays alive until then).
          for (const ack of state.acks.values()) ack();
          state.acks.clear();
          if (!slot.jobs.delete(id)) return;
          slot.worker.postMessage({ t: "x", j: id });
        },
      };
    },
    async close() {
      broken = true;
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
