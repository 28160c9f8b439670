import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { CHUNK_SET_TTL_MS } from "#shared/upload/chunking.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { advanceClock, now, pinClock } from "#server/clock.ts";
import type { TStorage } from "#server/lib/storage.ts";
import { storageFromUrl } from "#server/lib/storage/from-url.ts";
import { ownedGuid, sweepChunkSets } from "#server/modules/upload/chunk-store.ts";
import { users } from "#server/db/schema/index.ts";
import { eq } from "drizzle-orm";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { startS3, type TS3Server } from "./s3-server.ts";
import { AUTH, PDF, checkChunk, combine, guidOf, md5, mp4, multipart, postMultipart, sendChunk, uploadFile } from "./upload-helpers.ts";

/**
 * The chunk protocol and the file serving with files in S3, through two servers sharing the bucket (and the
 * database), as they would behind a load balancer. Chunks are small on the emulator, which enforces no part
 * minimum; against TEST_S3_URL they are S3's 5 MiB.
 */
let s3: TS3Server;
let t: TTestApp;
let other: FastifyInstance;
let onOther: TTestApp;
let storage: TStorage;
let admin = "";
let adminId = 0;
let CHUNK = 64 * 1024;

beforeAll(async () => {
  s3 = await startS3();
  storage = await s3.storage();
  CHUNK = Math.max(CHUNK, storage.minChunkBytes);
  t = await createTestApp({ storage, uploadChunkSize: CHUNK });
  // A second server: its own storage client and upload state, the same bucket and database.
  other = await buildApp({ database: t.database, storage: await s3.storage(), uploadChunkSize: CHUNK, devTools: true });
  onOther = { ...t, app: other };
  admin = await t.loginPass("listed-admin");
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, "listed-admin"));
  adminId = row!.id;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await s3?.close();
});

const setNames = (guid: string) => storage.list(`chunks/${ownedGuid(adminId, guid)}`);
// a video not yet submitted for review is served through a signed address (files before review); the two
// processes share the signing secret through the database, so either signs for the other
const served = (app: FastifyInstance, filePath: string, range?: string) =>
  app.inject({ method: "GET", url: `/api${app.deps.urlSigner.signPath(filePath, now())}`, headers: range ? { range } : {} });

describe("chunk protocol on S3", () => {
  it("gathers chunks sent to two servers in any order, combines on one and serves from the other, with ranges", async () => {
    const data = mp4(CHUNK * 3 + 1234, 5);
    const guid = guidOf(data, "s3");
    expect((await checkChunk(t, admin, guid, 0, CHUNK)).datas[0]).toEqual({ success: false });
    for (const [server, index] of [[onOther, 3], [t, 1], [onOther, 0], [t, 2]] as const) {
      expect((await sendChunk(server, admin, guid, data, index, CHUNK)).datas[0], `chunk ${index}`).toMatchObject({ success: true });
    }
    // A chunk sent again (to the other server) replaces the part it had.
    expect((await sendChunk(onOther, admin, guid, data, 1, CHUNK)).code).toBe(200);
    expect((await checkChunk(t, admin, guid, 2, CHUNK, md5(data.subarray(2 * CHUNK, 3 * CHUNK)))).datas[0]).toEqual({ success: true });

    const done = await combine(t, admin, guid, "业绩说明会.mp4");
    expect(done).toMatchObject({ code: 200, datas: [{ fileName: "业绩说明会.mp4", fileSize: data.length }] });
    const filePath = done.datas[0]!.filePath;
    expect(filePath).toMatch(/^\/files\/videos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    const whole = await served(other, filePath);
    expect([whole.statusCode, whole.headers["content-type"]]).toEqual([200, "video/mp4"]);
    expect(whole.rawPayload.equals(data)).toBe(true);
    // Seeking in a replay: byte ranges come from the bucket.
    const part = await served(other, filePath, `bytes=${CHUNK - 5}-${CHUNK + 4}`);
    expect([part.statusCode, part.headers["content-range"]]).toEqual([206, `bytes ${CHUNK - 5}-${CHUNK + 4}/${data.length}`]);
    expect(part.rawPayload.equals(data.subarray(CHUNK - 5, CHUNK + 5))).toBe(true);
    expect((await served(t.app, filePath, `bytes=-10`)).rawPayload.equals(data.subarray(-10))).toBe(true);
    expect((await served(t.app, filePath, `bytes=${data.length}-`)).statusCode).toBe(416);

    // Joined where the parts were: the set keeps only its ledger, no upload or part records.
    expect((await setNames(guid)).sort()).toEqual(["combined.json", "part-0.json", "part-1.json", "part-2.json", "part-3.json", "set.json"]);
    // A second combine, on the other server, answers the same file.
    expect((await combine(onOther, admin, guid, "业绩说明会.mp4")).datas[0]).toEqual(done.datas[0]);
  });

  it("takes the spec's body (guid and chunk only) on two servers and learns the file's length at combine", async () => {
    const data = mp4(CHUNK * 2 + 321, 29);
    const guid = guidOf(data, "s3-spec");
    const send = (server: TTestApp, index: number, bytes: Buffer, fields: Record<string, string> = {}) =>
      postMultipart(server, `${AUTH}/upload/upload`, admin, multipart({ guid, chunk: index, ...fields }, { name: "blob", data: bytes }));
    const chunkOf = (index: number) => data.subarray(index * CHUNK, Math.min(data.length, (index + 1) * CHUNK));
    // The last chunk first sent as a full chunk of other bytes, then as itself; a chunk past the end refused.
    expect((await send(onOther, 2, Buffer.alloc(CHUNK, 1))).code).toBe(200);
    expect((await send(t, 3, Buffer.alloc(CHUNK, 2), { md5: "f".repeat(32) })).message).toBe(UploadMsg.chunkMd5Mismatch);
    for (const [server, index] of [[t, 1], [onOther, 2], [onOther, 0]] as const) {
      expect((await send(server, index, chunkOf(index))).datas, `chunk ${index}`).toMatchObject([{ chunk: index, success: true }]);
    }
    const done = await combine(t, admin, guid, "spec.mp4");
    expect(done).toMatchObject({ code: 200, datas: [{ fileName: "spec.mp4", fileSize: data.length }] });
    expect((await served(other, done.datas[0]!.filePath)).rawPayload.equals(data)).toBe(true);
    // The pieces were copied in by the store and removed: only the ledger is left.
    expect((await setNames(guid)).sort()).toEqual(["combined.json", "part-0.json", "part-1.json", "part-2.json", "set.json"]);
  });

  it("refuses a chunk whose md5 does not match and keeps no new set", async () => {
    const data = mp4(CHUNK * 2, 9);
    const guid = guidOf(data, "s3-md5");
    expect(await sendChunk(t, admin, guid, data, 0, CHUNK, { md5: "f".repeat(32) })).toMatchObject({ code: 400, message: UploadMsg.chunkMd5Mismatch });
    expect(await setNames(guid)).toEqual([]);
    await sendChunk(t, admin, guid, data, 1, CHUNK);
    expect(await combine(t, admin, guid, "x.mp4")).toMatchObject({ code: 400, message: UploadMsg.chunkMissing });
  });

  it("sweeps a set untouched for 7 days, by the time its last touch wrote", async () => {
    pinClock(TEST_NOW);
    const data = mp4(CHUNK * 2, 17);
    const guid = guidOf(data, "s3-sweep");
    await sendChunk(t, admin, guid, data, 0, CHUNK);
    const folder = `chunks/${ownedGuid(adminId, guid)}`;
    const start = Date.parse(TEST_NOW);
    expect(await sweepChunkSets(storage, new Date(start + CHUNK_SET_TTL_MS - 60_000))).not.toContain(folder);
    advanceClock(CHUNK_SET_TTL_MS - 60_000);
    await checkChunk(t, admin, guid, 0, CHUNK);
    expect(await sweepChunkSets(storage, new Date(start + CHUNK_SET_TTL_MS + 60_000))).not.toContain(folder);
    expect(await sweepChunkSets(storage, new Date(start + 2 * CHUNK_SET_TTL_MS))).toContain(folder);
    expect(await setNames(guid)).toEqual([]);
    pinClock(TEST_NOW);
  });

  it("stores a single upload in the bucket, served by either server", async () => {
    const sent = await uploadFile(t, admin, "年报.pdf", PDF);
    expect(sent.code).toBe(200);
    const filePath = (sent.datas[0] as { filePath: string }).filePath;
    expect((await served(other, filePath)).rawPayload.equals(PDF)).toBe(true);
    expect(await storage.list("tmp")).toEqual([]);
  });

  it("will not start with chunks smaller than the store's part minimum", async () => {
    const strict = await storageFromUrl(s3.url.replace("minPartBytes=0", "minPartBytes=5242880"), "");
    await expect(buildApp({ database: t.database, storage: strict, uploadChunkSize: 64 * 1024 })).rejects.toThrow(/smallest part/);
  });
});
