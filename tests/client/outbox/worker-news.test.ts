import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { liveQuery } from "dexie";
import { localDb } from "#client/lib/local-db.ts";
import { OUTBOX_SETTLED_EVENT } from "#client/lib/outbox/outbox-hint.ts";
import { takeWorkerNews } from "#client/lib/outbox/worker-news.ts";
import { LOCAL_DB_NAME, type TOutboxRow } from "#shared/offline/local-db-schema.ts";
import { isPending, OUTBOX_CHANGED_MESSAGE } from "#shared/offline/outbox-rules.ts";

// Issue 13: the service worker settles rows with plain IndexedDB, which Dexie's live queries never see; the
// page must follow its news at once rather than at the next reload.
function row(id: string, over: Partial<TOutboxRow> = {}): TOutboxRow {
  return {
    id,
    contract: "qa.askQuestion",
    body: `activityId=18&content=${id}`,
    label: `提问 ${id}`,
    state: "queued",
    message: null,
    userKey: "u:1",
    token: "token-of-u1",
    lang: "zh-CN",
    attempts: 1,
    claimedBy: null,
    claimedAt: null,
    createdAt: 1,
    updatedAt: 1,
    ...over,
  };
}

/** Writes a row as the service worker does: plain IndexedDB, behind Dexie's back. */
function writeOutsideDexie(next: TOutboxRow): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(LOCAL_DB_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction("outbox", "readwrite");
      tx.objectStore("outbox").put(next);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

beforeEach(async () => {
  await localDb().outbox.clear();
});

describe("the service worker's outbox news", () => {
  it("makes the page's live queries follow a row the worker settled", async () => {
    await localDb().outbox.put(row("k1"));
    const pending: number[] = [];
    const subscription = liveQuery(async () => (await localDb().outbox.toArray()).filter(isPending).length).subscribe((n) => pending.push(n));
    await until(() => pending.length > 0);
    expect(pending.at(-1)).toBe(1);

    await writeOutsideDexie(row("k1", { state: "done", attempts: 2 }));
    // unseen without the news: a live query does not hear plain IndexedDB writes
    await new Promise((r) => setTimeout(r, 100));
    expect(pending.at(-1)).toBe(1);

    const settled: unknown[] = [];
    const listen = (event: Event) => settled.push((event as CustomEvent).detail);
    window.addEventListener(OUTBOX_SETTLED_EVENT, listen);
    const answer = await takeWorkerNews({
      type: OUTBOX_CHANGED_MESSAGE,
      rows: [{ id: "k1", contract: "qa.askQuestion", state: "done", label: "提问 k1", message: "提问成功" }],
    });
    window.removeEventListener(OUTBOX_SETTLED_EVENT, listen);
    await until(() => pending.at(-1) === 0);
    subscription.unsubscribe();
    expect(pending.at(-1)).toBe(0);
    // the row itself is as the worker left it, and the features hear that the write took effect
    expect(await localDb().outbox.get("k1")).toMatchObject({ state: "done", attempts: 2 });
    expect(settled).toEqual([{ contract: "qa.askQuestion", state: "done", label: "提问 k1" }]);
    expect(answer).toEqual([{ id: "k1", contract: "qa.askQuestion", state: "done", label: "提问 k1", message: "提问成功" }]);
  });

  it("follows a claim too, without announcing it as settled; ignores other messages", async () => {
    await localDb().outbox.put(row("k2"));
    await writeOutsideDexie(row("k2", { state: "sending", claimedBy: "sw:x", claimedAt: 5 }));
    const listen = vi.fn();
    window.addEventListener(OUTBOX_SETTLED_EVENT, listen);
    expect(await takeWorkerNews({ type: OUTBOX_CHANGED_MESSAGE, rows: [{ id: "k2", contract: null, state: "sending", label: "x", message: null }] })).toEqual([]);
    expect(await takeWorkerNews({ type: "SKIP_WAITING" })).toBeNull();
    expect(await takeWorkerNews(null)).toBeNull();
    window.removeEventListener(OUTBOX_SETTLED_EVENT, listen);
    expect(listen).not.toHaveBeenCalled();
    expect((await localDb().outbox.get("k2"))?.state).toBe("sending");
  });

  it("takes an older worker's bare message as news of every row", async () => {
    await localDb().outbox.put(row("k3"));
    await writeOutsideDexie(row("k3", { state: "refused", message: "活动已结束" }));
    expect(await takeWorkerNews({ type: OUTBOX_CHANGED_MESSAGE })).toEqual([]);
    expect((await localDb().outbox.get("k3"))?.state).toBe("refused");
  });
});
