import { describe, expect, it } from "vitest";
import {
  MODERATION_PAGE_SIZE,
  announcedKeyOf,
  focusSuccessor,
  initialModerationState,
  moderationQueueBody,
  moderationReducer,
  newItemCount,
  nextPageNo,
  reviewedKeysOf,
  visibleRows,
  type TModerationAction,
  type TModerationState,
} from "#client/features/ops/moderation-state.ts";
import { parseActivityId, validateModerationQuery } from "#client/features/ops/moderation-search.ts";
import { AS_OF, modItem, qaEvent } from "./moderation-fixtures.ts";

const run = (state: TModerationState, ...actions: TModerationAction[]) => actions.reduce(moderationReducer, state);
const loaded = (count = 3, total = count) =>
  run(initialModerationState({ asOf: AS_OF }), {
    type: "loaded",
    asOf: AS_OF,
    records: Array.from({ length: count }, (_, i) => modItem({ id: i + 1 })),
    total,
  });
const keys = (state: TModerationState) => visibleRows(state).map((r) => r.key);

describe("moderation snapshot", () => {
  it("keeps the load order and ignores an answer for a replaced snapshot", () => {
    const state = loaded();
    expect(keys(state)).toEqual(["1:1", "1:2", "1:3"]);
    const stale = run(state, { type: "loaded", asOf: "2026-11-23T01:00:00.000Z", records: [modItem({ id: 9 })], total: 1 });
    expect(keys(stale)).toEqual(["1:1", "1:2", "1:3"]);
  });

  it("announces a new pending item instead of inserting it, once, and only when it matches the filters", () => {
    const asked = qaEvent({ kind: "asked", questionId: 7 });
    let state = run(loaded(), { type: "event", event: asked }, { type: "event", event: asked });
    expect(keys(state)).toEqual(["1:1", "1:2", "1:3"]);
    expect(newItemCount(state)).toBe(1);
    state = run(state, { type: "event", event: qaEvent({ kind: "answered", questionId: 2, answerId: 40 }) });
    expect(newItemCount(state)).toBe(2);
    // an auto-approved question never waits; another activity's item is not this filtered queue's
    state = run(state, { type: "event", event: qaEvent({ kind: "asked", questionId: 8, status: 3 }) });
    expect(newItemCount(state)).toBe(2);
    const filtered = run(initialModerationState({ asOf: AS_OF, filters: { activityId: 11, kind: 1 } }), {
      type: "event",
      event: qaEvent({ kind: "asked", questionId: 9, activityId: 12 }),
    }, { type: "event", event: qaEvent({ kind: "spoke", questionId: 10 }) });
    expect(newItemCount(filtered)).toBe(0);
  });

  it("does not announce an item created before the snapshot (a late push)", () => {
    const state = run(loaded(), { type: "event", event: qaEvent({ kind: "asked", questionId: 7, at: Date.parse(AS_OF) - 5 }) });
    expect(newItemCount(state)).toBe(0);
  });

  it("a fresh snapshot takes the announced items in and keeps counting those after it", () => {
    let state = run(loaded(), { type: "event", event: qaEvent({ kind: "asked", questionId: 7 }) });
    const next = "2026-11-23T02:01:00.000Z";
    state = run(state, { type: "started", asOf: next, filters: {} });
    expect(newItemCount(state)).toBe(0);
    // the old rows stay on screen while the new snapshot loads
    expect(keys(state)).toHaveLength(3);
    state = run(
      state,
      { type: "event", event: qaEvent({ kind: "asked", questionId: 8, at: Date.parse(next) + 1000 }) },
      { type: "loaded", asOf: next, records: [modItem({ id: 2 }), modItem({ id: 7 })], total: 2 },
    );
    expect(keys(state)).toEqual(["1:2", "1:7"]);
    expect(newItemCount(state)).toBe(1);
  });
});

describe("handling items", () => {
  it("hides a handled item without moving the others and puts it back in place on rollback", () => {
    let state = run(loaded(), { type: "handled", key: "1:2" });
    expect(keys(state)).toEqual(["1:1", "1:3"]);
    state = run(state, { type: "rolledBack", key: "1:2" });
    expect(keys(state)).toEqual(["1:1", "1:2", "1:3"]);
    expect(visibleRows(state)[1]!.state).toBe("pending");
  });

  it("greys out an item another operator reviewed, in place, until it is dismissed", () => {
    let state = run(loaded(), { type: "event", event: qaEvent({ kind: "questionReviewed", questionId: 2, status: 2 }) });
    expect(keys(state)).toEqual(["1:1", "1:2", "1:3"]);
    expect(visibleRows(state)[1]).toMatchObject({ state: "elsewhere", remote: { by: "operator", status: 2 } });
    // the buttons are gone, so handling it is not possible; dismissing takes it away
    expect(run(state, { type: "handled", key: "1:2" })).toBe(state);
    state = run(state, { type: "dismissed", key: "1:2" });
    expect(keys(state)).toEqual(["1:1", "1:3"]);
  });

  it("an operator's own review coming back over the socket changes nothing on screen", () => {
    let state = run(loaded(), { type: "handled", key: "1:1" });
    state = run(state, { type: "event", event: qaEvent({ kind: "questionReviewed", questionId: 1, status: 1 }) });
    expect(keys(state)).toEqual(["1:2", "1:3"]);
    // should the call still fail afterwards, the row comes back as reviewed elsewhere, not as pending
    state = run(state, { type: "rolledBack", key: "1:1" });
    expect(visibleRows(state)[0]).toMatchObject({ key: "1:1", state: "elsewhere" });
  });

  it("a reviewed or revoked item that was only announced leaves the banner", () => {
    let state = run(
      loaded(),
      { type: "event", event: qaEvent({ kind: "answered", questionId: 2, answerId: 40 }) },
      { type: "event", event: qaEvent({ kind: "spoke", questionId: 50 }) },
    );
    expect(newItemCount(state)).toBe(2);
    state = run(
      state,
      { type: "event", event: qaEvent({ kind: "revoked", questionId: 2, answerId: 40, status: 0 }) },
      { type: "event", event: qaEvent({ kind: "answerReviewed", questionId: 50, answerId: null, status: 1 }) },
    );
    expect(newItemCount(state)).toBe(0);
  });

  it("moves the focus to the next row, or the previous one at the end", () => {
    const state = loaded();
    expect(focusSuccessor(state, "1:2")).toBe("1:3");
    expect(focusSuccessor(state, "1:3")).toBe("1:2");
    expect(focusSuccessor(loaded(1), "1:1")).toBeNull();
  });
});

describe("paging a snapshot", () => {
  it("continues from what is still pending and drops the overlap", () => {
    let state = loaded(MODERATION_PAGE_SIZE, 25);
    expect(state.unseen).toBe(5);
    expect(nextPageNo(state)).toBe(2);
    // three handled: the server's list moved up by three, so page 1 now holds the next items
    state = run(state, { type: "handled", key: "1:1" }, { type: "handled", key: "1:2" }, { type: "handled", key: "1:3" });
    expect(nextPageNo(state)).toBe(1);
    const page = Array.from({ length: 20 }, (_, i) => modItem({ id: i + 4 }));
    state = run(state, { type: "appended", asOf: AS_OF, records: page, total: 22 });
    expect(keys(state)).toEqual(Array.from({ length: 20 }, (_, i) => `1:${i + 4}`));
    expect(state.unseen).toBe(2);
  });
});

describe("event keys", () => {
  it("names questions, answers and speeches by their own ids", () => {
    expect(announcedKeyOf(qaEvent({ kind: "asked", questionId: 3 }))?.key).toBe("1:3");
    expect(announcedKeyOf(qaEvent({ kind: "answered", questionId: 3, answerId: 9 }))?.key).toBe("2:9");
    expect(announcedKeyOf(qaEvent({ kind: "spoke", questionId: 4 }))?.key).toBe("3:4");
    expect(announcedKeyOf(qaEvent({ kind: "meToo", questionId: 4 }))).toBeNull();
    expect(reviewedKeysOf(qaEvent({ kind: "answerReviewed", questionId: 3, answerId: 9 }))).toEqual(["2:9", "3:3"]);
    expect(reviewedKeysOf(qaEvent({ kind: "questionReviewed", questionId: 3 }))).toEqual(["1:3", "3:3"]);
  });
});

describe("moderation search", () => {
  it("keeps a known kind and a positive activity id", () => {
    expect(validateModerationQuery({ kind: "2", activityId: "11" })).toEqual({ kind: 2, activityId: 11 });
    expect(validateModerationQuery({ kind: 4, activityId: "-1" })).toEqual({ kind: undefined, activityId: undefined });
    expect(parseActivityId(" 12 ")).toBe(12);
    expect(parseActivityId("12a")).toBeUndefined();
    expect(moderationQueueBody({ kind: 1 }, AS_OF, 2)).toEqual({ pageNo: 2, pageSize: 20, asOf: AS_OF, kind: 1 });
  });
});
