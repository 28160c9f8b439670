import { assign, raise, setup } from "xstate";
import { CHUNK_SIZE_BYTES, CHUNK_THRESHOLD_BYTES, chunkCount } from "#shared/upload/chunking.ts";
import { UploadMsg, UploadOutcome } from "#shared/upload/upload-limits.ts";
import { backoffDelay, MAX_ATTEMPTS } from "./backoff.ts";
import type { TUploadedFile } from "./transport.ts";
import { errorMessage, isRetryable, UploadError } from "./upload-error.ts";
import { checkChunk, combine, connectivity, forget, hashChunk, jobFor, prepare, putChunk, saveState, sendWhole } from "./upload.actors.ts";
import {
  freshLane,
  keepShown,
  laneChunk,
  updateChunk,
  updateLane,
  type Lane,
  type LaneState,
  type UploadContext,
  type UploadEvent,
  type UploadInput,
} from "./upload.types.ts";

// `attempt` counts the retries so far: MAX_ATTEMPTS tries in all
const canRetry = (context: UploadContext, error: unknown, attempt: number) =>
  isRetryable(error) && attempt + 1 < MAX_ATTEMPTS && context.deps.isOnline();
const waitsForNetwork = (context: UploadContext, error: unknown) => isRetryable(error) && !context.deps.isOnline();

/**
 * One upload, small or large (document 1 section 4.3; issue 7). A file up to 100 MB goes in one request
 * (`sending.whole`). A larger one is hashed chunk by chunk: the first chunk's md5 names the upload (guid) and
 * opens its ledger (`hashing`); then two lanes each take the next chunk the server may lack and run it through
 * `hashing` → `checking` (check_chunk_md5) → `sending` (upload), so sending starts after the first 100 MB is
 * hashed and only chunks the server lacks are sent; then `combining`. Network errors, 5xx and 429 are retried
 * with capped back-off while online; going offline pauses and coming back resumes; any other refusal fails
 * with the server's message. Progress stays at 99 until the combine answers.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: { prepare, hashChunk, checkChunk, putChunk, sendWhole, combine, saveState, forget, connectivity },
  guards: {
    isChunked: ({ context }) => context.chunked,
    needsPrepare: ({ context }) => context.chunked && context.guid === null,
    allSent: ({ context }) => context.chunked && context.chunks.every((c) => c.sent),
    offlineNow: ({ context }) => !context.deps.isOnline(),
    pausedByOffline: ({ context }) => context.pausedBy === "offline",
    forLane: ({ event }, params: { lane: Lane }) => "lane" in event && event.lane === params.lane,
    hasWork: ({ context }, params: { lane: Lane }) => {
      const other = context.lanes[params.lane === 0 ? 1 : 0].chunk;
      return context.chunks.some((c, i) => !c.sent && i !== other);
    },
    laneNeedsHash: ({ context }, params: { lane: Lane }) => laneChunk(context, params.lane)?.md5 === null,
    laneNeedsCheck: ({ context }, params: { lane: Lane }) => laneChunk(context, params.lane)?.checked === false,
    laneNeedsPut: ({ context }, params: { lane: Lane }) => laneChunk(context, params.lane)?.sent === false,
    laneWaitsForNetwork: ({ context }, params: { lane: Lane }) => waitsForNetwork(context, context.lanes[params.lane].error),
    laneCanRetry: ({ context }, params: { lane: Lane }) => {
      const lane = context.lanes[params.lane];
      return canRetry(context, lane.error, lane.attempt);
    },
    laneMd5Mismatch: ({ context }, params: { lane: Lane }) => {
      const error = context.lanes[params.lane].error;
      return error instanceof UploadError && error.outcome === UploadOutcome.chunkMd5Mismatch.code && laneChunk(context, params.lane)?.rehashed === false;
    },
    // the server holds another part of the chunk than the lane thought (a checkpoint landed after it asked):
    // ask again and go on from there, within the lane's attempts
    laneOffsetStale: ({ context }, params: { lane: Lane }) => {
      const lane = context.lanes[params.lane];
      return lane.error instanceof UploadError && lane.error.outcome === UploadOutcome.chunkOffsetMismatch.code && lane.attempt + 1 < MAX_ATTEMPTS;
    },
    stepWaitsForNetwork: ({ context }) => waitsForNetwork(context, context.step.error),
    stepCanRetry: ({ context }) => canRetry(context, context.step.error, context.step.attempt),
    chunksWentMissing: ({ context }) =>
      !context.rechecked && context.step.error instanceof UploadError && context.step.error.outcome === UploadOutcome.chunkMissing.code,
  },
  actions: {
    claim: assign(({ context }, params: { lane: Lane }) => {
      const other = context.lanes[params.lane === 0 ? 1 : 0].chunk;
      const next = context.chunks.findIndex((c, i) => !c.sent && i !== other);
      // both lanes may pick in the same step; the second then finds nothing left and drains
      return { lanes: updateLane(context, params.lane, { chunk: next >= 0 ? next : null, attempt: 0, error: null }) };
    }),
    release: assign(({ context }, params: { lane: Lane }) => ({ lanes: updateLane(context, params.lane, { chunk: null }) })),
    recordMd5: assign(({ context }, params: { lane: Lane; md5: string }) => ({
      chunks: updateChunk(context, context.lanes[params.lane].chunk, { md5: params.md5 }),
    })),
    recordCheck: assign(({ context }, params: { lane: Lane; sent: boolean; held: number }) => ({
      ...keepShown(context),
      chunks: updateChunk(context, context.lanes[params.lane].chunk, { checked: true, sent: params.sent, held: params.held }),
      // the attempts go on counting: a chunk is checked again before every resend, and its back-off must grow
      lanes: updateLane(context, params.lane, { error: null }),
    })),
    recordPut: assign(({ context }, params: { lane: Lane }) => {
      const inflight: [number, number] = [...context.inflight];
      inflight[params.lane] = 0;
      return { ...keepShown(context), chunks: updateChunk(context, context.lanes[params.lane].chunk, { sent: true }), inflight };
    }),
    laneProgress: assign(({ context, event }, params: { lane: Lane }) => {
      if (event.type !== "chunk.progress") return {};
      const inflight: [number, number] = [...context.inflight];
      inflight[params.lane] = event.loaded;
      return { inflight };
    }),
    noteLaneError: assign(({ context }, params: { lane: Lane; error: unknown }) => {
      const inflight: [number, number] = [...context.inflight];
      inflight[params.lane] = 0;
      return {
        ...keepShown(context),
        lanes: updateLane(context, params.lane, { error: params.error }),
        // the server may hold more of the chunk now (up to its last checkpoint): asked again before resending
        chunks: updateChunk(context, context.lanes[params.lane].chunk, { checked: false }),
        inflight,
      };
    }),
    recheckLaneChunk: assign(({ context }, params: { lane: Lane }) => ({
      chunks: updateChunk(context, context.lanes[params.lane].chunk, { checked: false }),
      lanes: updateLane(context, params.lane, { error: null, attempt: context.lanes[params.lane].attempt + 1 }),
    })),
    bumpLane: assign(({ context }, params: { lane: Lane }) => ({
      lanes: updateLane(context, params.lane, { attempt: context.lanes[params.lane].attempt + 1 }),
    })),
    rehashLaneChunk: assign(({ context }, params: { lane: Lane }) => ({
      chunks: updateChunk(context, context.lanes[params.lane].chunk, { md5: null, checked: false, rehashed: true, held: 0 }),
      lanes: updateLane(context, params.lane, { error: null }),
    })),
    raiseLaneFatal: raise(({ context }, params: { lane: Lane }) => ({
      type: "upload.fatal" as const,
      message: errorMessage(context.lanes[params.lane].error, UploadMsg.failed),
    })),
    raiseOffline: raise({ type: "upload.offline" as const }),
    raiseStepFatal: raise(({ context }) => ({ type: "upload.fatal" as const, message: errorMessage(context.step.error, UploadMsg.failed) })),
    noteStepError: assign(({ context }, params: { error: unknown }) => ({ ...keepShown(context), step: { ...context.step, error: params.error }, inflight: [0, 0] as [number, number] })),
    bumpStep: assign(({ context }) => ({ step: { ...context.step, attempt: context.step.attempt + 1 } })),
    wholeProgress: assign(({ event }) => (event.type === "whole.progress" ? { inflight: [event.loaded, 0] as [number, number] } : {})),
    setResult: assign((_, params: { result: TUploadedFile }) => ({ result: params.result, inflight: [0, 0] as [number, number], message: null })),
    setFatal: assign(({ event }) => (event.type === "upload.fatal" ? { message: event.message } : {})),
    failFromStep: assign(({ context }) => ({ message: errorMessage(context.step.error, UploadMsg.failed) })),
    failFromPrepare: assign((_, params: { error: unknown }) => ({ message: errorMessage(params.error, UploadMsg.chunkError) })),
    leaveTransfer: assign(({ context }) => ({
      ...keepShown(context),
      lanes: [{ ...context.lanes[0], chunk: null }, { ...context.lanes[1], chunk: null }] as [LaneState, LaneState],
      inflight: [0, 0] as [number, number],
    })),
    pauseBy: assign((_, params: { by: "user" | "offline" }) => ({ pausedBy: params.by })),
    clearForRetry: assign(({ context }) => ({
      pausedBy: null,
      message: null,
      lanes: [freshLane(), freshLane()] as [LaneState, LaneState],
      step: { attempt: 0, error: null },
      // what the server holds of each unsent chunk is asked again: it kept what arrived before the pause
      chunks: context.chunks.map((c) => (c.sent ? c : { ...c, checked: false })),
    })),
    forgetChecks: assign(({ context }) => ({
      ...keepShown(context),
      rechecked: true,
      step: { attempt: 0, error: null },
      chunks: context.chunks.map((c) => ({ ...c, checked: false, sent: false, held: 0 })),
    })),
  },
  delays: {
    lane0Backoff: ({ context }) => backoffDelay(context.lanes[0].attempt, context.deps.random),
    lane1Backoff: ({ context }) => backoffDelay(context.lanes[1].attempt, context.deps.random),
    stepBackoff: ({ context }) => backoffDelay(context.step.attempt, context.deps.random),
  },
}).createMachine({
  id: "upload",
  context: ({ input }) => {
    const chunkSize = input.chunkSize ?? CHUNK_SIZE_BYTES;
    const chunked = input.file.size > (input.threshold ?? CHUNK_THRESHOLD_BYTES);
    const count = chunked ? chunkCount(input.file.size, chunkSize) : 0;
    return {
      file: input.file,
      owner: input.owner,
      userKey: input.userKey,
      endpoint: input.endpoint,
      deps: input.deps,
      chunkSize,
      chunked,
      resumeGuid: input.resumeGuid ?? null,
      guid: null,
      ledgerOn: false,
      chunks: Array.from({ length: count }, () => ({ md5: null, checked: false, sent: false, rehashed: false, held: 0 })),
      lanes: [freshLane(), freshLane()],
      inflight: [0, 0],
      step: { attempt: 0, error: null },
      rechecked: false,
      pausedBy: null,
      shown: 0,
      message: null,
      warning: null,
      result: null,
    };
  },
  invoke: { src: "connectivity" },
  initial: "resuming",
  states: {
    resuming: {
      always: [
        { guard: "offlineNow", target: "paused", actions: { type: "pauseBy", params: { by: "offline" } } },
        { guard: "needsPrepare", target: "hashing" },
        { guard: "allSent", target: "combining" },
        { target: "sending" },
      ],
    },
    hashing: {
      on: {
        "upload.pause": { target: "paused", actions: { type: "pauseBy", params: { by: "user" } } },
        "upload.cancel": "cancelling",
      },
      invoke: {
        src: "prepare",
        input: ({ context }) => ({ context }),
        onDone: {
          target: "resuming",
          actions: assign(({ context, event }) => ({
            guid: event.output.guid,
            ledgerOn: event.output.ledgerOn,
            warning: event.output.warning,
            chunks: context.chunks.map((c, i) => (i === 0 ? { ...c, md5: event.output.firstMd5 } : c)),
          })),
        },
        onError: { target: "failed", actions: { type: "failFromPrepare", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sending: {
      initial: "route",
      exit: "leaveTransfer",
      on: {
        "upload.pause": { target: "paused", actions: { type: "pauseBy", params: { by: "user" } } },
        "upload.offline": { target: "paused", actions: { type: "pauseBy", params: { by: "offline" } } },
        "upload.cancel": "cancelling",
        "upload.fatal": { target: "failed", actions: "setFatal" },
      },
      states: {
        route: { always: [{ guard: "isChunked", target: "chunks" }, { target: "whole" }] },
        whole: {
          initial: "posting",
          states: {
            posting: {
              invoke: { src: "sendWhole", input: ({ context }) => ({ context }) },
              on: {
                "whole.progress": { actions: "wholeProgress" },
                "whole.done": { target: "#upload.done", actions: { type: "setResult", params: ({ event }) => ({ result: event.result }) } },
                "whole.failed": { target: "stalled", actions: { type: "noteStepError", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            stalled: {
              always: [
                { guard: "stepWaitsForNetwork", target: "backoff", actions: "raiseOffline" },
                { guard: "stepCanRetry", target: "backoff", actions: "bumpStep" },
                { target: "halted", actions: "raiseStepFatal" },
              ],
            },
            backoff: { after: { stepBackoff: "posting" } },
            halted: {},
          },
        },
        chunks: {
          type: "parallel",
          onDone: "#upload.combining",
          states: { lane0: laneStates(0), lane1: laneStates(1) },
        },
      },
    },
    combining: {
      initial: "posting",
      on: {
        "upload.pause": { target: "paused", actions: { type: "pauseBy", params: { by: "user" } } },
        "upload.offline": { target: "paused", actions: { type: "pauseBy", params: { by: "offline" } } },
        "upload.cancel": "cancelling",
      },
      states: {
        posting: {
          invoke: {
            src: "combine",
            input: ({ context }) => ({ context }),
            onDone: { target: "#upload.done", actions: { type: "setResult", params: ({ event }) => ({ result: event.output }) } },
            onError: { target: "stalled", actions: { type: "noteStepError", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        stalled: {
          always: [
            { guard: "stepWaitsForNetwork", target: "backoff", actions: "raiseOffline" },
            { guard: "stepCanRetry", target: "backoff", actions: "bumpStep" },
            // the server lost chunks it had confirmed (cleaned up meanwhile): ask again for each, once
            { guard: "chunksWentMissing", target: "#upload.sending", actions: "forgetChecks" },
            { target: "#upload.failed", actions: "failFromStep" },
          ],
        },
        backoff: { after: { stepBackoff: "posting" } },
      },
    },
    paused: {
      invoke: { src: "saveState", input: ({ context }) => ({ context, state: "paused" as const }) },
      on: {
        "upload.resume": { target: "resuming", actions: "clearForRetry" },
        "upload.online": { guard: "pausedByOffline", target: "resuming", actions: "clearForRetry" },
        "upload.cancel": "cancelling",
      },
    },
    failed: {
      invoke: { src: "saveState", input: ({ context }) => ({ context, state: "failed" as const }) },
      on: {
        "upload.retry": { target: "resuming", actions: "clearForRetry" },
        "upload.cancel": "cancelling",
      },
    },
    cancelling: {
      invoke: { src: "forget", input: ({ context }) => ({ context }), onDone: "cancelled", onError: "cancelled" },
    },
    cancelled: { type: "final" },
    done: { type: "final" },
  },
});

/** One lane of the chunk pipeline: take the next chunk the server may lack, hash it, check it, send it. */
function laneStates(lane: Lane) {
  const backoffDelayName = lane === 0 ? "lane0Backoff" : "lane1Backoff";
  return {
    initial: "pick",
    states: {
      pick: {
        always: [
          { guard: { type: "hasWork", params: { lane } }, target: "work", actions: { type: "claim", params: { lane } } },
          { target: "drained" },
        ],
      },
      work: {
        always: [
          { guard: { type: "laneNeedsHash", params: { lane } }, target: "hashing" },
          { guard: { type: "laneNeedsCheck", params: { lane } }, target: "checking" },
          { guard: { type: "laneNeedsPut", params: { lane } }, target: "sending" },
          { target: "pick", actions: { type: "release", params: { lane } } },
        ],
      },
      hashing: {
        invoke: {
          src: "hashChunk",
          input: ({ context }: { context: UploadContext }) => jobFor(context, lane),
          onDone: { target: "work", actions: { type: "recordMd5", params: ({ event }: { event: { output: string } }) => ({ lane, md5: event.output }) } },
          onError: { target: "stalled", actions: { type: "noteLaneError", params: ({ event }: { event: { error: unknown } }) => ({ lane, error: event.error }) } },
        },
      },
      checking: {
        invoke: {
          src: "checkChunk",
          input: ({ context }: { context: UploadContext }) => jobFor(context, lane),
          onDone: {
            target: "work",
            actions: { type: "recordCheck", params: ({ event }: { event: { output: { sent: boolean; held: number } } }) => ({ lane, ...event.output }) },
          },
          onError: { target: "stalled", actions: { type: "noteLaneError", params: ({ event }: { event: { error: unknown } }) => ({ lane, error: event.error }) } },
        },
      },
      sending: {
        invoke: { src: "putChunk", input: ({ context }: { context: UploadContext }) => jobFor(context, lane) },
        on: {
          "chunk.progress": { guard: { type: "forLane", params: { lane } }, actions: { type: "laneProgress", params: { lane } } },
          "chunk.put": { guard: { type: "forLane", params: { lane } }, target: "pick", actions: [{ type: "recordPut", params: { lane } }, { type: "release", params: { lane } }] },
          "chunk.failed": {
            guard: { type: "forLane", params: { lane } },
            target: "stalled",
            actions: { type: "noteLaneError", params: ({ event }: { event: UploadEvent }) => ({ lane, error: event.type === "chunk.failed" ? event.error : null }) },
          },
        },
      },
      stalled: {
        always: [
          { guard: { type: "laneWaitsForNetwork", params: { lane } }, target: "backoff", actions: "raiseOffline" },
          { guard: { type: "laneCanRetry", params: { lane } }, target: "backoff", actions: { type: "bumpLane", params: { lane } } },
          { guard: { type: "laneMd5Mismatch", params: { lane } }, target: "work", actions: { type: "rehashLaneChunk", params: { lane } } },
          { guard: { type: "laneOffsetStale", params: { lane } }, target: "work", actions: { type: "recheckLaneChunk", params: { lane } } },
          { target: "halted", actions: { type: "raiseLaneFatal", params: { lane } } },
        ],
      },
      backoff: { after: { [backoffDelayName]: "work" } },
      halted: {},
      drained: { type: "final" },
    },
  } as const;
}

