import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./test-app.ts";

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginPass("listed-admin");
});
afterAll(async () => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(fileName: string, data: Buffer, fields: Record<string, string> = {}) {
  const boundary = "----roadshow-test-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function upload(fileName: string, data: Buffer, auth: string | null = token) {
  const { payload, headers } = multipart(fileName, data, { nameCh: "图片" });
  const res = await t.app.inject({ method: "POST", url: "/api/add/upload/upload_img", payload, headers: { ...headers, ...(auth ? { authorization: auth } : {}) } });
  return JSON.parse(res.body) as { code: number; data: { filePath: string } | null; msg: string };
}

describe("rich-text image upload", () => {
  it("stores a png and serves it under /api + filePath with safe headers", async () => {
    const res = await upload("chart.png", PNG);
    expect(res).toMatchObject({ code: 200, msg: "上传成功" });
    expect(res.data?.filePath).toMatch(/^\/files\/rich-text\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: "GET", url: `/api${res.data!.filePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses what is not a jpg or png by its bytes, whatever its name", async () => {
    expect(await upload("fake.png", Buffer.from("<svg onload=alert(1)>"))).toMatchObject({ code: 400, msg: "上传图片只能是jpg 、 jpeg 、 png 、 JPG 、 JPEG格式" });
    expect(await upload("real.gif", PNG)).toMatchObject({ code: 400 });
  });

  it("refuses an image over 1 MB", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 2)]);
    expect(await upload("big.png", big)).toMatchObject({ code: 400, msg: "上传图片大小不能超过1MB" });
  });

  it("refuses a caller without an enterprise token", async () => {
    expect((await upload("chart.png", PNG, null)).code).toBe(401);
    const personal = await t.loginMobile("13800000001");
    expect((await upload("chart.png", PNG, personal)).code).toBe(401);
  });

  it("answers 404 for unknown or traversing file paths", async () => {
    for (const url of ["/api/files/rich-text/2026/01/none.png", "/api/files/rich-text/..%2F..%2F..%2Fetc%2Fpasswd", "/api/files/rich-text/%2e%2e/x.png"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
