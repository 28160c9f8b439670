import { PassThrough, type Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCopyCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { isSafeKey, isSafePrefix, type TStorage } from "../storage.ts";
import { bodyWriter } from "./s3-writer.ts";
import { openChunkParts } from "./s3-chunk-writer.ts";

/** S3's smallest part other than the last (AWS, MinIO, R2 and most others enforce it at completion). */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;

export interface TS3StorageOptions {
  client: S3Client;
  bucket: string;
  /** a folder inside the bucket that holds everything (no leading or trailing slash); "" for the whole bucket */
  prefix?: string;
  /** the part minimum the store enforces; an emulator that enforces none may say 0 */
  minPartBytes?: number;
}

/** The multipart upload gathering a chunked file, as recorded beside its chunks (`<key>.upload`). */
interface TUploadRecord {
  uploadId: string;
  into: string;
  /** parts per chunk (chunk i's parts are numbered from i × this + 1); absent in records made before: 1 */
  stretchesPerChunk?: number;
}

const MTIME = "mtime";
const DELETE_CONCURRENCY = 16;
/** Parts copied from pieces at once when joining (each a copy inside the store of up to a chunk). */
const COPY_CONCURRENCY = 4;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;
const isMissing = (error: unknown) => statusOf(error) === 404 || ["NoSuchKey", "NotFound", "NoSuchUpload"].includes(nameOf(error) ?? "");

/**
 * The storage on an S3-compatible bucket, so that several servers share one set of files. How it keeps the
 * promises of TStorage:
 * - put and writers: an object appears whole when its upload completes (S3 has no partial objects);
 * - create: a conditional put (`If-None-Match: *`, in AWS S3, MinIO and R2 since 2024): of racing creates,
 *   one succeeds and the others get 412, on any server;
 * - chunks: each chunk is a run of parts of a multipart upload of the file they will form, started by the
 *   first chunk (its id claimed with `create` in `<key>.upload`, so every server uses the same one): one part
 *   per stretch between the chunk's resume points (s3-chunk-writer.ts), so a chunk cut off part-way keeps its
 *   finished parts and is continued from there rather than sent again (issue 13); each part's ETag is kept
 *   in `<key>.parts/<index>.<stretch>`, and joining is the upload's completion. A part's length
 *   must be known before it is sent: a chunk of a set opened without its size (anything up to a full chunk)
 *   is stored as an object of its own, `<key>.pieces/<index>`, and copied in as its part by the store when
 *   the chunks are joined (UploadPartCopy: the bytes do not pass through the server);
 * - touch: S3 cannot set an object's time, so the time goes into the object's metadata (a copy of the
 *   object onto itself; only small ledger files are touched) and stat prefers it to LastModified;
 * - folders: S3 has only keys; a folder is a key prefix, listed with a delimiter and removed key by key
 *   (aborting the multipart uploads recorded in it).
 */
export function createS3Storage(options: TS3StorageOptions): TStorage {
  const { client, bucket } = options;
  const root = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, "")}/` : "";
  const full = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return root + key;
  };
  const fullPrefix = (prefix: string) => {
    if (!isSafePrefix(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
    return root + prefix;
  };

  /** A copy's source, URL-encoded as S3 asks (keys are safe, but the folder from STORAGE_URL may not be). */
  const source = (objectKey: string) => encodeURI(`${bucket}/${objectKey}`);

  const head = async (objectKey: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const getBytes = async (objectKey: string, range?: string) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey, Range: range }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (isMissing(error)) return null;
      // A range starting at or past the end: no bytes, if the object exists at all.
      if (statusOf(error) === 416) return (await head(objectKey)) ? Buffer.alloc(0) : null;
      throw error;
    }
  };

  /** Every key under a key prefix (all levels), page by page. */
  const keysUnder = async (objectPrefix: string, delimiter?: string) => {
    const keys: string[] = [];
    const folders: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: objectPrefix, Delimiter: delimiter, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      for (const item of page.CommonPrefixes ?? []) if (item.Prefix) folders.push(item.Prefix);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { keys, folders };
  };

  const deleteKeys = async (keys: string[]) => {
    // One by one (a few at a time) rather than DeleteObjects, which needs a checksum some S3-compatible stores refuse.
    for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
      await Promise.all(keys.slice(i, i + DELETE_CONCURRENCY).map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
    }
  };

  const readRecord = async (objectKey: string): Promise<TUploadRecord | null> => {
    const bytes = await getBytes(objectKey);
    return bytes ? (JSON.parse(bytes.toString("utf8")) as TUploadRecord) : null;
  };

  const abortUpload = async (record: TUploadRecord) => {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: root + record.into, UploadId: record.uploadId }))
      .catch(() => {
        // Gone already, or a store without abort: a bucket lifecycle rule removes stale uploads (README).
      });
  };

  const storage: TStorage = {
    minChunkBytes: options.minPartBytes ?? S3_MIN_PART_BYTES,
    chunksReadable: false,

    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(key), Body: data, ContentLength: data.length }));
    },

    async open(key, range) {
      if (!isSafeKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: full(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? "")?.[1];
        return { stream: answer.Body as Readable, size: total ? Number(total) : (answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error) || statusOf(error) === 416) return null;
        throw error;
      }
    },

    async stat(key) {
      if (!isSafeKey(key)) return null;
      const info = await head(full(key));
      if (!info) return null;
      const touched = info.Metadata?.[MTIME];
      return { size: info.ContentLength ?? 0, mtime: touched ? new Date(touched) : (info.LastModified ?? new Date(0)) };
    },

    async read(key, position, length) {
      if (!isSafeKey(key)) return null;
      if (length <= 0) return (await head(full(key))) ? Buffer.alloc(0) : null;
      return getBytes(full(key), `bytes=${position}-${position + length - 1}`);
    },

    async create(key, data) {
      for (let attempt = 0; ; attempt++) {
        try {
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(key), Body: data, ContentLength: data.length, IfNoneMatch: "*" }));
          return true;
        } catch (error) {
          if (statusOf(error) === 412) return false;
          // 409: another conditional write of this key is under way; its outcome decides, so ask again.
          if (statusOf(error) !== 409 || attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
        }
      }
    },

    async remove(key) {
      const base = fullPrefix(key);
      const { keys } = await keysUnder(`${base}/`);
      for (const record of keys.filter((k) => k.endsWith(".upload"))) {
        const found = await readRecord(record).catch(() => null);
        if (found) await abortUpload(found);
      }
      await deleteKeys([base, ...keys]);
    },

    async list(prefix) {
      const base = `${fullPrefix(prefix)}/`;
      const { keys, folders } = await keysUnder(base, "/");
      return [...keys.map((k) => k.slice(base.length)), ...folders.map((f) => f.slice(base.length, -1))].filter((n) => n !== "");
    },

    async openWriter(key) {
      const body = new PassThrough();
      const upload = new Upload({ client, params: { Bucket: bucket, Key: full(key), Body: body }, leavePartsOnError: false });
      return bodyWriter({ body, start: 0, end: null, request: upload.done(), finish: async () => {}, cancel: () => upload.abort() });
    },

    async openChunk(key, place) {
      if (place.length === null) {
        // Of unknown length: an object of its own (lib-storage takes a body of any length), a part when joined.
        const piece = await storage.openWriter(`${key}.pieces/${place.index}`);
        // The chunk's writes name offsets in the whole file; the piece starts at 0.
        return { write: (data, position) => piece.write(data, position - place.offset), close: () => piece.close(), abort: () => piece.abort() };
      }
      const record = await uploadOf(key, place.into, place.stretchesPerChunk ?? 1);
      return openChunkParts({
        client,
        bucket,
        objectKey: full(place.into),
        uploadId: record.uploadId,
        place: { ...place, length: place.length },
        stretchesPerChunk: record.stretchesPerChunk ?? 1,
        // The parts' ETags are needed to complete the upload; kept beside the record so any server can join.
        keepETag: (name, etag) => storage.put(`${key}.parts/${name}`, Buffer.from(etag)),
      });
    },

    async joinChunks(key, into, whole) {
      const recorded = await readRecord(`${full(key)}.upload`);
      const pieces = new Set((await keysUnder(`${full(key)}.pieces/`)).keys);
      if (!recorded && pieces.size === 0) {
        if (await head(full(into))) return; // joined already
        throw new Error(`no chunks gathered for ${key}`);
      }
      // Chunks of unknown length start the upload only now, to copy their pieces into.
      const { uploadId, stretchesPerChunk = 1 } = recorded ?? (await uploadOf(key, into, 1));
      if (recorded && recorded.into !== into) throw new Error(`the chunks of ${key} are gathered for ${recorded.into}, not ${into}`);
      // The parts' ETag records: `<index>.<stretch>` (a chunk sent as parts), or `<index>` (recorded before that).
      const etagKeys = new Set((await keysUnder(`${full(key)}.parts/`)).keys);
      const partsOf = async (index: number) => {
        const stretches: { PartNumber: number; ETag: string }[] = [];
        for (let j = 0; etagKeys.has(full(`${key}.parts/${index}.${j}`)); j++) {
          const etag = (await getBytes(full(`${key}.parts/${index}.${j}`)))?.toString("utf8") ?? "";
          stretches.push({ PartNumber: index * stretchesPerChunk + j + 1, ETag: etag });
        }
        if (stretches.length > 0) return stretches;
        const etag = etagKeys.has(full(`${key}.parts/${index}`)) ? (await getBytes(full(`${key}.parts/${index}`)))?.toString("utf8") : undefined;
        if (etag) return [{ PartNumber: index + 1, ETag: etag }];
        const piece = full(`${key}.pieces/${index}`);
        if (!pieces.has(piece)) throw new Error(`chunk ${index} of ${key} was never stored`);
        const number = index * stretchesPerChunk + 1;
        const copied = await client.send(
          new UploadPartCopyCommand({ Bucket: bucket, Key: full(into), UploadId: uploadId, PartNumber: number, CopySource: source(piece) }),
        );
        return [{ PartNumber: number, ETag: copied.CopyPartResult?.ETag ?? "" }];
      };
      const parts: { PartNumber: number; ETag: string }[] = [];
      for (let first = 0; first < whole.chunks; first += COPY_CONCURRENCY) {
        const indices = Array.from({ length: Math.min(COPY_CONCURRENCY, whole.chunks - first) }, (_, i) => first + i);
        for (const list of await Promise.all(indices.map(partsOf))) parts.push(...list);
      }
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket: bucket, Key: full(into), UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      const { keys } = await keysUnder(`${full(key)}.parts/`);
      await deleteKeys([...keys, ...pieces, `${full(key)}.upload`]);
    },

    async move(from, to) {
      // Copy then delete (S3 has no rename). CopyObject takes objects up to 5 GB; moved files are single
      // uploads of at most 100 MB (chunked videos are joined in place instead).
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: full(to), CopySource: source(full(from)) }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(from) }));
    },

    async touch(key, at) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: full(key),
          CopySource: source(full(key)),
          Metadata: { [MTIME]: at.toISOString() },
          MetadataDirective: "REPLACE",
        }),
      );
    },
  };
  /**
   * The multipart upload gathering the chunks of `key` into `into`: started by the first to need it (its id
   * claimed with `create` in `<key>.upload`), so every server uses the same one.
   */
  const uploadOf = async (key: string, into: string, stretchesPerChunk: number): Promise<TUploadRecord> => {
    const recordKey = `${full(key)}.upload`;
    let record = await readRecord(recordKey);
    if (!record) {
      const started = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: full(into) }));
      const mine: TUploadRecord = { uploadId: started.UploadId ?? "", into, stretchesPerChunk };
      if (await storage.create(`${key}.upload`, Buffer.from(JSON.stringify(mine)))) record = mine;
      else {
        // Another chunk (on this server or another) started the file's upload first: use that one.
        await abortUpload(mine);
        record = await readRecord(recordKey);
      }
    }
    if (!record || record.into !== into) throw new Error(`the chunks of ${key} are gathered for another file`);
    return record;
  };

  return storage;
}
