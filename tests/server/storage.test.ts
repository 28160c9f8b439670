import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TStorage } from "#server/lib/storage.ts";
import { createDiskStorage } from "#server/lib/storage/disk.ts";
import { storageFromUrl } from "#server/lib/storage/from-url.ts";
import { startS3, type TS3Server } from "./s3-server.ts";

/** The same promises, kept by both storages: local disk, and S3 over HTTP (s3rver, or TEST_S3_URL). */
const kinds: { name: string; open: () => Promise<{ storage: TStorage; close: () => Promise<void> }> }[] = [
  {
    name: "disk",
    open: async () => {
      const root = mkdtempSync(path.join(os.tmpdir(), "roadshow-storage-"));
      return { storage: createDiskStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "s3",
    open: async () => {
      const s3: TS3Server = await startS3();
      return { storage: await s3.storage(), close: () => s3.close() };
    },
  },
];

describe.each(kinds)("$name storage", ({ open }) => {
  let storage: TStorage;
  let close = async () => {};
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it("create: one claim wins, and a loser reading right away sees the winner's whole content", async () => {
    // two chunks of a new upload claim its set together; the loser reads the set at once
    const winner = Buffer.alloc(256 * 1024, 7);
    for (let i = 0; i < 40; i++) {
      const key = `claims/set-${i}.json`;
      const [a, b] = await Promise.all([
        storage.create(key, winner),
        (async () => {
          const created = await storage.create(key, winner);
          if (created) return { created, read: null };
          return { created, read: await storage.read(key, 0, winner.length) };
        })(),
      ]);
      expect(a !== b.created, `exactly one claim of ${key} wins`).toBe(true);
      if (!b.created) expect(b.read?.equals(winner), `the loser read ${b.read?.length ?? 0} bytes`).toBe(true);
    }
    expect((await storage.list("claims")).filter((n) => !/^set-\d+\.json$/.test(n))).toEqual([]);
  });

  it("put: concurrent puts of one key leave one of the whole values and no temporary file", async () => {
    const values = [Buffer.alloc(300_000, 1), Buffer.alloc(200_000, 2), Buffer.alloc(100_000, 3)];
    await Promise.all(values.map((v) => storage.put("ledger/part-0.json", v)));
    const got = await storage.read("ledger/part-0.json", 0, 400_000);
    expect(values.some((v) => v.equals(got!))).toBe(true);
    expect(await storage.list("ledger")).toEqual(["part-0.json"]);
  });

  it("chunks sent at once, out of order, again and cut short are joined into the file, each in its place", async () => {
    // S3 joins parts of at least its minimum size (5 MiB on a real store, none on the emulator).
    const size = Math.max(1024, storage.minChunkBytes);
    const count = 5;
    const total = size * (count - 1) + 100;
    const into = "videos/2026/11/joined.mp4";
    const bytesOf = (index: number, fill = index + 1) => Buffer.alloc(index === count - 1 ? 100 : size, fill);
    const send = async (index: number, data: Buffer, cut = false) => {
      const writer = await storage.openChunk("sets/a/data", { index, offset: index * size, length: data.length, size: total, into });
      const half = Math.floor(data.length / 2);
      await writer.write(data.subarray(0, half), index * size);
      if (cut) return writer.abort();
      await writer.write(data.subarray(half), index * size + half);
      await writer.close();
    };
    await Promise.all([4, 2, 0, 3, 1].map((i) => send(i, bytesOf(i, 99))));
    // Sent again with the right bytes (replacing); one is cut short, then sent whole.
    await Promise.all([0, 1, 2, 3, 4].map((i) => send(i, bytesOf(i), i === 2)));
    await send(2, bytesOf(2));
    expect(await storage.stat(into)).toBeNull();
    await storage.joinChunks("sets/a/data", into, { chunks: count, size: total });

    const joined = (await storage.read(into, 0, total + 10))!;
    expect(joined.length).toBe(total);
    for (let i = 0; i < count; i++) expect(joined[i * size], `chunk ${i}`).toBe(i + 1);
    expect(joined[total - 1]).toBe(count);
    // Nothing of the chunks is left beside the ledger's folder.
    expect(await storage.list("sets/a")).toEqual([]);
  });

  it("chunks of unknown length (a set opened without its size) are joined to the length they add up to", async () => {
    const size = Math.max(1024, storage.minChunkBytes);
    const total = size * 2 + 100;
    const into = "videos/2026/11/joined-unsized.mp4";
    const send = async (index: number, data: Buffer, cut = false) => {
      const writer = await storage.openChunk("sets/b/data", { index, offset: index * size, length: null, size: null, into });
      await writer.write(data, index * size);
      await (cut ? writer.abort() : writer.close());
    };
    // The last chunk first sent full, then again as the short chunk that ends the file; a chunk past the end
    // cut short: none of their extra bytes belong to the file.
    await send(2, Buffer.alloc(size, 9));
    await send(3, Buffer.alloc(size, 8), true);
    await Promise.all([send(1, Buffer.alloc(size, 2)), send(0, Buffer.alloc(size, 1)), send(2, Buffer.alloc(100, 3))]);
    await storage.joinChunks("sets/b/data", into, { chunks: 3, size: total });

    const joined = (await storage.read(into, 0, total + size))!;
    expect(joined.length).toBe(total);
    expect([joined[0], joined[size], joined[2 * size], joined[total - 1]]).toEqual([1, 2, 3, 3]);
    expect(await storage.list("sets/b")).toEqual([]);
  });

  it("a writer's file appears whole when closed, and never when aborted", async () => {
    const writer = await storage.openWriter("tmp/upload-1");
    await writer.write(Buffer.from("hello "), 0);
    await writer.write(Buffer.from("world"), 6);
    await expect(writer.write(Buffer.from("!"), 3)).rejects.toThrow();
    await writer.close();
    expect((await storage.read("tmp/upload-1", 0, 100))?.toString()).toBe("hello world");

    const dropped = await storage.openWriter("tmp/upload-2");
    await dropped.write(Buffer.alloc(1000, 1), 0);
    await dropped.abort();
    expect(await storage.stat("tmp/upload-2")).toBeNull();
    expect(await storage.list("tmp")).toEqual(["upload-1"]);
  });

  it("page-aligned slots, a short tail and unaligned memory arrive intact, in any mix (disk: direct and buffered writes)", async () => {
    // the upload ring's memory (page-aligned: disk writes its full slots with O_DIRECT) and an ordinary buffer
    const ring = Buffer.from(new WebAssembly.Memory({ initial: 3, maximum: 3, shared: true }).buffer);
    const chunk = randomBytes(ring.length + 8192 + 100);
    chunk.copy(ring, 0, 0, ring.length);
    const plain = chunk.subarray(ring.length, ring.length + 8192);
    const tail = chunk.subarray(ring.length + 8192);
    const slot = 64 * 1024;

    const direct = await storage.openWriter("mix/direct-first");
    await direct.write(ring.subarray(0, slot), 0);
    await direct.write(ring.subarray(slot, ring.length), slot);
    await direct.write(Buffer.from(plain), ring.length);
    await direct.write(Buffer.from(tail), ring.length + plain.length);
    await direct.close();
    expect((await storage.read("mix/direct-first", 0, chunk.length))?.equals(chunk)).toBe(true);

    // unaligned memory of an aligned length first: refused by O_DIRECT, written buffered, and the rest after it
    const buffered = await storage.openWriter("mix/unaligned-first");
    await buffered.write(Buffer.from(plain), 0);
    await buffered.write(ring.subarray(0, slot), plain.length);
    await buffered.close();
    expect((await storage.read("mix/unaligned-first", 0, plain.length + slot))?.equals(Buffer.concat([plain, ring.subarray(0, slot)]))).toBe(true);
  });

  it("reads ranges, stats, touches, moves, lists folders and removes them whole", async () => {
    const data = Buffer.from("0123456789");
    await storage.put("uploads/a/b/file.txt", data);
    expect((await storage.read("uploads/a/b/file.txt", 2, 3))?.toString()).toBe("234");
    expect((await storage.read("uploads/a/b/file.txt", 8, 10))?.toString()).toBe("89");
    expect((await storage.read("uploads/a/b/file.txt", 10, 5))?.length).toBe(0);
    expect(await storage.read("uploads/a/b/none.txt", 0, 5)).toBeNull();

    const part = (await storage.open("uploads/a/b/file.txt", { start: 3, end: 5 }))!;
    expect(part.size).toBe(10);
    expect(await text(part.stream)).toBe("345");
    const whole = (await storage.open("uploads/a/b/file.txt"))!;
    expect([whole.size, await text(whole.stream)]).toEqual([10, "0123456789"]);
    expect(await storage.open("uploads/a/b/none.txt")).toBeNull();

    const at = new Date("2020-02-02T02:02:02.000Z");
    await storage.touch("uploads/a/b/file.txt", at);
    expect(await storage.stat("uploads/a/b/file.txt")).toEqual({ size: 10, mtime: at });

    await storage.move("uploads/a/b/file.txt", "uploads/c/file.txt");
    expect(await storage.stat("uploads/a/b/file.txt")).toBeNull();
    expect((await storage.read("uploads/c/file.txt", 0, 10))?.equals(data)).toBe(true);
    await storage.put("uploads/a/other.txt", data);
    await storage.put("uploads/a/b/deep.txt", data);
    expect((await storage.list("uploads")).sort()).toEqual(["a", "c"]);
    expect((await storage.list("uploads/a")).sort()).toEqual(["b", "other.txt"]);
    expect(await storage.list("nothing")).toEqual([]);

    await storage.remove("uploads/a");
    expect(await storage.list("uploads")).toEqual(["c"]);
    expect(await storage.stat("uploads/a/b/deep.txt")).toBeNull();
    await storage.remove("uploads/a");
  });

  it("refuses keys that could leave its root", async () => {
    for (const key of ["../x", "uploads/../../x", "/etc/passwd", "uploads", "uploads/a//b"]) {
      await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/unsafe/);
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.read(key, 0, 1), key).toBeNull();
    }
    await expect(storage.list("../x")).rejects.toThrow(/unsafe/);
  });
});

describe("STORAGE_URL", () => {
  it("is local disk when unset or file://, a bucket when s3://, and refuses anything else with a clear message", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "roadshow-storage-url-"));
    try {
      await (await storageFromUrl(undefined, path.join(dir, "default"))).put("uploads/a.txt", Buffer.from("a"));
      expect(existsSync(path.join(dir, "default", "uploads", "a.txt"))).toBe(true);
      await (await storageFromUrl(`file://${path.join(dir, "named")}`, "unused")).put("uploads/b.txt", Buffer.from("b"));
      expect(existsSync(path.join(dir, "named", "uploads", "b.txt"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const bucket = await storageFromUrl("s3://files-bucket/roadshow?region=eu-west-1", "");
    expect(bucket.minChunkBytes).toBe(5 * 1024 * 1024);
    expect((await storageFromUrl("s3://b?endpoint=http://127.0.0.1:9000&forcePathStyle=true&minPartBytes=0", "")).minChunkBytes).toBe(0);
    await expect(storageFromUrl("https://files.example/x", "")).rejects.toThrow(/must start with s3:\/\/ or file:\/\//);
    await expect(storageFromUrl("s3://b?endpiont=http://x", "")).rejects.toThrow(/unknown setting "endpiont"/);
    await expect(storageFromUrl("s3://b?minPartBytes=5MB", "")).rejects.toThrow(/minPartBytes must be a number/);
  });
});
