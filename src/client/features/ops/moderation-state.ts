import type { TModerationItem } from "#shared/api/qa.contract.ts";
import { ReviewStatus } from "#shared/qa/qa-rules.ts";
import type { TQaEvent } from "#shared/qa/qa-events.ts";

/**
 * The moderation queue's list state (document 4 section 6: "oldest first, without the list jumping while an
 * operator works"). Pure, so the rules below are unit-tested without a screen:
 * - the list is a snapshot of the pending items created before `asOf`; items created later are only counted
 *   (the "N new items" banner) until the operator reloads with a fresh `asOf`;
 * - an item the operator handles is hidden at once (optimistic) and comes back in its old place if the call
 *   fails; rows keep their load order, so nothing else moves;
 * - an item another operator reviewed stays where it is, greyed out, until this operator dismisses it or
 *   reloads: a row never disappears from under the pointer.
 */

/** What an item of the queue is: 1 question, 2 answer, 3 guest speech (the contract's kind). */
export const ModerationKind = { question: 1, answer: 2, speech: 3 } as const;
export type TModerationKind = (typeof ModerationKind)[keyof typeof ModerationKind];

/** The contract's page size of the queue. */
export const MODERATION_PAGE_SIZE = 20;

export interface TModerationFilters {
  kind?: TModerationKind;
  activityId?: number;
}

/**
 * pending: waiting for this operator; mine: handled here (hidden, maybe still in flight); elsewhere: reviewed by
 * another operator (greyed, kept in place); dismissed: an "elsewhere" row the operator put away.
 */
export type TRowState = "pending" | "mine" | "elsewhere" | "dismissed";

export interface TModerationRow {
  key: string;
  item: TModerationItem;
  state: TRowState;
  /** what happened to it elsewhere, as an event said: another operator's review, or the company's revocation */
  remote: TRemoteOutcome | null;
}

export interface TRemoteOutcome {
  by: "operator" | "company";
  /** the status it now has (1 approved, 2 refused; for a revoked answer whatever the event carried) */
  status: number;
}

/** A new pending item pushed after the snapshot was taken; `at` is the server's commit time (epoch ms). */
export interface TAnnouncement {
  key: string;
  at: number;
}

export interface TModerationState {
  filters: TModerationFilters;
  /** the moment the snapshot was asked for (ISO); items created later are announced instead of listed */
  asOf: string;
  /** false from a (re)load until its first page is in */
  loaded: boolean;
  rows: TModerationRow[];
  /** pending items of the snapshot the server has that the list has not loaded yet (an estimate) */
  unseen: number;
  announced: TAnnouncement[];
  /** the socket reconnected: pushes sent while it was down are lost, so the banner may undercount */
  missedPushes: boolean;
}

export type TModerationAction =
  | { type: "started"; asOf: string; filters: TModerationFilters }
  | { type: "loaded"; asOf: string; records: TModerationItem[]; total: number }
  | { type: "appended"; asOf: string; records: TModerationItem[]; total: number }
  | { type: "handled"; key: string }
  | { type: "rolledBack"; key: string }
  | { type: "dismissed"; key: string }
  | { type: "event"; event: TQaEvent }
  | { type: "reconnected" };

/** The identity of an item across the queue and the events (ids are per table, so the kind is part of it). */
export const itemKey = (kind: number, id: number): string => `${kind}:${id}`;

export function initialModerationState({ asOf, filters = {} }: { asOf: string; filters?: TModerationFilters }): TModerationState {
  return { filters, asOf, loaded: false, rows: [], unseen: 0, announced: [], missedPushes: false };
}

const VISIBLE: ReadonlySet<TRowState> = new Set(["pending", "elsewhere"]);

/** The rows on screen, in load order. */
export function visibleRows(state: TModerationState): TModerationRow[] {
  return state.rows.filter((r) => VISIBLE.has(r.state));
}

/** Rows still waiting for this operator. */
export function pendingRows(state: TModerationState): TModerationRow[] {
  return state.rows.filter((r) => r.state === "pending");
}

/** How many new items the banner announces. */
export function newItemCount(state: TModerationState): number {
  return state.announced.length;
}

/**
 * The page that continues the list. The server pages over what is still pending as of `asOf`, so the items
 * handled meanwhile have left its list: the rows still pending here are its first ones, and the page that
 * holds the next one is this (the overlap is dropped when appending).
 */
export function nextPageNo(state: TModerationState): number {
  return Math.floor(pendingRows(state).length / MODERATION_PAGE_SIZE) + 1;
}

/** The key that should take the focus once `key` leaves the screen: the next visible row, else the previous one. */
export function focusSuccessor(state: TModerationState, key: string): string | null {
  const rows = visibleRows(state);
  const at = rows.findIndex((r) => r.key === key);
  if (at < 0) return null;
  return rows[at + 1]?.key ?? rows[at - 1]?.key ?? null;
}

const matchesFilters = (filters: TModerationFilters, kind: TModerationKind, activityId: number): boolean =>
  (filters.kind === undefined || filters.kind === kind) && (filters.activityId === undefined || filters.activityId === activityId);

/** The queue item a "new pending item" event is about, or null when the event is not one. */
export function announcedKeyOf(event: TQaEvent): { key: string; kind: TModerationKind } | null {
  // an auto-approved question (status 3) never waits for an operator; a missing status is taken as pending
  if (event.status !== null && event.status !== ReviewStatus.pending) return null;
  switch (event.kind) {
    case "asked":
      return { key: itemKey(ModerationKind.question, event.questionId), kind: ModerationKind.question };
    case "answered":
      return event.answerId === null ? null : { key: itemKey(ModerationKind.answer, event.answerId), kind: ModerationKind.answer };
    case "spoke":
      return { key: itemKey(ModerationKind.speech, event.questionId), kind: ModerationKind.speech };
    default:
      return null;
  }
}

/**
 * The queue items a "reviewed" event may be about. Questions and speeches share one table and so one id
 * space, and an answer is named by answerId, so listing every candidate can never hit the wrong item.
 */
export function reviewedKeysOf(event: TQaEvent): string[] {
  if (event.kind === "revoked") return event.answerId === null ? [] : [itemKey(ModerationKind.answer, event.answerId)];
  if (event.kind === "questionReviewed") return [itemKey(ModerationKind.question, event.questionId), itemKey(ModerationKind.speech, event.questionId)];
  if (event.kind === "answerReviewed") {
    const keys = [itemKey(ModerationKind.speech, event.questionId)];
    if (event.answerId !== null) keys.unshift(itemKey(ModerationKind.answer, event.answerId));
    return keys;
  }
  return [];
}

const toRow = (item: TModerationItem): TModerationRow => ({ key: itemKey(item.kind, item.id), item, state: "pending", remote: null });

const unseenAfter = (rows: TModerationRow[], total: number): number => Math.max(0, total - rows.filter((r) => r.state === "pending").length);

function onEvent(state: TModerationState, event: TQaEvent): TModerationState {
  const announced = announcedKeyOf(event);
  if (announced) {
    if (!matchesFilters(state.filters, announced.kind, event.activityId)) return state;
    // pushed late for an item the snapshot already holds (or will hold, when it is still loading)
    if (event.at <= Date.parse(state.asOf)) return state;
    if (state.rows.some((r) => r.key === announced.key) || state.announced.some((a) => a.key === announced.key)) return state;
    return { ...state, announced: [...state.announced, { key: announced.key, at: event.at }] };
  }
  const keys = reviewedKeysOf(event);
  if (keys.length === 0) return state;
  // a company revoking its pending answer takes it out of the queue as surely as a review does
  const remote: TRemoteOutcome = { by: event.kind === "revoked" ? "company" : "operator", status: event.status ?? ReviewStatus.approved };
  let changed = false;
  const rows = state.rows.map((row) => {
    if (!keys.includes(row.key)) return row;
    changed = true;
    // a row handled here keeps its state: the event is most likely this operator's own review coming back
    if (row.state === "pending") return { ...row, state: "elsewhere" as const, remote };
    return { ...row, remote };
  });
  const left = state.announced.filter((a) => !keys.includes(a.key));
  if (!changed && left.length === state.announced.length) return state;
  return { ...state, rows: changed ? rows : state.rows, announced: left };
}

const setRowState = (state: TModerationState, key: string, next: (row: TModerationRow) => TRowState | null): TModerationState => {
  let changed = false;
  const rows = state.rows.map((row) => {
    if (row.key !== key) return row;
    const to = next(row);
    if (to === null || to === row.state) return row;
    changed = true;
    return { ...row, state: to };
  });
  return changed ? { ...state, rows } : state;
};

export function moderationReducer(state: TModerationState, action: TModerationAction): TModerationState {
  switch (action.type) {
    case "started":
      // the rows stay on screen until the new snapshot is in; the banner keeps what the new one will not hold
      return {
        ...state,
        asOf: action.asOf,
        filters: action.filters,
        loaded: false,
        announced: state.announced.filter((a) => a.at > Date.parse(action.asOf)),
      };
    case "loaded": {
      if (action.asOf !== state.asOf) return state; // an answer to a snapshot since replaced
      const rows = action.records.map(toRow);
      const keys = new Set(rows.map((r) => r.key));
      return {
        ...state,
        loaded: true,
        rows,
        unseen: unseenAfter(rows, action.total),
        announced: state.announced.filter((a) => !keys.has(a.key) && a.at > Date.parse(action.asOf)),
        missedPushes: false,
      };
    }
    case "appended": {
      if (action.asOf !== state.asOf) return state;
      const known = new Set(state.rows.map((r) => r.key));
      const rows = [...state.rows, ...action.records.filter((item) => !known.has(itemKey(item.kind, item.id))).map(toRow)];
      return { ...state, rows, unseen: unseenAfter(rows, action.total) };
    }
    case "handled":
      return setRowState(state, action.key, (row) => (row.state === "pending" ? "mine" : null));
    case "rolledBack":
      // someone else's review seen while the call was out wins over "pending"
      return setRowState(state, action.key, (row) => (row.state !== "mine" ? null : row.remote !== null ? "elsewhere" : "pending"));
    case "dismissed":
      return setRowState(state, action.key, (row) => (row.state === "elsewhere" ? "dismissed" : null));
    case "event":
      return onEvent(state, action.event);
    case "reconnected":
      return state.missedPushes ? state : { ...state, missedPushes: true };
  }
}

/** The moderation_queue body of one page of a snapshot. */
export function moderationQueueBody(filters: TModerationFilters, asOf: string, pageNo: number): Record<string, string | number> {
  const body: Record<string, string | number> = { pageNo, pageSize: MODERATION_PAGE_SIZE, asOf };
  if (filters.kind !== undefined) body.kind = filters.kind;
  if (filters.activityId !== undefined) body.activityId = filters.activityId;
  return body;
}
