import { t } from "@lingui/core/macro";
import { fromCallback, fromPromise } from "xstate";
import { expectedChunkLength, uploadGuidSeed } from "#shared/upload/chunking.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import type { TUploadState } from "#shared/offline/local-db-schema.ts";
import { HashReadError } from "./hasher.ts";
import { md5OfText } from "./md5-blob.ts";
import type { TUploadedFile } from "./transport.ts";
import { isQuotaError, UploadError } from "./upload-error.ts";
import { chunkBlob, quietly, type Lane, type UploadContext, type UploadEvent } from "./upload.types.ts";

/** The upload machine's actors: every read of the file, request to the server and write to the ledger. */

const notSameFile = () => t`所选文件与未完成的上传不是同一文件，请重新选择`;

/** Prepares a chunked upload: md5 of the first chunk, the guid it gives, the ledger row. */
export const prepare = fromPromise<
  { guid: string; firstMd5: string; ledgerOn: boolean; warning: string | null },
  { context: UploadContext }
>(async ({ input: { context }, signal }) => {
  const { file, deps, chunkSize } = context;
  deps.persist();
  let firstMd5: string;
  try {
    firstMd5 = await deps.hasher.md5(chunkBlob(context, 0), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new UploadError("local", UploadMsg.chunkError);
  }
  const guid = md5OfText(uploadGuidSeed(file.size, firstMd5, chunkSize));
  if (context.resumeGuid && context.resumeGuid !== guid) throw new UploadError("local", notSameFile());
  if (!deps.ledger) return { guid, firstMd5, ledgerOn: false, warning: null };
  try {
    await deps.ledger.open({
      guid,
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
      type: file.type,
      chunkSize,
      chunkCount: context.chunks.length,
      firstMd5,
      owner: context.owner,
      userKey: context.userKey,
    });
    return { guid, firstMd5, ledgerOn: true, warning: null };
  } catch (error) {
    // the upload itself needs no local space; only resuming after a reload is lost
    const warning = isQuotaError(error)
      ? t`浏览器存储空间不足：上传会继续，但刷新页面后无法续传`
      : t`无法记录上传进度：上传会继续，但刷新页面后无法续传`;
    return { guid, firstMd5, ledgerOn: false, warning };
  }
});

export interface ChunkJob {
  context: UploadContext;
  index: number;
  lane: Lane;
}

export const jobFor = (context: UploadContext, lane: Lane): ChunkJob => ({ context, index: context.lanes[lane].chunk ?? 0, lane });

export const hashChunk = fromPromise<string, ChunkJob>(async ({ input: { context, index }, signal }) => {
  let md5: string;
  try {
    md5 = await context.deps.hasher.md5(chunkBlob(context, index), signal);
  } catch (error) {
    if (signal.aborted || !(error instanceof HashReadError)) throw error;
    throw new UploadError("local", UploadMsg.chunkError);
  }
  if (context.ledgerOn && context.guid) await quietly(context.deps.ledger?.markHashed(context.guid, index, md5));
  return md5;
});

/**
 * Asks the server what it holds of a chunk: check_chunk_md5 (the spec's call) first; when the chunk is not held
 * whole, chunk_offset, so a chunk cut off part-way is continued from there instead of sent again (issue 13).
 */
export const checkChunk = fromPromise<{ sent: boolean; held: number }, ChunkJob>(async ({ input: { context, index }, signal }) => {
  const md5 = context.chunks[index]?.md5 ?? "";
  const guid = context.guid ?? "";
  const chunkSize = expectedChunkLength(index, context.file.size, context.chunkSize);
  const whole = await context.deps.transport.check({ guid, chunk: index, chunkSize, md5 }, signal);
  const held = whole ? chunkSize : await context.deps.transport.offset({ guid, chunk: index, chunkSize, md5 }, signal);
  const sent = held === chunkSize;
  if (sent && context.ledgerOn) await quietly(context.deps.ledger?.markSent(guid, index, md5));
  return { sent, held: sent ? chunkSize : held };
});

export const putChunk = fromCallback<UploadEvent, ChunkJob>(({ input: { context, index, lane }, sendBack }) => {
  const controller = new AbortController();
  const md5 = context.chunks[index]?.md5 ?? "";
  const guid = context.guid ?? "";
  // the server's held start is not sent again: the request carries the rest, from that offset
  const offset = context.chunks[index]?.held ?? 0;
  context.deps.transport
    .put(
      {
        guid,
        chunk: index,
        chunks: context.chunks.length,
        size: context.file.size,
        md5,
        blob: offset > 0 ? chunkBlob(context, index).slice(offset) : chunkBlob(context, index),
        fileName: context.file.name,
        offset,
      },
      { signal: controller.signal, onProgress: (loaded) => sendBack({ type: "chunk.progress", lane, loaded }) },
    )
    .then(async () => {
      if (context.ledgerOn) await quietly(context.deps.ledger?.markSent(guid, index, md5));
      if (!controller.signal.aborted) sendBack({ type: "chunk.put", lane });
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: "chunk.failed", lane, error });
    });
  return () => controller.abort();
});

export const sendWhole = fromCallback<UploadEvent, { context: UploadContext }>(({ input: { context }, sendBack }) => {
  const controller = new AbortController();
  context.deps.transport
    .single(context.endpoint, context.file, context.file.name, {
      signal: controller.signal,
      onProgress: (loaded) => sendBack({ type: "whole.progress", loaded }),
    })
    .then((result) => {
      if (!controller.signal.aborted) sendBack({ type: "whole.done", result });
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: "whole.failed", error });
    });
  return () => controller.abort();
});

export const combine = fromPromise<TUploadedFile, { context: UploadContext }>(async ({ input: { context }, signal }) => {
  const guid = context.guid ?? "";
  const result = await context.deps.transport.combine({ guid, fileName: context.file.name }, signal);
  // the file is on the server: nothing left to resume
  if (context.ledgerOn) await quietly(context.deps.ledger?.forget(guid));
  return result;
});

export const saveState = fromPromise<void, { context: UploadContext; state: TUploadState }>(async ({ input: { context, state } }) => {
  if (context.ledgerOn && context.guid) await quietly(context.deps.ledger?.setState(context.guid, state, context.message));
});

export const forget = fromPromise<void, { context: UploadContext }>(async ({ input: { context } }) => {
  if (context.ledgerOn && context.guid) await quietly(context.deps.ledger?.forget(context.guid));
});

/** Tells the machine when the browser goes offline and comes back. */
export const connectivity = fromCallback<UploadEvent>(({ sendBack }) => {
  const online = () => sendBack({ type: "upload.online" });
  const offline = () => sendBack({ type: "upload.offline" });
  window.addEventListener("online", online);
  window.addEventListener("offline", offline);
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", offline);
  };
});
