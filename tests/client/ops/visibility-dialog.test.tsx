import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import type { TOpsActivityDetail, TVisibleUser } from "#shared/api/ops.contract.ts";
import { ActivityPage } from "#client/features/ops/components/activity-page.tsx";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";
import { detail } from "./fixtures.ts";

const investor: TVisibleUser = {
  userId: 21, account: null, mobile: "13800000001", nickName: "张投资", userType: "personal", companyName: null, addedAt: "2026-11-22T02:00:00.000Z",
};

let current: TOpsActivityDetail;
let list: TVisibleUser[];
let role: "operator" | "supervisor" = "supervisor";
let calls: TCall[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  quietFocusTrapWarning();
  localStorage.setItem("token", "ops-token");
  list = [investor];
  current = { ...detail(), visibleUserCount: 1 };
  role = "supervisor";
  calls = stubApi((path, body) => {
    if (path === "auth/v1/user/userinfo") return [{ id: 9, userType: "operator", operatorRole: role, nickName: "黄蕾" }];
    if (path === "ops/v1/activity/activity_detail") return [current];
    if (path === "ops/v1/activity/visible_users") return list;
    if (path === "ops/v1/activity/set_visible_users") {
      const users = body.getAll("users");
      if (users.includes("nobody")) return { code: 400, datas: [], message: "用户不存在：nobody" };
      list = users.map((u, i) => ({ ...investor, userId: 30 + i, mobile: u, nickName: `用户${i}` }));
      current = { ...current, visibleUserCount: list.length };
      return list;
    }
    return undefined;
  });
});


/** Opens the dialog once the page knows the operator is a supervisor (the button is disabled until then). */
async function openVisibility(): Promise<void> {
  // re-read each time: the button is rendered anew once its refusal goes away (the tooltip wrapper goes)
  await waitFor(() => expect((screen.getByTestId("action-visibility") as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
  fireEvent.click(screen.getByTestId("action-visibility"));
}

describe("restrict visibility", { timeout: 20_000 }, () => {
  it("is a supervisor's action: an operator sees it disabled with the reason", async () => {
    role = "operator";
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    await screen.findByTestId("ops-activity-restricted", {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId("action-visibility").getAttribute("data-refusal")).toBe("仅运营主管可执行该操作"));
    expect((screen.getByTestId("action-visibility") as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId("action-cancel") as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the restriction on the page and the current users in the dialog", async () => {
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    expect((await screen.findByTestId("ops-activity-restricted", {}, { timeout: 5000 })).textContent).toBe("限制可见 · 1 人");
    await openVisibility();
    const dialog = await screen.findByTestId("visibility-list", {}, { timeout: 5000 });
    const entries = within(dialog).getAllByTestId("visibility-entry");
    expect(entries).toHaveLength(1);
    expect(entries[0]!.textContent).toContain("张投资 · 13800000001");
    expect(within(entries[0]!).getByLabelText("移除 13800000001")).toBeTruthy();
  });

  it("adds and removes users, then saves the whole list", async () => {
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    await openVisibility();
    await screen.findByTestId("visibility-list", {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId("visibility-input"), { target: { value: "13800000002, listed-member" } });
    fireEvent.click(screen.getByTestId("visibility-add"));
    expect(screen.getAllByTestId("visibility-entry")).toHaveLength(3);
    fireEvent.click(screen.getAllByTestId("visibility-remove")[0]!);
    fireEvent.click(screen.getByTestId("visibility-dialog-submit"));
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/activity/set_visible_users")).toBe(true), { timeout: 5000 });
    const sent = calls.find((c) => c.path === "ops/v1/activity/set_visible_users")!.body;
    expect(sent.get("activityId")).toBe("11");
    expect(sent.getAll("users")).toEqual(["13800000002", "listed-member"]);
    await waitFor(() => expect(screen.getByTestId("ops-activity-restricted").textContent).toBe("限制可见 · 2 人"), { timeout: 5000 });
  });

  it("keeps the dialog open on an unknown user, and removing everyone makes the activity public", async () => {
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    await openVisibility();
    await screen.findByTestId("visibility-list", {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId("visibility-input"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByTestId("visibility-add"));
    fireEvent.click(screen.getByTestId("visibility-dialog-submit"));
    expect(await screen.findByText("用户不存在：nobody", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId("visibility-dialog")).toBeTruthy();
    for (const remove of screen.getAllByTestId("visibility-remove").reverse()) fireEvent.click(remove);
    expect(screen.getByTestId("visibility-public")).toBeTruthy();
    fireEvent.click(screen.getByTestId("visibility-dialog-submit"));
    await waitFor(() => expect(screen.queryByTestId("ops-activity-restricted")).toBeNull(), { timeout: 5000 });
    const last = calls.filter((c) => c.path === "ops/v1/activity/set_visible_users").at(-1)!.body;
    expect(last.getAll("users")).toEqual([]);
  });
});
