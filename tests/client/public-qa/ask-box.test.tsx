import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { AskBox } from "#client/features/public-qa/components/ask-box.tsx";
import { publicQaKeys } from "#client/features/public-qa/public-qa.queries.ts";
import type { TQaPage } from "#client/features/public-qa/public-qa.merge.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";
import { renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";
import { editTextarea, quietFocusTrapWarning } from "../widgets/render.tsx";
import { activity, pageOf, qa, user } from "./fixtures.ts";

let calls: TCall[];
let viewer: TUserInfo | null;
let askAnswer: { code: number; datas: unknown[]; message: string };

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  viewer = user();
  askAnswer = { code: 200, datas: [qa(50, { status: 0, isMine: true, content: "新问题" })], message: "提问成功，等待审核" };
  calls = stubApi((path) => {
    if (path === "auth/v1/user/userinfo") return viewer ? [viewer] : [];
    if (path === "auth/v1/question_answer/ask_question") return askAnswer;
    if (path === "pub/v1/login_url") return ["/idp/sms?redirect=%2FactivityDetails%2F7"];
    return undefined;
  });
});


const login = (token = "demo-token") => localStorage.setItem("token", token);
const box = () => screen.findByTestId("ask-box");
const input = () => screen.getByTestId("comment-input") as HTMLTextAreaElement;
const submit = () => screen.getByTestId("comment-submit");
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe("the ask box", () => {
  it("asks a visitor to log in personally, and sends them to the personal login of this page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, pathname: "/activityDetails/7", search: "" });
    renderInRouter(<AskBox activity={activity()} testCode={null} />, "/activityDetails/7");
    expect((await box()).dataset.block).toBe("login");
    expect(screen.getByTestId("ask-refusal").textContent).toContain("请先登录");
    expect(isDisabled(submit())).toBe(true);
    fireEvent.click(screen.getByTestId("ask-login"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/idp/sms?redirect=%2FactivityDetails%2F7"));
    const body = calls.find((c) => c.path === "pub/v1/login_url")!.body;
    expect(body.get("type")).toBe("0");
    expect(body.get("redirect")).toBe("/activityDetails/7");
  });

  it("asks an enterprise login to switch: logout first, then personal login", async () => {
    login();
    viewer = user({ userType: "enterprise", loginType: "1", companyId: 3 });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, pathname: "/activityDetails/7", search: "" });
    renderInRouter(<AskBox activity={activity()} testCode={null} />, "/activityDetails/7");
    await waitFor(async () => expect((await box()).dataset.block).toBe("switch"));
    expect(screen.getByTestId("ask-refusal").textContent).toContain("机构账号不能提问，请切换为个人账号登录");
    fireEvent.click(screen.getByTestId("ask-switch"));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const order = calls.map((c) => c.path).filter((p) => p === "pub/v1/logout" || p === "pub/v1/login_url");
    expect(order).toEqual(["pub/v1/logout", "pub/v1/login_url"]);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("links an unverified personal user to the real-person page", async () => {
    login();
    viewer = user({ isRealPerson: false });
    renderInRouter(<AskBox activity={activity()} testCode={null} />, "/activityDetails/7");
    await waitFor(async () => expect((await box()).dataset.block).toBe("realPerson"));
    // the verification page brings the investor back to the page they were on
    expect(screen.getByTestId("ask-real-person").getAttribute("href")).toMatch(/^\/realPersonIndex\?redirect=%2F/);
    expect(isDisabled(submit())).toBe(true);
  });

  it("says why asking is closed on an ended activity", async () => {
    login();
    renderInRouter(<AskBox activity={activity({ status: 3 })} testCode={null} />, "/activityDetails/7");
    await waitFor(async () => expect((await box()).dataset.block).toBe("closed"));
    expect(screen.getByTestId("ask-refusal").textContent).toContain("活动已结束，无法提问");
  });

  it("blocks an empty question with 内容不能为空 and counts characters up to 500", async () => {
    login();
    renderInRouter(<AskBox activity={activity()} testCode={null} />, "/activityDetails/7");
    await waitFor(async () => expect((await box()).dataset.block).toBe("none"));
    await waitFor(() => expect(isDisabled(input())).toBe(false));
    // blank space is not a question: 提问 stays disabled and the counter counts what would be stored
    expect(isDisabled(submit())).toBe(true);
    editTextarea(input(), "      ");
    expect(screen.getByTestId("comment-count").textContent).toContain("0/500");
    expect(isDisabled(submit())).toBe(true);
    // Ctrl+Enter on blank space gets the rule's message, once, and sends nothing
    fireEvent.keyDown(input(), { key: "Enter", ctrlKey: true });
    expect(await screen.findAllByText("内容不能为空")).toHaveLength(1);
    expect(calls.some((c) => c.path.endsWith("ask_question"))).toBe(false);
    editTextarea(input(), "业绩😀");
    expect(screen.getByTestId("comment-count").textContent).toContain("3/500");
    expect(isDisabled(submit())).toBe(false);
    expect(screen.queryByTestId("comment-cut")).toBeNull();
    // a paste over the limit is cut to it, and the box says so rather than cutting silently
    editTextarea(input(), "长".repeat(520));
    await waitFor(() => expect(input().value).toHaveLength(500));
    expect(screen.getByTestId("comment-count").textContent).toContain("500/500");
    expect(screen.getByTestId("comment-cut").textContent).toContain("500");
  });

  it("inserts an emoji from the 56 at the caret", async () => {
    quietFocusTrapWarning();
    login();
    renderInRouter(<AskBox activity={activity()} testCode={null} />, "/activityDetails/7");
    await waitFor(() => expect(isDisabled(input())).toBe(false));
    editTextarea(input(), "请问前景", 2);
    fireEvent.click(screen.getByTestId("emoji-toggle"));
    const palette = await screen.findByTestId("emoji-palette");
    expect(palette.querySelectorAll("[data-emoji]")).toHaveLength(56);
    fireEvent.click(within(palette).getByLabelText("强"));
    await waitFor(() => expect(input().value).toBe("请问👍前景"));
  });

  it("sends the typed text, shows the server's message and puts the pending question on top as mine", async () => {
    login();
    queryClient.setQueryData<TQaPage>(publicQaKeys.page(7, null, "demo-token", 1), pageOf([qa(9), qa(8)]));
    const onAsked = vi.fn();
    renderInRouter(<AskBox activity={activity()} testCode={null} onAsked={onAsked} />, "/activityDetails/7");
    await waitFor(() => expect(isDisabled(input())).toBe(false));
    editTextarea(input(), "a < b & 毛利率\n第二行");
    fireEvent.click(submit());
    expect((await screen.findByTestId("ask-result")).textContent).toContain("提问成功，等待审核");
    const body = calls.find((c) => c.path.endsWith("ask_question"))!.body;
    expect(body.get("content")).toBe("a < b & 毛利率\n第二行");
    expect(body.get("activityId")).toBe("7");
    const page = queryClient.getQueryData<TQaPage>(publicQaKeys.page(7, null, "demo-token", 1))!;
    expect(page.records[0]).toMatchObject({ id: 50, status: 0, isMine: true });
    expect(onAsked).toHaveBeenCalled();
    await waitFor(() => expect(input().value).toBe(""));
  });

  it("keeps the text when the server refuses", async () => {
    login();
    askAnswer = { code: 400, datas: [], message: "提问过于频繁，请稍后再试" };
    renderInRouter(<AskBox activity={activity()} testCode={null} />, "/activityDetails/7");
    await waitFor(() => expect(isDisabled(input())).toBe(false));
    editTextarea(input(), "还能再问吗");
    fireEvent.click(submit());
    expect(await screen.findByText("提问过于频繁，请稍后再试")).toBeTruthy();
    expect(input().value).toBe("还能再问吗");
    expect(screen.queryByTestId("ask-result")).toBeNull();
  });
});
