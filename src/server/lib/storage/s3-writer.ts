import type { PassThrough } from "node:stream";
import type { TFileWriter } from "../storage.ts";

/**
 * A writer feeding a request body: an object upload (lib-storage's Upload) or one multipart part. Each write
 * is copied before it is queued, since the caller reuses its buffer once the write settles while the body may
 * still hold the bytes; a write waits only when the body is full (backpressure), so at most a few buffers per
 * upload are held. The request's failure fails the next write, and `abort` destroys the body, which ends the
 * request without completing it (S3 stores a part or an object only when its whole length arrived).
 */
export function bodyWriter<T>(options: {
  body: PassThrough;
  start: number;
  /** where the writes must end (a part's announced length), or null for an object of any length */
  end: number | null;
  request: Promise<T>;
  finish: (result: T) => Promise<void>;
  cancel: () => Promise<void>;
}): TFileWriter {
  const { body, start, end, request, finish, cancel } = options;
  let next = start;
  let failure: unknown = null;
  let settled = false;
  body.on("error", () => {});
  request.catch((error: unknown) => {
    failure ??= error;
    body.destroy();
  });
  const drained = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        body.off("drain", wake);
        body.off("close", wake);
        resolve();
      };
      body.on("drain", wake);
      body.on("close", wake);
    });
  return {
    async write(data, position) {
      if (failure) throw failure;
      if (settled) throw new Error("write after the writer was closed");
      if (end !== null && next + data.byteLength > end) throw new Error(`a write past the part's end (${end})`);
      if (position !== next) throw new Error(`storage writes must follow one another: ${position} after ${next}`);
      next += data.byteLength;
      if (body.write(Buffer.from(data))) return;
      await drained();
      if (failure) throw failure;
    },
    async close() {
      if (settled) return;
      settled = true;
      if (failure) throw failure;
      if (end !== null && next !== end) {
        // A part's length was announced: a shorter body would leave the request waiting for the rest.
        settled = false;
        await this.abort();
        throw new Error(`a part ended at ${next} instead of ${end}`);
      }
      body.end();
      await finish(await request);
    },
    async abort() {
      if (settled) return;
      settled = true;
      failure ??= new Error("aborted");
      await cancel().catch(() => {});
      body.destroy();
      await request.catch(() => {});
    },
  };
}
