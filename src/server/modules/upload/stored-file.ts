import { isSafeKey, type TStorage } from "../../lib/storage.ts";

/** The folders upload_file, upload_img and combine_block store into. */
const UPLOADED_FOLDERS = new Set(["uploads", "videos"]);

/**
 * A file path a client hands back in a later form (videoPaths[] and the like) resolved to a file this server
 * stored: "/files/<key>" (optionally behind "/api"), a key under the upload folders with one of the allowed
 * extensions, present in storage. Anything else (another site's address, a traversal, a chunk set, a file
 * that never was) is null; the caller refuses it.
 */
export async function resolveUploadedFile(storage: TStorage, filePath: string, extensions: string[]): Promise<{ key: string; size: number } | null> {
  const m = /^(?:\/api)?\/files\/(.+)$/.exec(filePath.trim());
  const key = m?.[1];
  if (!key || !isSafeKey(key) || !UPLOADED_FOLDERS.has(key.split("/")[0] ?? "")) return null;
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  if (!extensions.includes(ext)) return null;
  const info = await storage.stat(key);
  return info ? { key, size: info.size } : null;
}
