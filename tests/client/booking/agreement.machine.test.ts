import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { TAgreementInfo } from "#shared/api/booking.contract.ts";
import { MSG_AGREEMENT_UNTICKED } from "#shared/booking/agreement.ts";
import { agreementMachine } from "#client/features/booking/agreement.machine.ts";

function info(acceptedVersion: string | null, agreementType = 0): TAgreementInfo {
  return { agreementType, currentVersion: "2026.1", acceptedVersion, acceptedAt: acceptedVersion ? "2026-01-05 10:00:00" : null };
}

function start(orderType: number, stored: TAgreementInfo | null, { gate = false, failAdd = false } = {}) {
  const added: number[] = [];
  const onAccepted = vi.fn();
  const onClosed = vi.fn();
  const machine = agreementMachine.provide({
    actors: {
      loadInfo: fromPromise<TAgreementInfo | null, { agreementType: 0 | 1 }>(async () => stored),
      recordAcceptance: fromPromise<TAgreementInfo | null, { agreementType: 0 | 1 }>(async ({ input }) => {
        added.push(input.agreementType);
        if (failAdd) throw new Error("网络错误");
        return info("2026.1", input.agreementType);
      }),
    },
    actions: { onAccepted, onClosed },
  });
  const actor = createActor(machine, { input: { orderType, gate } }).start();
  return { actor, added, onAccepted, onClosed };
}

// lets the invoked promise actors settle under fake timers
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("agreement machine", () => {
  it("counts down 3 seconds before the button works, then needs the ticked box", async () => {
    const { actor, added, onAccepted } = start(1, info(null));
    await settle();
    expect(actor.getSnapshot().matches({ reading: "counting" })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);

    actor.send({ type: "agreement.tick", checked: true });
    actor.send({ type: "agreement.confirm" });
    expect(added).toEqual([]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: "agreement.confirm" });
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ reading: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);

    actor.send({ type: "agreement.tick", checked: false });
    actor.send({ type: "agreement.confirm" });
    expect(actor.getSnapshot().context.error).toBe(MSG_AGREEMENT_UNTICKED);
    expect(added).toEqual([]);

    actor.send({ type: "agreement.tick", checked: true });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: "agreement.confirm" });
    await settle();
    expect(added).toEqual([0]);
    expect(actor.getSnapshot().value).toBe("accepted");
    expect(onAccepted).toHaveBeenCalledOnce();
  });

  it("records the collective agreement type for orderType 6", async () => {
    const { actor, added } = start(6, info(null, 1));
    await settle();
    actor.send({ type: "agreement.tick", checked: true });
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: "agreement.confirm" });
    await settle();
    expect(added).toEqual([1]);
  });

  it("records a fund roadshow again without the dialog when the stored version is current", async () => {
    const { actor, added, onAccepted } = start(5, info("2026.1"));
    await settle();
    expect(added).toEqual([0]);
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

  it("stays open after a failed record, and closes on request", async () => {
    const { actor, onClosed } = start(1, info(null), { failAdd: true });
    await settle();
    actor.send({ type: "agreement.tick", checked: true });
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: "agreement.confirm" });
    await settle();
    expect(actor.getSnapshot().matches({ reading: "ready" })).toBe(true);
    actor.send({ type: "agreement.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(onClosed).toHaveBeenCalledOnce();
  });
});

async function startAndSettle(orderType: number, stored: TAgreementInfo | null, gate = false) {
  const { actor } = start(orderType, stored, { gate });
  await settle();
  return actor.getSnapshot();
}
