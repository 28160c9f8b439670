/**
 * The chunk protocol's constants and arithmetic (document 1 sections 4.3, 7.2 and 9). Files above the
 * threshold go in 100 MB chunks: check_chunk_md5 → upload (per chunk, md5 verified) → combine_block.
 */
export const CHUNK_THRESHOLD_BYTES = 104_857_600;
export const CHUNK_SIZE_BYTES = 104_857_600;
/** At most this many chunks in flight at once. */
export const MAX_CHUNKS_IN_FLIGHT = 2;
/**
 * Resuming inside a chunk (issue 13): the server records how much of a chunk it holds every this many bytes,
 * so a lost connection costs at most this much of the chunk being sent. 8 MiB: above S3's 5 MiB part minimum
 * (on a bucket each step is a part of its own), and small against the spec's 100 MB chunk.
 */
export const RESUME_STEP_BYTES = 8 * 1024 * 1024;
/** Abandoned chunk sets are removed after this long. */
export const CHUNK_SET_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a file goes through the chunk protocol rather than one request. */
export function needsChunking(size: number): boolean {
  return size > CHUNK_THRESHOLD_BYTES;
}

/** How many chunks a file of this size has (at least one). */
export function chunkCount(size: number, chunkSize = CHUNK_SIZE_BYTES): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** The byte range [start, end) of chunk i. */
export function chunkRange(index: number, size: number, chunkSize = CHUNK_SIZE_BYTES): { start: number; end: number } {
  const start = index * chunkSize;
  return { start, end: Math.min(size, start + chunkSize) };
}

/** The exact byte length chunk i must have. */
export function expectedChunkLength(index: number, size: number, chunkSize = CHUNK_SIZE_BYTES): number {
  const { start, end } = chunkRange(index, size, chunkSize);
  return Math.max(0, end - start);
}

/**
 * The guid of an upload is derived from its content so that re-selecting the same file after a reload finds
 * the same chunk set: md5 of this seed (size, chunk size and the first chunk's md5). It is known as soon as
 * the first chunk is hashed, so sending starts without a full pass over a 2 GB file; every chunk is still
 * verified by its own md5, so two files sharing a first chunk cannot mix their bytes.
 */
export function uploadGuidSeed(size: number, firstChunkMd5: string, chunkSize = CHUNK_SIZE_BYTES): string {
  return `${size}:${chunkSize}:${firstChunkMd5.toLowerCase()}`;
}

/**
 * The points inside a chunk of `length` bytes where the server records what it holds (relative to the
 * chunk's start, ascending, each below `length`): every `step` bytes, but never closer than `step` to the
 * end, so every stretch between two points (or a point and an end) is at least `step` long, and at most
 * `maxStretches` stretches in all. A chunk shorter than two steps has none.
 */
export function resumePoints(length: number, step: number, maxStretches = Number.POSITIVE_INFINITY): number[] {
  if (step <= 0) return [];
  const stretches = Math.max(1, Math.min(maxStretches, Math.floor(length / step)));
  return Array.from({ length: stretches - 1 }, (_, i) => (i + 1) * step);
}

/** A guid as the server accepts it: 32 lowercase hex digits. */
export const GUID_PATTERN = /^[0-9a-f]{32}$/;
/** An md5 as hex. */
export const MD5_PATTERN = /^[0-9a-fA-F]{32}$/;
