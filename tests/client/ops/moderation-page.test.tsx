import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { QaMsg, QaOutcome } from "#shared/qa/qa-rules.ts";
import type { TModerationItem } from "#shared/api/qa.contract.ts";
import { ModerationPage } from "#client/features/ops/components/moderation-page.tsx";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { pageOf, renderInRouter, type TCall } from "../activity/harness.tsx";
import { modItem, qaEvent } from "./moderation-fixtures.ts";

// The operators' socket, driven by the tests: whatever the page registers receives the pushes.
const live = vi.hoisted(() => ({ handler: null as ((message: Record<string, unknown>) => void) | null, path: null as string | null | undefined }));
vi.mock("#client/lib/live-channel.ts", () => ({
  useLiveChannel: (path: string | null | undefined, handler: (message: Record<string, unknown>) => void) => {
    live.path = path;
    live.handler = handler;
  },
}));

type TEnvelope = { code: number; datas: unknown[]; message: string };
let queue: TModerationItem[];
let calls: TCall[];
/** What moderate answers; a promise lets a test look at the screen while the call is out. */
let moderateAnswer: () => Promise<TEnvelope>;

const ok = (datas: unknown[]): TEnvelope => ({ code: 200, datas, message: "操作成功" });

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  quietFocusTrapWarning();
  localStorage.setItem("token", "ops-token");
  live.handler = null;
  queue = [modItem({ id: 1 }), modItem({ id: 2, content: "第二个问题" }), modItem({ id: 3 })];
  moderateAnswer = async () => ok([{}]);
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/base-service\/api\//, "");
      const body = new URLSearchParams(await request.text());
      calls.push({ path, body });
      let envelope = ok([]);
      if (path === "ops/v1/qa/moderation_queue") envelope = ok(pageOf(queue, queue.length, 1, 20));
      if (path === "ops/v1/qa/moderation_count") envelope = ok([{ questions: queue.length, answers: 0, speeches: 0 }]);
      if (path === "ops/v1/qa/moderate") envelope = await moderateAnswer();
      return new Response(JSON.stringify(envelope), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
});


const renderPage = () => renderInRouter(<ModerationPage filters={{}} onFiltersChange={() => {}} />, "/ops/moderation");
const rowKeys = () => screen.queryAllByTestId("moderation-row").map((r) => r.getAttribute("data-moderation-key"));
const push = (message: Record<string, unknown>) => act(() => live.handler!(message));
const queueCalls = () => calls.filter((c) => c.path === "ops/v1/qa/moderation_queue");

describe("moderation page", { timeout: 20_000 }, () => {
  it("lists the snapshot oldest first with its kind, activity, company, author and time", async () => {
    queue = [
      modItem({ id: 1 }),
      modItem({ kind: 2, id: 40, questionId: 1, questionContent: "分红计划？", content: "今年会分红", guestName: "王海涛" }),
      modItem({ kind: 3, id: 5, content: "欢迎各位投资者", userNickName: null, guestName: "李明" }),
    ];
    renderPage();
    await waitFor(() => expect(rowKeys()).toEqual(["1:1", "2:40", "3:5"]), { timeout: 5000 });
    const [question, answer, speech] = screen.getAllByTestId("moderation-row");
    expect(within(question!).getByTestId("moderation-kind").textContent).toBe("提问");
    expect(question!.textContent).toContain("鹏城智能2026年半年度业绩说明会");
    expect(question!.textContent).toContain("提问人：投资者甲");
    expect(within(answer!).getByTestId("moderation-kind").textContent).toBe("回答");
    expect(within(answer!).getByTestId("moderation-question").textContent).toContain("分红计划？");
    expect(answer!.textContent).toContain("回复嘉宾：王海涛");
    expect(within(speech!).getByTestId("moderation-kind").textContent).toBe("嘉宾发言");
    expect(speech!.textContent).toContain("发言嘉宾：李明");
    expect(live.path).toBe("/base-service/ops/ws");
    const body = queueCalls()[0]!.body;
    expect(body.get("pageNo")).toBe("1");
    expect(body.get("pageSize")).toBe("20");
    expect(Number.isNaN(Date.parse(body.get("asOf") ?? ""))).toBe(false);
    expect((await screen.findByTestId("moderation-count-total")).textContent).toBe("3");
  });

  it("announces new items instead of inserting them, and a click loads a fresh snapshot", async () => {
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(3), { timeout: 5000 });
    const firstAsOf = queueCalls()[0]!.body.get("asOf")!;
    queue = [...queue, modItem({ id: 4, content: "新问题" })];
    push(qaEvent({ kind: "asked", questionId: 4, at: Date.now() + 1000 }));
    push(qaEvent({ kind: "answered", questionId: 2, answerId: 41, at: Date.now() + 1000 }));
    expect(rowKeys()).toEqual(["1:1", "1:2", "1:3"]);
    const banner = await screen.findByTestId("moderation-new-banner");
    expect(banner.textContent).toBe("有2条新内容待审核，点击加载");
    fireEvent.click(banner);
    await waitFor(() => expect(rowKeys()).toEqual(["1:1", "1:2", "1:3", "1:4"]));
    expect(queueCalls().at(-1)!.body.get("asOf")! > firstAsOf).toBe(true);
  });

  it("removes an item at once on approve and puts it back in its place with the server's message when refused", async () => {
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(3), { timeout: 5000 });
    let answer!: (envelope: TEnvelope) => void;
    moderateAnswer = () => new Promise((resolve) => (answer = resolve));
    fireEvent.click(within(screen.getAllByTestId("moderation-row")[1]!).getByTestId("moderation-approve"));
    await waitFor(() => expect(rowKeys()).toEqual(["1:1", "1:3"]));
    const sent = calls.find((c) => c.path === "ops/v1/qa/moderate")!.body;
    expect(Object.fromEntries(sent)).toEqual({ kind: "1", id: "2", status: "1" });
    // the keyboard goes on with the next item
    await waitFor(() => expect(document.activeElement?.closest("[data-moderation-key]")?.getAttribute("data-moderation-key")).toBe("1:3"));
    answer({ code: 400, datas: [], message: "问题不存在" });
    await waitFor(() => expect(rowKeys()).toEqual(["1:1", "1:2", "1:3"]));
    // the notification container loads lazily on the first message
    expect(await screen.findByText("问题不存在", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("keeps an item off the list when another operator was first, and says so", async () => {
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(3), { timeout: 5000 });
    moderateAnswer = async () => ({ code: 400, datas: [], message: QaMsg.alreadyReviewed, outcome: QaOutcome.alreadyReviewed.code });
    fireEvent.click(within(screen.getAllByTestId("moderation-row")[0]!).getByTestId("moderation-approve"));
    expect(await screen.findByText(`${QaMsg.alreadyReviewed}（已由其他运营人员处理），已从列表移除`, {}, { timeout: 8000 })).toBeTruthy();
    expect(rowKeys()).toEqual(["1:2", "1:3"]);
  });

  it("greys out an item another operator reviewed without moving it", async () => {
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(3), { timeout: 5000 });
    push(qaEvent({ kind: "questionReviewed", questionId: 2, status: 2 }));
    const row = screen.getAllByTestId("moderation-row")[1]!;
    expect(rowKeys()).toEqual(["1:1", "1:2", "1:3"]);
    expect(row.getAttribute("data-state")).toBe("elsewhere");
    expect(within(row).getByTestId("moderation-elsewhere").textContent).toBe("已被其他运营人员拒绝");
    expect(within(row).queryByTestId("moderation-approve")).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "移出列表" }));
    expect(rowKeys()).toEqual(["1:1", "1:3"]);
  });

  it("refuses only with a reason of at most 100 characters", async () => {
    renderPage();
    await waitFor(() => expect(rowKeys()).toHaveLength(3), { timeout: 5000 });
    fireEvent.click(within(screen.getAllByTestId("moderation-row")[1]!).getByTestId("moderation-refuse"));
    fireEvent.click(await screen.findByTestId("moderation-refuse-submit"));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(QaMsg.refuseReasonEmpty);
    expect(calls.some((c) => c.path === "ops/v1/qa/moderate")).toBe(false);
    expect(rowKeys()).toHaveLength(3);
    const reason = screen.getByTestId("moderation-refuse-reason") as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(100);
    fireEvent.change(reason, { target: { value: "  与本次活动无关  " } });
    expect(screen.getByTestId("moderation-refuse-counter").textContent).toBe("7/100");
    fireEvent.click(screen.getByTestId("moderation-refuse-submit"));
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/qa/moderate")).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.path === "ops/v1/qa/moderate")!.body)).toEqual({ kind: "1", id: "2", status: "2", auditReason: "与本次活动无关" });
    await waitFor(() => expect(rowKeys()).toEqual(["1:1", "1:3"]));
  });
});
