import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { uploadContracts as c, ZChunkFields, type TChunkFields } from "#shared/api/upload.contract.ts";
import { chunkCount, expectedChunkLength } from "#shared/upload/chunking.ts";
import { MB, UploadMsg, VIDEO_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { isMp4Content } from "#shared/upload/file-content.ts";
import { now } from "../../clock.ts";
import { AppError, badRequest, forbidden } from "../../lib/errors.ts";
import { parseBody } from "../../lib/route.ts";
import type { TFileWriter, TStorage } from "../../lib/storage.ts";
import { ownedGuid, claimSet, combinedTargetKey, dataKey, forgetPart, hasNoParts, readCombined, readPart, readSet, recordPart, removeSet, touchSet, type TChunkSet } from "./chunk-store.ts";
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

/**
 * One chunk on its way in: opened when the `file` part begins (the fields before it say which chunk of which
 * set), fed the part's bytes as they arrive (each written once, in place, and hashed by the md5 pool), then
 * finished (length, content and md5 verified before the chunk is recorded as held). A refusal part-way stops
 * the writing, but the body is still read to its end so the client gets the answer, not a reset connection.
 */
class ChunkReceiver {
  private refusal: unknown = null;
  private headChecked: boolean;
  private closed = false;

  private constructor(
    private readonly deps: TChunkDeps,
    private readonly f: TChunkFields,
    /** The chunk's exact length, or null in a set of unknown size (then anything from 1 byte to a full chunk). */
    private readonly expected: number | null,
    private readonly leave: () => void,
    private readonly created: boolean,
    private readonly writer: TFileWriter | null,
    private readonly sink: StreamSink | null,
  ) {
    this.headChecked = f.chunk !== 0;
  }

  static async begin(deps: TChunkDeps, userId: number, raw: Record<string, string>): Promise<ChunkReceiver> {
    const sent = parseBody(ZChunkFields, raw);
    const f = { ...sent, guid: ownedGuid(userId, sent.guid) };
    if (f.size !== undefined && f.chunks !== undefined && f.chunks !== chunkCount(f.size, deps.chunkSize)) throw badRequest(UploadMsg.chunkError);
    const chunks = f.chunks ?? (f.size === undefined ? undefined : chunkCount(f.size, deps.chunkSize));
    // Without hints, an index past the largest video could still not be written: it would place bytes far beyond 2 GB.
    if (f.chunk >= (chunks ?? chunkCount(VIDEO_MAX_BYTES, deps.chunkSize))) throw badRequest(UploadMsg.chunkOutOfRange);
    const leave = await deps.gate.enterWrite(f.guid, f.chunk);
    let created = false;
    let writer: TFileWriter | null = null;
    try {
      const opened = await openSet(deps, userId, f);
      created = opened.created;
      const { size } = opened.set;
      const expected = size === null ? null : expectedChunkLength(f.chunk, size, deps.chunkSize);
      // Already assembled: nothing to replace, the bytes are read and dropped.
      if (await readCombined(deps.storage, f.guid)) return new ChunkReceiver(deps, f, expected, leave, false, null, null);
      // Re-sending replaces: the chunk counts as missing until the new bytes are verified.
      await forgetPart(deps.storage, f.guid, f.chunk);
      // A set of unknown size takes chunks of any length up to a full chunk; combine learns the file's length.
      const into = opened.set.target ?? combinedTargetKey(now());
      const place = { index: f.chunk, offset: f.chunk * deps.chunkSize, length: expected, size, into };
      writer = await deps.storage.openChunk(dataKey(f.guid), place);
      const sink = new StreamSink(writer, f.chunk * deps.chunkSize, expected ?? deps.chunkSize, deps.md5);
      return new ChunkReceiver(deps, f, expected, leave, created, writer, sink);
    } catch (error) {
      await writer?.abort().catch(() => {});
      await ChunkReceiver.dropIfEmpty(deps, f.guid, created);
      leave();
      throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
    }
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
      return waiting?.catch(this.refuse);
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
      if (this.refusal) throw this.refusal;
      if (outcome.truncated) throw badRequest(UploadMsg.tooLarge(Math.round(this.deps.chunkSize / MB)));
      const length = await this.sink.finish();
      if (this.expected === null ? length < 1 : length !== this.expected) throw badRequest(UploadMsg.chunkLength);
      if (!this.headChecked && !isMp4Content(this.sink.head.subarray(0, this.sink.headLength))) throw badRequest(UploadMsg.videoType);
      const md5 = await this.sink.digest();
      if (this.f.md5 && this.f.md5 !== md5) throw badRequest(UploadMsg.chunkMd5Mismatch);
      // Stored first (on S3 the part exists only once its upload completes), then recorded as held.
      await this.writer?.close();
      await recordPart(storage, guid, chunk, { md5, length, at: now().toISOString() });
      await touchSet(storage, guid, now());
      await this.close(true);
      return { chunk, md5, success: true };
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
          return receiver?.push ?? null;
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
