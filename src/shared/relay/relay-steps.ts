import { AuditStatus } from "./relay-rules.ts";
import { STATE_RECORD, type TRelayState } from "./relay-certification.machine.ts";

/**
 * What the screens show of a certification: the six steps of the vertical list (document 3 section 2.2 item
 * 3) with the state of each, and the progress value the company card reads (document 2 section 4).
 */

export const RELAY_STEPS = ["selfReview", "qualification", "planConfirm", "planTest", "internalReview", "contract"] as const;
export type TRelayStep = (typeof RELAY_STEPS)[number];
export type TStepStatus = "wait" | "process" | "finish" | "error";

const ORDER: TRelayState[] = [
  "none",
  "qualificationReview",
  "qualificationPassed",
  "planReview",
  "planPassed",
  "testConfirming",
  "testConfirmed",
  "internalReview",
  "signed",
  "expired",
];
/** Where a failure sits in the order: the state it failed from. */
const FAILED_AT: Partial<Record<TRelayState, TRelayState>> = {
  qualificationRejected: "qualificationReview",
  planRejected: "planReview",
  internalRejected: "internalReview",
};

const at = (s: TRelayState) => ORDER.indexOf(FAILED_AT[s] ?? s);

/** The state of each of the six steps. */
export function relaySteps(state: TRelayState): Record<TRelayStep, TStepStatus> {
  const i = at(state);
  const step = (from: number, to: number, failState?: TRelayState): TStepStatus => {
    if (failState && state === failState) return "error";
    if (i > to) return "finish";
    if (i >= from) return "process";
    return "wait";
  };
  return {
    selfReview: state === "none" ? "process" : "finish",
    qualification: step(at("qualificationReview"), at("qualificationReview"), "qualificationRejected"),
    planConfirm: step(at("qualificationPassed"), at("planReview"), "planRejected"),
    planTest: step(at("planPassed"), at("testConfirming")),
    internalReview: step(at("testConfirmed"), at("internalReview"), "internalRejected"),
    // signing runs beside the internal review (progress 4 status 2); its failure is the same record's
    contract: state === "expired" || state === "internalRejected" ? "error" : step(at("internalReview"), at("signed") - 1),
  };
}

/**
 * The company card's progress (document 2 section 4): 0 none, 1–4 applying, 20/30/50 failed at the
 * qualification, the plan or the internal review and contract (progress + 1, times ten), 5 signed, 6 expired.
 */
export function companyProgressValue(state: TRelayState): number {
  const { progress, auditStatus } = STATE_RECORD[state];
  if (auditStatus === AuditStatus.failed) return (progress + 1) * 10;
  return progress;
}

/** Whether the company is certified for relaying (the card's "passed" needs it with progress 5). */
export function isCertified(state: TRelayState): boolean {
  return state === "signed";
}
