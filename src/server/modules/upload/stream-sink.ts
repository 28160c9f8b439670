import type { TFileWriter } from "../../lib/storage.ts";
import type { TMd5Job, TMd5JobOptions, TMd5Pool } from "./md5-pool.ts";

/**
 * Socket reads arrive in pieces of about 64 KB; writing and hashing them in 2 MB slots saves most syscalls and
 * messages. Each slot wakes the md5 worker and a file-pool thread once: with 1 MB slots those wake-ups were a
 * tenth of the request thread's CPU (`npm run bench:upload`, issue 22).
 */
const SLOT_BYTES = 2 * 1024 * 1024;
/** Slots being written (and hashed) while the next ones fill: enough to keep disk and hashing busy (8 MB in all). */
const SLOTS = 4;
const HEAD_BYTES = 64;

/** More bytes arrived than the part may have. */
export class SinkOverflow extends Error {}

/**
 * Rings are reused across requests. A ring lives as long as its request (seconds), so a fresh one per request
 * would outlive the young generation and count against the old one until a full collection: with 8 MB per
 * chunk that forced a mark-compact for almost every chunk.
 */
const RINGS_KEPT = 4;
const freeRings: { shared: SharedArrayBuffer[]; plain: ArrayBuffer[] } = { shared: [], plain: [] };

/**
 * A ring's memory is a WebAssembly memory's: the engine maps it page by page, so its start is page-aligned,
 * and with it every slot (2 MB apart). The disk storage can then write full slots with O_DIRECT, past the
 * page cache (storage/disk.ts); an ArrayBuffer from the allocator starts 16 bytes into a page.
 */
const WASM_PAGE = 64 * 1024;
// The server compiles without the DOM library, where WebAssembly's types live; Node has the global.
declare const WebAssembly: {
  Memory: new (descriptor: { initial: number; maximum: number; shared: boolean }) => { buffer: SharedArrayBuffer | ArrayBuffer };
};
function alignedMemory(shared: boolean): SharedArrayBuffer | ArrayBuffer {
  const pages = (SLOTS * SLOT_BYTES) / WASM_PAGE;
  return new WebAssembly.Memory({ initial: pages, maximum: pages, shared }).buffer;
}

function takeRing(shared: boolean): SharedArrayBuffer | ArrayBuffer {
  if (shared) return freeRings.shared.pop() ?? alignedMemory(true);
  return freeRings.plain.pop() ?? alignedMemory(false);
}

function giveRing(ring: SharedArrayBuffer | ArrayBuffer): void {
  const list = ring instanceof SharedArrayBuffer ? freeRings.shared : freeRings.plain;
  if (list.length < RINGS_KEPT) (list as (typeof ring)[]).push(ring);
}

/**
 * Streams one upload part into its place in a stored file: each byte is copied once, into a ring of slots,
 * and from there written at its final offset and (for chunks) hashed by the md5 pool's worker in place.
 * Stops at `limit` bytes so a part can never overrun its place; keeps the first bytes so the content can be
 * checked without reading the file back.
 */
export class StreamSink {
  private readonly ring: Buffer;
  private readonly memory: SharedArrayBuffer | ArrayBuffer;
  private released = false;
  private readonly busy: (Promise<unknown> | null)[] = new Array<Promise<unknown> | null>(SLOTS).fill(null);
  private readonly hash: TMd5Job | null;
  private current = 0;
  private fill = 0;
  private position: number;
  private error: unknown = null;
  bytes = 0;
  readonly head = Buffer.alloc(HEAD_BYTES);
  headLength = 0;

  /** file positions where `onPoint` is told, ascending; the slot in filling is cut short at each */
  private readonly points: number[];
  private readonly onPoint: ((position: number) => void) | null;

  constructor(
    private readonly writer: TFileWriter,
    start: number,
    private readonly limit: number,
    md5: TMd5Pool | null,
    options: { md5?: TMd5JobOptions; points?: readonly number[]; onPoint?: (position: number) => void } = {},
  ) {
    this.position = start;
    // Shared memory when a worker hashes, so it reads the very bytes that are written.
    this.memory = takeRing(md5 !== null);
    this.ring = Buffer.from(this.memory);
    this.hash = md5 ? md5.job(this.memory as SharedArrayBuffer, options.md5) : null;
    this.points = (options.points ?? []).filter((p) => p > start);
    this.onPoint = options.onPoint ?? null;
  }

  /**
   * Hashes bytes that are already stored, before any byte is pushed: the start of a chunk resumed part-way,
   * read back from storage, so the md5 is the whole chunk's. One slot at a time; nothing is written.
   */
  async prime(bytes: Buffer): Promise<void> {
    if (!this.hash) return;
    for (let at = 0; at < bytes.length; at += SLOT_BYTES) {
      const length = bytes.copy(this.ring, 0, at, Math.min(bytes.length, at + SLOT_BYTES));
      await this.hash.update(0, length);
    }
  }

  /** The md5 state after every byte handed to the hash so far (a resumable hash only). */
  saveState(): Promise<Uint8Array> {
    if (!this.hash) return Promise.reject(new Error("this sink does not hash"));
    return this.hash.save();
  }

  /**
   * Adds the next piece of the part; throws SinkOverflow past the limit (nothing more is written then).
   * Answers a promise only when the piece could not be taken without waiting for a slot (most pieces can),
   * so the request thread makes no promise per piece.
   */
  push(piece: Buffer): Promise<void> | undefined {
    if (this.error) throw this.error;
    if (this.bytes + piece.length > this.limit) throw new SinkOverflow();
    if (this.headLength < HEAD_BYTES) this.headLength += piece.copy(this.head, this.headLength, 0, HEAD_BYTES - this.headLength);
    this.bytes += piece.length;
    return this.copyFrom(piece, 0);
  }

  private copyFrom(piece: Buffer, start: number): Promise<void> | undefined {
    let offset = start;
    while (offset < piece.length) {
      // A slot ends at the next point: the bytes before a point are written (and hashed) as a whole.
      const point = this.points[0];
      const room = Math.min(SLOT_BYTES - this.fill, point === undefined ? SLOT_BYTES : point - this.position - this.fill);
      const copied = Math.min(room, piece.length - offset);
      const at = this.current * SLOT_BYTES + this.fill;
      // fill() with a buffer of the range's length is one memcpy. copy() goes through TypedArray#set, which
      // into shared memory (the ring) copies word by word with relaxed atomics: a third of the copy's time.
      this.ring.fill(offset === 0 && copied === piece.length ? piece : piece.subarray(offset, offset + copied), at, at + copied);
      offset += copied;
      this.fill += copied;
      const atPoint = point !== undefined && this.position + this.fill === point;
      if (this.fill === SLOT_BYTES || atPoint) {
        const waiting = this.flush();
        if (waiting) {
          const resume = offset;
          return waiting.then(() => this.copyFrom(piece, resume));
        }
      }
    }
    return undefined;
  }

  /** Writes what is left and waits for every write and hash; answers the part's length. */
  async finish(): Promise<number> {
    if (this.fill > 0) await this.flush();
    await Promise.all(this.busy);
    if (this.error) throw this.error;
    return this.bytes;
  }

  /** Hands the ring back for the next request, once nothing uses it any more. */
  private release(): void {
    if (this.released) return;
    this.released = true;
    giveRing(this.memory);
  }

  /** Rethrows a write or hash failure seen so far. */
  private check(): void {
    if (this.error) throw this.error;
  }

  /** The md5 of everything pushed (after finish); the ring is released. */
  async digest(): Promise<string> {
    if (!this.hash) throw new Error("this sink does not hash");
    const md5 = await this.hash.digest();
    this.release();
    return md5;
  }

  /** After finish, for a sink that does not hash: releases the ring. */
  done(): void {
    if (!this.hash) this.release();
  }

  /**
   * Stops hashing and waits for writes already started, so the file can be closed or removed safely. The ring
   * is not reused: the worker may still be reading slots it was sent.
   */
  async abort(): Promise<void> {
    this.hash?.abort();
    await Promise.all(this.busy);
    if (!this.hash) this.release();
    this.released = true;
  }

  /** Sends the filled slot to disk and to the hash; answers a promise only when the next slot is still busy. */
  private flush(): Promise<void> | undefined {
    const offset = this.current * SLOT_BYTES;
    const length = this.fill;
    const keep = (error: unknown) => {
      this.error ??= error;
    };
    const write = this.writer.write(this.ring.subarray(offset, offset + length), this.position).catch(keep);
    const hashed = this.hash ? this.hash.update(offset, length).catch(keep) : null;
    const slot = this.current;
    const done = hashed ? Promise.all([write, hashed]) : write;
    const tracked: Promise<unknown> = done.then(() => {
      if (this.busy[slot] === tracked) this.busy[slot] = null;
    });
    this.busy[slot] = tracked;
    this.position += length;
    this.fill = 0;
    this.current = (this.current + 1) % SLOTS;
    if (this.points[0] === this.position) {
      this.points.shift();
      // told right after the write and the hash of the bytes before it were asked for, before any later byte
      this.onPoint?.(this.position);
    }
    this.check();
    // The next slot may still be on its way to disk or to the hash.
    const pending = this.busy[this.current];
    return pending ? pending.then(() => this.check()) : undefined;
  }
}
