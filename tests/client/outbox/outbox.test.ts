import "fake-indexeddb/auto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "#client/lib/i18n.ts";
import { localDb } from "#client/lib/local-db.ts";
import { readOutboxHint } from "#client/lib/outbox/outbox-hint.ts";
import { replayOutbox } from "#client/lib/outbox/outbox-replay.ts";
import { claim, dismiss, enqueue, TAB_ID } from "#client/lib/outbox/outbox-store.ts";
import { callQueueable } from "#client/lib/outbox/queueable-post.ts";
import { bookingContracts } from "#shared/api/booking.contract.ts";
import { videoContracts } from "#shared/api/video.contract.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { setToken } from "#client/lib/session.ts";
import { userInfoKey } from "#client/lib/user-info.ts";
import { OUTBOX_CLAIM_TTL_MS } from "#shared/offline/outbox-rules.ts";

vi.mock("#client/lib/notify.ts", () => ({ notify: vi.fn(), notifyPush: vi.fn(), isToastViewport: () => false }));

const CONTRACT = videoContracts.videoUpload;
const FIELDS = { activityId: 7, uploadVideoType: 1, cloudDiskAddress: "https://pan.example.com/s/abc", cloudDiskPassWord: "x1y2", descriptions: ["路演视频"] };

type Answer = { status?: number; body: unknown } | Error;
let answers: Answer[] = [];
let requests: Request[] = [];

function login(token: string, userId: number) {
  setToken(token);
  queryClient.setQueryData(userInfoKey(token), { id: userId });
}

function online(value: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => value });
}

const envelope = (code: number, message = "", datas: unknown[] = []) => ({ body: { code, datas, message } });
const networkDown = () => new TypeError("Failed to fetch");

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(async () => {
  await localDb().outbox.clear();
  queryClient.clear();
  answers = [];
  requests = [];
  online(true);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      const answer: Answer = answers.shift() ?? envelope(200, "操作成功");
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
    }),
  );
  login("token-a", 1);
});


describe("queueable writes", () => {
  it("are sent at once when online, with an Idempotency-Key", async () => {
    const result = await callQueueable(CONTRACT, FIELDS, { label: "上传视频" });
    expect(result.status).toBe("sent");
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await localDb().outbox.count()).toBe(0);
  });

  it("are stored with their key and exact body when the network fails, and replayed with both", async () => {
    answers = [networkDown()];
    const result = await callQueueable(CONTRACT, FIELDS, { label: "上传视频" });
    expect(result.status).toBe("queued");
    const firstKey = requests[0]!.headers.get("idempotency-key");
    const firstBody = await requests[0]!.text();
    const [row] = await localDb().outbox.toArray();
    expect(row).toMatchObject({ id: firstKey, body: firstBody, state: "queued", label: "上传视频", userKey: "u:1", token: "token-a", lang: "zh-CN" });
    // the row names its contract, not a path: a corrected path never strands a queued write
    expect(row!.contract).toBe("video.videoUpload");
    expect(row!.url).toBeUndefined();
    expect(readOutboxHint()).toBe(1);

    const summary = await replayOutbox();
    expect(summary.done).toHaveLength(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers.get("idempotency-key")).toBe(firstKey);
    expect(requests[1]!.headers.get("authorization")).toBe("token-a");
    expect(await requests[1]!.text()).toBe(firstBody);
    expect((await localDb().outbox.get(firstKey!))?.state).toBe("done");
  });

  it("are queued without trying when the browser knows it is offline", async () => {
    online(false);
    const result = await callQueueable(CONTRACT, FIELDS, { label: "上传视频" });
    expect(result.status).toBe("queued");
    expect(requests).toHaveLength(0);
  });

  it("are not stored when the server answered (a refusal is the caller's to show)", async () => {
    answers = [envelope(400, "请输入云盘地址")];
    await expect(callQueueable(CONTRACT, FIELDS, { label: "上传视频" })).rejects.toMatchObject({ code: 400, message: "请输入云盘地址" });
    expect(await localDb().outbox.count()).toBe(0);
  });

  it("only for contracts on the shared list", async () => {
    // @ts-expect-error a booking's body is not this one; the refusal comes before any typing matters
    await expect(callQueueable(bookingContracts.bookingActivity, {}, { label: "预约" })).rejects.toThrow(/not a queueable/);
  });
});

describe("outbox replay", () => {
  async function queued(id: string, userKey = "u:1", createdAt = Date.now()) {
    await enqueue({ id, contract: CONTRACT.id, body: "activityId=7", label: id, userKey, token: "token-a", lang: "zh-CN" }, createdAt);
  }

  it("replays a row an earlier version stored with its URL instead of its contract", async () => {
    await localDb().outbox.put({
      id: "legacy", url: `${location.origin}${CONTRACT.path}`, body: "activityId=7", label: "legacy", userKey: "u:1", token: "token-a", lang: "zh-CN",
      state: "queued", message: null, attempts: 1, claimedBy: null, claimedAt: null, createdAt: Date.now(), updatedAt: Date.now(),
    });
    const summary = await replayOutbox();
    expect(summary.done.map((r) => r.id)).toEqual(["legacy"]);
    expect(new URL(requests.at(-1)!.url).pathname).toBe(CONTRACT.path);
  });

  it("keeps a row queued while the network is missing, and sends it once it returns", async () => {
    await queued("k1");
    answers = [networkDown()];
    const first = await replayOutbox();
    expect(first.done).toHaveLength(0);
    expect((await localDb().outbox.get("k1"))?.state).toBe("queued");
    const second = await replayOutbox();
    expect(second.done.map((r) => r.id)).toEqual(["k1"]);
  });

  it("marks a refusal with the server's message and does not send it again", async () => {
    await queued("k1");
    answers = [envelope(400, "视频名称不能超过100个字符")];
    const summary = await replayOutbox();
    expect(summary.refused[0]).toMatchObject({ id: "k1", message: "视频名称不能超过100个字符" });
    expect(await localDb().outbox.get("k1")).toMatchObject({ state: "refused", message: "视频名称不能超过100个字符" });
    await replayOutbox();
    expect(requests).toHaveLength(1);
  });

  it("keeps a row queued on a server fault, a rate limit or the same key still running", async () => {
    for (const status of [500, 503, 429, 409]) {
      await localDb().outbox.clear();
      await queued("k1");
      answers = [{ status, body: { code: status, datas: [], message: "x" } }];
      await replayOutbox();
      expect((await localDb().outbox.get("k1"))?.state, `HTTP ${status}`).toBe("queued");
    }
  });

  it("never sends a row under another login", async () => {
    await queued("theirs", "u:2");
    await queued("mine", "u:1");
    const summary = await replayOutbox();
    expect(summary.done.map((r) => r.id)).toEqual(["mine"]);
    expect(requests).toHaveLength(1);
    expect((await localDb().outbox.get("theirs"))?.state).toBe("queued");
    // the other user logs in: their row goes out with their token
    login("token-b", 2);
    await replayOutbox();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers.get("authorization")).toBe("token-b");
  });

  it("sends nothing when logged out", async () => {
    await queued("k1");
    localStorage.removeItem("token");
    await replayOutbox();
    expect(requests).toHaveLength(0);
  });

  it("leaves a row another tab is sending alone, and takes over a claim left behind", async () => {
    await queued("k1");
    const other = await claim("k1", "tab:other");
    expect(other?.state).toBe("sending");
    await replayOutbox();
    expect(requests).toHaveLength(0);
    // the other tab was closed mid-request: after the claim's time-out the row is sent by this tab
    await localDb().outbox.update("k1", { claimedAt: Date.now() - OUTBOX_CLAIM_TTL_MS - 1 });
    const summary = await replayOutbox();
    expect(summary.done.map((r) => r.id)).toEqual(["k1"]);
  });

  it("claims a row for one sender only, even when two ask at once", async () => {
    await queued("k1");
    const [a, b] = await Promise.all([claim("k1", TAB_ID), claim("k1", "tab:other")]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });

  it("replays oldest first and concurrent calls share one run", async () => {
    await queued("new", "u:1", 2_000);
    await queued("old", "u:1", 1_000);
    const [x, y] = await Promise.all([replayOutbox(), replayOutbox()]);
    expect(x).toBe(y);
    expect(requests.map((r) => r.headers.get("idempotency-key"))).toEqual(["old", "new"]);
  });

  it("lets the user dismiss settled rows and give up queued ones, and keeps the hint in step", async () => {
    await queued("k1");
    await queued("k2");
    expect(readOutboxHint()).toBe(2);
    expect(await dismiss("k1")).toBe(true);
    await claim("k2", "tab:other");
    expect(await dismiss("k2")).toBe(false);
    expect(readOutboxHint()).toBe(1);
  });

  it("a newer write of the same group replaces an older one still waiting, never one being sent or another user's", async () => {
    const row = (id: string, userKey = "u:1") => ({ id, contract: CONTRACT.id, body: `n=${id}`, label: id, userKey, token: "token-a", lang: "zh-CN", supersedes: "materials:7" });
    await enqueue(row("save-1"));
    await enqueue(row("other-user", "u:2"));
    await enqueue(row("save-2"));
    expect((await localDb().outbox.toArray()).map((r) => r.id).sort()).toEqual(["other-user", "save-2"]);
    await claim("save-2", "tab:other");
    await enqueue(row("submit"));
    expect((await localDb().outbox.toArray()).map((r) => r.id).sort()).toEqual(["other-user", "save-2", "submit"]);
    // a write of no group replaces nothing
    await queued("plain");
    expect(await localDb().outbox.count()).toBe(4);
  });
});
