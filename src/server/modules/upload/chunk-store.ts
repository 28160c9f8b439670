import { createHash, randomUUID } from "node:crypto";
import { CHUNK_SET_TTL_MS, expectedChunkLength } from "#shared/upload/chunking.ts";
import type { TUploadedFile } from "#shared/api/upload.contract.ts";
import type { TStorage } from "../../lib/storage.ts";

/**
 * The chunk sets of the chunk protocol, laid out in storage as one folder per guid:
 *
 *   chunks/<guid>/set.json       owner, total size and chunk count when known, chunk size, and the key the
 *                                video will have (written once, by the first chunk)
 *   chunks/<guid>/data           the chunks (storage.openChunk): on disk one file that every chunk is written
 *                                straight into (pre-sized when the size is known); on S3 the parts of a
 *                                multipart upload of the target, or pieces copied in at combine
 *   chunks/<guid>/part-<i>.json  chunk i is held intact: its length and md5 (written after it was stored)
 *   chunks/<guid>/partial-<i>.json  chunk i is being received (or was cut off): how many of its first bytes
 *                                are stored for good, so a resumed request continues from there (issue 13)
 *   chunks/<guid>/combined.json  the assembled file, once combined (so a repeat combine answers the same)
 *
 * Every ledger file is written whole, so two chunks in flight never contend for one file, and combine joins
 * the chunks where they are (a rename on disk, the upload's completion on S3, with any pieces copied in by
 * the store): no byte passes through the server. set.json's modification time is the set's last use.
 */
export const CHUNKS_ROOT = "chunks";
export const TMP_ROOT = "tmp";
/** Temporary single uploads older than this are leftovers of a crash. */
export const TMP_TTL_MS = 24 * 60 * 60 * 1000;

export interface TChunkSet {
  userId: number;
  /** The file's total size, or null for a set opened with the spec's body alone (guid and chunk): it learns its length from its chunks. */
  size: number | null;
  /** The chunk count, or null with the size. */
  chunks: number | null;
  chunkSize: number;
  createdAt: string;
  /**
   * Where the combined video will be, chosen when the set is claimed: S3 gathers the chunks as a multipart
   * upload of this very key, so combining needs no copy. Sets claimed before it was recorded choose at combine.
   */
  target?: string;
}

export interface TChunkPart {
  md5: string;
  length: number;
  at: string;
}

/**
 * A chunk partly held: its first `offset` bytes are stored for good (written on disk, a completed part on S3).
 * `length` is the chunk's whole length and `md5` the whole chunk's md5 the sender announced: a resumed request
 * must announce the same. `state` is the md5 state after those bytes (base64), kept where the stored bytes
 * cannot be read back to hash them again (S3: the parts of an unfinished multipart upload are not readable).
 */
export interface TChunkPartial {
  offset: number;
  length: number;
  md5: string | null;
  state?: string;
  at: string;
}

export interface TCombined extends TUploadedFile {
  key: string;
  at: string;
}

/**
 * The storage name of a user's chunk set. The client derives the guid from the file's content, so two users
 * uploading the same video send the same guid; scoping it by user keeps their sets apart (neither is refused
 * as the other's, and no one learns from check_chunk_md5 that someone else holds a file).
 */
export function ownedGuid(userId: number, guid: string): string {
  return createHash("md5").update(`${userId}:${guid}`).digest("hex");
}

export const setFolder = (guid: string) => `${CHUNKS_ROOT}/${guid}`;
export const setKey = (guid: string) => `${setFolder(guid)}/set.json`;
export const dataKey = (guid: string) => `${setFolder(guid)}/data`;
export const partKey = (guid: string, index: number) => `${setFolder(guid)}/part-${index}.json`;
export const partialKey = (guid: string, index: number) => `${setFolder(guid)}/partial-${index}.json`;
export const combinedKey = (guid: string) => `${setFolder(guid)}/combined.json`;

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

async function readJson<T>(storage: TStorage, key: string): Promise<T | null> {
  const info = await storage.stat(key);
  if (!info) return null;
  const bytes = await storage.read(key, 0, info.size);
  if (!bytes) return null;
  try {
    return JSON.parse(bytes.toString("utf8")) as T;
  } catch {
    return null;
  }
}

export const readSet = (storage: TStorage, guid: string) => readJson<TChunkSet>(storage, setKey(guid));
export const readPart = (storage: TStorage, guid: string, index: number) => readJson<TChunkPart>(storage, partKey(guid, index));
export const readCombined = (storage: TStorage, guid: string) => readJson<TCombined>(storage, combinedKey(guid));
export const readPartial = (storage: TStorage, guid: string, index: number) => readJson<TChunkPartial>(storage, partialKey(guid, index));

/** Records how much of chunk `index` is stored for good (put whole: a reader sees this checkpoint or the last). */
export async function recordPartial(storage: TStorage, guid: string, index: number, partial: TChunkPartial): Promise<void> {
  await storage.put(partialKey(guid, index), json(partial));
}

export async function forgetPartial(storage: TStorage, guid: string, index: number): Promise<void> {
  await storage.remove(partialKey(guid, index));
}

/** Claims a new set; when another request created it first, answers that set instead. */
export async function claimSet(storage: TStorage, guid: string, set: TChunkSet): Promise<{ set: TChunkSet; created: boolean }> {
  if (await storage.create(setKey(guid), json(set))) return { set, created: true };
  const existing = await readSet(storage, guid);
  if (!existing) throw new Error(`chunk set ${guid} has an unreadable ledger`);
  return { set: existing, created: false };
}

/** Records chunk `index` as held intact (the ledger entry is put whole, so it appears complete or not at all). */
export async function recordPart(storage: TStorage, guid: string, index: number, part: TChunkPart): Promise<void> {
  await storage.put(partKey(guid, index), json(part));
}

export async function forgetPart(storage: TStorage, guid: string, index: number): Promise<void> {
  await storage.remove(partKey(guid, index));
}

/** Whether the set holds no chunk at all, whole or in part. */
export async function hasNoParts(storage: TStorage, guid: string): Promise<boolean> {
  const names = await storage.list(setFolder(guid));
  return !names.some((name) => /^(part|partial)-\d+\.json$/.test(name));
}

/**
 * The whole file's chunk count and length once every chunk is held intact, or null while one is missing. A
 * set of known size needs each of its chunks at its exact length. A set opened without a size is complete
 * when chunks 0..n are held with every one but the last a full chunk: the count is the highest held index
 * plus one, the length the sum of the chunks' lengths.
 */
export async function completeChunks(storage: TStorage, guid: string, set: TChunkSet): Promise<{ chunks: number; size: number } | null> {
  const names = await storage.list(setFolder(guid));
  const held = new Set(names);
  const count = set.chunks ?? names.reduce((n, name) => Math.max(n, Number(/^part-(\d+)\.json$/.exec(name)?.[1] ?? -1) + 1), 0);
  if (count === 0) return null;
  let size = 0;
  for (let i = 0; i < count; i++) {
    if (!held.has(`part-${i}.json`)) return null;
    const part = await readPart(storage, guid, i);
    if (!part) return null;
    const expected = set.size === null ? (i < count - 1 ? set.chunkSize : part.length) : expectedChunkLength(i, set.size, set.chunkSize);
    if (part.length !== expected || part.length < 1) return null;
    size += part.length;
  }
  return { chunks: count, size };
}

/** Where a combined video goes: under videos/ by month, with a random name (the path is not guessable). */
export function combinedTargetKey(at: Date): string {
  return `videos/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.mp4`;
}

export async function recordCombined(storage: TStorage, guid: string, combined: TCombined): Promise<void> {
  await storage.put(combinedKey(guid), json(combined));
}

export async function touchSet(storage: TStorage, guid: string, at: Date): Promise<void> {
  await storage.touch(setKey(guid), at).catch(() => {});
}

export async function removeSet(storage: TStorage, guid: string): Promise<void> {
  await storage.remove(setFolder(guid));
}

/**
 * Deletes chunk sets untouched for CHUNK_SET_TTL_MS (abandoned uploads and the ledgers of combined ones; a
 * combined file itself lives elsewhere and stays) and temporary single uploads left by a crash. Answers what
 * it removed. Runs hourly; tests call it with the clock moved on.
 */
export async function sweepChunkSets(storage: TStorage, at: Date, ttlMs = CHUNK_SET_TTL_MS): Promise<string[]> {
  const removed: string[] = [];
  for (const guid of await storage.list(CHUNKS_ROOT)) {
    if (!/^[0-9a-f]{32}$/.test(guid)) continue;
    const info = (await storage.stat(setKey(guid))) ?? (await storage.stat(dataKey(guid)));
    // A folder with neither file is a claim that failed half-way; treat it as long untouched.
    const touched = info?.mtime.getTime() ?? 0;
    if (at.getTime() - touched < ttlMs) continue;
    await removeSet(storage, guid);
    removed.push(`${CHUNKS_ROOT}/${guid}`);
  }
  for (const name of await storage.list(TMP_ROOT)) {
    const key = `${TMP_ROOT}/${name}`;
    const info = await storage.stat(key);
    if (info && at.getTime() - info.mtime.getTime() < TMP_TTL_MS) continue;
    await storage.remove(key);
    removed.push(key);
  }
  return removed;
}
