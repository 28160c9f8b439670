import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH, OPS, PUB } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";

let t: TTestApp;
let company: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  [company, operator] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("ops-admin")]);
});
afterAll(async () => t.close());

/** An answer in the envelope, refused as bad input: never a server fault, never Fastify's own shape. */
function expectRefusedInEnvelope(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  // the spec's three keys, and the rule's outcome code beside them when the refusal has one
  expect(Object.keys(body).filter((k) => k !== "outcome").sort(), what).toEqual(["code", "datas", "message"]);
  expect(body.code, what).toBe(400);
  expect(typeof body.message === "string" && body.message.length > 0, what).toBe(true);
}

const UPLOADS: [string, () => string][] = [
  [`${AUTH}/upload/upload_file`, () => company],
  [`${AUTH}/upload/upload_img`, () => company],
  [`${AUTH}/upload/upload`, () => company],
  [`${AUTH}/activity_record_video/front_activity_record_video_upload`, () => company],
  [`${OPS}/video/video_upload`, () => operator],
];

describe("bad input answers 400 in the envelope", () => {
  it("a NUL character in a form field or a JSON string", async () => {
    for (const [url, payload, type] of [
      [`${PUB}/online_increment`, "sessionId=abcdefgh%00ijkl", "application/x-www-form-urlencoded"],
      [`${PUB}/online_increment`, JSON.stringify({ sessionId: "abcdefgh\u0000ijkl" }), "application/json"],
      ["/idp/webauthn/register/options", "account=listed%00admin&password=x", "application/x-www-form-urlencoded"],
      ["/idp/pass/login", "account=listed%00admin&password=x&redirect=/home", "application/x-www-form-urlencoded"],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url, payload, headers: { "content-type": type } });
      expectRefusedInEnvelope(res, url);
    }
  });

  it("a NUL character in a query string", async () => {
    const res = await t.app.inject({ method: "GET", url: `${PUB}/online_increment?x=%00` });
    expect(res.statusCode).toBeLessThan(500);
  });

  it("multipart without a boundary, on every upload call", async () => {
    for (const [url, token] of UPLOADS) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: "--x\r\ncontent-disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4\r\n--x--\r\n",
        headers: { "content-type": "multipart/form-data", authorization: token() },
      });
      expectRefusedInEnvelope(res, url);
    }
  });

  it("multipart cut short, on every upload call", async () => {
    for (const [url, token] of UPLOADS) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: "--x\r\ncontent-disposition: form-data; name=\"activityId\"\r\n\r\n1\r\n--x\r\ncontent-disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4 and then noth",
        headers: { "content-type": "multipart/form-data; boundary=x", authorization: token() },
      });
      expectRefusedInEnvelope(res, url);
    }
  });

  it("broken multipart on the rich-text image upload answers its own shape with 400", async () => {
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=x"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/add/upload/upload_img",
        payload: "--x\r\ncontent-disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\n\u0089PNG and then noth",
        headers: { "content-type": type, authorization: company },
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(JSON.parse(res.body)).toMatchObject({ code: 400 });
    }
  });

  it("numbers beyond what the database stores", async () => {
    // past what the column stores: the database's data exception (SQLSTATE class 22) is a refusal, not a
    // server fault (found by fuzz.test.ts on PostgreSQL)
    const huge = await t.post(`${AUTH}/booking_region/list`, { status: "99999999999" }, { authorization: company });
    expect(huge).toMatchObject({ code: 400 });
    const small = await t.post(`${AUTH}/booking_region/list`, { status: "1335679495" }, { authorization: company });
    expect(small.status).toBeLessThan(500);
    expect([200, 400]).toContain(small.code);
  });

  it("a malformed address", async () => {
    for (const url of ["/%E0%A4%A", `${PUB}/%E0%A4%A`, `${AUTH}/upload/%E0%A4%A`, "/api/files/videos/%E0%A4%A"]) {
      const res = await t.app.inject({ method: "GET", url });
      expectRefusedInEnvelope(res, url);
      const post = await t.app.inject({ method: "POST", url, payload: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expectRefusedInEnvelope(post, `POST ${url}`);
    }
  });
});
