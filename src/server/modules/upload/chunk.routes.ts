import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { uploadContracts as c } from "#shared/api/upload.contract.ts";
import { expectedChunkLength } from "#shared/upload/chunking.ts";
import { UploadMsg, VIDEO_NAME_MAX, isMp4Name } from "#shared/upload/upload-limits.ts";
import { isMp4Content } from "#shared/upload/file-content.ts";
import { now } from "../../clock.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { ownedGuid, combinedTargetKey, dataKey, firstMissingChunk, readCombined, readPart, readSet, recordCombined, removeSet, touchSet } from "./chunk-store.ts";
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
    if (body.chunk >= set.chunks) return ok([{ success: false }]);
    const part = await readPart(storage, guid, body.chunk);
    const held =
      part !== null &&
      part.length === body.chunkSize &&
      part.length === expectedChunkLength(body.chunk, set.size, set.chunkSize) &&
      (!body.md5 || body.md5 === part.md5);
    return ok([{ success: held }]);
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
        if (!(await storage.stat(done.key))) await storage.joinChunks(dataKey(guid), done.key, set.chunks).catch(() => {});
        if (!(await storage.stat(done.key))) throw badRequest(UploadMsg.uploadNotFound);
        return ok([{ filePath: done.filePath, fileName: done.fileName, fileSize: done.fileSize }]);
      }
      if ((await firstMissingChunk(storage, guid, set)) >= 0) throw badRequest(UploadMsg.chunkMissing);
      const key = set.target ?? combinedTargetKey(now());
      const result = { filePath: `/files/${key}`, fileName: body.fileName, fileSize: set.size };
      await recordCombined(storage, guid, { ...result, key, at: now().toISOString() });
      await storage.joinChunks(dataKey(guid), key, set.chunks);
      // The first chunk was checked as it arrived; the joined file is checked again before it is answered.
      const joined = await storage.stat(key);
      const head = await storage.read(key, 0, 64);
      if (!joined || joined.size !== set.size || !head || !isMp4Content(head)) {
        // Not the video the chunks promised: nothing of it is kept.
        await storage.remove(key);
        await removeSet(storage, guid);
        throw badRequest(joined?.size === set.size ? UploadMsg.videoType : UploadMsg.chunkMissing);
      }
      return ok([result]);
    } catch (error) {
      throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
    } finally {
      leave();
    }
  });
}
