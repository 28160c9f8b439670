import type { TSingleEndpoint, TUploadedFile, UploadTransport } from "./transport.ts";
import type { Hasher } from "./hasher.ts";
import type { UploadLedger } from "./ledger.ts";
import { chunkRange, expectedChunkLength } from "#shared/upload/chunking.ts";
import { shownPercent, uploadPercent } from "#shared/upload/progress.ts";

/** The context, input, events and small helpers of the upload machine (upload.machine.ts). */

export interface UploadDeps {
  transport: UploadTransport;
  hasher: Hasher;
  /** null when the browser database is unavailable: the upload still runs, it just cannot resume after a reload */
  ledger: UploadLedger | null;
  isOnline: () => boolean;
  random: () => number;
  /** asks the browser to keep this site's storage (the ledger) under storage pressure */
  persist: () => void;
}

export interface UploadInput {
  file: File;
  /** the widget the upload belongs to, for the list of unfinished uploads */
  owner: string;
  userKey: string;
  /** the single-request call for a small file */
  endpoint: TSingleEndpoint;
  /** resuming an unfinished upload: its guid, which the re-selected file must produce */
  resumeGuid?: string | null;
  deps: UploadDeps;
  /** tests only: the protocol's sizes are fixed (document 1 section 9) */
  chunkSize?: number;
  threshold?: number;
}

export interface ChunkState {
  md5: string | null;
  /** asked check_chunk_md5 in this session */
  checked: boolean;
  /** the server holds it intact */
  sent: boolean;
  /** re-hashed after the server reported an md5 mismatch */
  rehashed: boolean;
  /** bytes of the chunk's start the server holds (chunk_offset, asked before each send): sending goes on from there */
  held: number;
}

export interface LaneState {
  chunk: number | null;
  attempt: number;
  error: unknown;
}

export interface UploadContext {
  file: File;
  owner: string;
  userKey: string;
  endpoint: TSingleEndpoint;
  deps: UploadDeps;
  chunkSize: number;
  chunked: boolean;
  resumeGuid: string | null;
  guid: string | null;
  ledgerOn: boolean;
  chunks: ChunkState[];
  lanes: [LaneState, LaneState];
  /** bytes of the current request body sent per lane (lane 0 also carries the single request) */
  inflight: [number, number];
  /** attempts and last error of the single request or the combine */
  step: { attempt: number; error: unknown };
  /** set once a combine found chunks missing and every chunk was checked again */
  rechecked: boolean;
  pausedBy: "user" | "offline" | null;
  /** the percentage shown so far: the bar never goes back (shared/upload/progress.ts) */
  shown: number;
  message: string | null;
  warning: string | null;
  result: TUploadedFile | null;
}

export type UploadEvent =
  | { type: "upload.pause" }
  | { type: "upload.resume" }
  | { type: "upload.cancel" }
  | { type: "upload.retry" }
  | { type: "upload.online" }
  | { type: "upload.offline" }
  | { type: "upload.fatal"; message: string }
  | { type: "chunk.progress"; lane: number; loaded: number }
  | { type: "chunk.put"; lane: number }
  | { type: "chunk.failed"; lane: number; error: unknown }
  | { type: "whole.progress"; loaded: number }
  | { type: "whole.done"; result: TUploadedFile }
  | { type: "whole.failed"; error: unknown };

export type Lane = 0 | 1;

export const freshLane = (): LaneState => ({ chunk: null, attempt: 0, error: null });

export function chunkBlob(context: UploadContext, index: number): Blob {
  const { start, end } = chunkRange(index, context.file.size, context.chunkSize);
  return context.file.slice(start, end);
}

export function laneChunk(context: UploadContext, lane: Lane): ChunkState | undefined {
  const index = context.lanes[lane].chunk;
  return index === null ? undefined : context.chunks[index];
}

export function updateChunk(context: UploadContext, index: number | null, patch: Partial<ChunkState>): ChunkState[] {
  return context.chunks.map((c, i) => (i === index ? { ...c, ...patch } : c));
}

export function updateLane(context: UploadContext, lane: Lane, patch: Partial<LaneState>): [LaneState, LaneState] {
  const lanes: [LaneState, LaneState] = [...context.lanes];
  lanes[lane] = { ...lanes[lane], ...patch };
  return lanes;
}

/** Ledger writes are best effort: a failed one must not fail the upload (it only costs resuming). */
export const quietly = (work: Promise<unknown> | undefined) => work?.catch(() => undefined);

/** Bytes the server holds (whole chunks and the held start of others) plus bytes of requests in flight. */
export function bytesDone(context: Pick<UploadContext, "chunks" | "file" | "chunkSize" | "inflight">): number {
  const held = context.chunks.reduce((sum, c, i) => sum + (c.sent ? expectedChunkLength(i, context.file.size, context.chunkSize) : c.held), 0);
  return held + context.inflight[0] + context.inflight[1];
}

/** The percentage to keep as shown before a step that may lower the bytes known (a cut, a fresh offset). */
export function keepShown(context: Pick<UploadContext, "chunks" | "file" | "chunkSize" | "inflight" | "shown">): { shown: number } {
  return { shown: shownPercent(context.shown, uploadPercent(bytesDone(context), context.file.size, false)) };
}
