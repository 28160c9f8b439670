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

  async put(
    args: { guid: string; chunk: number; chunks: number; size: number; md5: string; blob: Blob; fileName: string },
    options: { onProgress?: (n: number) => void; signal?: AbortSignal } = {},
  ): Promise<void> {
    this.calls.push({ call: "put", chunk: args.chunk });
    const attempt = (this.putAttempts.get(args.chunk) ?? 0) + 1;
    this.putAttempts.set(args.chunk, attempt);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const failure = this.putFailure(args.chunk, attempt);
      if (failure) throw failure;
      options.onProgress?.(args.blob.size / 2);
      await this.wait(options.signal);
      const md5 = SparkMD5.ArrayBuffer.hash(await args.blob.arrayBuffer());
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
