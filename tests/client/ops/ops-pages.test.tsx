import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import type { TOpsActivityDetail } from "#shared/api/ops.contract.ts";
import { OpsAccessError, OpsLoginPanel } from "#client/features/ops/components/ops-access.tsx";
import { guardOps } from "#client/features/ops/ops.guards.ts";
import { ActivityPage } from "#client/features/ops/components/activity-page.tsx";
import { OpsShell } from "#client/features/ops/components/ops-shell.tsx";
import { opsKeys } from "#client/features/ops/ops.queries.ts";
import { quietFocusTrapWarning } from "../widgets/render.tsx";
import { renderInRouter, stubApi, type TCall } from "../activity/harness.tsx";
import { detail, part } from "./fixtures.ts";

const user = (userType: "operator" | "enterprise") => ({
  id: 9, account: userType === "operator" ? "ops-admin" : "listed-admin", nickName: "黄蕾", mobile: null, loginType: "1", userType,
  operatorRole: userType === "operator" ? ("supervisor" as const) : null,
  companyId: userType === "operator" ? null : 1, companyUserRole: null, isBookingEnable: false, isFundRoadshowEnable: false,
  isDiversionEnable: false, isDistributeEnable: false, isActivitySearchEnable: false, isMemberManageEnable: false, modelType: 0,
  isRealPerson: false, investorType: null,
});

let current: TOpsActivityDetail;
let calls: TCall[];
let userType: "operator" | "enterprise";

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  quietFocusTrapWarning();
  userType = "operator";
  current = detail();
  calls = stubApi((path, body) => {
    if (path === "auth/v1/user/userinfo") return [user(userType)];
    if (path === "pub/v1/login_url") return ["/idp/pass?redirect=%2Fops%2Fvideos"];
    if (path === "ops/v1/activity/activity_detail") return [current];
    if (path === "ops/v1/activity/publish_test") {
      current = { ...current, pubStatus: 1, testCode: "abcd2345" };
      return [current];
    }
    if (path === "ops/v1/activity/start") {
      current = { ...current, status: 2 };
      return [current];
    }
    if (path === "ops/v1/activity/end") {
      current = { ...current, status: 3 };
      return [current];
    }
    if (path === "ops/v1/activity/switch_modules") {
      current = { ...current, isAutoApprove: body.get("isAutoApprove") === "true" };
      return [current];
    }
    return undefined;
  });
});


/** What /ops shows at `path`: the guard of its beforeLoad, then the page inside, the login in its place or the errorComponent. */
async function gateAt(path: string) {
  const guard = await guardOps().then(
    ({ opsAccess }) => (opsAccess.kind === "operator" ? <p>inside {opsAccess.user.nickName}</p> : <OpsLoginPanel returnTo={path} kind={opsAccess.kind} />),
    () => <OpsAccessError />,
  );
  return renderInRouter(guard, path);
}

describe("back-office gate (the beforeLoad of /ops)", { timeout: 20_000 }, () => {
  it("offers the operator login without a session, and makes no call", async () => {
    await gateAt("/ops");
    expect(await screen.findByTestId("ops-login")).toBeTruthy();
    expect(screen.getByTestId("ops-login-button").textContent).toBe("运营人员登录");
    expect(screen.queryByText(/inside/)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("refuses a non-operator with 暂无权限 and offers an operator login", async () => {
    localStorage.setItem("token", "enterprise-token");
    userType = "enterprise";
    await gateAt("/ops");
    const refused = await screen.findByTestId("ops-refused", {}, { timeout: 5000 });
    expect(refused.textContent).toContain("暂无权限");
    expect(within(refused).getByTestId("ops-login-button").textContent).toBe("以运营人员身份登录");
    expect(calls.some((c) => c.path.startsWith("ops/"))).toBe(false);
  });

  it("sends a visitor to the provider's pass login, back to the page asked for", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await gateAt("/ops/videos");
    fireEvent.click(await screen.findByTestId("ops-login-button"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/idp/pass?redirect=%2Fops%2Fvideos"));
    const body = calls.find((c) => c.path === "pub/v1/login_url")!.body;
    expect([body.get("type"), body.get("lang"), body.get("redirect")]).toEqual(["1", "zh-CN", "/ops/videos"]);
    expect(calls.some((c) => c.path === "pub/v1/logout")).toBe(false);
    expect(localStorage.getItem("loginType")).toBe("1");
  });

  it("ends a session of another kind before the operator login", async () => {
    localStorage.setItem("token", "enterprise-token");
    localStorage.setItem("loginType", "2");
    userType = "enterprise";
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await gateAt("/ops/videos");
    fireEvent.click(within(await screen.findByTestId("ops-refused", {}, { timeout: 5000 })).getByTestId("ops-login-button"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/idp/pass?redirect=%2Fops%2Fvideos"));
    const order = calls.map((c) => c.path).filter((p) => p === "pub/v1/logout" || p === "pub/v1/login_url");
    expect(order).toEqual(["pub/v1/logout", "pub/v1/login_url"]);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("loginType")).toBe("1");
  });

  it("lets an operator in", async () => {
    localStorage.setItem("token", "ops-token");
    await gateAt("/ops");
    expect(await screen.findByText("inside 黄蕾", {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe("operator logout", { timeout: 20_000 }, () => {
  it("revokes the session, forgets it and every back-office answer, and shows the login", async () => {
    localStorage.setItem("token", "ops-token");
    localStorage.setItem("loginType", "1");
    queryClient.setQueryData(opsKeys.activity("ops-token", 11), current);
    const { router } = renderInRouter(
      <OpsShell user={user("operator")} pathname="/ops/videos">
        <p>inside</p>
      </OpsShell>,
      "/ops/videos",
    );
    fireEvent.click(await screen.findByTestId("ops-logout"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ops"));
    expect(calls.map((c) => c.path)).toContain("pub/v1/logout");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("loginType")).toBeNull();
    expect(queryClient.getQueryData(opsKeys.activity("ops-token", 11))).toBeUndefined();
  });
});

describe("an activity's page", { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem("token", "ops-token"));

  it("shows the fields, each company's strip and disables what the rules forbid", async () => {
    current = detail({ companies: [part({ isInfoSubed: true, infoSubTime: "2026-11-22T03:00:00.000Z" })] });
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    expect((await screen.findByTestId("ops-activity-title", {}, { timeout: 5000 })).textContent).toBe(current.title);
    expect(screen.getByTestId("ops-activity-fields").textContent).toContain("2026-12-10 15:00-17:00");
    const company = screen.getByTestId("ops-company");
    expect(within(company).getByTestId("part-step-info").getAttribute("data-state")).toBe("done");
    expect(within(company).getByTestId("part-step-publication").getAttribute("data-state")).toBe("open");
    expect(within(company).getByText("王海涛")).toBeTruthy();
    // end needs a started activity; the reason is the server's
    expect((screen.getByTestId("action-end") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("action-end").getAttribute("data-refusal")).toBe(OpsMsg.notStarted);
    expect((screen.getByTestId("action-publish-test") as HTMLButtonElement).disabled).toBe(false);
    expect((within(company).getByTestId("part-reopen") as HTMLButtonElement).disabled).toBe(false);
  });

  it("publishes as test and shows the test code and the test page", async () => {
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    fireEvent.click(await screen.findByTestId("action-publish-test", {}, { timeout: 5000 }));
    expect((await screen.findByTestId("ops-test-code")).textContent).toBe("abcd2345");
    expect(screen.getByTestId("ops-test-link").getAttribute("href")).toBe("/activityDetails/11/abcd2345");
    expect(calls.find((c) => c.path === "ops/v1/activity/publish_test")?.body.get("activityId")).toBe("11");
    await waitFor(() => expect((screen.getByTestId("action-publish-test") as HTMLButtonElement).disabled).toBe(true));
    expect(within(screen.getByTestId("ops-company")).getByTestId("part-step-publication").getAttribute("data-state")).toBe("done");
  });

  it("asks before ending, and sends nothing until confirmed", async () => {
    current = detail({ status: 2 });
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    fireEvent.click(await screen.findByTestId("action-end", {}, { timeout: 5000 }));
    expect(await screen.findByText(/确定结束“鹏城智能2026年半年度业绩说明会”吗/)).toBeTruthy();
    expect(calls.some((c) => c.path === "ops/v1/activity/end")).toBe(false);
    fireEvent.click(screen.getByTestId("ops-confirm-ok"));
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/activity/end")).toBe(true));
    await waitFor(() => expect(screen.getByTestId("ops-activity-status").textContent).toBe("已结束"));
  });

  it("asks before starting, and sends nothing until confirmed", async () => {
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    fireEvent.click(await screen.findByTestId("action-start", {}, { timeout: 5000 }));
    expect(await screen.findByText(/确定开始“鹏城智能2026年半年度业绩说明会”吗/)).toBeTruthy();
    expect(calls.some((c) => c.path === "ops/v1/activity/start")).toBe(false);
    fireEvent.click(screen.getByTestId("ops-confirm-ok"));
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/activity/start")).toBe(true));
    await waitFor(() => expect(screen.getByTestId("ops-activity-status").textContent).toBe("进行中"));
  });

  it("switches one module at a time", async () => {
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    fireEvent.click(await screen.findByTestId("module-isAutoApprove", {}, { timeout: 5000 }));
    await waitFor(() => expect(calls.some((c) => c.path === "ops/v1/activity/switch_modules")).toBe(true));
    const body = calls.find((c) => c.path === "ops/v1/activity/switch_modules")!.body;
    expect([...body.keys()].sort()).toEqual(["activityId", "isAutoApprove"]);
    expect(body.get("isAutoApprove")).toBe("true");
  });

  it("checks the venue form before sending", async () => {
    renderInRouter(<ActivityPage activityId={11} />, "/ops/activity?id=11");
    fireEvent.click(await screen.findByTestId("part-venue", {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByTestId("venue-submit"));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(OpsMsg.regionRequired);
    expect(calls.some((c) => c.path === "ops/v1/activity/assign_venue")).toBe(false);
  });
});
