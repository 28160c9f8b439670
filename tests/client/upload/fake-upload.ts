import { outcomeCodeOfMessage } from "#shared/outcome/registry.ts";
import SparkMD5 from "spark-md5";
import type { UploadDeps } from "#client/lib/upload/upload.types.ts";
import type { TSingleEndpoint, TUploadedFile, UploadTransport } from "#client/lib/upload/transport.ts";
import { UploadError } from "#client/lib/upload/upload-error.ts";
import { mainThreadHasher } from "#client/lib/upload/hasher.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";

/** A file of `size` bytes whose content depends on `seed` (so two seeds give two guids). */
export function makeFile(size: number, seed = 1, name = "roadshow.mp4", lastModified = 1_700_000_000_000): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7) & 0xff;
  return new File([bytes], name, { type: "video/mp4", lastModified });
}

export type PutFailure = (chunk: number, attempt: number) => Error | null;

/**
 * The chunk protocol as a fake server: it remembers the chunks it holds (by guid and md5), verifies md5s like
 * the real one, records every call and how many chunk requests were in flight at once.
 */
export class FakeTransport implements UploadTransport {
  held = new Map<string, Map<number, string>>();
  calls: Array<{ call: string; chunk?: number; endpoint?: TSingleEndpoint }> = [];
  inFlight = 0;
  maxInFlight = 0;
  putAttempts = new Map<number, number>();
  putFailure: PutFailure = () => null;
  checkFailure: (chunk: number) => Error | null = () => null;
  combineFailures: Error[] = [];
  beforeCombine: () => void = () => undefined;
  singleFailures: Error[] = [];
  /** resolve puts only when released (for pause/progress tests); null means immediately */
  gate: Promise<void> | null = null;
  aborted = 0;

  chunkCount(guid: string): number {
    return this.held.get(guid)?.size ?? 0;
  }

  async single(endpoint: TSingleEndpoint, file: Blob, fileName: string, options: { onProgress?: (n: number) => void; signal?: AbortSignal } = {}): Promise<TUploadedFile> {
    this.calls.push({ call: "single", endpoint });
    const failure = this.singleFailures.shift();
    if (failure) throw failure;
    options.onProgress?.(file.size / 2);
    await this.wait(options.signal);
    options.onProgress?.(file.size);
    return { filePath: `/files/${fileName}`, fileName, fileSize: file.size };
  }

  async check(args: { guid: string; chunk: number; chunkSize: number; md5: string }): Promise<boolean> {
    this.calls.push({ call: "check", chunk: args.chunk });
    const failure = this.checkFailure(args.chunk);
    if (failure) throw failure;
    return this.held.get(args.guid)?.get(args.chunk) === args.md5;
  }

  /** the start of a chunk held after a cut (the server's checkpoint), by guid and chunk: its bytes and the md5 announced */
  partial = new Map<string, Map<number, { bytes: Uint8Array; md5: string }>>();
  /** cut the put off after this many bytes of its body, keeping this many (a checkpoint); null: no cut */
  putCut: (chunk: number, attempt: number) => { sent: number; kept: number } | null = () => null;
  offsets: Array<{ chunk: number; offset: number; bytes: number }> = [];

  async offset(args: { guid: string; chunk: number; chunkSize: number; md5: string }): Promise<number> {
    this.calls.push({ call: "offset", chunk: args.chunk });
    const part = this.partial.get(args.guid)?.get(args.chunk);
    return part && part.md5 === args.md5 ? part.bytes.length : 0;
  }

  async put(
    args: { guid: string; chunk: number; chunks: number; size: number; md5: string; blob: Blob; fileName: string; offset?: number },
    options: { onProgress?: (n: number) => void; signal?: AbortSignal } = {},
  ): Promise<void> {
    this.calls.push({ call: "put", chunk: args.chunk });
    const attempt = (this.putAttempts.get(args.chunk) ?? 0) + 1;
    this.putAttempts.set(args.chunk, attempt);
    this.offsets.push({ chunk: args.chunk, offset: args.offset ?? 0, bytes: args.blob.size });
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const failure = this.putFailure(args.chunk, attempt);
      if (failure) throw failure;
      const from = args.offset ?? 0;
      const before = this.partial.get(args.guid)?.get(args.chunk);
      if (from > 0 && (!before || before.bytes.length !== from || before.md5 !== args.md5)) {
        throw new UploadError("refused", UploadMsg.chunkOffsetMismatch, 400, "upload.chunkOffsetMismatch");
      }
      const rest = new Uint8Array(await args.blob.arrayBuffer());
      const cut = this.putCut(args.chunk, attempt);
      if (cut) {
        options.onProgress?.(cut.sent);
        const kept = new Uint8Array(from + cut.kept);
        if (before) kept.set(before.bytes.subarray(0, from));
        kept.set(rest.subarray(0, cut.kept), from);
        if (!this.partial.has(args.guid)) this.partial.set(args.guid, new Map());
        this.partial.get(args.guid)!.set(args.chunk, { bytes: kept, md5: args.md5 });
        throw new UploadError("network", UploadMsg.failed);
      }
      options.onProgress?.(args.blob.size / 2);
      await this.wait(options.signal);
      const whole = new Uint8Array(from + rest.length);
      if (before) whole.set(before.bytes.subarray(0, from));
      whole.set(rest, from);
      this.partial.get(args.guid)?.delete(args.chunk);
      const md5 = SparkMD5.ArrayBuffer.hash(whole.buffer);
      if (md5 !== args.md5) throw new UploadError("refused", UploadMsg.chunkMd5Mismatch, 400);
      if (!this.held.has(args.guid)) this.held.set(args.guid, new Map());
      this.held.get(args.guid)!.set(args.chunk, md5);
    } finally {
      this.inFlight -= 1;
    }
  }

  async combine(args: { guid: string; fileName: string }): Promise<TUploadedFile> {
    this.calls.push({ call: "combine" });
    this.beforeCombine();
    const failure = this.combineFailures.shift();
    if (failure) throw failure;
    return { filePath: `/files/${args.guid}.mp4`, fileName: args.fileName, fileSize: 0 };
  }

  count(call: string): number {
    return this.calls.filter((c) => c.call === call).length;
  }

  putChunks(): number[] {
    return this.calls.filter((c) => c.call === "put").map((c) => c.chunk!);
  }

  private async wait(signal?: AbortSignal): Promise<void> {
    if (!this.gate) return;
    await new Promise<void>((resolve, reject) => {
      const abort = () => {
        this.aborted += 1;
        reject(new DOMException("aborted", "AbortError"));
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener("abort", abort, { once: true });
      void this.gate!.then(() => resolve());
    });
  }
}

export function fakeDeps(transport: FakeTransport, overrides: Partial<UploadDeps> = {}): UploadDeps & { online: { value: boolean } } {
  const online = { value: true };
  return {
    transport,
    hasher: mainThreadHasher,
    ledger: null,
    isOnline: () => online.value,
    random: () => 0,
    persist: () => undefined,
    online,
    ...overrides,
  };
}

export const networkError = () => new UploadError("network", UploadMsg.failed);
export const httpError = (status: number) => new UploadError("http", `HTTP ${status}`, status);
/** A refusal as the transport builds it: the server's message and the outcome code it sent beside it. */
export const refused = (message: string) => new UploadError("refused", message, 400, outcomeCodeOfMessage(message) ?? null);
