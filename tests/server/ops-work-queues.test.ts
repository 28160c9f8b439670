import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { WORK_QUEUES, loadWorkCounts } from "#server/modules/ops/work-queues.ts";
import { OPS_QUEUES_CHANNEL, OPS_QUEUES_TYPE, countsChanged, type TOpsQueuesMessage } from "#shared/ops/work-queues.ts";
import { createTestApp, injectSocket, type TTestApp } from "./test-app.ts";
import { activityId, insertQuestion } from "./qa-helpers.ts";

let t: TTestApp;
let operator: string;
let enterprise: string;
let personal: string;
const as = (token: string) => ({ authorization: token });
const COUNTS = "/base-service/api/ops/v1/dashboard/counts";

beforeAll(async () => {
  t = await createTestApp();
  [operator, enterprise] = await Promise.all([t.loginPass("ops-operator"), t.loginPass("listed-admin")]);
  personal = await t.loginMobile("13900000003");
});
afterAll(async () => t.close());

/** The next counts pushed on the operators' socket that satisfy `until`. */
function nextCounts(ws: WebSocket, until: (m: TOpsQueuesMessage) => boolean): Promise<TOpsQueuesMessage> {
  return new Promise((resolve) => {
    const onMessage = (e: MessageEvent) => {
      const m = JSON.parse(String(e.data)) as TOpsQueuesMessage;
      if (m.type === OPS_QUEUES_TYPE && until(m)) {
        ws.removeEventListener("message", onMessage);
        resolve(m);
      }
    };
    ws.addEventListener("message", onMessage);
  });
}

describe("the dashboard's work queues", () => {
  it("counts every registered queue; enterprise and personal tokens get 403", async () => {
    const res = await t.post<Record<string, number>>(COUNTS, {}, as(operator));
    expect(Object.keys(res.datas[0]!).sort()).toEqual(WORK_QUEUES.map((q) => q.key).sort());
    expect(res.datas[0]).toMatchObject({ qaToReview: expect.any(Number), videosToReview: expect.any(Number), venuesToAssign: expect.any(Number), pagesToPublish: expect.any(Number) });
    expect((await t.post(COUNTS, {}, as(enterprise))).code).toBe(403);
    expect((await t.post(COUNTS, {}, as(personal))).code).toBe(403);
  });

  it("counts the review queues of the other back-office pages from their tables", async () => {
    const counts = (await t.post<Record<string, number>>(COUNTS, {}, as(operator))).datas[0]!;
    const n = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(counts.homepagesToReview).toBe(await n(sql`select count(*)::int as n from company_homepage_changes where status = 0`));
    expect(counts.bindingsToReview).toBe(await n(sql`select count(*)::int as n from company_bind_applies where status = 0`));
    expect(counts.lotteriesToReview).toBe(await n(sql`select count(*)::int as n from rolling_applies where status = 0`));
    // the demo seeds a pending homepage change and a waiting binding application
    expect(counts.homepagesToReview).toBeGreaterThan(0);
    expect(counts.bindingsToReview).toBeGreaterThan(0);
    // a certification submitted for review starts waiting; one the company must act on does not count
    const before = counts.certificationsToReview!;
    await t.database.db.execute(sql`update diversion_applies set progress = 1, audit_status = 1 where is_current and company_id = ${await t.companyOf("listed-admin")}`);
    const after = (await t.post<Record<string, number>>(COUNTS, {}, as(operator))).datas[0]!.certificationsToReview!;
    expect(after).toBe(before + 1);
  });

  it("a later queue is one registry entry", async () => {
    const counts = await loadWorkCounts(t.database.db, "2026-11-23", [...WORK_QUEUES, { key: "companiesTotal", count: () => sql`select count(*)::int as n from companies` }]);
    const companies = (await t.database.db.execute(sql`select count(*)::int as n from companies`)) as unknown as { rows: { n: number }[] };
    expect(counts.companiesTotal).toBe(companies.rows[0]!.n);
    expect(counts.companiesTotal).toBeGreaterThan(0);
    expect(countsChanged({ a: 1 }, { a: 1 })).toBe(false);
    expect(countsChanged({ a: 1 }, { a: 2 })).toBe(true);
    expect(countsChanged({ a: 1 }, { a: 1, b: 0 })).toBe(true);
  });

  it("pushes the counts to the operators' socket, and again when a question starts waiting", async () => {
    const ws = await injectSocket(t.app, "/base-service/ops/ws", operator);
    // the page reads the counts when it opens; the socket brings every change after
    const before = (await t.post<Record<string, number>>(COUNTS, {}, as(operator))).datas[0]!.qaToReview!;
    const live = await activityId(t, "inProgress");
    await insertQuestion(t, { activityId: live, companyId: await t.companyOf("listed-admin"), status: 0, content: "队列计数测试" });
    const changed = await nextCounts(ws, (m) => m.counts.qaToReview !== before);
    expect(Object.keys(changed.counts)).toEqual(expect.arrayContaining(["qaToReview", "videosToReview", "venuesToAssign", "pagesToPublish"]));
    expect(changed.counts.qaToReview).toBe(before + 1);
    ws.close();
  }, 30_000);

  it("is read only while an operator's socket listens in this process", async () => {
    // the feed asks the pub/sub whether anyone here listens before it reads the counts (an injected socket's
    // close() never reaches the server: the test before may still hold one)
    const before = t.app.deps.pubsub.subscribers(OPS_QUEUES_CHANNEL);
    const ws = await injectSocket(t.app, "/base-service/ops/ws", operator);
    expect(t.app.deps.pubsub.subscribers(OPS_QUEUES_CHANNEL)).toBe(before + 1);
    // the injected socket is the server library's (ws), which can drop the connection at once
    (ws as unknown as { terminate(): void }).terminate();
    await vi.waitFor(() => expect(t.app.deps.pubsub.subscribers(OPS_QUEUES_CHANNEL)).toBe(before));
  });
});
