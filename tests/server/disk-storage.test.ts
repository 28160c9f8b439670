import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "#server/lib/storage.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "roadshow-storage-"));
const storage = createDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("disk storage under concurrent requests", () => {
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
    expect(readdirSync(path.join(root, "claims")).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("put: concurrent puts of one key leave one of the whole values and no temporary file", async () => {
    const values = [Buffer.alloc(300_000, 1), Buffer.alloc(200_000, 2), Buffer.alloc(100_000, 3)];
    await Promise.all(values.map((v) => storage.put("ledger/part-0.json", v)));
    const got = await storage.read("ledger/part-0.json", 0, 400_000);
    expect(values.some((v) => v.equals(got!))).toBe(true);
    expect(readdirSync(path.join(root, "ledger"))).toEqual(["part-0.json"]);
  });

  it("writes from several writers of one file all land, in their places", async () => {
    const [one, two] = await Promise.all([storage.openWriter("sets/data"), storage.openWriter("sets/data")]);
    await one.truncate(64 * 1024);
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 64; i++) writes.push((i % 2 ? one : two).write(Buffer.alloc(1024, i), i * 1024));
    await Promise.all(writes);
    await Promise.all([one.close(), two.close()]);
    const data = (await storage.read("sets/data", 0, 64 * 1024))!;
    for (let i = 0; i < 64; i++) expect(data[i * 1024], `block ${i}`).toBe(i);
  });
});
