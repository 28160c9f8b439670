import type { Readable } from "node:stream";

/**
 * Where files (uploads, videos, exports) live: local disk under DATA_DIR/files by default
 * (`storage/disk.ts`), or an S3-compatible bucket that several servers share (`storage/s3.ts`, chosen by
 * STORAGE_URL). Keys are relative paths chosen by the server, never by the client, and every method refuses
 * a key that could leave the storage root.
 *
 * What both implementations guarantee, and the upload code relies on:
 * - a file appears whole or not at all (`put`, `create`, a writer's `close`, `joinChunks`), so a reader
 *   never sees half of one, and two writes of one key leave one of the whole values;
 * - `create` is a claim: of several requests creating one key at once, on any server, exactly one wins;
 * - a file's modification time is the server's clock when it was last touched (`touch`), otherwise the
 *   storage's own clock when it was written.
 */
export interface TStorage {
  /**
   * The smallest chunk, other than the last, that `joinChunks` accepts: 0 on disk, S3's minimum part size
   * (5 MiB) on a bucket. The chunk protocol's 100 MB chunks are above it; the server refuses to start with
   * a smaller chunk size.
   */
  readonly minChunkBytes: number;
  /**
   * Whether the bytes of a chunk still being gathered can be read back (`read` of the chunk's key): on disk
   * they are in one file; on S3 they are parts of an unfinished multipart upload, which cannot be read. A
   * chunk resumed part-way is verified by hashing its stored start again where it can be read, and from the
   * md5 state recorded with it where it cannot (upload/chunk-receiver.ts).
   */
  readonly chunksReadable: boolean;
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the stored file (or of the inclusive byte range asked for), or null when there is none. */
  open(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number } | null>;
  /** Size and modification time (the clock the caller passes to touch), or null when there is no such file. */
  stat(key: string): Promise<TStoredStat | null>;
  /** Up to `length` bytes from `position` (fewer past the end), or null when there is no such file. */
  read(key: string, position: number, length: number): Promise<Buffer | null>;
  /** Creates the file only when absent; false when it already exists (a claim several requests may race for). */
  create(key: string, data: Buffer): Promise<boolean>;
  /** Deletes a file or a whole folder (with any chunks still being gathered in it); a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The names directly under a folder, files and folders alike (empty when there is none). */
  list(prefix: string): Promise<string[]>;
  /** A new file written front to back; it appears under `key` when `close` succeeds, and never after `abort`. */
  openWriter(key: string): Promise<TFileWriter>;
  /**
   * Chunk `place.index` of a file gathered from numbered chunks (the chunk protocol): any order, several at
   * once, from any server; sending a chunk again replaces it. Disk writes each chunk in place into one file
   * (pre-sized when the whole size is known); S3 uploads a chunk of known length as part index+1 of a
   * multipart upload of `place.into`, and one of unknown length (a set opened without its size) as an object
   * of its own. A chunk that is aborted or cut short leaves its place as it was or undefined, never the rest
   * of the file.
   */
  openChunk(key: string, place: TChunkPlace): Promise<TFileWriter>;
  /**
   * Joins chunks 0..chunks-1 of `key`, `size` bytes in all, into the file `into` (the one named when they were
   * opened) and forgets the chunks. On disk a rename (the file cut to `size` first: a set of unknown size may
   * hold bytes of a refused chunk past its end); on S3 the multipart upload's completion, the chunks stored as
   * objects of their own copied in as its parts by the store. No byte passes through the server either way.
   */
  joinChunks(key: string, into: string, whole: { chunks: number; size: number }): Promise<void>;
  /** Renames a file; the target folder is created. */
  move(from: string, to: string): Promise<void>;
  /** Sets a file's modification time (the server's clock, so tests can move it). */
  touch(key: string, at: Date): Promise<void>;
}

export interface TStoredStat {
  size: number;
  mtime: Date;
}

/** Where a chunk goes: its index, its byte range in the whole file, the whole file's size, and the file it will be joined into. */
export interface TChunkPlace {
  index: number;
  offset: number;
  /** the chunk's exact length, or null when the whole size is not known (then anything up to a full chunk) */
  length: number | null;
  /** the whole file's size, or null for a set opened without it (it learns its length at the join) */
  size: number | null;
  into: string;
  /** bytes of the chunk's start already stored (a resumed chunk): the writes begin at offset + from (default 0) */
  from?: number;
  /**
   * where the chunk's bytes may be recorded as stored for good (relative to its start, see resumePoints):
   * S3 sends each stretch between two points as a part of its own, so a cut-off chunk keeps its finished parts
   * (default none: the chunk is kept whole or not at all)
   */
  points?: readonly number[];
  /** the most stretches any chunk of this file has: S3 numbers the parts of chunk i from i × this + 1 (default 1) */
  stretchesPerChunk?: number;
}

export interface TFileWriter {
  /**
   * Writes `data` at `position` (a file's offset, not the chunk's). Writes come in order, each where the last
   * ended; the caller may reuse `data` once the promise settles.
   */
  write(data: Uint8Array, position: number): Promise<void>;
  /** Finishes the file or chunk: after it, it is stored. */
  close(): Promise<void>;
  /** Gives up: nothing of this writer is kept as a finished file or chunk. */
  abort(): Promise<void>;
  /**
   * Chunks only: called once the writes up to `position` (the file offset of one of the chunk's points) have
   * been made; resolves true once every byte of the chunk before it is stored for good (a process killed
   * after that loses none of them), false when this writer cannot keep a chunk part-way there.
   */
  stored?(position: number): Promise<boolean>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;
const SAFE_PREFIX = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)*$/;

/** Whether a key is one the server could have made: no traversal, no absolute paths. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split("/").some((part) => part === ".." || part === ".");
}

/** Whether a folder key is safe (a top-level folder alone is allowed). */
export function isSafePrefix(prefix: string): boolean {
  return SAFE_PREFIX.test(prefix) && !prefix.split("/").some((part) => part === ".." || part === ".");
}
