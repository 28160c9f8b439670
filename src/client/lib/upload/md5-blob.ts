import SparkMD5 from "spark-md5";

/** Bytes read at a time: large enough to keep the hasher busy, small enough to keep memory flat on a 2 GB file. */
export const HASH_READ_BYTES = 8 * 1024 * 1024;

/**
 * md5 (hex) of a Blob's exact bytes, read in 8 MB slices; the next slice is read while the current one is
 * hashed. `isCancelled` is asked between slices so a cancelled upload stops hashing quickly.
 */
export async function md5OfBlob(blob: Blob, isCancelled: () => boolean = () => false): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  const size = blob.size;
  let offset = 0;
  let next: Promise<ArrayBuffer> | null = size > 0 ? readSlice(blob, 0) : null;
  while (next) {
    const buffer = await next;
    offset += buffer.byteLength;
    if (buffer.byteLength === 0) throw new Error("short read");
    next = offset < size ? readSlice(blob, offset) : null;
    if (isCancelled()) throw new DOMException("hashing cancelled", "AbortError");
    spark.append(buffer);
  }
  return spark.end();
}

function readSlice(blob: Blob, offset: number): Promise<ArrayBuffer> {
  return blob.slice(offset, Math.min(blob.size, offset + HASH_READ_BYTES)).arrayBuffer();
}

/** md5 (hex) of a short text, e.g. the guid seed. */
export function md5OfText(text: string): string {
  return SparkMD5.hash(text);
}
