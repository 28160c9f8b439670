import { assign, fromPromise, setup } from "xstate";
import type { TAgreementInfo } from "#shared/api/booking.contract.ts";
import { agreementTypeFor, skipsAgreementDialog } from "#shared/booking/agreement.ts";
import { agreementMachine, type TAgreementOutput } from "#client/components/agreement/agreement.machine.ts";
import { addAgreement, fetchAgreementInfo, hasAcceptedCurrent } from "./booking.queries.ts";

/**
 * What the booking adds to the booking notice (document 2 section 2.5): before the dialog it reads the
 * agreement versions (BookingAgreementVersion and the user's); a fund roadshow whose stored version equals the
 * current one records the acceptance again without the dialog, and in front of the booking screen (the gate)
 * an acceptance of the current version opens the screen straight away. Otherwise it runs the shared agreement
 * machine (countdown, agree box, recording with agreement_add) as its child `dialog`.
 */
export interface TAgreementGateInput {
  orderType: number;
  /** the booking screen's gate: an acceptance of the current version is enough, no dialog */
  gate?: boolean;
}

export interface TAgreementGateContext {
  orderType: number;
  agreementType: 0 | 1;
  gate: boolean;
  info: TAgreementInfo | null;
}

/**
 * agreement_add for the booking's agreement type (the dialog's `subject`), answering the stored versions;
 * typed as the dialog's `accept`, so one actor records for the silent path and for the dialog.
 */
const recordAcceptance = fromPromise<unknown, { subject: number | null }>(({ input }) => addAgreement(input.subject === 1 ? 1 : 0));

const infoOf = (output: unknown, context: TAgreementGateContext) => (output as TAgreementInfo | null) ?? context.info;

export const agreementGateMachine = setup({
  types: {
    context: {} as TAgreementGateContext,
    input: {} as TAgreementGateInput,
    children: {} as { dialog: "dialog" },
  },
  actors: {
    loadInfo: fromPromise<TAgreementInfo | null, { agreementType: 0 | 1 }>(({ input }) => fetchAgreementInfo(input.agreementType)),
    recordAcceptance,
    dialog: agreementMachine.provide({ actors: { accept: recordAcceptance } }),
  },
  guards: {
    skipsDialog: ({ context }, info: TAgreementInfo | null) =>
      !!info && skipsAgreementDialog(context.orderType, info.acceptedVersion, info.currentVersion),
    alreadyAccepted: ({ context }, info: TAgreementInfo | null) => context.gate && hasAcceptedCurrent(info),
    dialogAccepted: (_, output: TAgreementOutput) => output.accepted,
  },
  actions: {
    // the gate's owner provides these
    onAccepted: () => {},
    onClosed: () => {},
  },
}).createMachine({
  id: "agreementGate",
  context: ({ input }) => ({
    orderType: input.orderType,
    agreementType: agreementTypeFor(input.orderType),
    gate: input.gate ?? false,
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
    // the fund roadshow's silent re-acceptance; if it fails the user reads and accepts in the dialog
    recording: {
      invoke: {
        src: "recordAcceptance",
        input: ({ context }) => ({ subject: context.agreementType }),
        onDone: { target: "accepted", actions: assign({ info: ({ event, context }) => infoOf(event.output, context) }) },
        onError: { target: "reading" },
      },
    },
    reading: {
      invoke: {
        id: "dialog",
        src: "dialog",
        input: ({ context }) => ({ subject: context.agreementType }),
        onDone: [
          {
            guard: { type: "dialogAccepted", params: ({ event }) => event.output },
            target: "accepted",
            actions: assign({ info: ({ event, context }) => infoOf(event.output.result, context) }),
          },
          { target: "closed" },
        ],
      },
    },
    accepted: { type: "final", entry: "onAccepted" },
    closed: { type: "final", entry: "onClosed" },
  },
});
