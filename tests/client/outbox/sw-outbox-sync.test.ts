import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { localDb } from "#client/lib/local-db.ts";
import type { TOutboxRow } from "#shared/offline/local-db-schema.ts";
import { OUTBOX_CHANGED_MESSAGE } from "#shared/offline/outbox-rules.ts";

// The service worker's Background Sync replay, run against the same IndexedDB the page writes (fake-indexeddb).
const posted: unknown[] = [];
let answers: Array<{ status: number; body: unknown } | Error> = [];
let sent: Request[] = [];

function row(id: string, over: Partial<TOutboxRow> = {}): TOutboxRow {
  return {
    id,
    url: "http://localhost/base-service/api/auth/v1/activity_record_video/front_activity_record_video_upload",
    body: `activityId=8&n=${id}`,
    label: id,
    state: "queued",
    message: null,
    userKey: "u:1",
    token: "token-of-u1",
    lang: "zh-CN",
    attempts: 1,
    claimedBy: null,
    claimedAt: null,
    createdAt: Number(id.replace(/\D/g, "")) || 1,
    updatedAt: 1,
    ...over,
  };
}

beforeEach(async () => {
  await localDb().outbox.clear();
  posted.length = 0;
  answers = [];
  sent = [];
  Object.assign(globalThis.self, {
    clients: { matchAll: async () => [{ postMessage: (m: unknown) => posted.push(m) }] },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      sent.push(new Request(input, init));
      const answer = answers.shift() ?? { status: 200, body: { code: 200, datas: [], message: "操作成功" } };
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});


describe("service worker outbox sync", () => {
  it("replays queued rows with their own token and key, settles them, and tells the pages", async () => {
    const { replayOutboxFromWorker } = await import("../../../sw/outbox-sync.ts");
    await localDb().outbox.bulkPut([row("k1"), row("k2"), row("k3", { state: "done" })]);
    answers = [{ status: 200, body: { code: 200, datas: [], message: "ok" } }, { status: 200, body: { code: 400, datas: [], message: "请输入云盘地址" } }];
    await replayOutboxFromWorker();
    expect(sent.map((r) => r.headers.get("idempotency-key"))).toEqual(["k1", "k2"]);
    expect(sent[0]!.headers.get("authorization")).toBe("token-of-u1");
    expect(await sent[0]!.text()).toBe("activityId=8&n=k1");
    expect((await localDb().outbox.get("k1"))?.state).toBe("done");
    expect(await localDb().outbox.get("k2")).toMatchObject({ state: "refused", message: "请输入云盘地址" });
    // each claim and each settle is told to the pages at once, row by row
    const news = (id: string, state: string, message: string | null = null) => ({
      type: OUTBOX_CHANGED_MESSAGE,
      rows: [{ id, contract: "video.videoUpload", state, label: id, message }],
    });
    expect(posted).toEqual([news("k1", "sending"), news("k1", "done", "ok"), news("k2", "sending"), news("k2", "refused", "请输入云盘地址")]);
  });

  it("keeps rows queued and fails the sync while the network is missing, so the browser retries", async () => {
    const { replayOutboxFromWorker } = await import("../../../sw/outbox-sync.ts");
    await localDb().outbox.bulkPut([row("k1"), row("k2")]);
    answers = [new TypeError("Failed to fetch")];
    await expect(replayOutboxFromWorker()).rejects.toThrow(/network/);
    expect(sent).toHaveLength(1);
    expect((await localDb().outbox.get("k1"))?.state).toBe("queued");
    expect((await localDb().outbox.get("k2"))?.state).toBe("queued");
  });

  it("leaves a row a page is sending alone, and a row whose session ended queued for the page", async () => {
    const { replayOutboxFromWorker } = await import("../../../sw/outbox-sync.ts");
    await localDb().outbox.bulkPut([row("k1", { state: "sending", claimedBy: "tab:x", claimedAt: Date.now() }), row("k2")]);
    answers = [{ status: 200, body: { code: 401, datas: [], message: "未登录" } }];
    await replayOutboxFromWorker();
    expect(sent.map((r) => r.headers.get("idempotency-key"))).toEqual(["k2"]);
    expect((await localDb().outbox.get("k2"))?.state).toBe("queued");
    expect((await localDb().outbox.get("k1"))?.claimedBy).toBe("tab:x");
  });
});
