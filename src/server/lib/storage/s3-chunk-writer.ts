import { PassThrough } from "node:stream";
import { UploadPartCommand, type S3Client } from "@aws-sdk/client-s3";
import type { TChunkPlace, TFileWriter } from "../storage.ts";
import { bodyWriter } from "./s3-writer.ts";

/**
 * One chunk of known length sent as parts of the file's multipart upload (issue 13): the stretch between two
 * of the chunk's points is a part of its own, numbered from `index × stretchesPerChunk + 1`, so a chunk cut off
 * part-way keeps the parts it finished and a resumed request sends only the rest. Every part but the file's
 * last is at least one resume step (≥ S3's 5 MiB minimum), as resumePoints promises. Each finished part's ETag
 * is kept beside the upload's record under `<key>.parts/<index>.<stretch>`, so any server can complete it.
 */
export function openChunkParts(options: {
  client: S3Client;
  bucket: string;
  /** the object key of the file being gathered (the multipart upload's key) */
  objectKey: string;
  uploadId: string;
  place: TChunkPlace & { length: number };
  /** the parts per chunk this upload was started with (1 for an upload recorded before chunks had parts) */
  stretchesPerChunk: number;
  keepETag: (name: string, etag: string) => Promise<void>;
}): TFileWriter {
  const { client, bucket, objectKey, uploadId, place, stretchesPerChunk, keepETag } = options;
  const points = stretchesPerChunk > 1 ? (place.points ?? []).slice(0, stretchesPerChunk - 1) : [];
  const bounds = [0, ...points, place.length];
  const from = place.from ?? 0;
  let stretch = bounds.indexOf(from);
  if (stretch < 0 || stretch >= bounds.length - 1) throw new Error(`chunk ${place.index} cannot resume at ${from}: not one of its points`);
  const finished = new Map<number, Promise<void>>();

  const open = (j: number) => {
    const body = new PassThrough();
    // Aborting the request, not only the body: a body that stops short leaves the request waiting for the rest.
    const stop = new AbortController();
    const request = client.send(
      new UploadPartCommand({
        Bucket: bucket,
        Key: objectKey,
        UploadId: uploadId,
        PartNumber: place.index * stretchesPerChunk + j + 1,
        Body: body,
        ContentLength: bounds[j + 1]! - bounds[j]!,
      }),
      { abortSignal: stop.signal },
    );
    return bodyWriter({
      body,
      start: place.offset + bounds[j]!,
      end: place.offset + bounds[j + 1]!,
      request,
      finish: (done) => keepETag(`${place.index}.${j}`, done.ETag ?? ""),
      cancel: async () => stop.abort(),
    });
  };

  let current = open(stretch);
  return {
    write(data, position) {
      // Writes are made one after another without waiting for the last to settle: the stretch is switched
      // at once, so the next write goes to the next part.
      const writer = current;
      const written = writer.write(data, position);
      const end = place.offset + bounds[stretch + 1]!;
      if (position + data.byteLength === end && stretch < bounds.length - 2) {
        // The stretch is complete: its part finishes on its own while the next stretch's part starts.
        const done = written.then(() => writer.close());
        done.catch(() => {});
        finished.set(end, done);
        stretch += 1;
        current = open(stretch);
      }
      return written;
    },
    async close() {
      await current.close();
      await Promise.all(finished.values());
    },
    async abort() {
      await current.abort();
      // Finished parts stay in the upload: they are what a resumed request continues from.
      await Promise.allSettled(finished.values());
    },
    async stored(position) {
      const done = finished.get(position);
      return done ? done.then(() => true, () => false) : false;
    },
  };
}
