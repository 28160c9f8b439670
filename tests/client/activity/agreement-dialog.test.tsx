import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { AgreementDialog } from "#client/components/agreement/agreement-dialog.tsx";
import { renderWidget, quietFocusTrapWarning } from "../widgets/render.tsx";

beforeEach(async () => {
  await activateLocale("zh-CN");
  quietFocusTrapWarning();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("agreement dialog", () => {
  it("holds the button for 3 seconds, warns while unticked, then records the acceptance", async () => {
    const onAccept = vi.fn(async () => undefined);
    const onAccepted = vi.fn();
    renderWidget(<AgreementDialog opened activityType={5} onAccept={onAccept} onAccepted={onAccepted} onClose={() => {}} />);
    expect(screen.getByTestId("agreement-page").getAttribute("src")).toBe("/static/jijinOrder.html");
    const button = () => screen.getByTestId("agreement-confirm") as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    expect(button().textContent).toContain("3s");
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button().disabled).toBe(true);
    expect(button().textContent).toContain("1s");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().disabled).toBe(false);
    // the countdown is over; the rest waits on promises and Mantine's transitions
    vi.useRealTimers();

    fireEvent.click(button());
    expect(await screen.findByText("请先阅读协议")).toBeTruthy();
    expect(onAccept).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(button());
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("closes on 取消 without recording", () => {
    const onAccept = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWidget(<AgreementDialog opened activityType={1} onAccept={onAccept} onAccepted={() => {}} onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("shows the service agreement for other activity types", () => {
    renderWidget(<AgreementDialog opened activityType={1} onAccept={async () => {}} onAccepted={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId("agreement-page").getAttribute("src")).toBe("/static/orderServie.html");
  });
});
