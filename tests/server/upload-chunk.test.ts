import { ownedGuid } from "#server/modules/upload/chunk-store.ts";
import { users } from "#server/db/schema/index.ts";
import { eq } from "drizzle-orm";
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_SET_TTL_MS } from "#shared/upload/chunking.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { advanceClock, now, pinClock } from "#server/clock.ts";
import { createDiskStorage } from "#server/lib/storage/disk.ts";
import { sweepChunkSets } from "#server/modules/upload/upload.routes.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { AUTH, checkChunk, combine, guidOf, isoMedia, md5, mp4, multipart, postMultipart, sendChunk, sendHalfChunkThenDrop, uploadChunked } from "./upload-helpers.ts";

/** A small chunk size keeps these tests fast; one test below runs the spec's 100 MB chunks. */
const CHUNK = 64 * 1024;
let t: TTestApp;
let files: string;
let admin = "";
let member = "";
let adminId = 0;

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), "roadshow-chunks-"));
  t = await createTestApp({ storage: files, uploadChunkSize: CHUNK });
  admin = await t.loginPass("listed-admin");
  member = await t.loginPass("listed-member");
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, "listed-admin"));
  adminId = row!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(files, { recursive: true, force: true });
});

/** The folder of the administrator's set: the server scopes every guid by its user. */
const setDir = (guid: string, userId = adminId) => path.join(files, "chunks", ownedGuid(userId, guid));
const parts = (guid: string) => (existsSync(setDir(guid)) ? readdirSync(setDir(guid)).filter((n) => n.startsWith("part-")).sort() : []);
// a video not yet submitted is served to company users and operators only (upload/file-access.ts): a signed address
const servedBytes = async (filePath: string) =>
  (await t.app.inject({ method: "GET", url: `/api${t.app.deps.urlSigner.signPath(filePath, now())}` })).rawPayload;

describe("chunk protocol: the happy path", () => {
  it("checks, sends, combines into one mp4 byte for byte, and answers the same file to a second combine", async () => {
    const data = mp4(CHUNK * 3 + 1234);
    const guid = guidOf(data);
    expect((await checkChunk(t, admin, guid, 0, CHUNK)).datas[0]).toEqual({ success: false });

    const sent = await sendChunk(t, admin, guid, data, 1, CHUNK);
    expect(sent).toMatchObject({ code: 200, datas: [{ chunk: 1, md5: md5(data.subarray(CHUNK, 2 * CHUNK)), success: true }] });
    expect((await checkChunk(t, admin, guid, 1, CHUNK, md5(data.subarray(CHUNK, 2 * CHUNK)))).datas[0]).toEqual({ success: true });
    expect((await checkChunk(t, admin, guid, 1, CHUNK)).datas[0]).toEqual({ success: true });
    // Same index, other length or md5: not held.
    expect((await checkChunk(t, admin, guid, 1, CHUNK - 1)).datas[0]).toEqual({ success: false });
    expect((await checkChunk(t, admin, guid, 1, CHUNK, "0".repeat(32))).datas[0]).toEqual({ success: false });
    expect((await checkChunk(t, admin, guid, 9, CHUNK)).datas[0]).toEqual({ success: false });

    for (const i of [3, 0, 2]) expect((await sendChunk(t, admin, guid, data, i, CHUNK)).code).toBe(200);
    const done = await combine(t, admin, guid, "年度业绩说明会.mp4");
    expect(done).toMatchObject({ code: 200, datas: [{ fileName: "年度业绩说明会.mp4", fileSize: data.length }] });
    const filePath = done.datas[0]!.filePath;
    expect(filePath).toMatch(/^\/files\/videos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    expect((await servedBytes(filePath)).equals(data)).toBe(true);
    // The combined file is the chunk set's file renamed, not a copy: the set no longer holds the data.
    expect(existsSync(path.join(setDir(guid), "data"))).toBe(false);

    expect((await combine(t, admin, guid, "年度业绩说明会.mp4")).datas[0]).toEqual(done.datas[0]);
    // After combining, every chunk still checks as held (a re-selected file needs nothing resent).
    expect((await checkChunk(t, admin, guid, 0, CHUNK)).datas[0]).toEqual({ success: true });
    expect((await sendChunk(t, admin, guid, data, 0, CHUNK)).code).toBe(200);
    expect((await servedBytes(filePath)).equals(data)).toBe(true);
  });

  it("replaces a chunk sent again, and a file of exactly one chunk works too", async () => {
    const data = mp4(CHUNK * 2, 3);
    const guid = guidOf(data);
    await sendChunk(t, admin, guid, data, 0, CHUNK);
    await sendChunk(t, admin, guid, data, 0, CHUNK);
    await sendChunk(t, admin, guid, data, 1, CHUNK);
    const done = await combine(t, admin, guid, "a.mp4");
    expect(done.code).toBe(200);
    expect((await servedBytes(done.datas[0]!.filePath)).equals(data)).toBe(true);

    const one = mp4(CHUNK, 9);
    expect((await uploadChunked(t, admin, one, CHUNK, "one.MP4")).datas[0]).toMatchObject({ fileSize: CHUNK, fileName: "one.MP4" });
  });

  it("serves a combined video inline as video/mp4, with byte ranges for seeking", async () => {
    const data = mp4(CHUNK + 100, 5);
    const done = await uploadChunked(t, admin, data, CHUNK);
    const url = `/api${done.datas[0]!.filePath}`;
    const full = await t.app.inject({ method: "GET", url, headers: { authorization: admin } });
    expect(full.headers).toMatchObject({ "content-type": "video/mp4", "x-content-type-options": "nosniff", "accept-ranges": "bytes" });
    expect(String(full.headers["content-disposition"])).toMatch(/^inline/);
    expect(String(full.headers["content-security-policy"])).toContain("sandbox");
    const part = await t.app.inject({ method: "GET", url, headers: { range: "bytes=10-19", authorization: admin } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    expect((await t.app.inject({ method: "GET", url, headers: { range: `bytes=${data.length}-`, authorization: admin } })).statusCode).toBe(416);
  });
});

describe("chunk protocol: refusals keep nothing", () => {
  it("refuses a chunk whose md5 does not match; the chunk counts as missing and a new set is not kept", async () => {
    const data = mp4(CHUNK * 2 + 10, 11);
    const guid = guidOf(data);
    const bad = await sendChunk(t, admin, guid, data, 0, CHUNK, { md5: "f".repeat(32) });
    expect(bad).toMatchObject({ code: 400, message: UploadMsg.chunkMd5Mismatch });
    expect(existsSync(setDir(guid))).toBe(false);

    await sendChunk(t, admin, guid, data, 1, CHUNK);
    const corrupted = Buffer.from(data.subarray(0, CHUNK));
    corrupted[100] = (corrupted[100]! + 1) & 0xff;
    const flipped = await sendChunk(t, admin, guid, data, 0, CHUNK, { md5: md5(data.subarray(0, CHUNK)) }, corrupted);
    expect(flipped.message).toBe(UploadMsg.chunkMd5Mismatch);
    expect(parts(guid)).toEqual(["part-1.json"]);
    expect((await checkChunk(t, admin, guid, 0, CHUNK)).datas[0]).toEqual({ success: false });
    expect(await combine(t, admin, guid, "x.mp4")).toMatchObject({ code: 400, message: UploadMsg.chunkMissing });
  });

  it("re-sending a held chunk with bad bytes drops the chunk it replaced", async () => {
    const data = mp4(CHUNK * 2, 13);
    const guid = guidOf(data);
    await sendChunk(t, admin, guid, data, 0, CHUNK);
    await sendChunk(t, admin, guid, data, 1, CHUNK);
    const wrong = await sendChunk(t, admin, guid, data, 1, CHUNK, { md5: "a".repeat(32) });
    expect(wrong.message).toBe(UploadMsg.chunkMd5Mismatch);
    expect(await combine(t, admin, guid, "x.mp4")).toMatchObject({ code: 400, message: UploadMsg.chunkMissing });
  });

  it("refuses an index outside the file, a wrong chunk count, a wrong length and a malformed guid", async () => {
    const data = mp4(CHUNK * 2 + 10, 17);
    const guid = guidOf(data);
    expect((await sendChunk(t, admin, guid, data, 3, CHUNK, {}, data.subarray(0, 10))).message).toBe(UploadMsg.chunkOutOfRange);
    expect((await sendChunk(t, admin, guid, data, -1, CHUNK, {}, data.subarray(0, 10))).message).toBe(UploadMsg.chunkOutOfRange);
    expect((await sendChunk(t, admin, guid, data, 0, CHUNK, { chunks: 7 })).message).toBe(UploadMsg.chunkError);
    expect((await sendChunk(t, admin, guid, data, 2, CHUNK, {}, data.subarray(0, 11))).message).toBe(UploadMsg.chunkLength);
    expect((await sendChunk(t, admin, guid, data, 0, CHUNK, {}, data.subarray(0, CHUNK - 1))).message).toBe(UploadMsg.chunkLength);
    // Past the chunk size itself the parser stops at the limit: the size message.
    expect((await sendChunk(t, admin, guid, data, 0, CHUNK, {}, Buffer.concat([data.subarray(0, CHUNK), Buffer.alloc(5)]))).message).toBe(UploadMsg.tooLarge(0));
    for (const g of ["../../etc/passwd", "ABCDEF0123456789ABCDEF0123456789", "abc", `${guid}/x`]) {
      expect((await sendChunk(t, admin, g, data, 0, CHUNK)).message, g).toBe(UploadMsg.guidInvalid);
      expect((await checkChunk(t, admin, g, 0, CHUNK)).message, g).toBe(UploadMsg.guidInvalid);
      expect((await combine(t, admin, g, "x.mp4")).message, g).toBe(UploadMsg.guidInvalid);
    }
    expect(existsSync(setDir(guid))).toBe(false);
    // nothing but the chunk and video folders, and the demo files the app writes at start (uploads/demo)
    expect(readdirSync(files).filter((n) => n !== "chunks" && n !== "videos" && n !== "uploads")).toEqual([]);
    if (existsSync(path.join(files, "uploads"))) expect(readdirSync(path.join(files, "uploads"))).toEqual(["demo"]);
  });

  it("refuses a set over 2 GB", async () => {
    const data = mp4(CHUNK, 19);
    const size = 2_147_483_649;
    const res = await sendChunk(t, admin, guidOf(data, "big"), data, 0, CHUNK, { size, chunks: Math.ceil(size / CHUNK) });
    expect(res.message).toBe(UploadMsg.videoOver2g);
  });

  it("keeps two users' sets of the same file apart: each uploads and combines its own", async () => {
    const data = mp4(CHUNK * 2, 23);
    const guid = guidOf(data);
    await sendChunk(t, admin, guid, data, 0, CHUNK);
    // the colleague's first check learns nothing of the administrator's chunk
    expect((await checkChunk(t, member, guid, 0, CHUNK)).datas).toEqual([{ success: false }]);
    expect((await combine(t, member, guid, "x.mp4")).message).toBe(UploadMsg.uploadNotFound);
    expect((await sendChunk(t, member, guid, data, 0, CHUNK)).code).toBe(200);
    expect((await sendChunk(t, member, guid, data, 1, CHUNK)).code).toBe(200);
    expect(parts(guid)).toEqual(["part-0.json"]);
    const theirs = await combine(t, member, guid, "x.mp4");
    expect(theirs.code).toBe(200);
    await sendChunk(t, admin, guid, data, 1, CHUNK);
    const mine = await combine(t, admin, guid, "x.mp4");
    expect(mine.code).toBe(200);
    expect(mine.datas).not.toEqual(theirs.datas);
  });

  it("refuses a fake mp4 (HTML bytes) at its first chunk, and an m4v at combine or first chunk", async () => {
    const html = Buffer.alloc(CHUNK * 2, 0x20);
    html.write("<!doctype html><script>alert(document.cookie)</script>", 0);
    const guid = guidOf(html);
    expect((await sendChunk(t, admin, guid, html, 0, CHUNK)).message).toBe(UploadMsg.videoType);
    expect(existsSync(setDir(guid))).toBe(false);
    // Only the second chunk, then a combine: still refused, and the set is dropped.
    expect((await sendChunk(t, admin, guid, html, 1, CHUNK)).code).toBe(200);
    expect((await combine(t, admin, guid, "x.mp4")).message).toBe(UploadMsg.chunkMissing);

    const m4v = isoMedia("M4V ", CHUNK * 2);
    expect((await sendChunk(t, admin, guidOf(m4v), m4v, 0, CHUNK)).message).toBe(UploadMsg.videoType);
    expect(existsSync(setDir(guidOf(m4v)))).toBe(false);
  });

  it("refuses a combine without a set, with chunks missing, or with a name that is not mp4", async () => {
    expect((await combine(t, admin, "0".repeat(32), "x.mp4")).message).toBe(UploadMsg.uploadNotFound);
    const data = mp4(CHUNK * 3, 29);
    const guid = guidOf(data);
    await sendChunk(t, admin, guid, data, 0, CHUNK);
    await sendChunk(t, admin, guid, data, 2, CHUNK);
    expect((await combine(t, admin, guid, "x.mp4")).message).toBe(UploadMsg.chunkMissing);
    await sendChunk(t, admin, guid, data, 1, CHUNK);
    for (const name of ["x.m4v", "x.mov", "x.mp4.html", ""]) expect((await combine(t, admin, guid, name)).message, name).toBe(UploadMsg.videoType);
    expect((await combine(t, admin, guid, `${"长".repeat(97)}.mp4`)).message).toBe(UploadMsg.videoNameTooLong);
    expect(readdirSync(path.join(files, "videos"), { recursive: true }).filter((n) => String(n).endsWith(".mp4")).length).toBeGreaterThan(0);
    expect((await combine(t, admin, guid, "ok.mp4")).code).toBe(200);
  });

  it("refuses a body announced larger than a chunk before reading it, and a chunk part past the limit", async () => {
    const data = mp4(CHUNK * 2, 31);
    const guid = guidOf(data);
    const body = multipart({ guid, chunk: 0, chunks: 2, size: data.length }, { name: "blob", data: Buffer.alloc(CHUNK * 2) });
    const res = await postMultipart(t, `${AUTH}/upload/upload`, admin, body);
    expect(res).toMatchObject({ code: 400, message: UploadMsg.tooLarge(0), headers: { connection: "close" } });
    expect(existsSync(setDir(guid))).toBe(false);
  });

  it("refuses callers without a token", async () => {
    const data = mp4(CHUNK, 37);
    const body = multipart({ guid: guidOf(data), chunk: 0, chunks: 1, size: data.length }, { name: "blob", data });
    expect((await postMultipart(t, `${AUTH}/upload/upload`, null, body)).code).toBe(401);
    expect((await t.post(`${AUTH}/upload/check_chunk_md5`, { guid: guidOf(data), chunk: 0, chunkSize: 1 })).code).toBe(401);
    expect((await t.post(`${AUTH}/upload/combine_block`, { guid: guidOf(data), fileName: "a.mp4" })).code).toBe(401);
  });

  it("answers the disk-full message when the disk is full", async () => {
    const storage = createDiskStorage(files);
    const full = await createTestApp({
      storage: { ...storage, openChunk: async (key, place) => ({ ...(await storage.openChunk(key, place)), write: async () => Promise.reject(Object.assign(new Error("no space"), { code: "ENOSPC" })) }) },
      uploadChunkSize: CHUNK,
    });
    try {
      const token = await full.loginPass("listed-admin");
      const data = mp4(CHUNK * 2, 41);
      expect((await sendChunk(full, token, guidOf(data), data, 0, CHUNK)).message).toBe(UploadMsg.diskFull);
      expect(existsSync(setDir(guidOf(data)))).toBe(false);
    } finally {
      await full.close();
    }
  });
});

// A chunk cut off mid-way, and resumed from the server's offset: upload-chunk-resume.test.ts (disk and S3).

describe("a connection lost while the chunk is being opened", () => {
  it("releases the chunk once it is open, so the same chunk can be sent again", async () => {
    // A slow store (S3 answers in milliseconds, not microseconds): the client goes away while the chunk opens.
    const disk = createDiskStorage(files);
    const slow = await createTestApp({
      storage: { ...disk, openChunk: async (key, place) => (await new Promise((r) => setTimeout(r, 300)), disk.openChunk(key, place)) },
      uploadChunkSize: CHUNK,
    });
    try {
      const token = await slow.loginPass("listed-admin");
      const address = await slow.app.listen({ host: "127.0.0.1", port: 0 });
      const data = mp4(CHUNK * 2, 61);
      const guid = guidOf(data);
      await sendHalfChunkThenDrop(address, token, guid, data, CHUNK);
      // Before, the cut request never let go of chunk 0, and this waited for ever.
      expect((await sendChunk(slow, token, guid, data, 0, CHUNK)).code).toBe(200);
      expect((await sendChunk(slow, token, guid, data, 1, CHUNK)).code).toBe(200);
      expect((await combine(slow, token, guid, "x.mp4")).code).toBe(200);
    } finally {
      await slow.close();
    }
  }, 10_000);
});

describe("abandoned chunk sets", () => {
  it("are deleted once untouched for 7 days; combined files stay", async () => {
    pinClock(TEST_NOW);
    const data = mp4(CHUNK * 2, 43);
    const guid = guidOf(data);
    await sendChunk(t, admin, guid, data, 0, CHUNK);
    const kept = mp4(CHUNK * 2, 47);
    const done = await uploadChunked(t, admin, kept, CHUNK);
    const storage = createDiskStorage(files);

    advanceClock(CHUNK_SET_TTL_MS - 60_000);
    expect(await sweepChunkSets(storage, new Date(Date.parse(TEST_NOW) + CHUNK_SET_TTL_MS - 60_000))).not.toContain(`chunks/${ownedGuid(adminId, guid)}`);
    // A check is a touch: the set lives on from there.
    await checkChunk(t, admin, guid, 0, CHUNK);
    advanceClock(CHUNK_SET_TTL_MS - 60_000);
    const at = new Date(Date.parse(TEST_NOW) + 2 * CHUNK_SET_TTL_MS - 120_000);
    expect(await sweepChunkSets(storage, at)).not.toContain(`chunks/${ownedGuid(adminId, guid)}`);
    const later = new Date(at.getTime() + 120_000);
    expect(await sweepChunkSets(storage, later)).toContain(`chunks/${ownedGuid(adminId, guid)}`);
    expect(existsSync(setDir(guid))).toBe(false);
    expect((await servedBytes(done.datas[0]!.filePath)).equals(kept)).toBe(true);
    pinClock(TEST_NOW);
  });
});

describe("the spec's 100 MB chunks", () => {
  it("moves a file of two chunks (100 MB and a few bytes) intact", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "roadshow-chunks-100-"));
    const real = await createTestApp({ storage: dir });
    try {
      const token = await real.loginPass("listed-admin");
      const data = mp4(104_857_600 + 4321, 53);
      const guid = guidOf(data);
      const done = await uploadChunked(real, token, data, 104_857_600, "big.mp4", guid);
      expect(done.datas[0]).toMatchObject({ fileSize: data.length });
      const stored = path.join(dir, done.datas[0]!.filePath.replace(/^\/files\//, ""));
      expect(statSync(stored).size).toBe(data.length);
      expect(md5(readFileSync(stored))).toBe(md5(data));
      // A chunk of 100 MB and one byte is refused by its length.
      const over = await sendChunk(real, token, guidOf(data, "x"), Buffer.concat([data, Buffer.alloc(104_857_600)]), 0, 104_857_600, {}, data.subarray(0, 104_857_601));
      expect(over.message).toBe(UploadMsg.tooLarge(100));
    } finally {
      await real.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
