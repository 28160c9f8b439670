import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFolder } from "../../build/precompress.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, guidOf, md5, mp4, multipart, postMultipart, uploadFile } from "./upload-helpers.ts";

/**
 * The first load's bytes: the client's text files go out as the brotli or gzip copy the build made, API
 * answers above 1 KB are compressed on the fly, and what must stay byte-exact (video ranges, uploads) does.
 */
const BROWSER = "gzip, deflate, br, zstd";
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "第${i}行" }`).join(", ")}];\n`;
const INDEX = `<!doctype html><html lang="zh-CN"><title>portal</title><div id=root></div>${"<!-- shell -->".repeat(40)}</html>`;
const CHUNK = 64 * 1024;

let t: TTestApp;
let staticDir: string;
let admin = "";

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), "roadshow-precompressed-"));
  mkdirSync(path.join(staticDir, "assets"));
  writeFileSync(path.join(staticDir, "index.html"), INDEX);
  writeFileSync(path.join(staticDir, "sw.js"), `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ url: `/assets/a${i}.js`, revision: null })))};`);
  writeFileSync(path.join(staticDir, "assets", "app-abc123.js"), APP_JS);
  writeFileSync(path.join(staticDir, "assets", "logo.png"), Buffer.alloc(4096, 1));
  await precompressFolder(staticDir);
  t = await createTestApp({ staticRoot: staticDir, uploadChunkSize: CHUNK });
  admin = await t.loginPass("listed-admin");
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const unbrotli = (b: Buffer) => zlib.brotliDecompressSync(b).toString("utf8");

describe("the client's files, precompressed at build time", () => {
  it("writes a brotli and a gzip copy of each text file, and none of an image", async () => {
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(path.join(staticDir, "assets")).sort()).toEqual(["app-abc123.js", "app-abc123.js.br", "app-abc123.js.gz", "logo.png"]);
  });

  it("sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": BROWSER });
    expect(br.headers).toMatchObject({ "content-encoding": "br", "cache-control": "public, max-age=31536000, immutable" });
    expect(String(br.headers["content-type"])).toMatch(/^(?:text|application)\/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS) / 3);
    expect(unbrotli(br.rawPayload)).toBe(APP_JS);

    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString("utf8")).toBe(APP_JS);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(APP_JS);
  });

  it("sends the shell compressed on every client route, still revalidated, and the service worker too", async () => {
    // client routes: the shell with the first answers written in (shell-boot.test.ts) and, for an activity
    // page, its drawing's style sheet and its background's preload (the drawing itself goes after
    // '<div id="root"></div>', which this shell spells otherwise: first-paint.test.ts), compressed per request
    for (const url of ["/home", "/activityDetails/18"]) {
      const res = await get(url, { "accept-encoding": BROWSER });
      expect(res.headers, url).toMatchObject({ "content-encoding": "br", "cache-control": "no-cache" });
      expect(String(res.headers["content-type"])).toMatch(/^text\/html/);
      const page = unbrotli(res.rawPayload)
        .replace(/<script type="application\/json" id="boot-data">.*?<\/script>/s, "")
        .replace(/<style>.*?<\/style><link rel="preload" as="image"[^>]*>/s, "");
      expect(page, url).toBe(INDEX);
    }
    // the copy the service worker precaches: the precompressed file as built
    const shell = await get("/index.html", { "accept-encoding": BROWSER });
    expect(shell.headers).toMatchObject({ "content-encoding": "br", "cache-control": "no-cache" });
    expect(unbrotli(shell.rawPayload)).toBe(INDEX);
    const sw = await get("/sw.js", { "accept-encoding": BROWSER });
    expect(sw.headers).toMatchObject({ "content-encoding": "br", "cache-control": "no-cache" });
  });

  it("leaves images alone", async () => {
    const png = await get("/assets/logo.png", { "accept-encoding": BROWSER });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });
});

describe("API answers", () => {
  it("compresses an answer above 1 KB and leaves a small one as it is", async () => {
    const big = await get("/docs/json", { "accept-encoding": BROWSER });
    expect(big.headers["content-encoding"]).toBe("br");
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(unbrotli(big.rawPayload))).toHaveProperty("paths");

    const list = await t.app.inject({
      method: "POST",
      url: `${AUTH}/activity_company/company_activity_page`,
      payload: "status=3&pageSize=20",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: admin, "accept-encoding": "gzip" },
    });
    expect(list.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(list.rawPayload).toString("utf8"))).toMatchObject({ code: 200 });

    const small = await t.app.inject({
      method: "POST",
      url: `${AUTH}/upload/check_chunk_md5`,
      payload: `guid=${"a".repeat(32)}&chunk=0&chunkSize=1`,
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: admin, "accept-encoding": BROWSER },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ code: 200 });
  });

  it("keeps stored files byte-exact: a video whole and by ranges, never encoded", async () => {
    const video = mp4(200_000, 3);
    const up = await uploadFile(t, admin, "v.mp4", video);
    expect(up.code, up.message).toBe(200);
    const url = `/api${up.datas[0]!.filePath}`;
    const whole = await get(url, { "accept-encoding": BROWSER });
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await get(url, { "accept-encoding": BROWSER, range: "bytes=100-1099" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.headers["content-range"]).toBe(`bytes 100-1099/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1100))).toBe(true);
  });

  it("takes a chunk upload from a browser that accepts compressed answers", async () => {
    const data = mp4(CHUNK + 10, 9);
    const guid = guidOf(data, "compress");
    const bytes = data.subarray(0, CHUNK);
    const sent = await postMultipart(t, `${AUTH}/upload/upload`, admin, multipart({ guid, chunk: 0, md5: md5(bytes) }, { name: "blob", data: bytes }), { "accept-encoding": BROWSER });
    expect(sent).toMatchObject({ code: 200, datas: [{ chunk: 0, success: true }] });
  });
});
