import type { FastifyInstance } from "fastify";
import { ok } from "#shared/http/envelope.ts";
import { uploadContracts as c } from "#shared/api/upload.contract.ts";
import { expectedChunkLength } from "#shared/upload/chunking.ts";
import { UploadMsg, VIDEO_MAX_BYTES, VIDEO_NAME_MAX, isMp4Name } from "#shared/upload/upload-limits.ts";
import type { TStorage } from "../../lib/storage.ts";
import { isMp4Content } from "#shared/upload/file-content.ts";
import { now } from "../../clock.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import { registerRoute } from "../../lib/route.ts";
import { ownedGuid, combinedTargetKey, completeSize, dataKey, readCombined, readPart, readSet, recordCombined, removeSet, touchSet } from "./chunk-store.ts";
import { registerChunkUpload, type TChunkDeps } from "./chunk-receiver.ts";
import { isDiskFull } from "./multipart-reader.ts";

export type { TChunkDeps } from "./chunk-receiver.ts";

async function cutTo(storage: TStorage, key: string, size: number): Promise<void> {
  const info = await storage.stat(key);
  if (!info || info.size === size) return;
  const writer = await storage.openWriter(key);
  try {
    await writer.truncate(size);
  } finally {
    await writer.close();
  }
}

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
        // Finish a combine that stopped between its ledger entry and the rename.
        if (!(await storage.stat(done.key)) && (await storage.stat(dataKey(guid)))) await storage.move(dataKey(guid), done.key);
        if (!(await storage.stat(done.key))) throw badRequest(UploadMsg.uploadNotFound);
        return ok([{ filePath: done.filePath, fileName: done.fileName, fileSize: done.fileSize }]);
      }
      const size = await completeSize(storage, guid, set);
      if (size < 0) throw badRequest(UploadMsg.chunkMissing);
      if (size > VIDEO_MAX_BYTES) throw badRequest(UploadMsg.videoOver2g);
      // A set of unknown size may hold bytes of a refused chunk past its end: cut the file to its chunks.
      if (set.size === null) await cutTo(storage, dataKey(guid), size);
      const data = await storage.stat(dataKey(guid));
      const head = await storage.read(dataKey(guid), 0, 64);
      if (!data || data.size !== size || !head) throw badRequest(UploadMsg.chunkMissing);
      if (!isMp4Content(head)) {
        // Not a video whatever its name: nothing of it is kept.
        await removeSet(storage, guid);
        throw badRequest(UploadMsg.videoType);
      }
      const key = combinedTargetKey(now());
      const result = { filePath: `/files/${key}`, fileName: body.fileName, fileSize: size };
      await recordCombined(storage, guid, { ...result, key, at: now().toISOString() });
      await storage.move(dataKey(guid), key);
      return ok([result]);
    } catch (error) {
      throw isDiskFull(error) ? badRequest(UploadMsg.diskFull) : error;
    } finally {
      leave();
    }
  });
}
