import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { routeTree } from "#client/route-tree.gen.ts";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { TMessage } from "#shared/api/activity.contract.ts";
import { DEMO } from "../centre/demo-fixtures.ts";

// A small demo server: seven messages, four unread; message_update_read marks them read as the real one does.
let messages: TMessage[];

function stubApi() {
  const account = DEMO["listed-admin"]!;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.replace("/base-service/api/", "");
      const form = path.startsWith("auth/v1/message/") ? new URLSearchParams(await input.clone().text()) : null;
      const datas = (() => {
        switch (path) {
          case "auth/v1/user/userinfo":
            return [account.user];
          case "auth/v1/company/info":
            return [account.company];
          case "auth/v1/company_apply/check_bind_company":
            return [{ status: account.bindStatus }];
          case "auth/v1/message/unread_count":
            return [messages.filter((m) => m.status === 0).length];
          case "auth/v1/message/message_page": {
            const size = Number(form!.get("pageSize") ?? 5);
            const pageNo = Number(form!.get("pageNo") ?? 1);
            const records = messages.slice((pageNo - 1) * size, pageNo * size);
            return [{ records, current: pageNo, pages: Math.ceil(messages.length / size), total: messages.length }];
          }
          case "auth/v1/message/message_update_read": {
            const ids = form!.getAll("ids").flatMap((v) => v.split(",")).map(Number);
            messages = messages.map((m) => (ids.includes(m.id) ? { ...m, status: 1 } : m));
            return [];
          }
          case "pub/v1/checkLogin":
            return ["1"];
          default:
            return [];
        }
      })();
      return new Response(JSON.stringify({ code: 200, datas, message: "操作成功" }), { headers: { "content-type": "application/json" } });
    }),
  );
}

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1440 });
  // the layout reads the width on resize (use-viewport.ts)
  window.dispatchEvent(new Event("resize"));
  vi.stubGlobal("WebSocket", class { close() {} send() {} });
  messages = Array.from({ length: 7 }, (_, i) => ({
    id: 100 - i,
    msgTitle: `消息${i + 1}`,
    content: `<p>内容${i + 1}</p>`,
    status: [0, 1, 3, 5].includes(i) ? 0 : 1,
    crtTime: `2026-11-2${i} 10:00:00`,
  }));
});

describe("message reminders", () => {
  it("the rows and the tab badge agree once the shown messages are marked read", async () => {
    stubApi();
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/messRemind"] }) });
    render(<RouterProvider router={router} />);
    const list = await screen.findByTestId("message-list");
    // the first page holds three of the four unread ones: after loading they are read, and the badge says 1
    await waitFor(() => expect(screen.getByTestId("unread-badge").textContent).toBe("1"));
    await waitFor(() => {
      const statuses = within(list).getAllByTestId("message-status").map((s) => s.textContent);
      expect(statuses).toEqual(["已读", "已读", "已读", "已读", "已读"]);
    });
    // the reader still sees which ones were new on this visit
    const fresh = within(list).getAllByTestId("message-item").filter((row) => row.dataset.fresh === "true");
    expect(fresh.map((row) => row.dataset.messageId)).toEqual(["100", "99", "97"]);
  });
});
