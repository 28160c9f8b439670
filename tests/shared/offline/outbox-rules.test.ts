import { describe, expect, it } from "vitest";
import { isClaimable, isPending, OUTBOX_CLAIM_TTL_MS, replayHeaders, replayOutcome } from "#shared/offline/outbox-rules.ts";
import { contractOfRow, isQueueable, QUEUEABLE_CONTRACTS } from "#shared/offline/queueable.ts";
import { qaContracts } from "#shared/api/qa.contract.ts";
import { uploadContracts } from "#shared/api/upload.contract.ts";
import { videoContracts } from "#shared/api/video.contract.ts";
import { bookingContracts } from "#shared/api/booking.contract.ts";

const env = (code: number, message = "") => ({ code, datas: [], message });

describe("which writes are queueable", () => {
  it("lists the video record submission and the Q&A writes, by their contracts", () => {
    expect(QUEUEABLE_CONTRACTS.has(videoContracts.videoUpload)).toBe(true);
    expect(isQueueable(qaContracts.askQuestion)).toBe(true);
  });

  it("never lists a write that consumes capacity (bookings) or an upload", () => {
    for (const contract of Object.values(bookingContracts)) expect(isQueueable(contract), contract.id).toBe(false);
    for (const contract of Object.values(uploadContracts)) expect(isQueueable(contract), contract.id).toBe(false);
  });

  it("finds a stored row's contract by its id, or by the URL an earlier version stored", () => {
    expect(contractOfRow({ contract: "qa.askQuestion" })).toBe(qaContracts.askQuestion);
    expect(contractOfRow({ url: `http://localhost:3000${videoContracts.videoUpload.path}` })).toBe(videoContracts.videoUpload);
    expect(contractOfRow({ contract: "qa.noSuchCall" })).toBeUndefined();
    // a URL is only trusted for a queueable write: nothing else was ever stored
    expect(contractOfRow({ url: `http://localhost:3000${bookingContracts.bookingActivity.path}` })).toBeUndefined();
  });
});

describe("what a replay's answer means", () => {
  it("done on body code 200 (and 415, a warning that still took effect)", () => {
    expect(replayOutcome(200, env(200, "操作成功"))).toEqual({ kind: "done", message: "操作成功" });
    expect(replayOutcome(200, env(415, "注意"))).toEqual({ kind: "done", message: "注意" });
  });

  it("refused with the server's message on a business refusal", () => {
    expect(replayOutcome(200, env(400, "请输入云盘地址"))).toEqual({ kind: "refused", message: "请输入云盘地址" });
    expect(replayOutcome(200, env(403))).toEqual({ kind: "refused", message: "暂无权限" });
    expect(replayOutcome(422, env(422, "该幂等键已用于内容不同的请求"))).toEqual({ kind: "refused", message: "该幂等键已用于内容不同的请求" });
    expect(replayOutcome(404, undefined)).toEqual({ kind: "refused", message: "请求错误（404）" });
  });

  it("retry on server faults, rate limits, the same key still running, a lost session or an unreadable 200", () => {
    expect(replayOutcome(500, env(500))).toMatchObject({ kind: "retry", reason: "server" });
    expect(replayOutcome(503, undefined)).toMatchObject({ kind: "retry" });
    expect(replayOutcome(429, env(429))).toMatchObject({ kind: "retry" });
    expect(replayOutcome(409, env(409))).toEqual({ kind: "retry", reason: "busy" });
    expect(replayOutcome(200, env(401))).toEqual({ kind: "retry", reason: "session" });
    expect(replayOutcome(200, env(300))).toEqual({ kind: "retry", reason: "session" });
    expect(replayOutcome(200, "<html>portal</html>")).toMatchObject({ kind: "retry" });
  });
});

describe("claims", () => {
  it("a queued row or a stale claim may be taken; a live claim may not", () => {
    const now = 1_000_000;
    expect(isClaimable({ state: "queued", claimedAt: null }, now)).toBe(true);
    expect(isClaimable({ state: "sending", claimedAt: now - 1_000 }, now)).toBe(false);
    expect(isClaimable({ state: "sending", claimedAt: now - OUTBOX_CLAIM_TTL_MS - 1 }, now)).toBe(true);
    expect(isClaimable({ state: "done", claimedAt: null }, now)).toBe(false);
    expect(isClaimable({ state: "refused", claimedAt: null }, now)).toBe(false);
    expect(isPending({ state: "sending" })).toBe(true);
    expect(isPending({ state: "done" })).toBe(false);
  });

  it("a replay carries the row's key and language, and the token only when there is one", () => {
    expect(replayHeaders({ id: "k", lang: "en-US" }, "tok")).toMatchObject({ "idempotency-key": "k", "accept-language": "en-US", authorization: "tok" });
    expect(replayHeaders({ id: "k", lang: "zh-CN" }, null)).not.toHaveProperty("authorization");
  });
});
