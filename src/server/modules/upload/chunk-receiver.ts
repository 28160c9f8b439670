import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { uploadContracts as c, ZChunkFields, type TChunkFields } from "#shared/api/upload.contract.ts";
import { chunkCount, expectedChunkLength, resumePoints } from "#shared/upload/chunking.ts";
import { MB, UploadMsg, UploadOutcome, VIDEO_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { isMp4Content } from "#shared/upload/file-content.ts";
import { now } from "../../clock.ts";
import { AppError, badRequest, forbidden, refuse } from "../../lib/errors.ts";
import { parseBody } from "../../lib/route.ts";
import type { TFileWriter, TStorage } from "../../lib/storage.ts";
import {
  ownedGuid,
  claimSet,
  combinedTargetKey,
  dataKey,
  forgetPart,
  forgetPartial,
  hasNoParts,
  readCombined,
  readPart,
  readPartial,
  readSet,
  recordPart,
  recordPartial,
  removeSet,
  touchSet,
  type TChunkSet,
} from "./chunk-store.ts";
import type { KeyGate } from "./key-gate.ts";
import type { TMd5Pool } from "./md5-pool.ts";
import { isDiskFull, refuseOversizedBody, requireSession } from "./multipart-reader.ts";
import { MultipartError, multipartBoundary, readMultipartStream, type TMultipartOutcome } from "./multipart-stream.ts";
import { SinkOverflow, StreamSink } from "./stream-sink.ts";

export interface TChunkDeps {
  storage: TStorage;
  md5: TMd5Pool;
  gate: KeyGate;
  chunkSize: number;
  /** how often inside a chunk what is held is recorded (RESUME_STEP_BYTES, or the storage's part minimum) */
  resumeStep: number;
}

/** S3's most parts in one multipart upload: the stretches of all of a file's chunks are numbered within it. */
const MAX_PARTS = 10_000;

/** The most stretches each chunk of a set of `chunks` chunks may have (the same for all of them). */
export function stretchesPerChunk(deps: Pick<TChunkDeps, "resumeStep" | "chunkSize">, chunks: number): number {
  return Math.max(1, Math.min(Math.floor(deps.chunkSize / deps.resumeStep), Math.floor(MAX_PARTS / Math.max(1, chunks))));
}

/** Where chunk `length` bytes long of a set of `chunks` chunks may be recorded as held part-way (relative to its start). */
export function chunkPoints(deps: Pick<TChunkDeps, "resumeStep" | "chunkSize">, chunks: number, length: number): number[] {
  return resumePoints(length, deps.resumeStep, stretchesPerChunk(deps, chunks));
}

export interface TChunkAnswer {
  chunk: number;
  md5: string;
  success: true;
}

/**
 * The set a chunk belongs to, after the owner and shape checks. A set is opened with the size when the first
 * chunk to arrive carries it, and open-ended otherwise (the spec's body: guid and chunk only); hints sent to
 * a set of known size must agree with it.
 */
async function openSet(deps: TChunkDeps, userId: number, f: TChunkFields): Promise<{ set: TChunkSet; created: boolean }> {
  const at = now();
  const size = f.size ?? null;
  const chunks = size === null ? null : chunkCount(size, deps.chunkSize);
  const fresh: TChunkSet = { userId, size, chunks, chunkSize: deps.chunkSize, createdAt: at.toISOString(), target: combinedTargetKey(at) };
  const existing = await readSet(deps.storage, f.guid);
  const { set, created } = existing ? { set: existing, created: false } : await claimSet(deps.storage, f.guid, fresh);
  if (set.userId !== userId) throw forbidden();
  if (set.chunkSize !== deps.chunkSize) throw badRequest(UploadMsg.chunkError);
  if (set.size !== null && f.size !== undefined && set.size !== f.size) throw badRequest(UploadMsg.chunkError);
  if (set.chunks !== null && f.chunks !== undefined && set.chunks !== f.chunks) throw badRequest(UploadMsg.chunkError);
  if (set.chunks !== null && f.chunk >= set.chunks) throw badRequest(UploadMsg.chunkOutOfRange);
  return { set, created };
}

/** Bytes of a stored chunk start read back at a time to hash them again (a resumed chunk on disk). */
const REREAD_BYTES = 8 * 1024 * 1024;

/**
 * One chunk on its way in: opened when the `file` part begins (the fields before it say which chunk of which
 * set, and from which offset), fed the part's bytes as they arrive (each written once, in place, and hashed by
 * the md5 pool), then finished (length, content and md5 verified before the chunk is recorded as held). A
 * refusal part-way stops the writing, but the body is still read to its end so the client gets the answer,
 * not a reset connection.
 *
 * Resuming inside a chunk (issue 13): at each of the chunk's points the bytes before it are recorded as held
 * (partial-<i>.json) once the storage says they are stored for good. A request cut off leaves that record; a
 * later request with `offset` equal to it sends only the rest, and the md5 is still the whole chunk's: the
 * stored start is read back and hashed again where the storage can read it (disk), and continued from the
 * md5 state recorded with it where it cannot (S3). Any other offset is refused and changes nothing.
 */
class ChunkReceiver {
  private refusal: unknown = null;
  private headChecked: boolean;
  private closed = false;
  /** the checkpoints recorded so far, one after another */
  private checkpoints: Promise<void> = Promise.resolve();
  /** the last piece still being taken in (it waited for a slot) */
  private pushing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly deps: TChunkDeps,
    private readonly f: TChunkFields,
    /** The chunk's exact length, or null in a set of unknown size (then anything from 1 byte to a full chunk). */
    private readonly expected: number | null,
    /** bytes of the chunk's start already held (a resumed chunk) */
    private readonly from: number,
    private readonly leave: () => void,
    private readonly created: boolean,
    private readonly writer: TFileWriter | null,
    private sink: StreamSink | null,
  ) {
    this.headChecked = f.chunk !== 0 || from > 0;
  }

  /** The bytes this request's file part should carry (the chunk less what is already held), or null when unknown. */
  get remaining(): number | null {
    return this.expected === null || !this.sink ? null : this.expected - this.from;
  }

  static async begin(deps: TChunkDeps, userId: number, raw: Record<string, string>): Promise<ChunkReceiver> {
    const sent = parseBody(ZChunkFields, raw);
    const f = { ...sent, guid: ownedGuid(userId, sent.guid) };
    if (f.size !== undefined && f.chunks !== undefined && f.chunks !== chunkCount(f.size, deps.chunkSize)) throw badRequest(UploadMsg.chunkError);
    const chunks = f.chunks ?? (f.size === undefined ? undefined : chunkCount(f.size, deps.chunkSize));
    // Without hints, an index past the largest video could still not be written: it would place bytes far beyond 2 GB.
    if (f.chunk >= (chunks ?? chunkCount(VIDEO_MAX_BYTES, deps.chunkSize))) throw badRequest(UploadMsg.chunkOutOfRange);
    const from = f.offset ?? 0;
    const leave = await deps.gate.enterWrite(f.guid, f.chunk);
    let created = false;
    let writer: TFileWriter | null = null;
    try {
      const opened = await openSet(deps, userId, f);
      created = opened.created;
      const { size } = opened.set;
      const expected = size === null ? null : expectedChunkLength(f.chunk, size, deps.chunkSize);
      // Already assembled: nothing to replace, the bytes are read and dropped.
      if (await readCombined(deps.storage, f.guid)) return new ChunkReceiver(deps, f, expected, 0, leave, false, null, null);
      const stretches = stretchesPerChunk(deps, opened.set.chunks ?? 1);
      const points = expected === null ? [] : chunkPoints(deps, opened.set.chunks ?? 1, expected);
      const partial = from > 0 ? await readPartial(deps.storage, f.guid, f.chunk) : null;
      if (from > 0) {
        // Only where the server said it holds the chunk up to, for the same chunk: anything else changes nothing.
        const same = partial !== null && expected !== null && partial.length === expected && partial.offset === from && (partial.md5 ?? null) === (f.md5 ?? null);
        if (!same) throw refuse(UploadOutcome.chunkOffsetMismatch);
      } else {
        // Sent from its start: whatever was held of it before no longer counts.
        await forgetPartial(deps.storage, f.guid, f.chunk);
      }
      // Re-sending replaces: the chunk counts as missing until the new bytes are verified.
      await forgetPart(deps.storage, f.guid, f.chunk);
      // A set of unknown size takes chunks of any length up to a full chunk; combine learns the file's length.
      const into = opened.set.target ?? combinedTargetKey(now());
      const offset = f.chunk * deps.chunkSize;
      const place = { index: f.chunk, offset, length: expected, size, into, from, points, stretchesPerChunk: stretches };
      writer = await deps.storage.openChunk(dataKey(f.guid), place);
      const receiver = new ChunkReceiver(deps, f, expected, from, leave, created, writer, null);
      // Where the stored start cannot be read back, the md5 goes on from the state recorded with it.
      const resumable = !deps.storage.chunksReadable && points.length > 0;
      const state = partial?.state ? new Uint8Array(Buffer.from(partial.state, "base64")) : undefined;
      if (from > 0 && !deps.storage.chunksReadable && !state) throw refuse(UploadOutcome.chunkOffsetMismatch);
      const sink = new StreamSink(writer, offset + from, (expected ?? deps.chunkSize) - from, deps.md5, {
        md5: { resumable, state },
        points: points.map((p) => offset + p),
        onPoint: (position) => receiver.checkpoint(position - offset),
      });
      receiver.sink = sink;
      if (from > 0 && deps.storage.chunksReadable) await receiver.rehashStart(offset);
      return receiver;
    } catch (error) {
      await writer?.abort().catch(() => {});
      await ChunkReceiver.dropIfEmpty(deps, f.guid, created);
      leave();
      throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
    }
  }

  /** Hashes the chunk's stored start again, read back from storage, so the md5 checked at the end is the whole chunk's. */
  private async rehashStart(offset: number): Promise<void> {
    for (let at = 0; at < this.from; at += REREAD_BYTES) {
      const length = Math.min(REREAD_BYTES, this.from - at);
      const bytes = await this.deps.storage.read(dataKey(this.f.guid), offset + at, length);
      // Gone or short (removed meanwhile): the chunk cannot go on from there.
      if (!bytes || bytes.length !== length) throw refuse(UploadOutcome.chunkOffsetMismatch);
      await this.sink!.prime(bytes);
    }
  }

  /**
   * Records that the chunk is held up to `at` (relative to its start) once the storage has it for good: after
   * the checkpoints before it, never after the chunk was refused or finished.
   */
  private checkpoint(at: number): void {
    const { storage } = this.deps;
    const writer = this.writer;
    const sink = this.sink;
    if (!writer?.stored || !sink || this.expected === null) return;
    // asked now, before any later byte reaches the hash
    const state = storage.chunksReadable ? null : sink.saveState().catch(() => null);
    const stored = writer.stored(this.f.chunk * this.deps.chunkSize + at);
    this.checkpoints = this.checkpoints.then(async () => {
      const [held, saved] = await Promise.all([stored, state]);
      if (!held || this.refusal || this.closed || (!storage.chunksReadable && !saved)) return;
      await recordPartial(storage, this.f.guid, this.f.chunk, {
        offset: at,
        length: this.expected!,
        md5: this.f.md5 ?? null,
        ...(saved ? { state: Buffer.from(saved).toString("base64") } : {}),
        at: now().toISOString(),
      });
    }).catch(() => {});
  }

  /** A set this request opened and that holds nothing is not kept (unless another chunk is arriving for it). */
  private static async dropIfEmpty(deps: TChunkDeps, guid: string, created: boolean): Promise<void> {
    if (created && deps.gate.writers(guid) === 1 && (await hasNoParts(deps.storage, guid).catch(() => false))) {
      await removeSet(deps.storage, guid).catch(() => {});
    }
  }

  /**
   * Takes the next bytes of the part; answers a promise only when it must be waited for. Never fails: a
   * refusal is kept for the answer and the remaining bytes are dropped.
   */
  readonly push = (piece: Buffer): Promise<void> | undefined => {
    if (this.refusal || !this.sink) return undefined;
    try {
      const waiting = this.sink.push(piece);
      // The first bytes decide whether the file can be an mp4 at all: a fake is refused before 2 GB arrive.
      if (!this.headChecked && this.sink.headLength >= 16) {
        this.headChecked = true;
        if (!isMp4Content(this.sink.head.subarray(0, this.sink.headLength))) this.refuse(badRequest(UploadMsg.videoType));
      }
      if (!waiting) return undefined;
      const handled = waiting.catch(this.refuse);
      this.pushing = handled;
      return handled;
    } catch (error) {
      this.refuse(error);
      return undefined;
    }
  };

  private readonly refuse = (error: unknown): void => {
    this.refusal ??= error;
  };

  /** Verifies and records the chunk; answers it, or throws the refusal. Always releases the chunk. */
  async finish(outcome: TMultipartOutcome): Promise<TChunkAnswer> {
    const { storage } = this.deps;
    const { guid, chunk } = this.f;
    try {
      if (!this.sink) {
        await touchSet(storage, guid, now());
        return { chunk, md5: (await readPart(storage, guid, chunk))?.md5 ?? "", success: true };
      }
      try {
        if (this.refusal) throw this.refusal;
        if (outcome.truncated) throw badRequest(UploadMsg.tooLarge(Math.round(this.deps.chunkSize / MB)));
        const sent = await this.sink.finish();
        const length = this.from + sent;
        if (this.expected === null ? length < 1 : length !== this.expected) throw badRequest(UploadMsg.chunkLength);
        if (!this.headChecked && !isMp4Content(this.sink.head.subarray(0, this.sink.headLength))) throw badRequest(UploadMsg.videoType);
        const md5 = await this.sink.digest();
        if (this.f.md5 && this.f.md5 !== md5) throw badRequest(UploadMsg.chunkMd5Mismatch);
        // Stored first (on S3 the part exists only once its upload completes), then recorded as held.
        // (every checkpoint was asked for by then: none can record the chunk as partial after it is whole)
        await this.checkpoints;
        await this.writer?.close();
        await recordPart(storage, guid, chunk, { md5, length, at: now().toISOString() });
        await forgetPartial(storage, guid, chunk);
        await touchSet(storage, guid, now());
        await this.close(true);
        return { chunk, md5, success: true };
      } catch (error) {
        // The whole body came and the chunk is not what it should be: none of it may be continued.
        this.refuse(error);
        await this.checkpoints;
        await forgetPartial(storage, guid, chunk).catch(() => {});
        throw error;
      }
    } catch (error) {
      if (error instanceof SinkOverflow) throw badRequest(UploadMsg.chunkLength);
      throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
    } finally {
      await this.close(false);
    }
  }

  /** Releases the chunk: stops hashing, closes the file, drops an empty new set, lets the next writer in. */
  async close(kept: boolean): Promise<void> {
    if (this.closed) return;
    // A chunk cut off keeps what its checkpoints recorded: the bytes that arrived before the cut are taken in
    // (reaching their points) and the checkpoints finish before the writer lets go.
    await this.pushing;
    await this.checkpoints;
    this.closed = true;
    try {
      if (!kept) await this.sink?.abort();
      await (kept ? this.writer?.close() : this.writer?.abort())?.catch(() => {});
      if (!kept) await ChunkReceiver.dropIfEmpty(this.deps, this.f.guid, this.created);
    } finally {
      this.leave();
    }
  }
}

/** upload: one chunk per request, fields first and the `file` part last (document 1 section 7.2). */
export function registerChunkUpload(app: FastifyInstance, deps: TChunkDeps): void {
  const tooLarge = UploadMsg.tooLarge(Math.round(deps.chunkSize / MB));
  const limits = { maxFileBytes: deps.chunkSize, maxFieldBytes: 1024, maxParts: 16, maxHeaderBytes: 8 * 1024 };

  app.post(c.uploadChunk.path, async (req, reply) => {
    const session = requireSession(req);
    if (refuseOversizedBody(req, reply, deps.chunkSize, tooLarge)) return reply;
    const boundary = multipartBoundary(req.headers["content-type"]);
    if (!boundary) throw badRequest(UploadMsg.noFile);
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let receiver: ChunkReceiver | null = null;
    let opening: Promise<ChunkReceiver | null> | null = null;
    let refusal: unknown = null;
    let sawFile = false;
    try {
      const outcome = await readMultipartStream(req.raw, boundary, limits, {
        field(name, value) {
          if (!sawFile) fields[name] = value;
        },
        async file(name) {
          if (name !== "file" || sawFile) return null;
          sawFile = true;
          opening = ChunkReceiver.begin(deps, session.userId, fields).catch((error: unknown) => {
            refusal = error;
            return null;
          });
          receiver = await opening;
          return receiver ? { write: receiver.push, bytes: receiver.remaining } : null;
        },
      }).catch((error: unknown) => {
        if (error instanceof MultipartError) throw badRequest(UploadMsg.chunkError);
        // The client went away part-way (a reload, a lost network): nothing is kept and nobody reads the answer.
        if (req.raw.destroyed) throw badRequest(UploadMsg.failed);
        throw error;
      });
      if (refusal) throw refusal;
      if (!sawFile || !receiver) throw badRequest(UploadMsg.noFile);
      if (!outcome.complete || outcome.overLimit) throw badRequest(UploadMsg.chunkError);
      return ok([await (receiver as ChunkReceiver).finish(outcome)]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
    } finally {
      // A client that went away while its chunk was opening ends the body before `receiver` is set: the
      // chunk is released once it is open, or it would hold its place in the gate for ever.
      const open = (receiver as ChunkReceiver | null) ?? (await (opening as Promise<ChunkReceiver | null> | null));
      await open?.close(false);
    }
  });
}
