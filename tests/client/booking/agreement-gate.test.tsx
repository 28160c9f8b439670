import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { TAgreementInfo } from "#shared/api/booking.contract.ts";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { BookingAgreement } from "#client/features/booking/components/agreement-gate.tsx";
import { stubApi, type TCall } from "../activity/harness.tsx";
import { quietFocusTrapWarning, renderWidget } from "../widgets/render.tsx";

const stored = (acceptedVersion: string | null, agreementType: number): TAgreementInfo => ({
  agreementType,
  currentVersion: "2026.1",
  acceptedVersion,
  acceptedAt: acceptedVersion ? "2026-01-05 10:00:00" : null,
});

let calls: TCall[];
let accepted: string | null;

beforeEach(async () => {
  await activateLocale("zh-CN");
  quietFocusTrapWarning();
  localStorage.setItem("token", "demo-token");
  queryClient.clear();
  accepted = null;
  calls = stubApi((path, body) => {
    const type = Number(body.get("agreementType"));
    if (path === "auth/v1/agreement/agreement_info") return [stored(accepted, type)];
    if (path === "auth/v1/agreement/agreement_add") return [stored("2026.1", type)];
    return undefined;
  });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

// lets the fake API's answers arrive under fake timers
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
// the answers, then the dialog's opening transition (well inside the countdown's first second)
const open = async () => {
  await settle();
  await act(async () => vi.advanceTimersByTimeAsync(300));
};
const paths = () => calls.map((c) => c.path);

describe("the booking notice before a booking", () => {
  it("shows the shared dialog after the version check, records agreement_add and keeps the versions", async () => {
    const onAccepted = vi.fn();
    renderWidget(<BookingAgreement orderType={6} onAccepted={onAccepted} onClose={() => {}} />);
    await open();
    expect(screen.getByText("预约路演活动前，请仔细阅读并同意以下服务协议。")).toBeTruthy();
    expect(screen.getByTestId("agreement-page").getAttribute("src")).toBe("/static/orderServie.html");
    const button = () => screen.getByTestId("agreement-confirm") as HTMLButtonElement;
    expect(button().textContent).toContain("3s");
    await act(async () => vi.advanceTimersByTime(2700));
    expect(button().disabled).toBe(false);
    vi.useRealTimers();

    fireEvent.click(button());
    expect((await screen.findByTestId("agreement-error")).textContent).toBe("请先阅读协议");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(button());
    await waitFor(() => expect(onAccepted).toHaveBeenCalledOnce());
    expect(paths()).toEqual(["auth/v1/agreement/agreement_info", "auth/v1/agreement/agreement_add"]);
    expect(calls[1]!.body.get("agreementType")).toBe("1");
  });

  it("lets the gate through with a current acceptance, without the dialog or a record", async () => {
    accepted = "2026.1";
    const onAccepted = vi.fn();
    renderWidget(<BookingAgreement orderType={1} gate onAccepted={onAccepted} onClose={() => {}} />);
    expect(screen.getByTestId("agreement-checking")).toBeTruthy();
    await settle();
    expect(onAccepted).toHaveBeenCalledOnce();
    expect(screen.queryByTestId("agreement-page")).toBeNull();
    expect(paths()).toEqual(["auth/v1/agreement/agreement_info"]);
  });

  it("closes on 取消", async () => {
    const onClose = vi.fn();
    renderWidget(<BookingAgreement orderType={1} gate onAccepted={() => {}} onClose={onClose} />);
    await open();
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
