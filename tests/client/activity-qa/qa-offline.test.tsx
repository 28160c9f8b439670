import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { localDb } from "#client/lib/local-db.ts";
import { notify } from "#client/lib/notify.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { activity, type TCall } from "../activity/harness.tsx";
import { qaCount, qaRecord } from "./qa-fixtures.ts";
import { callsTo, renderQaTab, stubQaServer } from "./qa-harness.tsx";

vi.mock("#client/lib/notify.ts", () => ({ notify: vi.fn(), notifyPush: vi.fn(), isToastViewport: () => false }));
const shown = vi.mocked(notify);

let calls: TCall[];
const online = (value: boolean) => Object.defineProperty(navigator, "onLine", { configurable: true, get: () => value });

// Mantine's autosize textarea listens to document.fonts, which this jsdom run lacks
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

beforeEach(async () => {
  await activateLocale("zh-CN");
  await localDb().outbox.clear();
  queryClient.clear();
  shown.mockClear();
  localStorage.setItem("token", "demo-token");
  calls = stubQaServer({ lists: { 1: [qaRecord({ id: 5, content: "离线时看到的问题" })] }, count: qaCount({ pendingNum: 1 }), guests: [] });
});

afterEach(() => {
  online(true);
});

describe("company Q&A tab offline", { timeout: 30_000 }, () => {
  it("keeps a reply typed offline in the outbox and says so", async () => {
    renderQaTab(activity({ isOpenText: true, pubStatus: 1, status: 2 }));
    const card = await screen.findByTestId("qa-record", {}, { timeout: 10_000 });
    online(false);
    fireEvent.change(within(card).getByTestId("qa-reply-input"), { target: { value: "离线写下的回复" } });
    fireEvent.click(within(card).getByTestId("qa-reply-send"));
    expect(await within(card).findByTestId("qa-reply-queued")).toBeTruthy();
    expect(shown).toHaveBeenCalledWith("warning", "网络不可用，回复已保存在本机，联网后将自动提交", expect.anything());
    expect(callsTo(calls, "guest_answer")).toHaveLength(0);
    const rows = await localDb().outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.contract).toBe("qa.guestAnswer");
    expect(new URLSearchParams(rows[0]!.body).get("content")).toBe("离线写下的回复");
    await waitFor(() => expect((within(card).getByTestId("qa-reply-input") as HTMLTextAreaElement).value).toBe(""));
  });
});
