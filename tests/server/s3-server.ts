import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { TStorage } from "#server/lib/storage.ts";
import { storageFromUrl } from "#server/lib/storage/from-url.ts";

export interface TS3Server {
  /** the STORAGE_URL of a fresh folder in the bucket */
  url: string;
  /** a storage on that folder, as the server builds it from STORAGE_URL */
  storage(): Promise<TStorage>;
  close(): Promise<void>;
}

const BUCKET = "roadshow-test";
const EMULATOR_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * s3rver keeps objects in files it writes in place, one request at a time, and has no conditional writes.
 * This puts S3's own guarantees for one key in front of it: object writes to one key happen one after
 * another (S3: the last whole object wins), and `If-None-Match: *` refuses with 412 when the key exists
 * (S3, MinIO and R2 since 2024). Everything else is s3rver's, over real HTTP, signed by the real SDK.
 */
function keepS3Guarantees(server: S3rver): void {
  const tails = new Map<string, Promise<void>>();
  server.middleware.unshift(async (ctx, next) => {
    if (ctx.method !== "PUT" || /(^|&)uploadId=/.test(ctx.querystring)) return next();
    const objectPath = decodeURIComponent(ctx.path);
    const previous = tails.get(objectPath) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(objectPath, tail);
    await previous;
    try {
      const [, bucket = "", ...key] = objectPath.split("/");
      if (ctx.headers["if-none-match"] === "*" && (await server.store.existsObject(bucket, key.join("/")))) {
        for await (const piece of ctx.req) void piece; // read the body, so the answer is not a reset connection
        ctx.status = 412;
        ctx.type = "application/xml";
        ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>`;
        return;
      }
      await next();
    } finally {
      release();
      if (tails.get(objectPath) === tail) tails.delete(objectPath);
    }
  });
}

/**
 * An S3 endpoint for the tests. With TEST_S3_URL set (a MinIO or cloud bucket, credentials from the AWS
 * environment variables) the tests use a fresh folder there; otherwise they start s3rver on a free loopback
 * port in a temporary folder, and stop it and remove the folder on close.
 */
export async function startS3(): Promise<TS3Server> {
  const external = process.env.TEST_S3_URL;
  if (external) {
    const url = new URL(external);
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/test-${randomUUID()}`;
    return { url: url.toString(), storage: () => storageFromUrl(url.toString(), ""), close: async () => {} };
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), "roadshow-s3-"));
  // s3rver signs ListObjectsV2's query differently from the SDK (and from S3); signatures are the SDK's concern, not ours.
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, allowMismatchedSignatures: true, configureBuckets: [{ name: BUCKET }] });
  keepS3Guarantees(server);
  const { port } = await server.run();
  // s3rver enforces no part minimum, so the tests may use small chunks.
  const url = `s3://${BUCKET}/files?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true&minPartBytes=0`;
  return {
    url,
    storage: () => storageFromUrl(url, "", { credentials: EMULATOR_KEY }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
