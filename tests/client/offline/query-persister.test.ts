import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onlineManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { ApiError } from "#client/lib/api.ts";
import { queryKeyOf } from "#client/lib/contract-client.ts";
import { dropSavedPrivateAnswers, keepReadsOffline } from "#client/lib/query-persister.ts";
import { savedAnswersOf } from "#client/lib/saved-answers.ts";
import { setToken } from "#client/lib/session.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";
import { SAVED_ANSWERS_DB } from "#shared/offline/saved-answers-schema.ts";

/** A fresh page: a new query client with nothing in memory, over the same device storage. */
function freshPage(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  keepReadsOffline(client);
  // as QueryClientProvider does: the client then hears the network come back
  client.mount();
  return client;
}

const waitForWrites = () => new Promise((resolve) => setTimeout(resolve, 700));
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

const activityKey = queryKeyOf(qaRoutes.publicActivity, null, { activityId: 18 });

beforeEach(
  () =>
    new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(SAVED_ANSWERS_DB);
      req.onsuccess = req.onerror = req.onblocked = () => resolve();
    }),
);
afterEach(() => localStorage.clear());

describe("answers kept for offline reading", () => {
  it("answers a reload without network with the page as last seen, at its original time", async () => {
    const first = freshPage();
    await first.fetchQuery({ queryKey: activityKey, queryFn: () => ({ title: "2026年三季度业绩说明会" }) });
    const seenAt = first.getQueryState(activityKey)?.dataUpdatedAt ?? 0;
    await waitForWrites();

    const reloaded = freshPage();
    const data = await reloaded.fetchQuery({ queryKey: activityKey, queryFn: offline });
    expect(data).toEqual({ title: "2026年三季度业绩说明会" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reloaded.getQueryState(activityKey)?.dataUpdatedAt).toBe(seenAt);
  });

  it("online, the server's answer wins over the kept one, and a refusal is never replaced by a copy", async () => {
    await freshPage().fetchQuery({ queryKey: activityKey, queryFn: () => ({ title: "旧标题" }) });
    await waitForWrites();
    expect(await freshPage().fetchQuery({ queryKey: activityKey, queryFn: () => ({ title: "新标题" }) })).toEqual({ title: "新标题" });
    await waitForWrites();
    const refused = () => Promise.reject(new ApiError(400, "活动不存在"));
    await expect(freshPage().fetchQuery({ queryKey: activityKey, queryFn: refused })).rejects.toThrow("活动不存在");
  });

  it("offline, a refetch answers from memory at once and waits for the reconnect to ask the server", async () => {
    const page = freshPage();
    let calls = 0;
    const observer = new QueryObserver(page, { queryKey: activityKey, queryFn: () => ({ n: ++calls }) });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    onlineManager.setOnline(false);
    try {
      const settled = await Promise.race([
        page.invalidateQueries({ queryKey: activityKey }).then(() => "settled"),
        new Promise((resolve) => setTimeout(() => resolve("waiting"), 500)),
      ]);
      expect(settled).toBe("settled");
      expect(calls).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(page.getQueryState(activityKey)?.isInvalidated).toBe(true);
    } finally {
      onlineManager.setOnline(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(2);
    unsubscribe();
  });

  it("keeps the live updates the page writes into the cache", async () => {
    const page = freshPage();
    await page.fetchQuery({ queryKey: activityKey, queryFn: () => ({ answers: 1 }) });
    page.setQueryData(activityKey, { answers: 2 });
    await waitForWrites();
    const data = await freshPage().fetchQuery({ queryKey: activityKey, queryFn: offline });
    expect(data).toEqual({ answers: 2 });
  });

  it("writes at once what is still waiting when the page is left, so a link followed at once loses nothing", async () => {
    const page = freshPage();
    await page.fetchQuery({ queryKey: activityKey, queryFn: () => ({ title: "刚看过的活动" }) });
    dispatchEvent(new Event("pagehide"));
    // well within the write delay: only the flush at pagehide can have written it
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await savedAnswersOf(qaRoutes.publicActivity.id);
    expect(rows.map((row) => row.data)).toEqual([{ title: "刚看过的活动" }]);
  });

  it("keeps nothing of a read that is not listed", async () => {
    const key = queryKeyOf(qaRoutes.moderationQueue, "token-ops", {});
    await freshPage().fetchQuery({ queryKey: key, queryFn: () => ["a question"] });
    await waitForWrites();
    await expect(freshPage().fetchQuery({ queryKey: key, queryFn: offline })).rejects.toThrow("Failed to fetch");
  });

  it("drops a user's private answers at logout and keeps the public ones", async () => {
    setToken("token-investor");
    const page = freshPage();
    const userKey = queryKeyOf(sessionRoutes.userInfo, "token-investor");
    await page.fetchQuery({ queryKey: userKey, queryFn: () => ({ nickName: "张三" }) });
    await page.fetchQuery({ queryKey: activityKey, queryFn: () => ({ title: "公开" }) });
    await waitForWrites();
    expect(await savedAnswersOf(sessionRoutes.userInfo.id)).toHaveLength(1);

    await dropSavedPrivateAnswers();
    expect(await savedAnswersOf(sessionRoutes.userInfo.id)).toHaveLength(0);
    expect(await savedAnswersOf(qaRoutes.publicActivity.id)).toHaveLength(1);
  });

  it("does not write a private answer whose session ended before the write", async () => {
    setToken("token-a");
    const page = freshPage();
    await page.fetchQuery({ queryKey: queryKeyOf(sessionRoutes.userInfo, "token-a"), queryFn: () => ({ nickName: "甲" }) });
    localStorage.clear();
    await waitForWrites();
    expect(await savedAnswersOf(sessionRoutes.userInfo.id)).toHaveLength(0);
  });
});
