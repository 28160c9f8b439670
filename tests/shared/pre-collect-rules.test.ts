import { describe, expect, it } from "vitest";
import { CollectType, PreCollectStatus, canAnswer, canCancelAnswer, canMarkUnsuitable, canUndoUnsuitable, preCollectionOpen } from "#shared/qa/pre-collect-rules.ts";

const q = (status: number, collectType: number = CollectType.userAsked) => ({ status, collectType });

describe("pre-collected question status (document 3 section 4)", () => {
  it("marks only a pending question a user asked not suitable, and takes it back from there", () => {
    expect(canMarkUnsuitable(q(PreCollectStatus.pending))).toBe(true);
    expect(canMarkUnsuitable(q(PreCollectStatus.pending, CollectType.companyAdded))).toBe(false);
    expect(canMarkUnsuitable(q(PreCollectStatus.pending, CollectType.imported))).toBe(false);
    expect(canMarkUnsuitable(q(PreCollectStatus.answered))).toBe(false);
    expect(canUndoUnsuitable(q(PreCollectStatus.unsuitable))).toBe(true);
    expect(canUndoUnsuitable(q(PreCollectStatus.pending))).toBe(false);
  });
  it("answers a pending one and cancels an answered one", () => {
    expect(canAnswer(q(PreCollectStatus.pending))).toBe(true);
    expect(canAnswer(q(PreCollectStatus.unsuitable))).toBe(false);
    expect(canAnswer(q(PreCollectStatus.answered))).toBe(false);
    expect(canCancelAnswer(q(PreCollectStatus.answered))).toBe(true);
    expect(canCancelAnswer(q(PreCollectStatus.pending))).toBe(false);
  });
});

describe("collection is open (document 4 section 2.7)", () => {
  const open = { moduleHasPreCollection: true, isCancel: false, pubStatus: 1, status: 1 };
  it("for a published, upcoming activity with the module on", () => {
    expect(preCollectionOpen(open)).toBe(true);
    expect(preCollectionOpen({ ...open, pubStatus: 2 })).toBe(true);
  });
  it.each([
    ["module off", { moduleHasPreCollection: false }],
    ["cancelled", { isCancel: true }],
    ["unpublished", { pubStatus: 0 }],
    ["started", { status: 2 }],
    ["ended", { status: 3 }],
  ])("not when %s", (_name, patch) => expect(preCollectionOpen({ ...open, ...patch })).toBe(false));
});
