import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { buildOpenApiDocument } from "#server/plugins/openapi.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, JPG, PDF, PNG, XLSX, isoMedia, mp4, multipart, postMultipart, uploadFile, zipWith, type TUploadedFileAnswer } from "./upload-helpers.ts";

let t: TTestApp;
let files: string;
let token = "";

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), "roadshow-files-"));
  t = await createTestApp({ storage: files });
  token = await t.loginPass("listed-admin");
});
afterAll(async () => {
  await t.close();
  rmSync(files, { recursive: true, force: true });
});

/** Every stored file (temporary ones included), to show a refusal kept nothing. */
const storedFiles = () => (existsSync(files) ? readdirSync(files, { recursive: true }).map(String).filter((n) => /\.[a-z0-9]+$|^tmp\//.test(n) && !n.endsWith("/")) : []);
const uploadImg = (name: string, data: Buffer) => postMultipart<TUploadedFileAnswer>(t, `${AUTH}/upload/upload_img`, token, multipart({}, { name, data }));
const served = (filePath: string) => t.app.inject({ method: "GET", url: `/api${filePath}` });

describe("upload_file: one request up to 100 MB, checked by content", () => {
  it("stores an mp4, jpg, png, pdf and xlsx and answers filePath, fileName, fileSize", async () => {
    const cases: [string, Buffer, string][] = [
      ["演示视频.mp4", mp4(5000), "video/mp4"],
      ["photo.JPG", JPG, "image/jpeg"],
      ["chart.png", PNG, "image/png"],
      ["年报.pdf", PDF, "application/pdf"],
      ["名单.xlsx", XLSX, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ];
    for (const [name, data, type] of cases) {
      const res = await uploadFile(t, token, name, data);
      expect(res, name).toMatchObject({ code: 200, datas: [{ fileName: name, fileSize: data.length }] });
      const filePath = res.datas[0]!.filePath;
      expect(filePath).toMatch(/^\/files\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(mp4|jpg|png|pdf|xlsx)$/);
      const got = await served(filePath);
      expect(got.headers["content-type"], name).toBe(type);
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      expect(got.rawPayload.equals(data)).toBe(true);
      const disposition = String(got.headers["content-disposition"]);
      expect(disposition, name).toMatch(type.startsWith("image/") || type === "video/mp4" ? /^inline/ : /^attachment/);
    }
  });

  it("with isPDF accepts only a pdf (the field may come before or after the file)", async () => {
    expect((await uploadFile(t, token, "a.pdf", PDF, { isPDF: "true" })).code).toBe(200);
    expect((await uploadFile(t, token, "a.png", PNG, { isPDF: "true" })).message).toBe(UploadMsg.pdfOnly);
    const after = await postMultipart(t, `${AUTH}/upload/upload_file`, token, multipart({}, { name: "a.png", data: PNG }, { isPDF: "true" }));
    expect(after.message).toBe(UploadMsg.pdfOnly);
  });

  it("refuses what its bytes are not, whatever its name, keeping nothing", async () => {
    const before = storedFiles().length;
    const html = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");
    const refusals: [string, Buffer, string][] = [
      ["fake.mp4", html, UploadMsg.videoType],
      ["clip.mp4", isoMedia("M4V ", 400), UploadMsg.videoType],
      ["clip.m4v", isoMedia("M4V ", 400), UploadMsg.videoType],
      ["clip.m4v", mp4(400), UploadMsg.videoType],
      ["fake.png", html, UploadMsg.imageType],
      ["fake.jpg", PDF, UploadMsg.imageType],
      ["fake.pdf", html, UploadMsg.pdfOnly],
      ["fake.xlsx", html, UploadMsg.xlsxOnly],
      ["doc.xlsx", zipWith(["[Content_Types].xml", "word/document.xml"]), UploadMsg.xlsxOnly],
      ["broken.xlsx", XLSX.subarray(0, XLSX.length - 10), UploadMsg.xlsxOnly],
      ["page.html", html, UploadMsg.fileTypes],
      ["image.svg", Buffer.from("<svg onload=alert(1)>"), UploadMsg.fileTypes],
      ["noext", PNG, UploadMsg.fileTypes],
    ];
    for (const [name, data, message] of refusals) {
      expect(await uploadFile(t, token, name, data), name).toMatchObject({ code: 400, message });
    }
    expect(storedFiles().length).toBe(before);
  });

  it("refuses a body over 100 MB before reading it, and a file part over 100 MB", async () => {
    const before = storedFiles().length;
    const big = Buffer.alloc(100 * 1024 * 1024 + 1, 1);
    mp4(64).copy(big);
    // Announced past the limit and its framing: refused before the body is read.
    const announced = Buffer.concat([big, Buffer.alloc(128 * 1024)]);
    const early = await uploadFile(t, token, "big.mp4", announced);
    expect(early).toMatchObject({ code: 400, message: UploadMsg.tooLarge(100), headers: { connection: "close" } });
    // One byte over, announced: the parser stops at the limit.
    expect(await uploadFile(t, token, "big.mp4", big)).toMatchObject({ code: 400, message: UploadMsg.tooLarge(100) });
    // Announced small enough (a chunked body has no length): the parser stops at the limit.
    const body = multipart({}, { name: "big.mp4", data: big });
    const res = await t.app.inject({ method: "POST", url: `${AUTH}/upload/upload_file`, payload: Readable.from([body.payload]), headers: { ...body.headers, authorization: token } });
    expect(res.raw.req.headers["content-length"]).toBeUndefined();
    expect(JSON.parse(res.body)).toMatchObject({ code: 400, message: UploadMsg.tooLarge(100) });
    expect(storedFiles().length).toBe(before);
  }, 60_000);

  it("refuses a request without a file, and callers without a token", async () => {
    expect((await postMultipart(t, `${AUTH}/upload/upload_file`, token, multipart({ isPDF: "false" }))).message).toBe(UploadMsg.noFile);
    expect((await t.post(`${AUTH}/upload/upload_file`, { file: "x" }, { authorization: token })).message).toBe(UploadMsg.noFile);
    expect((await uploadFile(t, null, "a.png", PNG)).code).toBe(401);
  });

  it("keeps only the last segment of a file name as its display name", async () => {
    const res = await uploadFile(t, token, "..\\..\\evil/../name.png", PNG);
    expect(res.datas[0]).toMatchObject({ fileName: "name.png" });
  });
});

describe("upload_img", () => {
  it("accepts jpg and png by content and refuses everything else with the image message", async () => {
    expect((await uploadImg("a.png", PNG)).datas[0]).toMatchObject({ fileName: "a.png", fileSize: PNG.length });
    expect((await uploadImg("a.jpeg", JPG)).code).toBe(200);
    expect((await uploadImg("a.png", PDF)).message).toBe(UploadMsg.imageType);
    expect((await uploadImg("a.pdf", PDF)).message).toBe(UploadMsg.imageType);
    expect((await uploadImg("a.gif", PNG)).message).toBe(UploadMsg.imageType);
  });
});

describe("serving stored files", () => {
  it("never serves chunk sets, temporary files or paths outside the storage root", async () => {
    for (const url of [
      "/api/files/chunks/0123456789abcdef0123456789abcdef/data",
      "/api/files/tmp/x",
      "/api/files/uploads/../chunks/x",
      "/api/files/uploads/%2e%2e/%2e%2e/etc/passwd",
      "/api/files/..%2F..%2Fetc%2Fpasswd",
      "/api/files//etc/passwd",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});

describe("the upload contracts", () => {
  it("appear in the OpenAPI document", () => {
    const paths = Object.keys(buildOpenApiDocument().paths);
    for (const call of ["upload_file", "upload_img", "check_chunk_md5", "upload", "combine_block"]) expect(paths).toContain(`${AUTH}/upload/${call}`);
  });
});
