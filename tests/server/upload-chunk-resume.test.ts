import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { users } from "#server/db/schema/index.ts";
import { now } from "#server/clock.ts";
import type { TStorage } from "#server/lib/storage.ts";
import { createDiskStorage } from "#server/lib/storage/disk.ts";
import { ownedGuid } from "#server/modules/upload/chunk-store.ts";
import { UploadMsg, UploadOutcome } from "#shared/upload/upload-limits.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { startS3, type TS3Server } from "./s3-server.ts";
import { checkChunk, chunkOffset, combine, guidOf, md5, mp4, sendChunk, sendChunkFrom, sendHalfChunkThenDrop } from "./upload-helpers.ts";

/**
 * A chunk cut off mid-way (issue 13), on disk and on S3 alike: the server keeps what it stored up to its last
 * point, answers it through chunk_offset, and a request with that offset sends only the rest; the whole chunk's
 * md5 still decides, and a wrong offset or wrong bytes never make a file that is not the one sent.
 *
 * Chunks of 64 KiB recorded every 16 KiB (the spec's 100 MB every 8 MiB), so half a chunk sent is 16 or 32 KiB held.
 */
const CHUNK = 64 * 1024;
const STEP = 16 * 1024;

interface TBackend {
  name: string;
  start(): Promise<{ storage: TStorage; stop(): Promise<void> }>;
}

const backends: TBackend[] = [
  {
    name: "on disk",
    async start() {
      const dir = mkdtempSync(path.join(os.tmpdir(), "roadshow-resume-"));
      return { storage: createDiskStorage(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "on S3",
    async start() {
      const s3: TS3Server = await startS3();
      return { storage: await s3.storage(), stop: () => s3.close() };
    },
  },
];

describe.each(backends)("a chunk cut off mid-way, $name", (backend) => {
  let t: TTestApp;
  let storage: TStorage;
  let stop: () => Promise<void> = async () => {};
  let admin = "";
  let adminId = 0;
  let address = "";

  beforeAll(async () => {
    const started = await backend.start();
    storage = started.storage;
    stop = started.stop;
    t = await createTestApp({ storage, uploadChunkSize: Math.max(CHUNK, storage.minChunkBytes), uploadResumeStep: STEP });
    admin = await t.loginPass("listed-admin");
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, "listed-admin"));
    adminId = row!.id;
    address = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await stop();
  });

  const names = (guid: string) => storage.list(`chunks/${ownedGuid(adminId, guid)}`);
  const served = async (filePath: string) =>
    (await t.app.inject({ method: "GET", url: `/api${t.app.deps.urlSigner.signPath(filePath, now())}` })).rawPayload;
  const chunk0 = (data: Buffer) => data.subarray(0, CHUNK);
  /**
   * The offset once the cut-off request has let go of the chunk: its last checkpoint is recorded as the server
   * notices the cut (on S3 after the part's upload completes), so it is asked until two answers agree.
   */
  const settledOffset = async (guid: string, chunkMd5: string) => {
    let last = -1;
    for (let i = 0; i < 50; i++) {
      const { offset } = (await chunkOffset(t, admin, guid, 0, CHUNK, chunkMd5)).datas[0]!;
      if (offset > 0 && offset === last) return offset;
      last = offset;
      await new Promise((r) => setTimeout(r, 100));
    }
    return last;
  };

  it("drops the cut-off bytes past its last point; the chunk sent again whole, the file is whole", async () => {
    const data = mp4(CHUNK * 2, 59);
    const guid = guidOf(data, `whole-${backend.name}`);
    expect((await sendChunk(t, admin, guid, data, 1, CHUNK)).code).toBe(200);
    await sendHalfChunkThenDrop(address, admin, guid, data, CHUNK);
    expect((await checkChunk(t, admin, guid, 0, CHUNK)).datas[0]).toEqual({ success: false });
    expect((await names(guid)).filter((n) => n.startsWith("part-"))).toEqual(["part-1.json"]);
    // sent from its start, it replaces whatever was held of it
    expect((await sendChunk(t, admin, guid, data, 0, CHUNK)).code).toBe(200);
    expect((await names(guid)).filter((n) => n.startsWith("partial-"))).toEqual([]);
    const done = await combine(t, admin, guid, "x.mp4");
    expect((await served(done.datas[0]!.filePath)).equals(data)).toBe(true);
  });

  it("answers how much it holds and takes the rest from there, byte for byte", async () => {
    const data = mp4(CHUNK * 2 + 777, 61);
    const guid = guidOf(data, `resume-${backend.name}`);
    expect((await chunkOffset(t, admin, guid, 0, CHUNK, md5(chunk0(data)))).datas[0]).toEqual({ offset: 0 });
    await sendHalfChunkThenDrop(address, admin, guid, data, CHUNK, 0.8);
    const offset = await settledOffset(guid, md5(chunk0(data)));
    // held up to a point: a few steps in, never the whole chunk, never a byte past what arrived
    expect(offset % STEP).toBe(0);
    expect(offset).toBeGreaterThanOrEqual(STEP);
    expect(offset).toBeLessThan(CHUNK);
    // asked about another chunk length or md5, nothing is held
    expect((await chunkOffset(t, admin, guid, 0, CHUNK - 1)).datas[0]).toEqual({ offset: 0 });
    expect((await chunkOffset(t, admin, guid, 0, CHUNK, "0".repeat(32))).datas[0]).toEqual({ offset: 0 });

    const rest = await sendChunkFrom(t, admin, guid, data, 0, CHUNK, offset);
    expect(rest).toMatchObject({ code: 200, datas: [{ chunk: 0, md5: md5(chunk0(data)), success: true }] });
    expect((await chunkOffset(t, admin, guid, 0, CHUNK)).datas[0]).toEqual({ offset: CHUNK });
    expect((await checkChunk(t, admin, guid, 0, CHUNK, md5(chunk0(data)))).datas[0]).toEqual({ success: true });
    for (const i of [1, 2]) expect((await sendChunk(t, admin, guid, data, i, CHUNK)).code).toBe(200);
    const done = await combine(t, admin, guid, "续传.mp4");
    expect(done).toMatchObject({ code: 200, datas: [{ fileSize: data.length }] });
    expect((await served(done.datas[0]!.filePath)).equals(data)).toBe(true);
  });

  it("refuses a wrong offset and wrong bytes after the offset, and neither changes what is held", async () => {
    const data = mp4(CHUNK * 2, 67);
    const guid = guidOf(data, `wrong-${backend.name}`);
    await sendHalfChunkThenDrop(address, admin, guid, data, CHUNK, 0.8);
    const offset = await settledOffset(guid, md5(chunk0(data)));
    expect(offset).toBeGreaterThan(0);
    // an offset the server did not answer (before it, after it, inside a step): refused, the held start untouched
    for (const wrong of [offset - STEP, offset + STEP, offset - 1, CHUNK]) {
      const answer = await sendChunkFrom(t, admin, guid, data, 0, CHUNK, wrong);
      expect([answer.code, answer.message, answer.outcome], `offset ${wrong}`).toEqual([400, UploadMsg.chunkOffsetMismatch, UploadOutcome.chunkOffsetMismatch.code]);
      expect((await chunkOffset(t, admin, guid, 0, CHUNK, md5(chunk0(data)))).datas[0]).toEqual({ offset });
    }
    // the right offset with another md5 than the cut-off request announced: not the same chunk
    expect((await sendChunkFrom(t, admin, guid, data, 0, CHUNK, offset, { md5: "a".repeat(32) })).message).toBe(UploadMsg.chunkOffsetMismatch);
    // the right offset, the right md5, other bytes: the whole chunk's md5 refuses it, and it must start again
    const flipped = Buffer.from(chunk0(data).subarray(offset));
    flipped[5] = (flipped[5]! + 1) & 0xff;
    expect((await sendChunkFrom(t, admin, guid, data, 0, CHUNK, offset, {}, flipped)).message).toBe(UploadMsg.chunkMd5Mismatch);
    expect((await chunkOffset(t, admin, guid, 0, CHUNK, md5(chunk0(data)))).datas[0]).toEqual({ offset: 0 });
    expect((await checkChunk(t, admin, guid, 0, CHUNK)).datas[0]).toEqual({ success: false });
    // nothing was kept that could be combined
    expect(await combine(t, admin, guid, "x.mp4")).toMatchObject({ code: 400, message: UploadMsg.chunkMissing });
    // and sent properly, the file is the one sent
    for (const i of [0, 1]) expect((await sendChunk(t, admin, guid, data, i, CHUNK)).code).toBe(200);
    expect((await served((await combine(t, admin, guid, "x.mp4")).datas[0]!.filePath)).equals(data)).toBe(true);
  });

  it("cut off twice, resumes twice, and keeps a set that holds only part of a chunk", async () => {
    const data = mp4(CHUNK, 71);
    const guid = guidOf(data, `twice-${backend.name}`);
    await sendHalfChunkThenDrop(address, admin, guid, data, CHUNK, 0.4);
    const first = await settledOffset(guid, md5(data));
    expect(first).toBeGreaterThan(0);
    expect(await names(guid)).toContain("set.json");
    // the second attempt from the offset is cut off too, further on: the offset moves on with it
    await new Promise<void>((resolve) => {
      void import("node:http").then(({ default: http }) => {
        const body = Buffer.concat([
          Buffer.from(`--b\r\nContent-Disposition: form-data; name="guid"\r\n\r\n${guid}\r\n--b\r\nContent-Disposition: form-data; name="chunk"\r\n\r\n0\r\n`),
          Buffer.from(`--b\r\nContent-Disposition: form-data; name="size"\r\n\r\n${data.length}\r\n--b\r\nContent-Disposition: form-data; name="md5"\r\n\r\n${md5(data)}\r\n`),
          Buffer.from(`--b\r\nContent-Disposition: form-data; name="offset"\r\n\r\n${first}\r\n`),
          Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\n\r\n`),
          data.subarray(first),
          Buffer.from(`\r\n--b--\r\n`),
        ]);
        const req = http.request(`${address}/base-service/api/auth/v1/upload/upload`, {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=b", authorization: admin, "content-length": body.length },
        });
        req.on("error", () => resolve());
        req.on("close", () => resolve());
        req.write(body.subarray(0, body.length - Math.floor((CHUNK - first) / 3)), () => setTimeout(() => req.destroy(), 50));
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    const second = await settledOffset(guid, md5(data));
    expect(second).toBeGreaterThan(first);
    expect((await sendChunkFrom(t, admin, guid, data, 0, CHUNK, second)).code).toBe(200);
    expect((await served((await combine(t, admin, guid, "twice.mp4")).datas[0]!.filePath)).equals(data)).toBe(true);
  });
});
