import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { MSG_AGREEMENT_UNTICKED } from "#shared/booking/agreement.ts";
import { agreementMachine } from "#client/components/agreement/agreement.machine.ts";

// The shared booking-notice machine (document 2 section 2.5), as the activity pages and the booking gate run it.
function start({ fail = false, subject }: { fail?: boolean; subject?: number } = {}) {
  const subjects: (number | null)[] = [];
  const accepted = vi.fn();
  const closed = vi.fn();
  const machine = agreementMachine.provide({
    actors: {
      accept: fromPromise<unknown, { subject: number | null }>(async ({ input }) => {
        subjects.push(input.subject);
        if (fail) throw new Error("网络错误");
        return "recorded";
      }),
    },
    actions: { accepted, closed },
  });
  const actor = createActor(machine, { input: subject === undefined ? {} : { subject } }).start();
  return { actor, subjects, accepted, closed };
}

// lets the invoked promise actor settle under fake timers
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("agreement machine", () => {
  it("counts down 3 seconds before the button works, then needs the ticked box", async () => {
    const { actor, subjects, accepted } = start({ subject: 1 });
    expect(actor.getSnapshot().matches("counting")).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);

    actor.send({ type: "agreement.tick", checked: true });
    actor.send({ type: "agreement.confirm" });
    expect(subjects).toEqual([]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    actor.send({ type: "agreement.confirm" });
    expect(subjects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);

    actor.send({ type: "agreement.tick", checked: false });
    actor.send({ type: "agreement.confirm" });
    expect(actor.getSnapshot().context.error).toBe(MSG_AGREEMENT_UNTICKED);
    expect(subjects).toEqual([]);

    actor.send({ type: "agreement.tick", checked: true });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: "agreement.confirm" });
    expect(actor.getSnapshot().matches("submitting")).toBe(true);
    await settle();
    expect(subjects).toEqual([1]);
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ accepted: true, result: "recorded" });
    expect(accepted).toHaveBeenCalledOnce();
  });

  it("stays open with the box still ticked after a failed record", async () => {
    const { actor, subjects, accepted } = start({ fail: true });
    actor.send({ type: "agreement.tick", checked: true });
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: "agreement.confirm" });
    await settle();
    expect(subjects).toEqual([null]);
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(actor.getSnapshot().context.ticked).toBe(true);
    expect(accepted).not.toHaveBeenCalled();
  });

  it("closes unaccepted while counting or ready, but not while the acceptance is being recorded", async () => {
    const counting = start();
    counting.actor.send({ type: "agreement.close" });
    expect(counting.actor.getSnapshot().value).toBe("closed");
    expect(counting.actor.getSnapshot().output).toEqual({ accepted: false, result: undefined });
    expect(counting.closed).toHaveBeenCalledOnce();

    const submitting = start();
    submitting.actor.send({ type: "agreement.tick", checked: true });
    await vi.advanceTimersByTimeAsync(3000);
    submitting.actor.send({ type: "agreement.confirm" });
    submitting.actor.send({ type: "agreement.close" });
    expect(submitting.actor.getSnapshot().matches("submitting")).toBe(true);
    await settle();
    expect(submitting.actor.getSnapshot().value).toBe("done");
    expect(submitting.closed).not.toHaveBeenCalled();
  });
});
