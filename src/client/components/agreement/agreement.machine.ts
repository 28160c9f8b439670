import { assign, fromPromise, setup } from "xstate";
import { AGREEMENT_COUNTDOWN_SECONDS } from "#shared/booking/agreement.ts";

/**
 * The booking-notice dialog (document 2 section 2.5): the 'I have read' button stays disabled while a
 * 3-second countdown runs; after it, confirming without the box ticked warns, with it ticked the acceptance
 * is recorded (the caller's actor) and the dialog is done. A failed call goes back to ready, box still ticked.
 */
export interface TAgreementContext {
  remaining: number;
  ticked: boolean;
}

export type TAgreementEvent =
  | { type: "agreement.tick"; ticked: boolean }
  | { type: "agreement.confirm" };

export const agreementMachine = setup({
  types: {
    context: {} as TAgreementContext,
    events: {} as TAgreementEvent,
  },
  actors: {
    // replaced by the caller (provide): records the acceptance on the server
    accept: fromPromise<unknown>(async () => undefined),
  },
  actions: {
    // replaced by the caller: the spec's 请先阅读协议 warning
    warnUnticked: () => {},
    // replaced by the caller: what happens once the notice is accepted
    accepted: () => {},
  },
  guards: {
    countdownOver: ({ context }) => context.remaining <= 1,
    ticked: ({ context }) => context.ticked,
  },
}).createMachine({
  id: "agreement",
  context: { remaining: AGREEMENT_COUNTDOWN_SECONDS, ticked: false },
  on: {
    "agreement.tick": { actions: assign({ ticked: ({ event }) => event.ticked }) },
  },
  initial: "counting",
  states: {
    counting: {
      after: {
        1000: [
          { guard: "countdownOver", target: "ready", actions: assign({ remaining: 0 }) },
          { target: "counting", reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
        ],
      },
    },
    ready: {
      on: {
        "agreement.confirm": [{ guard: "ticked", target: "submitting" }, { actions: "warnUnticked" }],
      },
    },
    submitting: {
      invoke: {
        src: "accept",
        onDone: { target: "done" },
        onError: { target: "ready" },
      },
    },
    done: { type: "final", entry: "accepted" },
  },
});
