import { assign, fromPromise, setup } from "xstate";
import { MaterialsOutcome, type TSubmitProblem } from "#shared/materials/materials-rules.ts";
import { outcomeOf } from "#client/lib/api.ts";
import type { TMaterialsFormValues } from "./materials-form.ts";

/**
 * The materials form's life (document 3 section 4; issue 17): editing, saving, submitting, read-only once
 * submitted or closed, and conflict when another member saved first. Guards call the shared submit checks
 * (through `check`, which the screen provides with the guest count); the I/O runs in the provided actors.
 */
export interface TMaterialsInput {
  values: TMaterialsFormValues;
  version: number;
  allowEdit: boolean;
  online: boolean;
  /** a draft whose base moved on, found when the form opened: shown side by side at once */
  conflict?: TConflict | null;
  /** a submit made offline that still waits in the outbox (its id), found when the form opened */
  queuedSubmit?: string | null;
}

export interface TConflict {
  mine: TMaterialsFormValues;
  theirs: TMaterialsFormValues;
  theirsVersion: number;
}

export type TSaveResult = { kind: "saved"; version: number } | { kind: "queued" };
export type TSubmitResult = { kind: "submitted"; version: number } | { kind: "queued"; outboxId: string };

export interface TMaterialsContext {
  values: TMaterialsFormValues;
  version: number;
  online: boolean;
  /** the first failing submit check, shown at its section */
  problem: TSubmitProblem | null;
  conflict: TConflict | null;
  /** a save waits in the outbox (made offline) */
  queued: boolean;
  /** the outbox id of a submit made offline, while it waits */
  queuedSubmit: string | null;
}

export type TMaterialsEvent =
  | { type: "materials.edit"; values: TMaterialsFormValues }
  | { type: "materials.save" }
  | { type: "materials.submit" }
  | { type: "materials.network"; online: boolean }
  | { type: "materials.resolve"; values: TMaterialsFormValues }
  | { type: "materials.refreshed"; version: number; allowEdit: boolean }
  /** the outbox's replay of a queued submit was refused by the server: the form opens for editing again */
  | { type: "materials.submitRefused" };

export const materialsMachine = setup({
  types: {
    input: {} as TMaterialsInput,
    context: {} as TMaterialsContext,
    events: {} as TMaterialsEvent,
  },
  actors: {
    save: fromPromise<TSaveResult, { values: TMaterialsFormValues; version: number; online: boolean }>(async () => {
      throw new Error("provide the save actor");
    }),
    submit: fromPromise<TSubmitResult, { values: TMaterialsFormValues; version: number }>(async () => {
      throw new Error("provide the submit actor");
    }),
    /** the server's current materials after a conflict */
    theirs: fromPromise<{ values: TMaterialsFormValues; version: number }, void>(async () => {
      throw new Error("provide the theirs actor");
    }),
  },
  guards: {
    // provided by the screen: the shared submit checks on the form's values and the current guest count
    submitProblem: () => false,
    isConflict: ({ event }) => outcomeOf((event as { error?: unknown }).error) === MaterialsOutcome.versionConflict.code,
    isClosed: ({ event }) => outcomeOf((event as { error?: unknown }).error) === MaterialsOutcome.closed.code,
  },
  actions: {
    // provided by the screen: which check failed, to show and scroll to
    markProblem: () => {},
  },
}).createMachine({
  id: "materials",
  context: ({ input }) => ({
    values: input.values,
    version: input.version,
    online: input.online,
    problem: null,
    conflict: input.conflict ?? null,
    queued: false,
    queuedSubmit: input.queuedSubmit ?? null,
  }),
  initial: "start",
  on: {
    "materials.network": { actions: assign({ online: ({ event }) => event.online }) },
  },
  states: {
    start: {
      always: [
        { target: "submitQueued", guard: ({ context }) => context.queuedSubmit !== null },
        { target: "conflict", guard: ({ context }) => context.conflict !== null },
        { target: "editing" },
      ],
    },
    editing: {
      on: {
        "materials.edit": { actions: assign({ values: ({ event }) => event.values, problem: null }) },
        "materials.save": { target: "saving" },
        "materials.submit": [
          { guard: "submitProblem", actions: "markProblem" },
          // offline too: the submit waits in the outbox and goes through once when the network returns
          { target: "submitting" },
        ],
        "materials.refreshed": { guard: ({ event }) => !event.allowEdit, target: "readOnly" },
      },
    },
    saving: {
      invoke: {
        src: "save",
        input: ({ context }) => ({ values: context.values, version: context.version, online: context.online }),
        onDone: {
          target: "editing",
          actions: assign(({ event, context }) => (event.output.kind === "saved" ? { version: event.output.version, queued: false } : { version: context.version, queued: true })),
        },
        onError: [{ guard: "isConflict", target: "fetchingTheirs" }, { guard: "isClosed", target: "readOnly" }, { target: "editing" }],
      },
      on: { "materials.edit": { actions: assign({ values: ({ event }) => event.values }) } },
    },
    submitting: {
      invoke: {
        src: "submit",
        input: ({ context }) => ({ values: context.values, version: context.version }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "queued",
            target: "submitQueued",
            actions: assign({ queuedSubmit: ({ event }) => (event.output.kind === "queued" ? event.output.outboxId : null) }),
          },
          { target: "readOnly", actions: assign({ version: ({ context, event }) => (event.output.kind === "submitted" ? event.output.version : context.version) }) },
        ],
        onError: [{ guard: "isConflict", target: "fetchingTheirs" }, { guard: "isClosed", target: "readOnly" }, { target: "editing" }],
      },
    },
    // Submitted offline: nothing more may change (a submit freezes the materials), until the replay's answer.
    // Accepted, the refreshed materials say so (read-only); refused, the form opens again with the message.
    submitQueued: {
      on: {
        "materials.refreshed": { guard: ({ event }) => !event.allowEdit, target: "readOnly", actions: assign({ queuedSubmit: null, version: ({ event }) => event.version }) },
        "materials.submitRefused": { target: "editing", actions: assign({ queuedSubmit: null }) },
      },
    },
    fetchingTheirs: {
      invoke: {
        src: "theirs",
        onDone: {
          target: "conflict",
          actions: assign({ conflict: ({ context, event }) => ({ mine: context.values, theirs: event.output.values, theirsVersion: event.output.version }) }),
        },
        onError: { target: "editing" },
      },
    },
    conflict: {
      on: {
        "materials.resolve": {
          target: "editing",
          actions: assign({ values: ({ event }) => event.values, version: ({ context }) => context.conflict?.theirsVersion ?? context.version, conflict: null }),
        },
      },
    },
    readOnly: {
      on: { "materials.refreshed": { guard: ({ event }) => event.allowEdit, target: "editing", actions: assign({ version: ({ event }) => event.version }) } },
    },
  },
});
