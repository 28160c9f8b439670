import SparkMD5 from "spark-md5";
import { createMD5 } from "hash-wasm";

/** Bytes read at a time: large enough to keep the hasher busy, small enough to keep memory flat on a 2 GB file. */
export const HASH_READ_BYTES = 8 * 1024 * 1024;

/** An incremental md5: bytes in, hex out. */
export interface Md5Stream {
  update(bytes: ArrayBuffer): void;
  digest(): string;
}

export type Md5Engine = "wasm" | "js";

/**
 * spark-md5 hashes 50 to 100 MB/s per core, so two workers on a two-core machine cannot reach the upload's
 * 150 MB/s; hash-wasm's WebAssembly md5 does about 370 MB/s per core. spark-md5 stays for browsers where
 * WebAssembly is switched off (enterprise policies that disable the JIT do that) and for short texts.
 */
export async function createMd5(engine?: Md5Engine): Promise<Md5Stream> {
  if (engine !== "js") {
    try {
      const wasm = await createMD5();
      wasm.init();
      return { update: (bytes) => void wasm.update(new Uint8Array(bytes)), digest: () => wasm.digest("hex") };
    } catch (error) {
      if (engine === "wasm") throw error;
    }
  }
  const spark = new SparkMD5.ArrayBuffer();
  return { update: (bytes) => spark.append(bytes), digest: () => spark.end() };
}

/**
 * md5 (hex) of a Blob's exact bytes, read in 8 MB slices; the next slice is read while the current one is
 * hashed. `isCancelled` is asked between slices so a cancelled upload stops hashing quickly.
 */
export async function md5OfBlob(blob: Blob, isCancelled: () => boolean = () => false, engine?: Md5Engine): Promise<string> {
  const md5 = await createMd5(engine);
  const size = blob.size;
  let offset = 0;
  let next: Promise<ArrayBuffer> | null = size > 0 ? readSlice(blob, 0) : null;
  while (next) {
    const buffer = await next;
    offset += buffer.byteLength;
    if (buffer.byteLength === 0) throw new Error("short read");
    next = offset < size ? readSlice(blob, offset) : null;
    if (isCancelled()) throw new DOMException("hashing cancelled", "AbortError");
    md5.update(buffer);
  }
  return md5.digest();
}

function readSlice(blob: Blob, offset: number): Promise<ArrayBuffer> {
  return blob.slice(offset, Math.min(blob.size, offset + HASH_READ_BYTES)).arrayBuffer();
}

/** md5 (hex) of a short text, e.g. the guid seed: synchronous, as the upload's first step needs it at once. */
export function md5OfText(text: string): string {
  return SparkMD5.hash(text);
}
