import { getNextSnapshot, setup } from "xstate";
import { AuditStatus, contractDatesProblem, reasonProblem } from "./relay-rules.ts";

/**
 * Relay-platform certification (document 3 section 4 "Relay certification"; document 4 section 6) as one
 * state machine, shared by the server (which refuses a call the current state does not accept), the
 * company's panel and the operator's review page (which show the state and offer only the accepted events).
 * It is pure: no actors, no I/O. A record's (progress, auditStatus) maps to a state and back (stateOf,
 * recordOf below), so the database keeps the spec's fields and the machine decides what may happen next.
 */

export type TRelayEvent =
  // the company
  | { type: "relay.submit" }
  | { type: "relay.submitPlan" }
  | { type: "relay.confirmTest" }
  // the operator
  | { type: "relay.passQualification" }
  | { type: "relay.rejectQualification"; reason: string }
  | { type: "relay.passPlan" }
  | { type: "relay.rejectPlan"; reason: string }
  | { type: "relay.provideTestPlan"; path: string }
  | { type: "relay.startInternalReview" }
  | { type: "relay.rejectInternal"; reason: string }
  | { type: "relay.signContract"; contractTime: string; contractEndTime: string }
  | { type: "relay.expire" };

export type TRelayEventType = TRelayEvent["type"];

/** Who sends each event: the company's calls and the back office's review. */
export const COMPANY_EVENTS = ["relay.submit", "relay.submitPlan", "relay.confirmTest"] as const satisfies readonly TRelayEventType[];
export const OPERATOR_EVENTS = [
  "relay.passQualification",
  "relay.rejectQualification",
  "relay.passPlan",
  "relay.rejectPlan",
  "relay.provideTestPlan",
  "relay.startInternalReview",
  "relay.rejectInternal",
  "relay.signContract",
  "relay.expire",
] as const satisfies readonly TRelayEventType[];
export type TOperatorEventType = (typeof OPERATOR_EVENTS)[number];

const hasReason = ({ event }: { event: TRelayEvent }) => "reason" in event && reasonProblem(event.reason) === null;

export const relayCertificationMachine = setup({
  types: { events: {} as TRelayEvent },
  guards: {
    hasReason,
    hasTestPlan: ({ event }) => event.type === "relay.provideTestPlan" && event.path.trim() !== "",
    contractDatesValid: ({ event }) => event.type === "relay.signContract" && contractDatesProblem(event.contractTime, event.contractEndTime) === null,
  },
}).createMachine({
  id: "relayCertification",
  initial: "none",
  states: {
    /** no application yet (progress 0): the company submits its materials */
    none: { on: { "relay.submit": "qualificationReview" } },
    /** progress 1 status 1: initial qualification review */
    qualificationReview: {
      on: {
        "relay.passQualification": "qualificationPassed",
        "relay.rejectQualification": { target: "qualificationRejected", guard: "hasReason" },
      },
    },
    /** progress 1 status 2: the company uploads its technical plan */
    qualificationPassed: { on: { "relay.submitPlan": "planReview" } },
    /** progress 1 status 3: resubmission (a new record, hisId the failed one) */
    qualificationRejected: { on: { "relay.submit": "qualificationReview" } },
    /** progress 2 status 1: plan confirmation */
    planReview: {
      on: {
        "relay.passPlan": "planPassed",
        "relay.rejectPlan": { target: "planRejected", guard: "hasReason" },
      },
    },
    /** progress 2 status 2: waiting for the back office's test plan */
    planPassed: { on: { "relay.provideTestPlan": { target: "testConfirming", guard: "hasTestPlan" } } },
    /** progress 2 status 3: the plan is sent again (a new record, hisId the failed one) */
    planRejected: { on: { "relay.submitPlan": "planReview" } },
    /** progress 3 status 1: the company confirms the test plan (programme_confirm_test_affirm) */
    testConfirming: { on: { "relay.confirmTest": "testConfirmed" } },
    /** progress 3 status 2: test plan confirmed; the back office tests and opens the internal review */
    testConfirmed: {
      on: {
        "relay.startInternalReview": "internalReview",
        "relay.rejectInternal": { target: "internalRejected", guard: "hasReason" },
      },
    },
    /** progress 4 status 2: internal review under way, contract signing in progress */
    internalReview: {
      on: {
        "relay.signContract": { target: "signed", guard: "contractDatesValid" },
        "relay.rejectInternal": { target: "internalRejected", guard: "hasReason" },
      },
    },
    /** progress 4 status 3: internal review or signing failed; re-certify */
    internalRejected: { on: { "relay.submit": "qualificationReview" } },
    /** progress 5 status 2: signed, with signing date and validity end */
    signed: { on: { "relay.expire": "expired" } },
    /** progress 6: the contract expired; re-certify */
    expired: { on: { "relay.submit": "qualificationReview" } },
  },
});

export type TRelayState =
  | "none"
  | "qualificationReview"
  | "qualificationPassed"
  | "qualificationRejected"
  | "planReview"
  | "planPassed"
  | "planRejected"
  | "testConfirming"
  | "testConfirmed"
  | "internalReview"
  | "internalRejected"
  | "signed"
  | "expired";

/** Each state's record fields (document 3 section 3: progress 0–6, auditStatus 1 reviewing, 2 passed, 3 failed). */
export const STATE_RECORD: Record<TRelayState, { progress: number; auditStatus: number | null }> = {
  none: { progress: 0, auditStatus: null },
  qualificationReview: { progress: 1, auditStatus: AuditStatus.reviewing },
  qualificationPassed: { progress: 1, auditStatus: AuditStatus.passed },
  qualificationRejected: { progress: 1, auditStatus: AuditStatus.failed },
  planReview: { progress: 2, auditStatus: AuditStatus.reviewing },
  planPassed: { progress: 2, auditStatus: AuditStatus.passed },
  planRejected: { progress: 2, auditStatus: AuditStatus.failed },
  testConfirming: { progress: 3, auditStatus: AuditStatus.reviewing },
  testConfirmed: { progress: 3, auditStatus: AuditStatus.passed },
  internalReview: { progress: 4, auditStatus: AuditStatus.passed },
  internalRejected: { progress: 4, auditStatus: AuditStatus.failed },
  signed: { progress: 5, auditStatus: AuditStatus.passed },
  expired: { progress: 6, auditStatus: AuditStatus.passed },
};

/** The state of a record (none when there is no record); an unknown pair is treated as no application. */
export function stateOf(record: { progress: number; auditStatus: number | null } | null | undefined): TRelayState {
  if (!record) return "none";
  const found = (Object.keys(STATE_RECORD) as TRelayState[]).find((s) => STATE_RECORD[s].progress === record.progress && STATE_RECORD[s].auditStatus === record.auditStatus);
  if (found) return found;
  return record.progress >= 6 ? "expired" : "none";
}

function snapshotOf(state: TRelayState) {
  return relayCertificationMachine.resolveState({ value: state });
}

/** The state after `event`, or null when the current state does not accept it (out of order, or a guard fails). */
export function nextState(state: TRelayState, event: TRelayEvent): TRelayState | null {
  const snapshot = snapshotOf(state);
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(relayCertificationMachine, snapshot, event).value as TRelayState;
}

/** The event types the state accepts (guards aside), in the order given: what a screen offers. */
export function acceptedEvents<T extends TRelayEventType>(state: TRelayState, types: readonly T[]): T[] {
  const node = relayCertificationMachine.getStateNodeById(`relayCertification.${state}`);
  return types.filter((t) => node.ownEvents.includes(t));
}

/** Whether the company's next submission starts a new record that keeps the previous one as history (hisId). */
export function startsNewRecord(state: TRelayState, event: TRelayEventType): boolean {
  return (event === "relay.submit" && state !== "none") || (event === "relay.submitPlan" && state === "planRejected");
}

/**
 * The records waiting for the back office: the states in which an operator's event (other than marking a
 * signed contract expired) moves the certification on. The dashboard counts these as its certification queue.
 */
export function operatorTurnRecords(): { progress: number; auditStatus: number | null }[] {
  return (Object.keys(STATE_RECORD) as TRelayState[])
    .filter((s) => acceptedEvents(s, OPERATOR_EVENTS).some((e) => e !== "relay.expire"))
    .map((s) => STATE_RECORD[s]);
}
