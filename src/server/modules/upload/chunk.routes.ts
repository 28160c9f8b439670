import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { uploadContracts as c } from "#shared/api/upload.contract.ts";
import { chunkCount, expectedChunkLength } from "#shared/upload/chunking.ts";
import { UploadMsg, VIDEO_MAX_BYTES, VIDEO_NAME_MAX, isMp4Name } from "#shared/upload/upload-limits.ts";
import { isMp4Content } from "#shared/upload/file-content.ts";
import { now } from "../../clock.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { ownedGuid, combinedTargetKey, completeChunks, dataKey, readCombined, readPart, readPartial, readSet, recordCombined, removeSet, touchSet } from "./chunk-store.ts";
import { registerChunkUpload, type TChunkDeps } from "./chunk-receiver.ts";
import { isDiskFull } from "./multipart-reader.ts";

export type { TChunkDeps } from "./chunk-receiver.ts";

/** check_chunk_md5, upload (one chunk) and combine_block: the chunk protocol of document 1 section 7.2. */
export function registerChunkRoutes(app: FastifyInstance, deps: TChunkDeps): void {
  const { storage, gate } = deps;

  registerRoute(app, c.checkChunk, async ({ session, body }) => {
    const guid = ownedGuid(session.userId, body.guid);
    const set = await readSet(storage, guid);
    if (!set) return ok([{ success: false }]);
    if (set.userId !== session.userId) throw forbidden();
    await touchSet(storage, guid, now());
    if (set.chunks !== null && body.chunk >= set.chunks) return ok([{ success: false }]);
    const part = await readPart(storage, guid, body.chunk);
    const held =
      part !== null &&
      part.length === body.chunkSize &&
      (set.size === null || part.length === expectedChunkLength(body.chunk, set.size, set.chunkSize)) &&
      (!body.md5 || body.md5 === part.md5);
    return ok([{ success: held }]);
  });

  // How much of one chunk is held, in the manner of tus's HEAD (issue 13): the whole chunk's length when it is
  // held intact, the offset recorded for a chunk cut off part-way, else 0. A chunk of another length or md5 than
  // the one being asked about counts as nothing held.
  registerRoute(app, c.chunkOffset, async ({ session, body }) => {
    const guid = ownedGuid(session.userId, body.guid);
    const set = await readSet(storage, guid);
    if (!set) return ok([{ offset: 0 }]);
    if (set.userId !== session.userId) throw forbidden();
    await touchSet(storage, guid, now());
    if (set.chunks !== null && body.chunk >= set.chunks) return ok([{ offset: 0 }]);
    if (set.size !== null && body.chunkSize !== expectedChunkLength(body.chunk, set.size, set.chunkSize)) return ok([{ offset: 0 }]);
    const part = await readPart(storage, guid, body.chunk);
    if (part !== null && part.length === body.chunkSize && (!body.md5 || body.md5 === part.md5)) return ok([{ offset: part.length }]);
    const partial = await readPartial(storage, guid, body.chunk);
    const usable = partial !== null && partial.length === body.chunkSize && (partial.md5 ?? undefined) === body.md5 && partial.offset < partial.length;
    return ok([{ offset: usable ? partial.offset : 0 }]);
  });

  registerChunkUpload(app, deps);

  registerRoute(app, c.combineBlock, async ({ session, body }) => {
    if (!isMp4Name(body.fileName)) throw badRequest(UploadMsg.videoType);
    if (body.fileName.length > VIDEO_NAME_MAX) throw badRequest(UploadMsg.videoNameTooLong);
    const guid = ownedGuid(session.userId, body.guid);
    const leave = await gate.enterCombine(guid);
    try {
      const set = await readSet(storage, guid);
      if (!set) throw badRequest(UploadMsg.uploadNotFound);
      if (set.userId !== session.userId) throw forbidden();
      await touchSet(storage, guid, now());
      const done = await readCombined(storage, guid);
      if (done) {
        // Finish a combine that stopped between its ledger entry and the join.
        // Every chunk was held at the time, all but the last full: the recorded size gives the count.
        const whole = { chunks: chunkCount(done.fileSize, set.chunkSize), size: done.fileSize };
        if (!(await storage.stat(done.key))) await storage.joinChunks(dataKey(guid), done.key, whole).catch(() => {});
        if (!(await storage.stat(done.key))) throw badRequest(UploadMsg.uploadNotFound);
        return ok([{ filePath: done.filePath, fileName: done.fileName, fileSize: done.fileSize }]);
      }
      const whole = await completeChunks(storage, guid, set);
      if (!whole) throw badRequest(UploadMsg.chunkMissing);
      if (whole.size > VIDEO_MAX_BYTES) throw badRequest(UploadMsg.videoOver2g);
      const key = set.target ?? combinedTargetKey(now());
      const result = { filePath: `/files/${key}`, fileName: body.fileName, fileSize: whole.size };
      await recordCombined(storage, guid, { ...result, key, at: now().toISOString() });
      await storage.joinChunks(dataKey(guid), key, whole);
      // The first chunk was checked as it arrived; the joined file is checked again before it is answered.
      const joined = await storage.stat(key);
      const head = await storage.read(key, 0, 64);
      if (!joined || joined.size !== whole.size || !head || !isMp4Content(head)) {
        // Not the video the chunks promised: nothing of it is kept.
        await storage.remove(key);
        await removeSet(storage, guid);
        throw badRequest(joined?.size === whole.size ? UploadMsg.videoType : UploadMsg.chunkMissing);
      }
      return ok([result]);
    } catch (error) {
      throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
    } finally {
      leave();
    }
  });
}
