import { describe, expect, it } from "vitest";
import {
  COMPANY_EVENTS,
  OPERATOR_EVENTS,
  STATE_RECORD,
  acceptedEvents,
  nextState,
  operatorTurnRecords,
  startsNewRecord,
  stateOf,
  type TRelayEvent,
  type TRelayState,
} from "#shared/relay/relay-certification.machine.ts";
import { companyProgressValue, relaySteps } from "#shared/relay/relay-steps.ts";
import { contractDatesProblem, contractExpired, isPlatformUrl, mayUseRelayCertification, reasonProblem, RelayMsg } from "#shared/relay/relay-rules.ts";
import { diversionProgressText } from "#shared/activity/company-home.ts";

const reason = "资质文件不清晰";
const HAPPY: [TRelayEvent, TRelayState][] = [
  [{ type: "relay.submit" }, "qualificationReview"],
  [{ type: "relay.passQualification" }, "qualificationPassed"],
  [{ type: "relay.submitPlan" }, "planReview"],
  [{ type: "relay.passPlan" }, "planPassed"],
  [{ type: "relay.provideTestPlan", path: "/files/uploads/t.pdf" }, "testConfirming"],
  [{ type: "relay.confirmTest" }, "testConfirmed"],
  [{ type: "relay.startInternalReview" }, "internalReview"],
  [{ type: "relay.signContract", contractTime: "2026-12-01", contractEndTime: "2027-11-30" }, "signed"],
  [{ type: "relay.expire" }, "expired"],
];

describe("the relay certification machine", () => {
  it("walks the six steps from submission to contract and expiry", () => {
    let state: TRelayState = "none";
    for (const [event, expected] of HAPPY) {
      const next = nextState(state, event);
      expect(next, `${state} + ${event.type}`).toBe(expected);
      state = next!;
    }
  });

  it("refuses every event out of order: each state accepts only its own", () => {
    const all = [...COMPANY_EVENTS, ...OPERATOR_EVENTS];
    const sample: Record<string, TRelayEvent> = Object.fromEntries(HAPPY.map(([e]) => [e.type, e]));
    sample["relay.rejectQualification"] = { type: "relay.rejectQualification", reason };
    sample["relay.rejectPlan"] = { type: "relay.rejectPlan", reason };
    sample["relay.rejectInternal"] = { type: "relay.rejectInternal", reason };
    const allowed: Record<TRelayState, string[]> = {
      none: ["relay.submit"],
      qualificationReview: ["relay.passQualification", "relay.rejectQualification"],
      qualificationPassed: ["relay.submitPlan"],
      qualificationRejected: ["relay.submit"],
      planReview: ["relay.passPlan", "relay.rejectPlan"],
      planPassed: ["relay.provideTestPlan"],
      planRejected: ["relay.submitPlan"],
      testConfirming: ["relay.confirmTest"],
      testConfirmed: ["relay.startInternalReview", "relay.rejectInternal"],
      internalReview: ["relay.signContract", "relay.rejectInternal"],
      internalRejected: ["relay.submit"],
      signed: ["relay.expire"],
      expired: ["relay.submit"],
    };
    for (const state of Object.keys(allowed) as TRelayState[]) {
      for (const type of all) {
        const ok = nextState(state, sample[type]!) !== null;
        expect(ok, `${state} + ${type}`).toBe(allowed[state].includes(type));
      }
      expect(acceptedEvents(state, all).sort()).toEqual([...allowed[state]].sort());
    }
  });

  it("rejects with a reason at each reviewed step, and the guards hold without one", () => {
    expect(nextState("qualificationReview", { type: "relay.rejectQualification", reason })).toBe("qualificationRejected");
    expect(nextState("planReview", { type: "relay.rejectPlan", reason })).toBe("planRejected");
    expect(nextState("internalReview", { type: "relay.rejectInternal", reason })).toBe("internalRejected");
    expect(nextState("testConfirmed", { type: "relay.rejectInternal", reason })).toBe("internalRejected");
    expect(nextState("qualificationReview", { type: "relay.rejectQualification", reason: "  " })).toBeNull();
    expect(nextState("planPassed", { type: "relay.provideTestPlan", path: "" })).toBeNull();
    expect(nextState("internalReview", { type: "relay.signContract", contractTime: "2027-01-01", contractEndTime: "2026-01-01" })).toBeNull();
  });

  it("lets a failure be resubmitted, starting a new record that keeps the old one (hisId)", () => {
    expect(nextState("qualificationRejected", { type: "relay.submit" })).toBe("qualificationReview");
    expect(nextState("planRejected", { type: "relay.submitPlan" })).toBe("planReview");
    expect(nextState("internalRejected", { type: "relay.submit" })).toBe("qualificationReview");
    expect(nextState("expired", { type: "relay.submit" })).toBe("qualificationReview");
    expect(startsNewRecord("none", "relay.submit")).toBe(false);
    expect(startsNewRecord("qualificationRejected", "relay.submit")).toBe(true);
    expect(startsNewRecord("qualificationPassed", "relay.submitPlan")).toBe(false);
    expect(startsNewRecord("planRejected", "relay.submitPlan")).toBe(true);
  });

  it("maps records to states and back, one pair per state", () => {
    for (const state of Object.keys(STATE_RECORD) as TRelayState[]) {
      expect(stateOf(state === "none" ? null : STATE_RECORD[state])).toBe(state);
    }
    expect(stateOf({ progress: 9, auditStatus: 2 })).toBe("expired");
    expect(stateOf({ progress: 1, auditStatus: 7 })).toBe("none");
  });
});

describe("the steps and the company card", () => {
  it("shows the six steps' state", () => {
    expect(relaySteps("none")).toEqual({ selfReview: "process", qualification: "wait", planConfirm: "wait", planTest: "wait", internalReview: "wait", contract: "wait" });
    expect(relaySteps("qualificationRejected")).toMatchObject({ selfReview: "finish", qualification: "error", planConfirm: "wait" });
    expect(relaySteps("qualificationPassed")).toMatchObject({ qualification: "finish", planConfirm: "process" });
    expect(relaySteps("planRejected")).toMatchObject({ planConfirm: "error", planTest: "wait" });
    expect(relaySteps("testConfirming")).toMatchObject({ planConfirm: "finish", planTest: "process", internalReview: "wait" });
    expect(relaySteps("internalReview")).toMatchObject({ planTest: "finish", internalReview: "process", contract: "process" });
    expect(relaySteps("internalRejected")).toMatchObject({ internalReview: "error", contract: "error" });
    expect(relaySteps("signed")).toEqual({ selfReview: "finish", qualification: "finish", planConfirm: "finish", planTest: "finish", internalReview: "finish", contract: "finish" });
    expect(relaySteps("expired")).toMatchObject({ internalReview: "finish", contract: "error" });
  });

  it("gives the card the progress values of document 2 section 4", () => {
    const text = (s: TRelayState) => diversionProgressText(companyProgressValue(s), s === "signed");
    expect(text("none")).toBe("待申请");
    for (const s of ["qualificationReview", "planReview", "testConfirming", "internalReview"] as const) expect(text(s)).toBe("申请中");
    for (const s of ["qualificationRejected", "planRejected", "internalRejected"] as const) expect(text(s)).toBe("审核不通过");
    expect(companyProgressValue("qualificationRejected")).toBe(20);
    expect(companyProgressValue("planRejected")).toBe(30);
    expect(companyProgressValue("internalRejected")).toBe(50);
    expect(text("signed")).toBe("认证通过");
    expect(text("expired")).toBe("已过期，请重新申请");
  });
});

describe("the relay rules", () => {
  it("checks reasons, contract dates, expiry and URLs", () => {
    expect(reasonProblem("")).toBe(RelayMsg.reasonRequired);
    expect(reasonProblem("x".repeat(501))).toBe(RelayMsg.reasonTooLong);
    expect(reasonProblem(reason)).toBeNull();
    expect(contractDatesProblem("2026-12-01", null)).toBe(RelayMsg.contractDatesRequired);
    expect(contractDatesProblem("2026-12-01", "2026-12-01")).toBe(RelayMsg.contractDatesOrder);
    expect(contractDatesProblem("2026-12-01", "2027-11-30")).toBeNull();
    expect(contractExpired("2026-11-25", "2026-11-26")).toBe(true);
    expect(contractExpired("2026-11-26", "2026-11-26")).toBe(false);
    expect(isPlatformUrl("https://live.example.com/room")).toBe(true);
    expect(isPlatformUrl("javascript:alert(1)")).toBe(false);
    expect(isPlatformUrl("example")).toBe(false);
  });

  it("lets types 1, 2, 3, 5, 6, 8 with the switch use it, admins or members with the flag", () => {
    const company = { companyType: 1, isEnableDiversion: true };
    expect(mayUseRelayCertification(company, { companyUserRole: 1, isDiversionEnable: false })).toBe(true);
    expect(mayUseRelayCertification(company, { companyUserRole: 2, isDiversionEnable: false })).toBe(false);
    expect(mayUseRelayCertification(company, { companyUserRole: 2, isDiversionEnable: true })).toBe(true);
    expect(mayUseRelayCertification({ companyType: 4, isEnableDiversion: true }, { companyUserRole: 1, isDiversionEnable: true })).toBe(false);
    expect(mayUseRelayCertification({ companyType: 1, isEnableDiversion: false }, { companyUserRole: 1, isDiversionEnable: true })).toBe(false);
  });
});

describe("the back office's turn (the dashboard's certification queue)", () => {
  it("is every state an operator moves on, and none where the company acts or the contract is signed", () => {
    const waiting = operatorTurnRecords();
    const turn = (Object.keys(STATE_RECORD) as TRelayState[]).filter((s) => waiting.some((r) => r === STATE_RECORD[s]));
    expect(turn.sort()).toEqual(["internalReview", "planPassed", "planReview", "qualificationReview", "testConfirmed"]);
  });
});
