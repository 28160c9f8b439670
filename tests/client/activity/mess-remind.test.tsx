import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { MESSAGE_CONTRACTS } from "#client/lib/realtime.tsx";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import { MessRemindPage } from "#client/features/messages/components/mess-remind-page.tsx";
import { renderWidget } from "../widgets/render.tsx";
import { stubApi, type TCall } from "./harness.tsx";

interface TMsg {
  id: number;
  msgTitle: string;
  content: string;
  status: number;
  crtTime: string;
}

let messages: TMsg[];
let calls: TCall[];

const msg = (id: number, status: number): TMsg => ({
  id,
  msgTitle: `消息${id}`,
  content: `<p>第${id}条<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>`,
  status,
  crtTime: "2026-11-20T02:00:00.000Z",
});

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  messages = [msg(7, 0), msg(6, 0), msg(5, 1), msg(4, 1), msg(3, 0), msg(2, 0), msg(1, 1)];
  calls = stubApi((path, body) => {
    if (path === "auth/v1/message/message_page") {
      const pageNo = Number(body.get("pageNo"));
      const size = Number(body.get("pageSize"));
      const records = messages.slice((pageNo - 1) * size, pageNo * size).map((m) => ({ ...m }));
      return [{ records, current: pageNo, pages: Math.ceil(messages.length / size), total: messages.length }];
    }
    if (path === "auth/v1/message/message_update_read") {
      const ids = body.getAll("ids").map(Number);
      messages.forEach((m) => (ids.includes(m.id) ? (m.status = 1) : null));
      return [];
    }
    if (path === "auth/v1/message/company_message_read_all") {
      messages.forEach((m) => (m.status = 1));
      return [];
    }
    return undefined;
  });
});


describe("message reminders", () => {
  it("lists 5 a page and marks the page's unread ones read once loaded", async () => {
    renderWidget(<MessRemindPage />);
    expect(await screen.findAllByTestId("message-item")).toHaveLength(5);
    expect(calls.find((c) => c.path.endsWith("message_page"))!.body.get("pageSize")).toBe("5");
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("message_update_read"))).toBe(true));
    const marked = calls.filter((c) => c.path.endsWith("message_update_read"));
    expect(marked).toHaveLength(1);
    expect(marked[0]!.body.getAll("ids")).toEqual(["7", "6", "3"]);
    // the rows say read, as the badge counts them, and the page keeps showing which were new
    await waitFor(() => expect(screen.getAllByTestId("message-status").map((el) => el.textContent)).toEqual(["已读", "已读", "已读", "已读", "已读"]));
    expect(screen.getAllByTestId("message-item").map((el) => within(el).queryByTestId("message-fresh") !== null)).toEqual([true, true, false, false, true]);
    expect(screen.getByTestId("page-summary").textContent).toBe("共 7 条，第 1/2 页");
    // the content is rebuilt without script or unsafe link
    expect(document.querySelector("[data-testid=message-list] script")).toBeNull();
    expect(document.querySelector("[data-testid=message-list] a")).toBeNull();
  });

  it("refreshes when a push invalidates the message root, and marks the new one read", async () => {
    renderWidget(<MessRemindPage />);
    await screen.findAllByTestId("message-item");
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith("message_update_read"))).toHaveLength(1));
    messages.unshift(msg(8, 0));
    await invalidateContracts(queryClient, MESSAGE_CONTRACTS);
    expect(await screen.findByText("消息8")).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith("message_update_read"))).toHaveLength(2));
    expect(calls.filter((c) => c.path.endsWith("message_update_read")).at(-1)!.body.getAll("ids")).toEqual(["8"]);
  });

  it("marks all as read", async () => {
    renderWidget(<MessRemindPage />);
    await screen.findAllByTestId("message-item");
    fireEvent.click(screen.getByTestId("read-all"));
    await waitFor(() =>
      expect(screen.getAllByTestId("message-status").every((el) => el.textContent === "已读")).toBe(true),
    );
    expect(calls.some((c) => c.path === "auth/v1/message/company_message_read_all")).toBe(true);
  });

  it("shows the empty state", async () => {
    messages = [];
    renderWidget(<MessRemindPage />);
    expect(await screen.findByText("暂无消息")).toBeTruthy();
  });
});
