import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { PublicQaSection } from "#client/features/public-qa/components/public-qa-section.tsx";
import { QaItem } from "#client/features/public-qa/components/qa-item.tsx";
import { meTooLabel } from "#shared/qa/qa-rules.ts";
import type { TPublicQa } from "#shared/api/qa.contract.ts";
import { renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";
import { renderWidget } from "../widgets/render.tsx";
import { activity, event, pushed, qa, user } from "./fixtures.ts";

/** A fake WebSocket that the test drives: the page's socket is the last one opened. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  push(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let calls: TCall[];
let items: TPublicQa[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  FakeSocket.last = null;
  vi.stubGlobal("WebSocket", FakeSocket);
  items = Array.from({ length: 23 }, (_, i) => qa(23 - i, { questionAddOneCount: i }));
  calls = stubApi((path, body) => {
    if (path === "auth/v1/user/userinfo") return [user()];
    if (path === "pub/v1/question_answer/answer_question_page") {
      const pageNo = Number(body.get("pageNo"));
      const size = Number(body.get("pageSize"));
      return [{ records: items.slice((pageNo - 1) * size, pageNo * size), current: pageNo, pages: Math.ceil(items.length / size), total: items.length }];
    }
    if (path === "auth/v1/question_answer/add_one") return [{ questionAddOneCount: 100, hasAddedOne: true }];
    return undefined;
  });
});


const ids = () => screen.getAllByTestId("qa-item").map((el) => Number(el.dataset.id));

describe("the me-too button", () => {
  it("shows 99+ above 99, and the pressed state once pressed", () => {
    expect(meTooLabel(99)).toBe("99");
    expect(meTooLabel(100)).toBe("99+");
    const onMeToo = vi.fn();
    const { rerender } = renderWidget(<QaItem item={qa(1, { questionAddOneCount: 156 })} onMeToo={onMeToo} />);
    const button = screen.getByTestId("me-too");
    expect(screen.getByTestId("me-too-count").textContent).toBe("99+");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect(onMeToo).toHaveBeenCalledTimes(1);
    rerender(<QaItem item={qa(1, { questionAddOneCount: 157, hasAddedOne: true })} onMeToo={onMeToo} />);
    expect(screen.getByTestId("me-too").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByTestId("me-too"));
    expect(onMeToo).toHaveBeenCalledTimes(1);
  });

  it("is not offered on a pending own question, nor on a speech; a speech names its guest", () => {
    renderWidget(
      <>
        <QaItem item={qa(2, { status: 0, isMine: true })} onMeToo={() => {}} />
        <QaItem item={qa(3, { questionType: 3, guestName: "林慧敏", guestTitle: "董事会秘书", content: "欢迎各位投资者" })} onMeToo={() => {}} />
      </>,
    );
    expect(screen.queryByTestId("me-too")).toBeNull();
    expect(screen.getByTestId("qa-pending").textContent).toBe("待审核");
    expect(screen.getByTestId("speech-guest").textContent).toBe("林慧敏 · 董事会秘书");
  });

  it("names the guest in English on English pages, and in Chinese where the guest has no English", async () => {
    const guest = { guestName: "林慧敏", guestTitle: "董事会秘书", guestCompanyName: "鹏城智能", guestEnName: "Lin Huimin", guestTitleEn: "Board Secretary", guestEnCompanyName: "Pengcheng Intelligent" };
    const answer = { answerId: 1, replyContent: "Thanks", replyDate: "2026-11-21T03:00:00.000Z", ...guest, guestTitleEn: null };
    await activateLocale("en-US");
    const { unmount } = renderWidget(
      <>
        <QaItem item={qa(3, { questionType: 3, content: "Welcome", ...guest })} onMeToo={() => {}} />
        <QaItem item={qa(4, { answers: [answer] })} onMeToo={() => {}} />
      </>,
    );
    expect(screen.getByTestId("speech-guest").textContent).toBe("Lin Huimin · Board Secretary");
    expect(screen.getAllByTestId("qa-item")[0]!.textContent).toContain("Pengcheng Intelligent");
    const answers = within(screen.getAllByTestId("qa-item")[1]!).getByTestId("qa-answers");
    expect(answers.textContent).toContain("Lin Huimin · 董事会秘书");
    unmount();
    await activateLocale("zh-CN");
    renderWidget(<QaItem item={qa(3, { questionType: 3, content: "欢迎", ...guest })} onMeToo={() => {}} />);
    expect(screen.getByTestId("speech-guest").textContent).toBe("林慧敏 · 董事会秘书");
    expect(screen.getByTestId("qa-item").textContent).toContain("鹏城智能");
  });
});

describe("the live Q&A list", () => {
  it("pages at 10, newest first, and counts a me-too once", async () => {
    localStorage.setItem("token", "demo-token");
    renderInRouter(<PublicQaSection activity={activity()} testCode={null} />, "/activityDetails/7");
    await waitFor(() => expect(ids()).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]));
    const first = screen.getAllByTestId("qa-item")[0]!;
    fireEvent.click(within(first).getByTestId("me-too"));
    await waitFor(() => expect(within(screen.getAllByTestId("qa-item")[0]!).getByTestId("me-too").getAttribute("aria-pressed")).toBe("true"));
    expect(within(screen.getAllByTestId("qa-item")[0]!).getByTestId("me-too-count").textContent).toBe("99+");
    fireEvent.click(within(screen.getAllByTestId("qa-item")[0]!).getByTestId("me-too"));
    expect(calls.filter((c) => c.path.endsWith("add_one"))).toHaveLength(1);
    expect(calls.find((c) => c.path.endsWith("answer_question_page"))!.body.get("pageSize")).toBe("10");
  });

  it("merges a pushed item on page 1, and on a later page announces it instead of moving the page", { timeout: 20_000 }, async () => {
    renderInRouter(<PublicQaSection activity={activity()} testCode={null} />, "/activityDetails/7");
    await waitFor(() => expect(ids()[0]).toBe(23));
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    expect(FakeSocket.last!.url).toMatch(/\/base-service\/pub\/ws\/activity\/7$/);
    act(() => FakeSocket.last!.push(event({ kind: "questionReviewed", questionId: 24, record: pushed(qa(24)) })));
    await waitFor(() => expect(ids()[0]).toBe(24));
    expect(screen.queryByTestId("qa-new")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "第2页" }));
    await waitFor(() => expect(ids()[0]).toBe(13));
    act(() => FakeSocket.last!.push(event({ kind: "asked", status: 3, questionId: 25, record: pushed(qa(25, { status: 3 })) })));
    expect((await screen.findByTestId("qa-new")).textContent).toContain("1");
    expect(ids()[0]).toBe(13);
    fireEvent.click(screen.getByTestId("qa-new"));
    await waitFor(() => expect(ids()[0]).toBe(25));
    expect(screen.queryByTestId("qa-new")).toBeNull();
  });

  it("shows the empty state when nothing was approved yet", async () => {
    items = [];
    renderInRouter(<PublicQaSection activity={activity()} testCode={null} />, "/activityDetails/7");
    expect((await screen.findByTestId("empty-state")).textContent).toContain("暂无问答");
  });
});
