import { assign, fromPromise, setup } from "xstate";
import { AGREEMENT_COUNTDOWN_SECONDS, MSG_AGREEMENT_UNTICKED } from "#shared/booking/agreement.ts";

/**
 * The booking-notice dialog (document 2 section 2.5, the rule in section 5): the 'I have read' button stays
 * disabled while a 3-second countdown runs; after it, confirming without the box ticked says 请先阅读协议,
 * and with it ticked the acceptance is recorded (the owner's `accept` actor: agreement_add for a booking,
 * accept_agreement for an activity) and the dialog is done. A failed call goes back to ready, box still
 * ticked. Closing is possible until the acceptance is being recorded.
 *
 * Its owners: the activity pages use it through AgreementDialog (providing `accept` and the final actions);
 * the booking gate invokes it as a child and reads its output.
 */
export interface TAgreementInput {
  /** handed to the `accept` actor: what the acceptance is recorded for (the booking's agreement type) */
  subject?: number;
}

export interface TAgreementContext {
  subject: number | null;
  secondsLeft: number;
  ticked: boolean;
  /** the unticked message, shown under the box until it is ticked */
  error: string | null;
  accepted: boolean;
  /** what `accept` answered */
  result: unknown;
}

export type TAgreementEvent = { type: "agreement.tick"; checked: boolean } | { type: "agreement.confirm" } | { type: "agreement.close" };

export interface TAgreementOutput {
  accepted: boolean;
  result: unknown;
}

export const agreementMachine = setup({
  types: {
    context: {} as TAgreementContext,
    events: {} as TAgreementEvent,
    input: {} as TAgreementInput | undefined,
    output: {} as TAgreementOutput,
  },
  actors: {
    // replaced by the owner (provide): records the acceptance on the server
    accept: fromPromise<unknown, { subject: number | null }>(async () => undefined),
  },
  actions: {
    // replaced by an owner that needs them: what happens once the notice is accepted, or closed unaccepted
    accepted: () => {},
    closed: () => {},
    tickDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
  guards: {
    moreThanOneSecondLeft: ({ context }) => context.secondsLeft > 1,
    ticked: ({ context }) => context.ticked,
  },
  delays: { second: 1000 },
}).createMachine({
  id: "agreement",
  context: ({ input }) => ({
    subject: input?.subject ?? null,
    secondsLeft: AGREEMENT_COUNTDOWN_SECONDS,
    ticked: false,
    error: null,
    accepted: false,
    result: undefined,
  }),
  on: {
    "agreement.tick": {
      actions: assign({ ticked: ({ event }) => event.checked, error: ({ event, context }) => (event.checked ? null : context.error) }),
    },
  },
  initial: "counting",
  states: {
    counting: {
      after: {
        second: [
          { guard: "moreThanOneSecondLeft", target: "counting", reenter: true, actions: "tickDown" },
          { target: "ready", actions: "tickDown" },
        ],
      },
      on: { "agreement.close": { target: "closed" } },
    },
    ready: {
      on: {
        "agreement.confirm": [{ guard: "ticked", target: "submitting" }, { actions: assign({ error: MSG_AGREEMENT_UNTICKED }) }],
        "agreement.close": { target: "closed" },
      },
    },
    submitting: {
      invoke: {
        src: "accept",
        input: ({ context }) => ({ subject: context.subject }),
        onDone: { target: "done", actions: assign({ accepted: true, result: ({ event }) => event.output }) },
        // the request layer has shown why; the dialog stays so the user can try again
        onError: { target: "ready" },
      },
    },
    done: { type: "final", entry: "accepted" },
    closed: { type: "final", entry: "closed" },
  },
  output: ({ context }) => ({ accepted: context.accepted, result: context.result }),
});
