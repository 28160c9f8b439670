import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerRoute } from "#server/lib/route.ts";
import { defineContract } from "#shared/api/contract.ts";
import { ok } from "#shared/http/envelope.ts";
import { allContracts } from "#shared/api/index.ts";
import { zList } from "#shared/validation/form-fields.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const ECHO = "/base-service/api/pub/v1/test/echo";
let t: TTestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), "roadshow-static-"));
  mkdirSync(path.join(staticDir, "assets"));
  writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>portal</title><div id=root></div>");
  writeFileSync(path.join(staticDir, "assets", "app-abc123.js"), "console.log('app')");
  t = await createTestApp({ staticRoot: staticDir });
  registerRoute(
    t.app,
    defineContract({
      method: "POST", path: ECHO, access: "pub", tag: "test", summary: "echo",
      body: z.object({ ids: zList(z.coerce.number().int()), importDto: z.array(z.record(z.string(), z.string())).optional() }).loose(),
      datas: z.unknown(),
    }),
    async ({ body }) => ok([body]),
  );
  t.app.post("/base-service/api/pub/v1/test/boom", async () => {
    throw new Error("database exploded: secret detail");
  });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe("form bodies", () => {
  it("turn repeated keys into arrays and indexed keys into arrays of objects", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: ECHO,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "ids=1&ids=2&importDto%5B0%5D.guestName=%E5%BC%A0%E4%B8%89&importDto%5B1%5D.guestName=Li&importDto%5B1%5D.title=CFO&__proto__=x",
    });
    const body = JSON.parse(res.body);
    expect(body.datas[0]).toEqual({ ids: [1, 2], importDto: [{ guestName: "张三" }, { guestName: "Li", title: "CFO" }] });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("turn a single repeated-key value into a one-element array", async () => {
    expect((await t.post<{ ids: number[] }>(ECHO, { ids: [3] })).datas[0]?.ids).toEqual([3]);
  });

  it("refuse a body over the limit with a transport 413", async () => {
    const res = await t.app.inject({ method: "POST", url: ECHO, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `a=${"x".repeat(1024 * 1024 + 10)}` });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 413, message: "请求内容过大", datas: [] });
  });

  it("refuse malformed JSON with a transport 400 in the envelope", async () => {
    const res = await t.app.inject({ method: "POST", url: ECHO, headers: { "content-type": "application/json" }, payload: "{nope" });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 400, datas: [] });
  });
});

describe("errors", () => {
  it("an unknown error answers HTTP 500 with a generic message and the request id, never the details", async () => {
    const res = await t.app.inject({ method: "POST", url: "/base-service/api/pub/v1/test/boom" });
    expect(res.statusCode).toBe(500);
    const body = JSON.parse(res.body);
    expect(body.code).toBe(500);
    expect(body.message).toContain("服务器内部错误");
    expect(body.message).toContain(body.requestId);
    expect(res.body).not.toContain("secret detail");
  });

  it("an unknown API path answers 404 in the envelope with the path", async () => {
    const res = await t.app.inject({ method: "POST", url: "/base-service/api/pub/v1/nothing/here" });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ code: 404, datas: [], message: "请求地址错误：/base-service/api/pub/v1/nothing/here" });
  });
});

describe("static hosting", () => {
  it("serves files and falls back to index.html for client routes", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.body).toContain("console.log");
    expect(asset.headers["cache-control"]).toContain("immutable");
    for (const url of ["/home", "/activityDetails/12/abc", "/center?tab=2"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<title>portal</title>");
    }
  });
});

describe("OpenAPI", () => {
  it("documents every contract at /docs/json and serves the reference at /docs", async () => {
    const doc = JSON.parse((await t.app.inject({ method: "GET", url: "/docs/json" })).body);
    for (const c of allContracts) expect(doc.paths[c.path]?.[c.method.toLowerCase()], c.path).toBeDefined();
    expect(doc.paths["/base-service/api/auth/v1/user/real_person_verify"].post.requestBody.content["application/x-www-form-urlencoded"].schema.properties).toHaveProperty("idNumber");
    const ui = await t.app.inject({ method: "GET", url: "/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
  });
});

describe("rate limits", () => {
  it("refuse login attempts past the limit with 429", async () => {
    const limited = await createTestApp({ rateLimit: { loginMax: 3, codeMax: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({ method: "POST", url: "/idp/pass/login", payload: { account: "x", password: "y" } });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
      const sends = [];
      for (let i = 0; i < 3; i++) sends.push((await limited.post("/idp/sms/send", { mobile: `1390000002${i}` })).status);
      expect(sends).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
