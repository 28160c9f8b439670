import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { applyChange, type TQaPage } from "#client/features/public-qa/public-qa.merge.ts";
import { changeOfEvent } from "#client/features/public-qa/public-qa.events.ts";
import { activitySocketPath, applyToCache } from "#client/features/public-qa/public-qa.live.ts";
import { publicQaKeys } from "#client/features/public-qa/public-qa.queries.ts";
import { event, pageOf, pushed, qa } from "./fixtures.ts";

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => qa(from - i));

describe("what an event means for the list", () => {
  it("upserts an approved record pushed with the event, filling the viewer's flags as false", () => {
    const change = changeOfEvent(event({ kind: "questionReviewed", questionId: 5, record: pushed(qa(5)) }));
    expect(change).toEqual({ op: "upsert", record: qa(5) });
  });

  it("upserts an auto-approved ask (status 3)", () => {
    expect(changeOfEvent(event({ kind: "asked", status: 3, record: pushed(qa(5, { status: 3 })) })).op).toBe("upsert");
  });

  it("removes a revoked speech, keeps a question whose answer was revoked", () => {
    expect(changeOfEvent(event({ kind: "revoked", questionId: 4, answerId: null, record: pushed(qa(4, { questionType: 3 })) }))).toEqual({ op: "remove", id: 4 });
    expect(changeOfEvent(event({ kind: "revoked", questionId: 4, answerId: null }))).toEqual({ op: "remove", id: 4 });
    expect(changeOfEvent(event({ kind: "revoked", questionId: 4, answerId: 9, record: pushed(qa(4)) })).op).toBe("upsert");
    expect(changeOfEvent(event({ kind: "revoked", questionId: 4, answerId: 9 }))).toEqual({ op: "refetch" });
  });

  it("sets a me-too count without a refetch", () => {
    expect(changeOfEvent(event({ kind: "meToo", questionId: 3, meTooCount: 12 }))).toEqual({ op: "meToo", id: 3, count: 12 });
  });

  it("removes a refused question, ignores pending answers, refetches what it cannot merge", () => {
    expect(changeOfEvent(event({ kind: "questionReviewed", questionId: 3, status: 2 }))).toEqual({ op: "remove", id: 3 });
    expect(changeOfEvent(event({ kind: "answered", status: 0, answerId: 8 })).op).toBe("ignore");
    expect(changeOfEvent(event({ kind: "questionReviewed", status: 1 })).op).toBe("refetch");
    // the viewer's own question asked elsewhere (or replayed from the outbox): fetched so it shows as theirs
    expect(changeOfEvent(event({ kind: "asked", status: 0 })).op).toBe("refetch");
    // a malformed record is not trusted
    expect(changeOfEvent(event({ kind: "questionReviewed", record: { id: "x" } })).op).toBe("refetch");
  });
});

describe("applying a change to a page", () => {
  it("puts a new item on top of the first page, keeps 10 and counts it", () => {
    const page = pageOf(range(10, 1), 12);
    const { page: next, outcome } = applyChange(page, { op: "upsert", record: qa(11) }, 1, 10);
    expect(outcome).toBe("added");
    expect(next.records.map((r) => r.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(next.total).toBe(13);
    expect(next.pages).toBe(2);
  });

  it("inserts an item approved late at its place in the newest-first order", () => {
    const page = pageOf([qa(9), qa(7), qa(3)]);
    const next = applyChange(page, { op: "upsert", record: qa(5) }, 1, 10).page;
    expect(next.records.map((r) => r.id)).toEqual([9, 7, 5, 3]);
  });

  it("never inserts into a later page", () => {
    const page = pageOf(range(10, 1), 20, 2);
    expect(applyChange(page, { op: "upsert", record: qa(30) }, 2, 10)).toEqual({ page, outcome: "absent" });
  });

  it("updates an item in place and keeps what only this viewer knows", () => {
    const page = pageOf([qa(2, { isMine: true, hasAddedOne: true }), qa(1)]);
    const answered = qa(2, { answers: [{ answerId: 1, replyContent: "答复", replyDate: "2026-11-21T03:00:00.000Z", guestName: "林慧敏", guestTitle: "董事会秘书", guestCompanyName: null, guestEnName: null, guestTitleEn: null, guestEnCompanyName: null }] });
    const { page: next, outcome } = applyChange(page, { op: "upsert", record: answered }, 1, 10);
    expect(outcome).toBe("updated");
    expect(next.records[0]).toMatchObject({ isMine: true, hasAddedOne: true, answers: [{ replyContent: "答复" }] });
  });

  it("removes an item and the count", () => {
    const { page, outcome } = applyChange(pageOf([qa(2), qa(1)], 11), { op: "remove", id: 2 }, 1, 10);
    expect(outcome).toBe("removed");
    expect(page.records.map((r) => r.id)).toEqual([1]);
    expect(page.total).toBe(10);
    expect(page.pages).toBe(1);
  });

  it("sets a me-too count, and the pressed state when given", () => {
    const page = pageOf([qa(2, { questionAddOneCount: 99 })]);
    expect(applyChange(page, { op: "meToo", id: 2, count: 100 }, 1, 10).page.records[0]).toMatchObject({ questionAddOneCount: 100, hasAddedOne: false });
    expect(applyChange(page, { op: "meToo", id: 2, count: 100, hasAddedOne: true }, 1, 10).page.records[0]!.hasAddedOne).toBe(true);
  });
});

describe("merging into the cached pages", () => {
  const key = (pageNo: number) => publicQaKeys.page(7, null, null, pageNo);
  const setup = () => {
    const client = new QueryClient();
    client.setQueryData<TQaPage>(key(1), pageOf(range(20, 11), 20));
    client.setQueryData<TQaPage>(key(2), pageOf(range(10, 1), 20, 2));
    return client;
  };

  it("adds a new item to the first page only and marks the later page stale, without refetching it", () => {
    const client = setup();
    expect(applyToCache(client, 7, { op: "upsert", record: qa(21) })).toBe("new");
    expect(client.getQueryData<TQaPage>(key(1))!.records[0]!.id).toBe(21);
    expect(client.getQueryData<TQaPage>(key(2))!.records.map((r) => r.id)).toEqual(range(10, 1).map((r) => r.id));
    expect(client.getQueryState(key(2))!.isInvalidated).toBe(true);
  });

  it("updates a known item wherever it is, without announcing it as new", () => {
    const client = setup();
    expect(applyToCache(client, 7, { op: "upsert", record: qa(5, { content: "改过" }) })).toBe("changed");
    expect(client.getQueryData<TQaPage>(key(2))!.records.find((r) => r.id === 5)!.content).toBe("改过");
    expect(client.getQueryData<TQaPage>(key(1))!.records).toHaveLength(10);
    expect(client.getQueryState(key(1))!.isInvalidated).toBe(false);
  });

  it("removes a revoked item from the page that holds it", () => {
    const client = setup();
    expect(applyToCache(client, 7, { op: "remove", id: 15 })).toBe("changed");
    expect(client.getQueryData<TQaPage>(key(1))!.records.some((r) => r.id === 15)).toBe(false);
    expect(client.getQueryState(key(2))!.isInvalidated).toBe(true);
  });

  it("leaves other activities alone", () => {
    const client = setup();
    client.setQueryData<TQaPage>(publicQaKeys.page(8, null, null, 1), pageOf([qa(5)]));
    applyToCache(client, 7, { op: "remove", id: 5 });
    expect(client.getQueryData<TQaPage>(publicQaKeys.page(8, null, null, 1))!.records).toHaveLength(1);
  });
});

describe("the activity socket's address", () => {
  it("carries the test code, never the token (it travels as a subprotocol)", () => {
    expect(activitySocketPath(7, null)).toBe("/base-service/pub/ws/activity/7");
    expect(activitySocketPath(7, "ab12")).toBe("/base-service/pub/ws/activity/7?testCode=ab12");
  });
});
