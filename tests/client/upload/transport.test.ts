import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "#client/lib/i18n.ts";
import { setToken } from "#client/lib/session.ts";
import { httpTransport, STALL_MS } from "#client/lib/upload/transport.ts";
import { UploadError } from "#client/lib/upload/upload-error.ts";

/** A scriptable XMLHttpRequest: records what was sent, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static all: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const envelope = (code: number, datas: unknown[] = [], message = "") => ({ code, datas, message });

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  setToken("tok");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("upload transport", () => {
  it("sends a chunk as multipart with the file part last, the session's headers and a fresh key", async () => {
    const progress: number[] = [];
    const sent = httpTransport.put(
      { guid: "a".repeat(32), chunk: 1, chunks: 3, size: 300, md5: "b".repeat(32), blob: new Blob(["xyz"]), fileName: "v.mp4" },
      { onProgress: (n) => progress.push(n) },
    );
    const xhr = FakeXhr.last!;
    expect(xhr.url).toMatch(/\/base-service\/api\/auth\/v1\/upload\/upload$/);
    expect(xhr.headers.authorization).toBe("tok");
    expect(xhr.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(["guid", "chunk", "chunks", "size", "md5", "file"]);
    expect(form.get("chunk")).toBe("1");
    xhr.upload.onprogress?.({ loaded: 2 });
    xhr.answer(200, envelope(200, [{ chunk: 1, md5: "b".repeat(32), success: true }]));
    await sent;
    expect(progress).toEqual([2]);
  });

  it("reads check_chunk_md5 and combine_block answers", async () => {
    const checked = httpTransport.check({ guid: "g", chunk: 0, chunkSize: 10, md5: "m" });
    expect(FakeXhr.last!.body).toBe("guid=g&chunk=0&chunkSize=10&md5=m");
    expect(FakeXhr.last!.headers["content-type"]).toMatch(/x-www-form-urlencoded/);
    FakeXhr.last!.answer(200, envelope(200, [{ success: true }]));
    expect(await checked).toBe(true);
    const combined = httpTransport.combine({ guid: "g", fileName: "v.mp4" });
    FakeXhr.last!.answer(200, envelope(200, [{ filePath: "/files/v.mp4", fileName: "v.mp4", fileSize: 3 }]));
    expect(await combined).toEqual({ filePath: "/files/v.mp4", fileName: "v.mp4", fileSize: 3 });
  });

  it("turns refusals, transport statuses and lost connections into typed errors", async () => {
    const refused = httpTransport.combine({ guid: "g", fileName: "v.mp4" });
    FakeXhr.last!.answer(200, envelope(400, [], "文件切块不完整，无法合并"));
    await expect(refused).rejects.toMatchObject({ kind: "refused", message: "文件切块不完整，无法合并", retryable: false });
    const coded = httpTransport.combine({ guid: "g", fileName: "v.mp4" });
    FakeXhr.last!.answer(200, { ...envelope(400, [], "文件切块不完整，无法合并"), outcome: "upload.chunkMissing" });
    await expect(coded).rejects.toMatchObject({ kind: "refused", outcome: "upload.chunkMissing" });

    const fault = httpTransport.check({ guid: "g", chunk: 0, chunkSize: 1, md5: "m" });
    FakeXhr.last!.answer(503, "<html>busy</html>");
    await expect(fault).rejects.toMatchObject({ kind: "http", status: 503, retryable: true });

    const tooLarge = httpTransport.check({ guid: "g", chunk: 0, chunkSize: 1, md5: "m" });
    FakeXhr.last!.answer(413, envelope(413, [], "请求内容过大"));
    await expect(tooLarge).rejects.toMatchObject({ kind: "http", status: 413, retryable: false });

    const lost = httpTransport.check({ guid: "g", chunk: 0, chunkSize: 1, md5: "m" });
    FakeXhr.last!.onerror?.();
    await expect(lost).rejects.toBeInstanceOf(UploadError);
    await expect(lost).rejects.toMatchObject({ kind: "network", retryable: true });

    const portal = httpTransport.check({ guid: "g", chunk: 0, chunkSize: 1, md5: "m" });
    FakeXhr.last!.answer(200, "<html>captive portal</html>");
    await expect(portal).rejects.toMatchObject({ retryable: true });
  });

  it("aborts on the caller's signal, and gives up a request that shows no sign of life", async () => {
    const controller = new AbortController();
    const cancelled = httpTransport.check({ guid: "g", chunk: 0, chunkSize: 1, md5: "m" }, controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeXhr.last!.aborted).toBe(true);

    vi.useFakeTimers();
    const stalled = httpTransport.put({ guid: "g", chunk: 0, chunks: 1, size: 1, md5: "m", blob: new Blob(["x"]), fileName: "v.mp4" });
    const outcome = stalled.catch((error: unknown) => error);
    const xhr = FakeXhr.last!;
    await vi.advanceTimersByTimeAsync(STALL_MS - 10_000);
    xhr.upload.onprogress?.({ loaded: 1 });
    await vi.advanceTimersByTimeAsync(STALL_MS - 10_000);
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(xhr.aborted).toBe(true);
    expect(await outcome).toMatchObject({ kind: "network", retryable: true });
  });
});
