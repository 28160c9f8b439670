import { assign, fromPromise, setup } from "xstate";
import type { TAgreementInfo } from "#shared/api/booking.contract.ts";
import { AGREEMENT_COUNTDOWN_SECONDS, agreementTypeFor, MSG_AGREEMENT_UNTICKED, skipsAgreementDialog } from "#shared/booking/agreement.ts";
import { addAgreement, fetchAgreementInfo, hasAcceptedCurrent } from "./booking.queries.ts";

/**
 * The booking notice (document 2 section 2.5): the agreement is read and accepted before the booking flow
 * opens. The 'I have read' button waits out a 3-second countdown and the ticked box; a fund roadshow whose
 * stored version equals the current one records the acceptance again without the dialog. As a gate in
 * front of the booking screen, an acceptance of the current version lets the screen open straight away.
 */
export interface TAgreementInput {
  orderType: number;
  /** the booking screen's gate: an acceptance of the current version is enough, no dialog */
  gate?: boolean;
}

export interface TAgreementContext {
  orderType: number;
  agreementType: 0 | 1;
  gate: boolean;
  secondsLeft: number;
  ticked: boolean;
  error: string | null;
  info: TAgreementInfo | null;
}

export type TAgreementEvent = { type: "agreement.tick"; checked: boolean } | { type: "agreement.confirm" } | { type: "agreement.close" };

export const agreementMachine = setup({
  types: {
    context: {} as TAgreementContext,
    events: {} as TAgreementEvent,
    input: {} as TAgreementInput,
  },
  actors: {
    loadInfo: fromPromise<TAgreementInfo | null, { agreementType: 0 | 1 }>(({ input }) => fetchAgreementInfo(input.agreementType)),
    recordAcceptance: fromPromise<TAgreementInfo | null, { agreementType: 0 | 1 }>(({ input }) => addAgreement(input.agreementType)),
  },
  guards: {
    skipsDialog: ({ context }, info: TAgreementInfo | null) =>
      !!info && skipsAgreementDialog(context.orderType, info.acceptedVersion, info.currentVersion),
    alreadyAccepted: ({ context }, info: TAgreementInfo | null) => context.gate && hasAcceptedCurrent(info),
    moreThanOneSecondLeft: ({ context }) => context.secondsLeft > 1,
    isTicked: ({ context }) => context.ticked,
  },
  actions: {
    // the dialog's owner provides these
    onAccepted: () => {},
    onClosed: () => {},
    tickDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
  delays: { second: 1000 },
}).createMachine({
  id: "agreement",
  context: ({ input }) => ({
    orderType: input.orderType,
    agreementType: agreementTypeFor(input.orderType),
    gate: input.gate ?? false,
    secondsLeft: AGREEMENT_COUNTDOWN_SECONDS,
    ticked: false,
    error: null,
    info: null,
  }),
  initial: "checking",
  states: {
    checking: {
      invoke: {
        src: "loadInfo",
        input: ({ context }) => ({ agreementType: context.agreementType }),
        onDone: [
          { guard: { type: "skipsDialog", params: ({ event }) => event.output }, target: "recording", actions: assign({ info: ({ event }) => event.output }) },
          { guard: { type: "alreadyAccepted", params: ({ event }) => event.output }, target: "accepted", actions: assign({ info: ({ event }) => event.output }) },
          { target: "reading", actions: assign({ info: ({ event }) => event.output }) },
        ],
        // without the versions the user can still read and accept; the add call says whether that worked
        onError: { target: "reading" },
      },
    },
    reading: {
      initial: "counting",
      on: {
        "agreement.tick": { actions: assign({ ticked: ({ event }) => event.checked, error: ({ event, context }) => (event.checked ? null : context.error) }) },
        "agreement.close": { target: "closed" },
      },
      states: {
        counting: {
          after: {
            second: [
              { guard: "moreThanOneSecondLeft", target: "counting", reenter: true, actions: "tickDown" },
              { target: "ready", actions: "tickDown" },
            ],
          },
        },
        ready: {
          on: {
            "agreement.confirm": [{ guard: "isTicked", target: "#agreement.recording" }, { actions: assign({ error: MSG_AGREEMENT_UNTICKED }) }],
          },
        },
      },
    },
    recording: {
      invoke: {
        src: "recordAcceptance",
        input: ({ context }) => ({ agreementType: context.agreementType }),
        onDone: { target: "accepted", actions: assign({ info: ({ event, context }) => event.output ?? context.info }) },
        // the request layer has shown why; the dialog stays so the user can try again
        onError: { target: "#agreement.reading.ready" },
      },
    },
    accepted: { type: "final", entry: "onAccepted" },
    closed: { type: "final", entry: "onClosed" },
  },
});
