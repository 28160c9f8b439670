import { createReadStream } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where files (uploads, videos, exports) live. Local disk under DATA_DIR/files by default; an S3-compatible
 * store implements the same interface. Keys are relative paths chosen by the server, never by the client.
 */
export interface TStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the stored file, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/** Whether a key is one the server could have made: no traversal, no absolute paths. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split("/").some((part) => part === ".." || part === ".");
}

export function createDiskStorage(root: string): TStorage {
  const full = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${target}.part`;
      await writeFile(temp, data);
      await rename(temp, target);
    },
    async open(key) {
      if (!isSafeKey(key)) return null;
      const target = full(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(target), size: info.size };
    },
  };
}
