import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUB } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";

let t: TTestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "roadshow-client-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>路演中心</title><script type=module src=/assets/app.js></script>");
  t = await createTestApp({ staticRoot: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function scriptSrc(csp: unknown): string {
  return String(csp).split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp, what).not.toBe("");
  expect(scriptSrc(csp), what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp, what).toMatch(/frame-ancestors '(self|none)'/);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
}

describe("security headers", () => {
  it("are sent on API answers, pages, the API reference and the provider's pages", async () => {
    for (const [method, url] of [
      ["GET", `${PUB}/index/nav_list`],
      ["GET", "/home"],
      ["GET", "/docs"],
      ["GET", "/docs/json"],
      ["GET", "/idp/pass"],
      ["GET", "/idp/key"],
      ["GET", "/no/such/api/base-service/x"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBeLessThan(500);
      expectCommonHeaders(res.headers, url);
    }
  });

  it("allow a provider page's own inline script by its hash, and nothing else inline", async () => {
    const res = await t.app.inject({ method: "GET", url: "/idp/key?redirect=/home" });
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    const hash = createHash("sha256").update(script, "utf8").digest("base64");
    expect(scriptSrc(res.headers["content-security-policy"])).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("keep a redirect from closing the provider page's script", async () => {
    const res = await t.app.inject({ method: "GET", url: `/idp/key?redirect=${encodeURIComponent("/home?x=</script><script>alert(1)</script>")}` });
    expect(res.body.match(/<script>/g)).toHaveLength(1);
  });

  it("send no CORS headers unless origins are configured, and then only to those", async () => {
    const evil = await t.app.inject({ method: "GET", url: `${PUB}/index/nav_list`, headers: { origin: "https://evil.example" } });
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: `${PUB}/index/nav_list`,
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();

    const cors = await createTestApp({ corsOrigins: ["https://partner.example"] });
    try {
      const ok = await cors.app.inject({ method: "GET", url: `${PUB}/index/nav_list`, headers: { origin: "https://partner.example" } });
      expect(ok.headers["access-control-allow-origin"]).toBe("https://partner.example");
      const other = await cors.app.inject({ method: "GET", url: `${PUB}/index/nav_list`, headers: { origin: "https://evil.example" } });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await cors.close();
    }
  });

  it("never let a stored file be sniffed or shown as HTML", async () => {
    const html = Buffer.from("<!doctype html><script>alert(document.domain)</script>");
    await t.app.deps.storage.put("uploads/2026/11/disguised.pdf", html);
    await t.app.deps.storage.put("uploads/2026/11/page.html", html);
    for (const key of ["uploads/2026/11/disguised.pdf", "uploads/2026/11/page.html"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/files/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(String(res.headers["content-type"]), key).not.toMatch(/html/);
      expect(res.headers["x-content-type-options"], key).toBe("nosniff");
      expect(String(res.headers["content-disposition"]), key).toMatch(/^attachment/);
      expect(String(res.headers["content-security-policy"]), key).toMatch(/sandbox/);
    }
  });
});
