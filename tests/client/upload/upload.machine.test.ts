import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import SparkMD5 from "spark-md5";
import { uploadMachine } from "#client/lib/upload/upload.machine.ts";
import type { UploadDeps } from "#client/lib/upload/upload.types.ts";
import { uploadView } from "#client/lib/upload/upload-view.ts";
import { activateLocale } from "#client/lib/i18n.ts";
import { uploadGuidSeed } from "#shared/upload/chunking.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { FakeTransport, fakeDeps, httpError, makeFile, networkError, refused } from "./fake-upload.ts";

const CHUNK = 1024;
const SIZE = 5000; // five chunks: 4 × 1024 + 904

function start(transport: FakeTransport, options: { file?: File; deps?: Partial<UploadDeps>; resumeGuid?: string } = {}) {
  const deps = fakeDeps(transport, options.deps);
  const actor = createActor(uploadMachine, {
    input: {
      file: options.file ?? makeFile(SIZE),
      owner: "test",
      userKey: "u:1",
      endpoint: "file",
      deps,
      chunkSize: CHUNK,
      threshold: CHUNK,
      resumeGuid: options.resumeGuid,
    },
  }).start();
  const view = () => uploadView(actor.getSnapshot());
  const until = (phase: string) => waitFor(actor, (s) => uploadView(s).phase === phase, { timeout: 5_000 });
  return { actor, view, until, deps };
}

async function guidOf(file: File): Promise<string> {
  const first = SparkMD5.ArrayBuffer.hash(await file.slice(0, CHUNK).arrayBuffer());
  return SparkMD5.hash(uploadGuidSeed(file.size, first, CHUNK));
}

beforeAll(async () => {
  await activateLocale("zh-CN");
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets promises and zero-delay timers run without moving the fake clock (vi.waitFor would move it). */
async function flush() {
  for (let i = 0; i < 40; i++) await vi.advanceTimersByTimeAsync(0);
}

describe("upload machine: small files", () => {
  it("sends a file up to the threshold in one request and ends at 100", async () => {
    const transport = new FakeTransport();
    const { actor, view, until } = start(transport, { file: makeFile(800) });
    await until("done");
    expect(transport.calls).toEqual([{ call: "single", endpoint: "file" }]);
    expect(view().progress).toBe(100);
    expect(view().result).toEqual({ filePath: "/files/roadshow.mp4", fileName: "roadshow.mp4", fileSize: 800 });
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("keeps progress below 100 while the single request runs", async () => {
    const transport = new FakeTransport();
    let release!: () => void;
    transport.gate = new Promise((r) => (release = r));
    const { view, until } = start(transport, { file: makeFile(800) });
    await vi.waitFor(() => expect(view().progress).toBe(50));
    expect(view().phase).toBe("sending");
    release();
    await until("done");
  });
});

describe("upload machine: chunked files", () => {
  it("hashes the first chunk for the guid, checks and sends every chunk, then combines", async () => {
    const transport = new FakeTransport();
    const file = makeFile(SIZE);
    const { view, until, actor } = start(transport, { file });
    await until("done");
    const guid = await guidOf(file);
    expect(actor.getSnapshot().context.guid).toBe(guid);
    expect(transport.count("check")).toBe(5);
    expect(transport.putChunks().sort()).toEqual([0, 1, 2, 3, 4]);
    expect(transport.count("combine")).toBe(1);
    expect(transport.chunkCount(guid)).toBe(5);
    expect(transport.maxInFlight).toBeLessThanOrEqual(2);
    expect(view().progress).toBe(100);
  });

  it("runs two chunks at once, never more", async () => {
    const transport = new FakeTransport();
    let release!: () => void;
    transport.gate = new Promise((r) => (release = r));
    const { until } = start(transport);
    await vi.waitFor(() => expect(transport.inFlight).toBe(2));
    release();
    await until("done");
    expect(transport.maxInFlight).toBe(2);
  });

  it("sends only the chunks the server lacks", async () => {
    const transport = new FakeTransport();
    const file = makeFile(SIZE);
    const guid = await guidOf(file);
    const held = new Map<number, string>();
    for (const i of [0, 1, 2]) held.set(i, SparkMD5.ArrayBuffer.hash(await file.slice(i * CHUNK, (i + 1) * CHUNK).arrayBuffer()));
    transport.held.set(guid, held);
    const { until } = start(transport, { file });
    await until("done");
    expect(transport.count("check")).toBe(5);
    expect(transport.putChunks().sort()).toEqual([3, 4]);
  });

  it("caps progress at 99 until the combine answers", async () => {
    const transport = new FakeTransport();
    transport.combineFailures = [httpError(503)];
    vi.useFakeTimers();
    const { view, actor } = start(transport, { deps: { random: () => 0 } });
    await flush();
    expect(actor.getSnapshot().matches({ combining: "backoff" })).toBe(true);
    expect(view().progress).toBe(99);
    expect(view().phase).toBe("combining");
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    expect(view().phase).toBe("done");
    expect(view().progress).toBe(100);
  });

  it("refuses a re-selected file that is not the unfinished upload", async () => {
    const transport = new FakeTransport();
    const { until, view } = start(transport, { file: makeFile(SIZE, 2), resumeGuid: await guidOf(makeFile(SIZE, 1)) });
    await until("failed");
    expect(view().message).toMatch(/不是同一文件/);
    expect(transport.calls).toEqual([]);
  });
});

describe("upload machine: failures and retries", () => {
  it("retries a network error with capped exponential back-off", async () => {
    vi.useFakeTimers();
    const transport = new FakeTransport();
    transport.putFailure = (chunk, attempt) => (chunk === 1 && attempt <= 3 ? networkError() : null);
    const { view, actor } = start(transport, { deps: { random: () => 0 } });
    const attempts = () => transport.putAttempts.get(1) ?? 0;
    await flush();
    expect(attempts()).toBe(1);
    expect(actor.getSnapshot().matches({ sending: { chunks: { lane1: "backoff" } } })).toBe(true);
    // random 0 gives half of the ceiling: 500 ms, then 1 s, then 2 s
    await vi.advanceTimersByTimeAsync(499);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(attempts()).toBe(3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(view().phase).toBe("done");
    expect(attempts()).toBe(4);
  });

  it("retries 5xx and 429", async () => {
    vi.useFakeTimers();
    const transport = new FakeTransport();
    transport.putFailure = (chunk, attempt) => {
      if (chunk === 0 && attempt === 1) return httpError(502);
      if (chunk === 0 && attempt === 2) return httpError(429);
      return null;
    };
    const { view } = start(transport, { deps: { random: () => 0 } });
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    await flush();
    expect(view().phase).toBe("done");
    expect(transport.putAttempts.get(0)).toBe(3);
  });

  it("fails fast on a refusal, with the server's message", async () => {
    const transport = new FakeTransport();
    transport.putFailure = (chunk) => (chunk === 2 ? refused("上传内容不符合条件") : null);
    const { until, view } = start(transport);
    await until("failed");
    expect(view().message).toBe("上传内容不符合条件");
    expect(transport.putAttempts.get(2)).toBe(1);
  });

  it("does not retry a 4xx transport status", async () => {
    const transport = new FakeTransport();
    transport.checkFailure = (chunk) => (chunk === 0 ? httpError(413) : null);
    const { until, view } = start(transport);
    await until("failed");
    expect(view().message).toBe("HTTP 413");
  });

  it("gives up after the last attempt and can be retried by the user", async () => {
    vi.useFakeTimers();
    const transport = new FakeTransport();
    let broken = true;
    transport.putFailure = (chunk) => (chunk === 4 && broken ? httpError(500) : null);
    const { view, actor } = start(transport, { deps: { random: () => 0 } });
    for (let i = 0; i < 12; i++) {
      await flush();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(view().phase).toBe("failed");
    expect(transport.putAttempts.get(4)).toBe(8);
    expect(view().message).toBe("HTTP 500");
    broken = false;
    actor.send({ type: "upload.retry" });
    await flush();
    expect(view().phase).toBe("done");
  });

  it("re-hashes and re-sends a chunk once after an md5 mismatch", async () => {
    const transport = new FakeTransport();
    transport.putFailure = (chunk, attempt) => (chunk === 3 && attempt === 1 ? refused(UploadMsg.chunkMd5Mismatch) : null);
    const { until } = start(transport);
    await until("done");
    expect(transport.putAttempts.get(3)).toBe(2);
  });

  it("checks every chunk again once when the combine finds chunks missing", async () => {
    const transport = new FakeTransport();
    transport.combineFailures = [refused(UploadMsg.chunkMissing)];
    // the server lost its chunks meanwhile (cleaned up)
    transport.beforeCombine = () => {
      if (transport.count("combine") === 1) transport.held.clear();
    };
    const { until } = start(transport);
    await until("done");
    expect(transport.count("combine")).toBe(2);
    expect(transport.count("put")).toBe(10);
  });
});

describe("upload machine: resuming inside a chunk (issue 13)", () => {
  it("goes on from the server's offset after a cut, sends only the rest, and the bar never goes back", async () => {
    const transport = new FakeTransport();
    const file = makeFile(SIZE);
    const { actor, view, deps, until } = start(transport, { file });
    const shown: number[] = [];
    actor.subscribe((snapshot) => shown.push(uploadView(snapshot).progress));
    // chunk 2 is cut off 900 bytes in; the server kept its first 768 (its last checkpoint), and the network is gone
    transport.putCut = (chunk, attempt) => {
      if (chunk !== 2 || attempt !== 1) return null;
      deps.online.value = false;
      return { sent: 900, kept: 768 };
    };
    await until("paused");
    deps.online.value = true;
    window.dispatchEvent(new Event("online"));
    await until("done");
    // asked where to go on, and sent only the 256 bytes after the 768 held, with that offset
    const chunk2 = transport.offsets.filter((o) => o.chunk === 2);
    expect(chunk2).toEqual([
      { chunk: 2, offset: 0, bytes: CHUNK },
      { chunk: 2, offset: 768, bytes: CHUNK - 768 },
    ]);
    expect(transport.count("offset")).toBeGreaterThanOrEqual(5);
    // the whole chunk's md5 held, so the server has all five chunks
    expect(transport.chunkCount(await guidOf(file))).toBe(5);
    // the bar never went back, not at the cut, not at the pause, not when the offset came back lower than sent
    for (let i = 1; i < shown.length; i++) expect(shown[i], `step ${i}: ${shown.join(",")}`).toBeGreaterThanOrEqual(shown[i - 1]!);
    expect(view().progress).toBe(100);
  });

  it("asks again when the server holds another offset than the one sent", async () => {
    const transport = new FakeTransport();
    const file = makeFile(SIZE);
    const { until } = start(transport, { file });
    let moved = false;
    transport.putCut = (chunk, attempt) => (chunk === 1 && attempt === 1 ? { sent: 600, kept: 512 } : null);
    // between the lane's question and its request, the server recorded more of the chunk
    const offset = transport.offset.bind(transport);
    transport.offset = async (args) => {
      const answer = await offset(args);
      if (args.chunk === 1 && answer === 512 && !moved) {
        moved = true;
        const part = transport.partial.get(args.guid)!.get(1)!;
        const more = new Uint8Array(await file.slice(CHUNK, CHUNK + 640).arrayBuffer());
        transport.partial.get(args.guid)!.set(1, { bytes: more, md5: part.md5 });
      }
      return answer;
    };
    await until("done");
    expect(transport.offsets.filter((o) => o.chunk === 1).map((o) => o.offset)).toEqual([0, 512, 640]);
    expect(transport.chunkCount(await guidOf(file))).toBe(5);
  });
});

describe("upload machine: pause, offline, cancel", () => {
  it("pauses on offline without retrying, and resumes on online", async () => {
    const transport = new FakeTransport();
    const file = makeFile(SIZE);
    const { view, deps, until } = start(transport, { file });
    transport.putFailure = (chunk, attempt) => {
      if (chunk === 2 && attempt === 1) {
        deps.online.value = false;
        return networkError();
      }
      return null;
    };
    await until("paused");
    expect(view().pausedBy).toBe("offline");
    const before = transport.calls.length;
    deps.online.value = true;
    window.dispatchEvent(new Event("online"));
    await until("done");
    expect(transport.calls.length).toBeGreaterThan(before);
    expect(transport.chunkCount(await guidOf(file))).toBe(5);
  });

  it("pauses on the browser's offline event and aborts the requests in flight", async () => {
    const transport = new FakeTransport();
    let release!: () => void;
    transport.gate = new Promise((r) => (release = r));
    const { view, until, deps } = start(transport);
    await vi.waitFor(() => expect(transport.inFlight).toBe(2));
    deps.online.value = false;
    window.dispatchEvent(new Event("offline"));
    await until("paused");
    expect(transport.aborted).toBe(2);
    // a user's resume while still offline stays paused
    const snapshotBefore = view();
    expect(snapshotBefore.pausedBy).toBe("offline");
    release();
    transport.gate = null;
    deps.online.value = true;
    window.dispatchEvent(new Event("online"));
    await until("done");
  });

  it("pauses and resumes on the user's word", async () => {
    const transport = new FakeTransport();
    let release!: () => void;
    transport.gate = new Promise((r) => (release = r));
    const { actor, until, view } = start(transport);
    await vi.waitFor(() => expect(transport.inFlight).toBe(2));
    actor.send({ type: "upload.pause" });
    await until("paused");
    expect(view().pausedBy).toBe("user");
    expect(view().active).toBe(false);
    // coming online does not resume a user's pause
    window.dispatchEvent(new Event("online"));
    expect(view().phase).toBe("paused");
    transport.gate = null;
    release();
    actor.send({ type: "upload.resume" });
    await until("done");
  });

  it("cancel aborts what is in flight and stops", async () => {
    const transport = new FakeTransport();
    transport.gate = new Promise(() => undefined);
    const { actor, view } = start(transport);
    await vi.waitFor(() => expect(transport.inFlight).toBe(2));
    actor.send({ type: "upload.cancel" });
    await waitFor(actor, (s) => s.status === "done");
    expect(view().phase).toBe("cancelled");
    expect(transport.aborted).toBe(2);
    expect(transport.count("combine")).toBe(0);
  });

  it("starting offline waits for the network", async () => {
    const transport = new FakeTransport();
    const online = { value: false };
    const { view, until } = start(transport, { deps: { isOnline: () => online.value } });
    expect(view().phase).toBe("paused");
    expect(view().pausedBy).toBe("offline");
    online.value = true;
    window.dispatchEvent(new Event("online"));
    await until("done");
  });
});
