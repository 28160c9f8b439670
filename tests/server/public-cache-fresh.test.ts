import { afterEach, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { qaContracts } from "#shared/api/qa.contract.ts";
import type { TDatabase } from "#server/db/client.ts";
import { cachedRoute, registerPublicCache } from "#server/modules/public-list/public-cache.ts";

// When a cached public answer waits for a fence (the round trip that proves every committed change has been
// heard): on PGlite a fence is instant, so this counts them on a stand-in notice channel.
function fakeDatabase() {
  const counts = { fences: 0, reads: 0 };
  const notices = { send: (_payload: string) => {} };
  const database = {
    listen: async (_channel: string, onNotify: (payload: string) => void, onState?: (listening: boolean) => void) => {
      notices.send = onNotify;
      onState?.(true);
      return { fence: async () => void (counts.fences += 1), close: async () => {} };
    },
  } as unknown as TDatabase;
  return { database, counts, notices };
}

let app: FastifyInstance;
afterEach(async () => app?.close());

async function qaApp(lagMs: number) {
  const { database, counts, notices } = fakeDatabase();
  app = Fastify();
  const contract = qaContracts.answerQuestionPage;
  await registerPublicCache(app, database, [cachedRoute({ contract, scopesOf: (b) => [`qa:${b.activityId}`] })], { lagMs });
  // the database read; `hold` keeps the next ones waiting until released
  let gate: Promise<void> | null = null;
  const hold = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return () => ((gate = null), release());
  };
  app.post(contract.path, async () => {
    const total = ++counts.reads;
    if (gate) await gate;
    return { code: 200, datas: [{ records: [], current: 1, pages: 0, total }], message: "" };
  });
  const ask = (headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: contract.path, payload: { activityId: 7, pageNo: 1, pageSize: 10 }, headers });
  return { ask, counts, notices, hold };
}

const totalOf = (res: { json(): { datas: { total: number }[] } }) => res.json().datas[0]!.total;

describe("the public cache's lag", () => {
  it("serves a repeated read within the lag without waiting for a fence", async () => {
    const { ask, counts } = await qaApp(60_000);
    await ask();
    const fencesAfterFirst = counts.fences;
    for (let i = 0; i < 5; i++) expect(totalOf(await ask())).toBe(1);
    expect(counts.reads).toBe(1);
    expect(counts.fences).toBe(fencesAfterFirst);
  });

  it("makes a read with Cache-Control: no-cache wait for a fence of its own, still from the cache", async () => {
    const { ask, counts } = await qaApp(60_000);
    await ask();
    const before = counts.fences;
    expect(totalOf(await ask({ "cache-control": "no-cache" }))).toBe(1);
    expect(counts.fences).toBe(before + 1);
    await ask({ pragma: "no-cache" });
    expect(counts.fences).toBe(before + 2);
    expect(counts.reads).toBe(1);
  });
});

describe("after a change", () => {
  it("answers with the replaced answer while one request reads the new one, within the lag", async () => {
    const { ask, counts, notices, hold } = await qaApp(60_000);
    expect(totalOf(await ask())).toBe(1);
    notices.send("qa:7");
    const release = hold();
    const reader = ask();
    await new Promise((r) => setTimeout(r, 20));
    expect(counts.reads).toBe(2);
    // the read is held: others get the answer it replaces at once, a fresh request waits for it
    expect(totalOf(await ask())).toBe(1);
    const fresh = ask({ "cache-control": "no-cache" });
    let freshDone = false;
    void fresh.then(() => (freshDone = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(freshDone).toBe(false);
    release();
    expect(totalOf(await reader)).toBe(2);
    expect(totalOf(await fresh)).toBe(2);
    expect(totalOf(await ask())).toBe(2);
    expect(counts.reads).toBe(2);
  });

  it("never serves the replaced answer once the change is older than the lag", async () => {
    const { ask, notices, hold } = await qaApp(30);
    await ask();
    notices.send("qa:7");
    await new Promise((r) => setTimeout(r, 60));
    const release = hold();
    const reader = ask();
    await new Promise((r) => setTimeout(r, 10));
    const other = ask();
    let otherDone = false;
    void other.then(() => (otherDone = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(otherDone).toBe(false);
    release();
    expect(totalOf(await reader)).toBe(2);
    expect(totalOf(await other)).toBe(2);
  });
});
