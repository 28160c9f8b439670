import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { registeredRoutes } from "#server/lib/route.ts";
import type { TContractDraft } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";

// Every route of the registry (and the raw upload calls) with hostile input: missing, wrongly typed,
// array-for-scalar, oversized (10 KB, 1 MB), unicode and NUL, deep indexed keys, JSON instead of form,
// broken multipart. No answer may be a server fault or leave the envelope. fast-check prints the seed and
// the shrunk counterexample on failure: FUZZ_SEED=<seed> repeats a run, FUZZ_RUNS sets its length.

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500); // about 5 s here; CI share well under its 2-minute budget
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const RAW_UPLOADS = ["/api/add/upload/upload_img", "/base-service/api/auth/v1/upload/upload_file", "/base-service/api/auth/v1/upload/upload_img", "/base-service/api/auth/v1/upload/upload"];

let t: TTestApp;
let routes: { method: string; path: string; keys: string[] }[] = [];
const tokens: (string | undefined)[] = [undefined];

function keysOf(contract: TContractDraft): string[] {
  const schema = contract.body as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } };
  return Object.keys(schema.shape ?? schema.def?.in?.shape ?? {});
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.push(await t.loginPass("listed-admin"), await t.loginPass("ops-admin"), await t.loginMobile("13800000001"));
  routes = registeredRoutes(t.app).map((r) => ({ method: r.contract.method, path: r.contract.path, keys: keysOf(r.contract) }));
  for (const path of RAW_UPLOADS) routes.push({ method: "POST", path, keys: ["file", "guid", "chunk", "chunks", "size", "md5", "offset", "activityId"] });
});
afterAll(async () => t.close());

const unicode = fc.constantFrom("\u0000", "a\u0000b", "😀", "\u202e", "\ud800", "\uffff", "中文", "<script>alert(1)</script>", "' or 1=1 --", "%00", "../../etc/passwd", "𠮷".repeat(50));
const scalar = fc.oneof(
  fc.string({ maxLength: 20 }),
  // NUL inside text long enough to pass length checks (PostgreSQL refuses NUL in text)
  fc.tuple(fc.string({ minLength: 4, maxLength: 12 }), fc.constantFrom("\u0000", "\u0000\u0001", "\ud800")).map(([s, bad]) => `session${s}${bad}${s}`),
  fc.integer().map(String),
  fc.constantFrom("", " ", "-1", "0", "1e309", "NaN", "true", "null", "2026-02-30", "99999999999999999999"),
  unicode,
  fc.constant("x".repeat(10 * 1024)),
);
const value = fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.constant("y".repeat(1024 * 1024)) });

/** A body for the route: some of its own keys (each missing, mistyped or hostile) and some made-up ones. */
const body = (keys: string[]) =>
  fc.record({
    own: fc.subarray(keys).chain((picked) => fc.tuple(...picked.map((k) => fc.tuple(fc.constant(k), value)))),
    extra: fc.array(
      fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("importDto[0].guestName", "a[0][1][2][3][4][5][6][7][8][9][10].b", "x[99999999]", "__proto__", "constructor.prototype", "ids[]")), value),
      { maxLength: 3 },
    ),
  });

type TEncoding = "form" | "json" | "multipart" | "broken-multipart" | "json-garbage" | "query";
const encoding = fc.constantFrom<TEncoding>("form", "form", "json", "multipart", "broken-multipart", "json-garbage", "query");

function encodeForm(pairs: [string, unknown][]): string {
  const p = new URLSearchParams();
  for (const [k, v] of pairs) for (const item of Array.isArray(v) ? v : [v]) p.append(k, String(item));
  return p.toString();
}

function request(route: { method: string; path: string }, pairs: [string, unknown][], how: TEncoding, token?: string): InjectOptions {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  if (route.method === "GET" || how === "query") return { method: route.method as "GET", url: `${route.path}?${encodeForm(pairs)}`, headers };
  if (how === "json") return { method: "POST", url: route.path, payload: JSON.stringify(Object.fromEntries(pairs)), headers: { ...headers, "content-type": "application/json" } };
  if (how === "json-garbage") return { method: "POST", url: route.path, payload: '{"a":[1,2,{"b":', headers: { ...headers, "content-type": "application/json" } };
  if (how === "multipart" || how === "broken-multipart") {
    const boundary = "fuzz-boundary";
    const parts = pairs.map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k.replace(/"/g, "")}"\r\n\r\n${String(v)}\r\n`).join("");
    const file = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n`;
    const full = `${parts}${file}--${boundary}--\r\n`;
    const payload = how === "broken-multipart" ? full.slice(0, Math.max(1, Math.floor(full.length / 2))) : full;
    const type = how === "broken-multipart" && pairs.length % 2 === 0 ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`;
    return { method: "POST", url: route.path, payload, headers: { ...headers, "content-type": type } };
  }
  return { method: "POST", url: route.path, payload: encodeForm(pairs), headers: { ...headers, "content-type": "application/x-www-form-urlencoded" } };
}

describe("fuzzing every route", () => {
  it("never answers a server fault or outside the envelope", { timeout: 110_000 }, async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat().chain((i) => {
          const route = routes[i % routes.length]!;
          return fc.record({ route: fc.constant(route), body: body(route.keys), how: encoding, caller: fc.nat({ max: tokens.length - 1 }) });
        }),
        async ({ route, body: b, how, caller }) => {
          seen.add(route.path);
          const res = await t.app.inject(request(route, [...b.own, ...b.extra], how, tokens[caller]));
          const what = `${route.path} (${how}): ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) throw new Error(`server fault: ${what}`);
          if (res.statusCode === 302) return; // a provider login that succeeded
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(res.body) as Record<string, unknown>;
          } catch {
            throw new Error(`not JSON: ${what}`);
          }
          // the rich-text image upload answers its own shape (document 1 section 7.2): { code, data, msg }; the
          // envelope may carry a rule's outcome code beside its three keys, and then it must be a string
          const keys = Object.keys(parsed).filter((k) => k !== "outcome").sort().join(",");
          if (keys !== "code,datas,message" && keys !== "code,data,msg") throw new Error(`not the envelope: ${what}`);
          if ("outcome" in parsed && typeof parsed.outcome !== "string") throw new Error(`an outcome that is no code: ${what}`);
          if (parsed.code !== 200 && !(typeof parsed.message === "string" && parsed.message.length > 0) && !(typeof parsed.msg === "string" && parsed.msg.length > 0)) {
            throw new Error(`a refusal without a message: ${what}`);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, verbose: 1, endOnFailure: true },
    );
    expect(seen.size).toBeGreaterThan(routes.length / 2);
  });
});
