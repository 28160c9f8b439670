import { mkdtempSync, rmSync } from "node:fs";
import { now } from "#server/clock.ts";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, checkChunk, combine, guidOf, md5, mp4, multipart, postMultipart, sendChunk } from "./upload-helpers.ts";

/**
 * Document 1 section 7.2 and document 3 ("Uploads") send a chunk as multipart `file`, `guid` and `chunk`, no
 * more: the total size and chunk count are this server's optional hints. A set opened without them learns its
 * length from its chunks: every chunk but the last is a full chunk, the last one ends the file.
 */
const CHUNK = 64 * 1024;
let t: TTestApp;
let files: string;
let admin = "";

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), "roadshow-chunks-spec-"));
  t = await createTestApp({ storage: files, uploadChunkSize: CHUNK });
  admin = await t.loginPass("listed-admin");
});
afterAll(async () => {
  await t.close();
  rmSync(files, { recursive: true, force: true });
});

/** A chunk exactly as the spec sends it: guid, chunk, then the file. */
function sendSpecChunk(guid: string, data: Buffer, index: number) {
  const bytes = data.subarray(index * CHUNK, Math.min(data.length, (index + 1) * CHUNK));
  return postMultipart<{ chunk: number; md5: string; success: boolean }>(t, `${AUTH}/upload/upload`, admin, multipart({ guid, chunk: index }, { name: "blob", data: bytes }));
}
// a video not yet submitted for review is served through a signed address (files before review)
const servedBytes = async (filePath: string) =>
  (await t.app.inject({ method: "GET", url: `/api${t.app.deps.urlSigner.signPath(filePath, now())}` })).rawPayload;

describe("upload/upload with the spec's body (file, guid, chunk)", () => {
  it("takes each chunk, checks it held and combines the file byte for byte", async () => {
    const data = mp4(CHUNK * 2 + 777, 61);
    const guid = guidOf(data, "spec");
    for (const i of [2, 0, 1]) {
      const sent = await sendSpecChunk(guid, data, i);
      expect(sent, `chunk ${i}`).toMatchObject({ code: 200, datas: [{ chunk: i, success: true }] });
    }
    expect((await checkChunk(t, admin, guid, 2, 777)).datas[0]).toEqual({ success: true });
    expect((await checkChunk(t, admin, guid, 1, CHUNK, md5(data.subarray(CHUNK, 2 * CHUNK)))).datas[0]).toEqual({ success: true });
    expect((await checkChunk(t, admin, guid, 1, CHUNK - 1)).datas[0]).toEqual({ success: false });
    const done = await combine(t, admin, guid, "说明会.mp4");
    expect(done).toMatchObject({ code: 200, datas: [{ fileName: "说明会.mp4", fileSize: data.length }] });
    expect((await servedBytes(done.datas[0]!.filePath)).equals(data)).toBe(true);
  });

  it("accepts the hints when they come, and checks them against each other", async () => {
    const data = mp4(CHUNK + 5, 67);
    const guid = guidOf(data, "hinted");
    expect((await sendChunk(t, admin, guid, data, 0, CHUNK, { chunks: 3 })).message).toBe(UploadMsg.chunkError);
    // the size alone is enough to know the count
    const bytes = data.subarray(0, CHUNK);
    const sizeOnly = await postMultipart(t, `${AUTH}/upload/upload`, admin, multipart({ guid, chunk: 0, size: data.length }, { name: "blob", data: bytes }));
    expect(sizeOnly.code).toBe(200);
    expect((await sendChunk(t, admin, guid, data, 1, CHUNK)).code).toBe(200);
    expect((await combine(t, admin, guid, "a.mp4")).datas[0]).toMatchObject({ fileSize: data.length });
  });

  it("refuses a combine with a gap or a short chunk before the last, and a chunk beyond 2 GB", async () => {
    const data = mp4(CHUNK * 3 + 10, 71);
    const guid = guidOf(data, "gap");
    await sendSpecChunk(guid, data, 0);
    await sendSpecChunk(guid, data, 2);
    expect(await combine(t, admin, guid, "x.mp4")).toMatchObject({ code: 400, message: UploadMsg.chunkMissing });
    // chunk 1 shorter than a chunk while chunk 2 follows: the file would have a hole
    const short = await postMultipart(t, `${AUTH}/upload/upload`, admin, multipart({ guid, chunk: 1 }, { name: "blob", data: data.subarray(CHUNK, 2 * CHUNK - 1) }));
    expect(short.code).toBe(200);
    expect(await combine(t, admin, guid, "x.mp4")).toMatchObject({ code: 400, message: UploadMsg.chunkMissing });
    expect((await sendSpecChunk(guid, data, 1)).code).toBe(200);
    await sendSpecChunk(guid, data, 3);
    const done = await combine(t, admin, guid, "x.mp4");
    expect(done.datas[0]).toMatchObject({ fileSize: data.length });
    expect((await servedBytes(done.datas[0]!.filePath)).equals(data)).toBe(true);

    const far = await postMultipart(t, `${AUTH}/upload/upload`, admin, multipart({ guid: guidOf(data, "far"), chunk: 40_000 }, { name: "blob", data: data.subarray(0, 10) }));
    expect(far.message).toBe(UploadMsg.chunkOutOfRange);
  });

  it("keeps none of the bytes a refused chunk or an earlier send of the last chunk left past the file's end", async () => {
    const data = mp4(CHUNK * 2 + 99, 73);
    const guid = guidOf(data, "past-end");
    const send = (index: number, bytes: Buffer, fields: Record<string, string> = {}) =>
      postMultipart(t, `${AUTH}/upload/upload`, admin, multipart({ guid, chunk: index, ...fields }, { name: "blob", data: bytes }));
    expect((await send(2, Buffer.alloc(CHUNK, 1))).code).toBe(200);
    expect((await send(3, Buffer.alloc(CHUNK, 2), { md5: "f".repeat(32) })).message).toBe(UploadMsg.chunkMd5Mismatch);
    for (const i of [0, 1, 2]) expect((await sendSpecChunk(guid, data, i)).code, `chunk ${i}`).toBe(200);
    const done = await combine(t, admin, guid, "past-end.mp4");
    expect(done.datas[0]).toMatchObject({ fileSize: data.length });
    expect((await servedBytes(done.datas[0]!.filePath)).equals(data)).toBe(true);
  });

  it("still refuses a fake mp4 at its first chunk", async () => {
    const html = Buffer.alloc(CHUNK, 0x20);
    html.write("<!doctype html>", 0);
    expect((await sendSpecChunk(guidOf(html, "html"), html, 0)).message).toBe(UploadMsg.videoType);
  });
});
