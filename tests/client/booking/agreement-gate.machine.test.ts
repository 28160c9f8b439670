import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { TAgreementInfo } from "#shared/api/booking.contract.ts";
import { MSG_AGREEMENT_UNTICKED } from "#shared/booking/agreement.ts";
import { agreementMachine } from "#client/components/agreement/agreement.machine.ts";
import { agreementGateMachine } from "#client/features/booking/agreement-gate.machine.ts";

function info(acceptedVersion: string | null, agreementType = 0): TAgreementInfo {
  return { agreementType, currentVersion: "2026.1", acceptedVersion, acceptedAt: acceptedVersion ? "2026-01-05 10:00:00" : null };
}

function start(orderType: number, stored: TAgreementInfo | null | Error, { gate = false, failAdd = false } = {}) {
  const added: (number | null)[] = [];
  const onAccepted = vi.fn();
  const onClosed = vi.fn();
  // agreement_add, as the silent path and the dialog's accept both run it
  const record = fromPromise<unknown, { subject: number | null }>(async ({ input }) => {
    added.push(input.subject);
    if (failAdd) throw new Error("网络错误");
    return info("2026.1", input.subject ?? 0);
  });
  const machine = agreementGateMachine.provide({
    actors: {
      loadInfo: fromPromise<TAgreementInfo | null, { agreementType: 0 | 1 }>(async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      }),
      recordAcceptance: record,
      dialog: agreementMachine.provide({ actors: { accept: record } }),
    },
    actions: { onAccepted, onClosed },
  });
  const actor = createActor(machine, { input: { orderType, gate } }).start();
  const dialog = () => actor.getSnapshot().children.dialog;
  return { actor, dialog, added, onAccepted, onClosed };
}

// lets the invoked promise actors settle under fake timers
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the booking's agreement gate", () => {
  it("shows the shared dialog and records the single agreement type through it", async () => {
    const { actor, dialog, added, onAccepted } = start(1, info(null));
    await settle();
    expect(actor.getSnapshot().value).toBe("reading");
    expect(dialog()!.getSnapshot().matches("counting")).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    dialog()!.send({ type: "agreement.confirm" });
    expect(dialog()!.getSnapshot().context.error).toBe(MSG_AGREEMENT_UNTICKED);
    dialog()!.send({ type: "agreement.tick", checked: true });
    dialog()!.send({ type: "agreement.confirm" });
    await settle();
    expect(added).toEqual([0]);
    expect(actor.getSnapshot().value).toBe("accepted");
    expect(actor.getSnapshot().context.info).toEqual(info("2026.1"));
    expect(onAccepted).toHaveBeenCalledOnce();
  });

  it("records the collective agreement type for orderType 6", async () => {
    const { dialog, added } = start(6, info(null, 1));
    await settle();
    dialog()!.send({ type: "agreement.tick", checked: true });
    await vi.advanceTimersByTimeAsync(3000);
    dialog()!.send({ type: "agreement.confirm" });
    await settle();
    expect(added).toEqual([1]);
  });

  it("records a fund roadshow again without the dialog when the stored version is current", async () => {
    const { actor, dialog, added, onAccepted } = start(5, info("2026.1"));
    await settle();
    expect(added).toEqual([0]);
    expect(dialog()).toBeUndefined();
    expect(actor.getSnapshot().value).toBe("accepted");
    expect(onAccepted).toHaveBeenCalledOnce();
  });

  it("shows the dialog to a fund roadshow with an older stored version, and always to other types", async () => {
    expect((await startAndSettle(5, info("2025.2"))).matches("reading")).toBe(true);
    expect((await startAndSettle(1, info("2026.1"))).matches("reading")).toBe(true);
  });

  it("lets the booking screen's gate through with a current acceptance", async () => {
    const accepted = start(1, info("2026.1"), { gate: true });
    await settle();
    expect(accepted.actor.getSnapshot().value).toBe("accepted");
    expect(accepted.added).toEqual([]);
    expect((await startAndSettle(1, info(null), true)).matches("reading")).toBe(true);
  });

  it("falls back to the dialog when the versions cannot be read or the silent record fails", async () => {
    expect((await startAndSettle(1, new Error("网络错误"))).matches("reading")).toBe(true);
    const fund = start(5, info("2026.1"), { failAdd: true });
    await settle();
    expect(fund.added).toEqual([0]);
    expect(fund.actor.getSnapshot().value).toBe("reading");
    expect(fund.dialog()!.getSnapshot().matches("counting")).toBe(true);
  });

  it("stays open after a failed record in the dialog, and closes on request", async () => {
    const { actor, dialog, onClosed, onAccepted } = start(1, info(null), { failAdd: true });
    await settle();
    dialog()!.send({ type: "agreement.tick", checked: true });
    await vi.advanceTimersByTimeAsync(3000);
    dialog()!.send({ type: "agreement.confirm" });
    await settle();
    expect(actor.getSnapshot().value).toBe("reading");
    expect(dialog()!.getSnapshot().matches("ready")).toBe(true);
    dialog()!.send({ type: "agreement.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(onClosed).toHaveBeenCalledOnce();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});

async function startAndSettle(orderType: number, stored: TAgreementInfo | null | Error, gate = false) {
  const { actor } = start(orderType, stored, { gate });
  await settle();
  return actor.getSnapshot();
}
