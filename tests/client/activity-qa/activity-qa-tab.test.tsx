import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { notify } from "#client/lib/notify.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { userSocketEvents, RECONNECTED } from "#client/lib/realtime.tsx";
import { QA_EVENT_TYPE } from "#shared/qa/qa-socket.ts";
import { DEFAULT_REVOKE_REASON } from "#shared/qa/qa-rules.ts";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { activity, type TCall } from "../activity/harness.tsx";
import { qaCount, qaRecord } from "./qa-fixtures.ts";
import { callsTo, renderQaTab, stubQaServer, type TQaServer } from "./qa-harness.tsx";

vi.mock("#client/lib/notify.ts", () => ({ notify: vi.fn(), notifyPush: vi.fn(), isToastViewport: () => false }));
const shown = vi.mocked(notify);
const shownTexts = () => shown.mock.calls.map((c) => c[1]);

let server: TQaServer;
let calls: TCall[];
const live = activity({ isOpenText: true, pubStatus: 1, status: 2 });
const PAGE = "company_question_answer_page";

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  quietFocusTrapWarning();
  shown.mockClear();
  server = {
    lists: {
      1: Array.from({ length: 7 }, (_, i) => qaRecord({ id: i + 1, content: `待回复问题${i + 1}` })),
      2: [
        qaRecord({ id: 20, answerId: 200, replyContent: "审核中的回复", repalyStatus: 0, repalyStatusText: "待审核", replyDate: "2026-11-23 11:00:00" }),
        qaRecord({ id: 21, answerId: 210, replyContent: "已通过的回复", repalyStatus: 1, repalyStatusText: "已通过", guestName: "张总" }),
        qaRecord({ id: 22, answerId: 220, replyContent: "被拒绝的回复", repalyStatus: 2, repalyStatusText: "已拒绝", auditReason: "内容不当" }),
      ],
      3: [
        qaRecord({ id: 30, questionType: 3, content: "待审核的发言", status: 0, guestName: "李董秘" }),
        qaRecord({ id: 31, questionType: 3, content: "已通过的发言", status: 3, guestName: "李董秘" }),
      ],
      4: [qaRecord({ id: 40, status: 2, statusText: "已拒绝", auditReason: "与活动无关" })],
      5: [qaRecord({ id: 50, answerId: 500, replyContent: "撤回的回复", repalyStatus: 1, isCancel: true, cancelReason: "数据有误" })],
    },
    count: qaCount({ pendingNum: 7 }),
    guests: [
      { id: 1, guestName: "张总", title: "董事长", guestCompanyName: "鹏城智能" },
      { id: 2, guestName: "李董秘", title: "董事会秘书", guestCompanyName: "鹏城智能" },
    ],
  };
  calls = stubQaServer(server);
});


const records = () => screen.getAllByTestId("qa-record");
const openSub = async (n: number) => {
  fireEvent.click(screen.getByTestId(`qa-sub-tab-${n}`));
  await screen.findByTestId(`qa-list-${n}`);
};

// a slow shared machine: each case mounts the tab and walks through several lists
describe("company Q&A tab", { timeout: 30_000 }, () => {
  it("pages each sub-tab with its call at 5 a page", async () => {
    renderQaTab(live);
    await waitFor(() => expect(records()).toHaveLength(5));
    const first = callsTo(calls, PAGE)[0]!.body;
    expect(Object.fromEntries(first)).toEqual({ activityId: "101", pageNo: "1", pageSize: "5", questionType: "1", isAnswered: "0" });
    expect(within(records()[0]!).getByTestId("qa-me-too").textContent).toBe("我也想问 3");

    // page 2 of the pending list
    fireEvent.click(within(screen.getByTestId("qa-pager")).getByRole("button", { name: "第2页" }));
    await waitFor(() => expect(records()).toHaveLength(2));
    expect(callsTo(calls, PAGE).at(-1)!.body.get("pageNo")).toBe("2");

    await openSub(2);
    expect(Object.fromEntries(callsTo(calls, PAGE).at(-1)!.body)).toMatchObject({ questionType: "1", isAnswered: "1", pageSize: "5" });
    await openSub(3);
    const speech = callsTo(calls, PAGE).at(-1)!.body;
    expect(speech.get("questionType")).toBe("3");
    expect(speech.has("isAnswered")).toBe(false);
    await openSub(4);
    expect(callsTo(calls, "company_question_refuse_qa_page").at(-1)!.body.getAll("questionTypeList")).toEqual(["2"]);
    expect(screen.getByTestId("qa-audit-reason").textContent).toBe("审核理由：与活动无关");
    expect(screen.getByTestId("qa-status").getAttribute("data-status")).toBe("2");
    await openSub(5);
    expect(Object.fromEntries(callsTo(calls, "company_question_refuse_answer_page").at(-1)!.body)).toMatchObject({ questionType: "1", pageSize: "5" });
    expect(screen.getByTestId("qa-cancel-reason").textContent).toBe("撤销理由：数据有误");
  });

  it("revokes a pending answer after a simple confirmation with the default reason", async () => {
    renderQaTab(live);
    await openSub(2);
    await waitFor(() => expect(records()).toHaveLength(3));
    const [pending, approved, refused] = records();
    // a refused answer cannot be revoked
    expect(within(refused!).queryByTestId("qa-revoke")).toBeNull();
    expect(within(approved!).getByTestId("qa-revoke")).toBeTruthy();
    fireEvent.click(within(pending!).getByTestId("qa-revoke"));
    expect(await screen.findByTestId("qa-revoke-confirm-text")).toBeTruthy();
    expect(screen.queryByTestId("qa-revoke-reason")).toBeNull();
    fireEvent.click(screen.getByTestId("qa-revoke-submit"));
    await waitFor(() => expect(callsTo(calls, "company_cancel_answer")).toHaveLength(1));
    expect(Object.fromEntries(callsTo(calls, "company_cancel_answer")[0]!.body)).toEqual({ id: "200", questionType: "1", cancelReason: DEFAULT_REVOKE_REASON });
    await waitFor(() => expect(shown).toHaveBeenCalledWith("success", "撤销成功"));
  });

  it("asks a reason, required and at most 100 characters, to revoke an approved answer", async () => {
    renderQaTab(live);
    await openSub(2);
    await waitFor(() => expect(records()).toHaveLength(3));
    fireEvent.click(within(records()[1]!).getByTestId("qa-revoke"));
    const reason = await screen.findByRole("textbox", { name: /撤销理由/ });
    fireEvent.click(screen.getByTestId("qa-revoke-submit"));
    expect(await screen.findByText("请输入撤销理由")).toBeTruthy();
    fireEvent.change(reason, { target: { value: "长".repeat(101) } });
    fireEvent.click(screen.getByTestId("qa-revoke-submit"));
    expect(await screen.findByText("撤销理由不能超过100个字符")).toBeTruthy();
    expect(callsTo(calls, "company_cancel_answer")).toHaveLength(0);
    fireEvent.change(reason, { target: { value: "回复数据有误" } });
    fireEvent.click(screen.getByTestId("qa-revoke-submit"));
    await waitFor(() => expect(callsTo(calls, "company_cancel_answer")).toHaveLength(1));
    expect(Object.fromEntries(callsTo(calls, "company_cancel_answer")[0]!.body)).toEqual({ id: "210", questionType: "1", cancelReason: "回复数据有误" });
  });

  it("revokes only approved speeches, with a reason", async () => {
    renderQaTab(live);
    await openSub(3);
    await waitFor(() => expect(records()).toHaveLength(2));
    expect(within(records()[0]!).queryByTestId("qa-revoke")).toBeNull();
    fireEvent.click(within(records()[1]!).getByTestId("qa-revoke"));
    fireEvent.change(await screen.findByRole("textbox", { name: /撤销理由/ }), { target: { value: "重复发言" } });
    fireEvent.click(screen.getByTestId("qa-revoke-submit"));
    await waitFor(() => expect(callsTo(calls, "cancel_speech")).toHaveLength(1));
    expect(Object.fromEntries(callsTo(calls, "cancel_speech")[0]!.body)).toEqual({ id: "31", questionType: "3", cancelReason: "重复发言" });
  });

  it("replies to a pending question with the spec's messages", async () => {
    renderQaTab(live);
    await waitFor(() => expect(records()).toHaveLength(5));
    const box = within(records()[0]!);
    // nothing to send yet, blank space included: 回复 stays disabled and the counter counts what would be stored
    expect((box.getByTestId("qa-reply-send") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box.getByTestId("qa-reply-input"), { target: { value: "      " } });
    expect(box.getByTestId("qa-reply-counter").textContent).toBe("0/2000");
    expect((box.getByTestId("qa-reply-send") as HTMLButtonElement).disabled).toBe(true);
    // a paste over the limit is cut to 2000 and the box says so
    fireEvent.change(box.getByTestId("qa-reply-input"), { target: { value: "答".repeat(2100) } });
    expect(box.getByTestId("qa-reply-counter").textContent).toBe("2000/2000");
    expect(box.getByTestId("qa-reply-cut")).toBeTruthy();
    fireEvent.change(box.getByTestId("qa-reply-input"), { target: { value: "感谢关注，产能将稳步提升。" } });
    expect(box.getByTestId("qa-reply-counter").textContent).toBe("13/2000");
    fireEvent.click(box.getByTestId("qa-reply-send"));
    await waitFor(() => expect(callsTo(calls, "guest_answer")).toHaveLength(1));
    expect(Object.fromEntries(callsTo(calls, "guest_answer")[0]!.body)).toEqual({ activityId: "101", id: "1", content: "感谢关注，产能将稳步提升。" });
    await waitFor(() => expect(shown).toHaveBeenCalledWith("success", "回复成功，等待审核"));
  });

  it("asks for a guest, then content, before a speech; a non-200 answer shows as an error", async () => {
    server.writeAnswer = { code: 500, datas: [], message: "发言服务暂不可用" };
    renderQaTab(live);
    await openSub(3);
    // nothing written: nothing to send
    expect((screen.getByTestId("qa-speech-send") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId("qa-speech-input"), { target: { value: "欢迎各位投资者。" } });
    fireEvent.click(screen.getByTestId("qa-speech-send"));
    // one message, beside the guest field
    expect(await screen.findAllByText("请先选择发言嘉宾")).toHaveLength(1);
    expect(shownTexts()).not.toContain("请先选择发言嘉宾");
    fireEvent.click(screen.getByTestId("qa-speech-guest"));
    fireEvent.click(await screen.findByRole("option", { name: "李董秘（董事会秘书）", hidden: true }));
    fireEvent.click(screen.getByTestId("qa-speech-send"));
    await waitFor(() => expect(callsTo(calls, "guest_add_speak")).toHaveLength(1));
    expect(Object.fromEntries(callsTo(calls, "guest_add_speak")[0]!.body)).toEqual({ activityId: "101", guestId: "2", content: "欢迎各位投资者。" });
    await waitFor(() => expect(shown).toHaveBeenCalledWith("error", "发言服务暂不可用"));
  });

  it("caps a speech at 2000 characters and says once that the paste was cut, like the reply box", async () => {
    renderQaTab(live);
    await openSub(3);
    const input = screen.getByTestId("qa-speech-input");
    fireEvent.change(input, { target: { value: "言".repeat(2100) } });
    expect(screen.getByTestId("qa-speech-counter").textContent).toBe("2000/2000");
    expect(screen.getAllByTestId("qa-speech-cut")).toHaveLength(1);
    // the next edit that fits takes the note away
    fireEvent.change(input, { target: { value: "欢迎各位投资者。" } });
    expect(screen.queryByTestId("qa-speech-cut")).toBeNull();
  });

  it("says when an activity has no guests to speak", async () => {
    server.guests = [];
    renderQaTab(live);
    await openSub(3);
    expect(await screen.findByTestId("qa-speech-no-guests")).toBeTruthy();
    expect((screen.getByTestId("qa-speech-send") as HTMLButtonElement).disabled).toBe(true);
  });

  it("disables replies and speeches outside the answer window of a published activity", async () => {
    const outside = activity({ isOpenText: true, pubStatus: 2, status: 2, answerStartTime: "2099-01-01 09:00:00", answerEndTime: "2099-01-01 17:00:00" });
    renderQaTab(outside);
    await waitFor(() => expect(records()).toHaveLength(5));
    expect(screen.getByTestId("qa-reply-disabled").textContent).toContain("2099-01-01 09:00");
    expect((screen.getAllByTestId("qa-reply-input")[0] as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getAllByTestId("qa-reply-send")[0] as HTMLButtonElement).disabled).toBe(true);
    await openSub(3);
    expect((screen.getByTestId("qa-speech-input") as HTMLTextAreaElement).disabled).toBe(true);
  });

  it("keeps input open inside the window and on an unpublished page", async () => {
    renderQaTab(activity({ isOpenText: true, pubStatus: 0, status: 1 }));
    await waitFor(() => expect(records()).toHaveLength(5));
    expect(screen.queryByTestId("qa-reply-disabled")).toBeNull();
    expect((screen.getAllByTestId("qa-reply-input")[0] as HTMLTextAreaElement).disabled).toBe(false);
  });

  it("offers the investor-relations export only to non-collective activities of company types 1 and 8", async () => {
    const { unmount } = renderQaTab(live, 8);
    expect(await screen.findByTestId("qa-export-ir")).toBeTruthy();
    expect(screen.getByTestId("qa-export-excel")).toBeTruthy();
    expect(screen.getByTestId("qa-export-txt")).toBeTruthy();
    unmount();
    const second = renderQaTab(live, 2);
    await screen.findByTestId("qa-export-excel");
    expect(screen.queryByTestId("qa-export-ir")).toBeNull();
    second.unmount();
    renderQaTab(activity({ isOpenText: true, isMulti: true }), 1);
    await screen.findByTestId("qa-export-excel");
    expect(screen.queryByTestId("qa-export-ir")).toBeNull();
  });

  it("counts new approved questions from live events and opens the pending list on click", async () => {
    renderQaTab(live);
    await waitFor(() => expect(records()).toHaveLength(5));
    await waitFor(() => expect(callsTo(calls, "activity_question_answer_count").length).toBeGreaterThan(0));
    expect(screen.queryByTestId("qa-new-banner")).toBeNull();
    await openSub(2);
    const event = (questionId: number, activityId = 101, status = 1) => ({
      type: QA_EVENT_TYPE, kind: "questionReviewed", activityId, questionId, answerId: null, status, meTooCount: null, at: Date.now(),
    });
    act(() => {
      userSocketEvents.emit(event(90));
      userSocketEvents.emit(event(90)); // the same question twice counts once
      userSocketEvents.emit(event(91, 999)); // another activity
      userSocketEvents.emit(event(92, 101, 2)); // refused: not new for the company
    });
    expect((await screen.findByTestId("qa-new-banner")).textContent).toBe("有1个新问题，点击查看");

    // a reconnect finds a second one the socket missed
    server.count = qaCount({ pendingNum: 9 });
    act(() => userSocketEvents.emit({ type: RECONNECTED }));
    await waitFor(() => expect(screen.getByTestId("qa-new-banner").textContent).toBe("有2个新问题，点击查看"));

    const before = callsTo(calls, PAGE).filter((c) => c.body.get("isAnswered") === "0").length;
    fireEvent.click(screen.getByTestId("qa-new-banner"));
    await waitFor(() => expect(screen.getByTestId("qa-sub-tab-1").getAttribute("aria-selected")).toBe("true"));
    await waitFor(() => expect(callsTo(calls, PAGE).filter((c) => c.body.get("isAnswered") === "0").length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId("qa-new-banner")).toBeNull());
  });
});
