import path from "node:path";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import type { TStorage } from "../storage.ts";
import { createDiskStorage } from "./disk.ts";

/**
 * The SDK's warnings, less the one it prints for every part whose upload is stopped on purpose (a client
 * that went away mid-chunk): that is an outcome the chunk protocol expects, not a fault.
 */
const quietLogger = {
  debug: () => {},
  info: () => {},
  warn: (...args: unknown[]) => {
    if (!String(args[0]).includes("non-retryable streaming request")) console.warn(...args);
  },
  // A failed call is thrown to its caller, which decides (a 404 is often the answer sought): not logged twice.
  error: () => {},
};

/**
 * The storage STORAGE_URL names (README, "Files in S3-compatible storage"):
 * - unset: local disk under `defaultDir` (DATA_DIR/files);
 * - `file:///absolute/folder`: local disk there;
 * - `s3://bucket/optional/prefix?region=…&endpoint=…&forcePathStyle=true&minPartBytes=…`: a bucket, with the
 *   credentials of the AWS SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the
 *   machine's role). `endpoint` and `forcePathStyle` are for MinIO and other S3-compatible stores.
 * `client` adds to the S3 client's settings (tests pass an emulator's credentials). The AWS SDK is loaded
 * only for a bucket, so a server on local disk neither pays for it at start nor hears its warnings.
 */
export async function storageFromUrl(url: string | undefined, defaultDir: string, client: Partial<S3ClientConfig> = {}): Promise<TStorage> {
  if (!url) return createDiskStorage(path.resolve(defaultDir));
  const parsed = new URL(url);
  if (parsed.protocol === "file:") return createDiskStorage(path.resolve(decodeURIComponent(parsed.pathname)));
  if (parsed.protocol !== "s3:") throw new Error(`STORAGE_URL must start with s3:// or file://, got "${parsed.protocol}//"`);
  const bucket = parsed.hostname;
  if (!bucket) throw new Error("STORAGE_URL names no bucket (s3://bucket/prefix)");
  const q = parsed.searchParams;
  const known = new Set(["region", "endpoint", "forcePathStyle", "minPartBytes"]);
  for (const name of q.keys()) if (!known.has(name)) throw new Error(`STORAGE_URL has an unknown setting "${name}" (known: ${[...known].join(", ")})`);
  const minPart = q.get("minPartBytes");
  if (minPart !== null && !/^\d+$/.test(minPart)) throw new Error(`STORAGE_URL minPartBytes must be a number of bytes, got "${minPart}"`);
  const [{ S3Client }, { createS3Storage }] = await Promise.all([import("@aws-sdk/client-s3"), import("./s3.ts")]);
  return createS3Storage({
    bucket,
    prefix: decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, ""),
    minPartBytes: minPart === null ? undefined : Number(minPart),
    client: new S3Client({
      region: q.get("region") ?? process.env.AWS_REGION ?? "us-east-1",
      endpoint: q.get("endpoint") ?? undefined,
      forcePathStyle: q.get("forcePathStyle") === "true",
      // Checksums only where S3 requires them: the default adds trailing checksums to streamed bodies
      // (aws-chunked), which several S3-compatible stores do not accept.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      logger: quietLogger,
      ...client,
    }),
  });
}
