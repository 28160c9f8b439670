import { md5OfBlob } from "./md5-blob.ts";

/**
 * The hashing worker: md5 of a Blob (a chunk: File.slice of exactly the bytes that are sent). The page posts
 * the Blob itself — a handle, not a copy — and the worker reads it in 8 MB slices, so neither the page's
 * thread nor its memory carries the 100 MB chunk. Jobs: { id, blob } → { id, md5 } | { id, error };
 * { id, cancel: true } stops a running job at its next slice.
 */
type TJob = { id: number; blob: Blob } | { id: number; cancel: true };

// typed locally: the client program's lib is DOM, and this file is the only worker code in it
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TJob>) => void) | null;
  postMessage(message: unknown): void;
};

const cancelled = new Set<number>();

scope.onmessage = (event) => {
  const job = event.data;
  if ("cancel" in job) {
    cancelled.add(job.id);
    return;
  }
  md5OfBlob(job.blob, () => cancelled.has(job.id))
    .then((md5) => scope.postMessage({ id: job.id, md5 }))
    .catch((error: unknown) => scope.postMessage({ id: job.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }))
    .finally(() => cancelled.delete(job.id));
};
