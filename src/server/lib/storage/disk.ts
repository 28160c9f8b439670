import { constants, createReadStream } from "node:fs";
import { randomUUID } from "node:crypto";
import { link, mkdir, open, readdir, rename, rm, stat, truncate, utimes, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { isSafeKey, isSafePrefix, type TFileWriter, type TStorage } from "../storage.ts";

/**
 * The last write queued for each open file. Buffered writes to one file take the file's lock in the kernel,
 * so several at once (a chunk's slots, two chunks in flight, on four pool threads) wait on one another and
 * burn the waiting as system time: writing 1 GB with 8 in flight cost 1.1 s of system time against 0.45 s one
 * at a time, and took longer. Writes to one file therefore go one after another, whichever writer sent them.
 */
const writeTails = new Map<string, Promise<unknown>>();

async function writeAll(handle: FileHandle, data: Uint8Array, position: number): Promise<void> {
  let done = 0;
  // A positional write may be short (rare on regular files); finish it.
  while (done < data.byteLength) {
    const { bytesWritten } = await handle.write(data, done, data.byteLength - done, position + done);
    if (bytesWritten <= 0) throw new Error("short write");
    done += bytesWritten;
  }
}

/**
 * A file's two ways in: buffered, and (Linux) O_DIRECT for the writes whose memory, length and file offset
 * are all 4 KB-aligned: the upload ring's full slots (stream-sink.ts). Through the page cache every byte
 * received was copied once more by the kernel, into pages it had to allocate first: on this project's
 * machine that copy cost about 0.9 s of CPU per GB, a third of the upload's, and buffered writes reached
 * 490 MB/s against 1.9 GB/s direct (`dd bs=1M`). Everything else (a short last slot, unaligned memory, a
 * file system without O_DIRECT such as tmpfs) takes the buffered way; the kernel keeps the two coherent.
 */
interface TWays {
  buffered: FileHandle;
  direct: FileHandle | null;
}

const DIRECT_ALIGN = 4096;
const directAligned = (data: Uint8Array, position: number) =>
  data.byteOffset % DIRECT_ALIGN === 0 && data.byteLength % DIRECT_ALIGN === 0 && position % DIRECT_ALIGN === 0;

/** A file's ways, its direct one opened beside `buffered` where the platform and file system have it. */
async function openWays(buffered: FileHandle, target: string): Promise<TWays> {
  const flag = (constants as { O_DIRECT?: number }).O_DIRECT;
  const direct = flag ? await open(target, constants.O_RDWR | flag).catch(() => null) : null;
  return { buffered, direct };
}

/** Closes a writer's ways once, however often it is asked (close after abort, abort after close). */
function closerOf(ways: TWays): () => Promise<void> {
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    await Promise.all([ways.buffered.close(), ways.direct?.close()]);
  };
}

async function writeEither(ways: TWays, data: Uint8Array, position: number): Promise<void> {
  if (ways.direct && directAligned(data, position)) {
    try {
      return await writeAll(ways.direct, data, position);
    } catch (error) {
      // EINVAL: memory the allocator did not align after all (the offset within it is not the address)
      if ((error as NodeJS.ErrnoException).code !== "EINVAL") throw error;
      const direct = ways.direct;
      ways.direct = null;
      await direct.close().catch(() => undefined);
    }
  }
  return writeAll(ways.buffered, data, position);
}

function queuedWrite(ways: TWays, file: string, data: Uint8Array, position: number): Promise<void> {
  const start = () => writeEither(ways, data, position);
  // a tail never rejects: one failed write does not stop the next (its own caller sees its failure)
  const previous = writeTails.get(file);
  const mine = previous ? previous.then(start) : start();
  const tail = mine.catch(() => {});
  writeTails.set(file, tail);
  void tail.then(() => {
    if (writeTails.get(file) === tail) writeTails.delete(file);
  });
  return mine;
}

/** Refuses a write that does not start where the last one ended (TFileWriter: writes follow one another). */
function inOrder(start: number): (data: Uint8Array, position: number) => void {
  let next = start;
  return (data, position) => {
    if (position !== next) throw new Error(`storage writes must follow one another: ${position} after ${next}`);
    next += data.byteLength;
  };
}

/** Opens a file read-write, created when missing and never truncated ("a" would append whatever the position). */
async function openInPlace(target: string): Promise<FileHandle> {
  return open(target, "r+").catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    return open(target, "wx+").catch((again: NodeJS.ErrnoException) => {
      if (again.code === "EEXIST") return open(target, "r+");
      throw again;
    });
  });
}

export function createDiskStorage(root: string): TStorage {
  const full = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const fullPrefix = (prefix: string) => {
    if (!isSafePrefix(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
    return path.join(root, prefix);
  };
  const rename_ = async (from: string, to: string) => {
    const target = full(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(full(from), target);
  };
  return {
    minChunkBytes: 0,
    chunksReadable: true,
    async put(key, data) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; the temporary name is the write's own, so two
      // puts of one key never write into the same temporary file.
      const temp = `${target}.${randomUUID()}.part`;
      await writeFile(temp, data);
      await rename(temp, target);
    },
    async open(key, range) {
      if (!isSafeKey(key)) return null;
      const target = full(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      const stream = range ? createReadStream(target, { start: range.start, end: range.end }) : createReadStream(target);
      return { stream, size: info.size };
    },
    async stat(key) {
      if (!isSafeKey(key)) return null;
      const info = await stat(full(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, mtime: info.mtime } : null;
    },
    async read(key, position, length) {
      if (!isSafeKey(key)) return null;
      const handle = await open(full(key), "r").catch(() => null);
      if (!handle) return null;
      try {
        const buffer = Buffer.alloc(length);
        let got = 0;
        while (got < length) {
          const { bytesRead } = await handle.read(buffer, got, length - got, position + got);
          if (bytesRead === 0) break;
          got += bytesRead;
        }
        return buffer.subarray(0, got);
      } finally {
        await handle.close();
      }
    },
    async create(key, data) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside, then linked into place: link(2) fails when the name exists, like "wx", but the name
      // appears with its whole content. With "wx" a racing request that lost the claim could read the
      // winner's file while it was still empty (two chunks of a new upload arrive together).
      const temp = `${target}.${randomUUID()}.tmp`;
      await writeFile(temp, data, { flag: "wx" });
      try {
        await link(temp, target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw error;
      } finally {
        await rm(temp, { force: true });
      }
    },
    async remove(key) {
      await rm(fullPrefix(key), { recursive: true, force: true });
    },
    async list(prefix) {
      return readdir(fullPrefix(prefix)).catch(() => []);
    },
    async openWriter(key) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written under the write's own temporary name and renamed when done: the file appears whole.
      const temp = `${target}.${randomUUID()}.part`;
      const ways = await openWays(await open(temp, "wx"), temp);
      const release = closerOf(ways);
      const check = inOrder(0);
      return {
        write: async (data, position) => {
          check(data, position);
          return queuedWrite(ways, temp, data, position);
        },
        async close() {
          await release();
          await rename(temp, target);
        },
        async abort() {
          await release().catch(() => {});
          await rm(temp, { force: true });
        },
      } satisfies TFileWriter;
    },
    async openChunk(key, place) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await openInPlace(target);
      try {
        // Idempotent: every chunk has its place in a file of the final size, whichever chunk comes first. A
        // file of unknown size grows as its chunks land and is cut to its length when joined.
        if (place.size !== null) await handle.truncate(place.size);
      } catch (error) {
        await handle.close();
        throw error;
      }
      const ways = await openWays(handle, target);
      const release = closerOf(ways);
      // An aborted chunk's bytes stay in its place: the ledger, not the file, says which chunks are held.
      const check = inOrder(place.offset + (place.from ?? 0));
      let last: Promise<void> = Promise.resolve();
      const write = async (data: Uint8Array, position: number) => {
        check(data, position);
        last = queuedWrite(ways, target, data, position);
        return last;
      };
      // Writes to one file go one after another: once the last one made is done, every byte before it is in
      // the file (the kernel's, which a killed process does not take with it).
      const stored = (_position: number) => last.then(() => true, () => false);
      return { write, close: release, abort: release, stored } satisfies TFileWriter;
    },
    async joinChunks(key, into, whole) {
      const target = full(key);
      // Bytes past the end (a refused chunk beyond the last, a last chunk sent again shorter) are not the file's.
      const info = await stat(target);
      if (info.size < whole.size) throw new Error(`the chunks of ${key} hold ${info.size} bytes, not ${whole.size}`);
      if (info.size > whole.size) await truncate(target, whole.size);
      await rename_(key, into);
    },
    move: rename_,
    async touch(key, at) {
      await utimes(full(key), at, at);
    },
  };
}
