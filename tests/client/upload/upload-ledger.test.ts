import "fake-indexeddb/auto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { activateLocale } from "#client/lib/i18n.ts";
import { localDb } from "#client/lib/local-db.ts";
import { dexieLedger, ledgerSentBytes, looksLikeSameFile, type UploadLedger } from "#client/lib/upload/ledger.ts";
import { uploadMachine } from "#client/lib/upload/upload.machine.ts";
import type { UploadDeps } from "#client/lib/upload/upload.types.ts";
import { uploadView } from "#client/lib/upload/upload-view.ts";
import { FakeTransport, fakeDeps, makeFile } from "./fake-upload.ts";

const CHUNK = 1024;
const SIZE = 5000;

function run(transport: FakeTransport, file: File, deps: Partial<UploadDeps> = {}, resumeGuid?: string) {
  const actor = createActor(uploadMachine, {
    input: {
      file,
      owner: "activity-video:7",
      userKey: "u:1",
      endpoint: "file",
      deps: fakeDeps(transport, { ledger: dexieLedger(), ...deps }),
      chunkSize: CHUNK,
      threshold: CHUNK,
      resumeGuid,
    },
  }).start();
  return actor;
}

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(async () => {
  await localDb().uploads.clear();
});

describe("chunk ledger", () => {
  it("records each chunk the server holds, survives a lost page, and resumes with only the missing chunks", async () => {
    const file = makeFile(SIZE);
    const first = new FakeTransport();
    // the page goes away while chunk 3 is on its way: hold it forever, then stop the actor like a reload would
    first.gate = null;
    first.putFailure = () => null;
    const stuck = new Promise<void>(() => undefined);
    const originalPut = first.put.bind(first);
    first.put = async (args, options) => {
      if (args.chunk >= 3) {
        first.calls.push({ call: "put", chunk: args.chunk });
        await stuck;
      }
      return originalPut(args, options);
    };
    const actor = run(first, file);
    await vi.waitFor(async () => {
      const rows = await localDb().uploads.toArray();
      expect(rows[0]?.chunks.filter((c) => c.sent)).toHaveLength(3);
    });
    actor.stop();

    const [row] = await dexieLedger().unfinished("activity-video:7", ["u:1"]);
    expect(row).toMatchObject({ name: "roadshow.mp4", size: SIZE, lastModified: file.lastModified, owner: "activity-video:7", userKey: "u:1" });
    expect(row!.chunks.map((c) => c.sent)).toEqual([true, true, true, false, false]);
    expect(row!.chunks.slice(0, 3).every((c) => /^[0-9a-f]{32}$/.test(c.md5 ?? ""))).toBe(true);
    expect(ledgerSentBytes(row!)).toBe(3 * CHUNK);
    // other widgets and other users do not see it
    expect(await dexieLedger().unfinished("activity-video:8", ["u:1"])).toEqual([]);
    expect(await dexieLedger().unfinished("activity-video:7", ["u:2"])).toEqual([]);

    // after the reload: the same server (it kept chunks 0-2), the user re-selects the same file
    const second = new FakeTransport();
    second.held = first.held;
    const reselected = makeFile(SIZE);
    expect(looksLikeSameFile(row!, reselected)).toBe(true);
    const resumed = run(second, reselected, {}, row!.guid);
    await waitFor(resumed, (s) => s.status === "done");
    expect(second.putChunks().sort()).toEqual([3, 4]);
    expect(second.count("check")).toBe(5);
    // done: nothing left to resume
    expect(await localDb().uploads.count()).toBe(0);
  });

  it("forgets the ledger when the upload is cancelled", async () => {
    const transport = new FakeTransport();
    transport.gate = new Promise(() => undefined);
    const actor = run(transport, makeFile(SIZE));
    await vi.waitFor(async () => expect(await localDb().uploads.count()).toBe(1));
    actor.send({ type: "upload.cancel" });
    await waitFor(actor, (s) => s.status === "done");
    expect(await localDb().uploads.count()).toBe(0);
  });

  it("tells a different file from the same name and size", () => {
    const row = { name: "a.mp4", size: 10, lastModified: 5 };
    expect(looksLikeSameFile(row, { name: "a.mp4", size: 10, lastModified: 5 })).toBe(true);
    expect(looksLikeSameFile(row, { name: "a.mp4", size: 10, lastModified: 6 })).toBe(false);
    expect(looksLikeSameFile(row, { name: "b.mp4", size: 10, lastModified: 5 })).toBe(false);
  });

  it("reports a full disk and keeps uploading without the ledger", async () => {
    const full: UploadLedger = {
      ...dexieLedger(),
      open: async () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    const transport = new FakeTransport();
    const actor = run(transport, makeFile(SIZE), { ledger: full });
    await waitFor(actor, (s) => s.status === "done");
    expect(uploadView(actor.getSnapshot()).warning).toMatch(/存储空间不足/);
    expect(transport.count("combine")).toBe(1);
  });

  it("keeps a paused upload listed with its state", async () => {
    const transport = new FakeTransport();
    transport.gate = new Promise(() => undefined);
    const actor = run(transport, makeFile(SIZE));
    await vi.waitFor(() => expect(transport.inFlight).toBe(2));
    actor.send({ type: "upload.pause" });
    await vi.waitFor(async () => expect((await localDb().uploads.toArray())[0]?.state).toBe("paused"));
    actor.stop();
  });
});
