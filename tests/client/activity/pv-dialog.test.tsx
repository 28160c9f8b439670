import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { PvSubmitDialog } from "#client/features/company-home/components/pv-submit-dialog.tsx";
import { renderWidget, quietFocusTrapWarning } from "../widgets/render.tsx";
import { stubApi, type TCall } from "./harness.tsx";

let calls: TCall[];

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  quietFocusTrapWarning();
  calls = stubApi(() => []);
});


const row = { id: 42, activityTitle: "年度业绩说明会", pvNum: null };

function submitWith(value: string) {
  fireEvent.change(screen.getByTestId("pv-input"), { target: { value } });
  fireEvent.click(screen.getByTestId("pv-submit"));
}

describe("PV submit dialog", () => {
  it("refuses empty, non-digit and over-long counts with the rule's messages, sending nothing", async () => {
    renderWidget(<PvSubmitDialog row={row} onClose={() => {}} />);
    await screen.findByTestId("pv-input");
    submitWith("");
    expect(await screen.findByText("请输入PV数")).toBeTruthy();
    submitWith("12a");
    expect(await screen.findByText("PV数只能为数字")).toBeTruthy();
    submitWith("1234567890");
    expect(await screen.findByText("PV数不能超过9位")).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith("submit_pv_uv"))).toHaveLength(0);
  });

  it("submits a valid count and closes", async () => {
    const onClose = vi.fn();
    renderWidget(<PvSubmitDialog row={row} onClose={onClose} />);
    await screen.findByTestId("pv-input");
    submitWith("123456789");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = calls.find((c) => c.path === "auth/v1/activity_distribute/submit_pv_uv")!;
    expect(call.body.get("id")).toBe("42");
    expect(call.body.get("pvNum")).toBe("123456789");
  });
});
