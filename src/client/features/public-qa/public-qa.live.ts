import { useCallback, useRef, useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLiveChannel } from "#client/lib/live-channel.ts";
import { RECONNECTED, SOCKET_REFUSED } from "#client/lib/realtime.tsx";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";
import { PUBLIC_QA_PAGE_SIZE } from "#shared/qa/qa-rules.ts";
import { applyChange, type TQaChange, type TQaPage } from "./public-qa.merge.ts";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import { PUBLIC_PAGE_READS, publicQaKeys } from "./public-qa.queries.ts";

// what an event means (with the record's schema, and so zod): loaded with the first event, not with the page
const loadEvents = () => import("./public-qa.events.ts");

/** The page number a page key asked for (its body's pageNo, see publicQaKeys.page). */
function pageNoOf(key: readonly unknown[]): number {
  const body = key[2];
  const n = typeof body === "object" && body !== null ? (body as { pageNo?: unknown }).pageNo : undefined;
  return typeof n === "number" ? n : 1;
}

/** A collective corner's pages (their body names a companyId) take only the questions addressed to that company. */
function takesRecord(key: readonly unknown[], change: TQaChange): boolean {
  const body = key[2];
  const corner = typeof body === "object" && body !== null ? (body as { companyId?: unknown }).companyId : undefined;
  if (typeof corner !== "number" || change.op !== "upsert") return true;
  return change.record.companyId === undefined || change.record.companyId === corner;
}

/**
 * Applies a change to every cached page of the activity. Returns "new" when an item no page held arrived
 * (it goes onto the first page), so a viewer reading a later page can be told rather than shuffled.
 */
export function applyToCache(queryClient: QueryClient, activityId: number, change: TQaChange): "new" | "changed" | "none" {
  if (change.op === "ignore") return "none";
  if (change.op === "refetch") {
    void queryClient.invalidateQueries(publicQaKeys.pages(activityId));
    return "changed";
  }
  const cached = queryClient.getQueriesData<TQaPage>(publicQaKeys.pages(activityId)).filter(
    (entry): entry is [readonly unknown[], TQaPage] => entry[1] !== undefined,
  );
  const id = change.op === "upsert" ? change.record.id : change.id;
  const holders = cached.filter(([, page]) => page.records.some((r) => r.id === id));

  if (holders.length > 0 || change.op === "meToo") {
    for (const [key, page] of holders) queryClient.setQueryData<TQaPage>(key, applyChange(page, change, pageNoOf(key), PUBLIC_QA_PAGE_SIZE).page);
    if (change.op === "remove") markLaterPagesStale(queryClient, cached, holders);
    return holders.length > 0 ? "changed" : "none";
  }
  if (change.op === "remove") return "none";

  // a new item: onto the first page at its place; every other page moved by one
  const first = cached.filter(([key]) => pageNoOf(key) === 1 && takesRecord(key, change));
  for (const [key, page] of first) queryClient.setQueryData<TQaPage>(key, applyChange(page, change, 1, PUBLIC_QA_PAGE_SIZE).page);
  markLaterPagesStale(queryClient, cached, first);
  return "new";
}

/** Pages whose items shifted are fetched again when the viewer goes there, never under their eyes. */
function markLaterPagesStale(queryClient: QueryClient, cached: [readonly unknown[], TQaPage][], changed: [readonly unknown[], TQaPage][]): void {
  for (const [key] of cached) {
    if (!changed.some(([k]) => k === key)) void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: "none" });
  }
}

/**
 * The activity socket's address: the test code opens an unpublished page's socket. The token (which adds the
 * viewer's own channel) is not part of it: useLiveChannel offers it as a subprotocol.
 */
export function activitySocketPath(activityId: number, testCode: string | null): string {
  const query = new URLSearchParams();
  if (testCode) query.set("testCode", testCode);
  const search = query.toString();
  return `${qaSocketPaths.activity(activityId)}${search ? `?${search}` : ""}`;
}

/**
 * Listens to the activity's public socket (with the token, the viewer's own questions arrive there too) and
 * merges what is pushed into the cached pages. `currentPage` is the page the viewer reads: items that arrive
 * while they read a later page are counted (the "N new" indicator) instead of moving their page.
 */
export function usePublicQaLive(activityId: number, testCode: string | null, token: string | null, currentPage: number) {
  const queryClient = useQueryClient();
  const [newCount, setNewCount] = useState(0);
  const page = useRef(currentPage);
  page.current = currentPage;
  // messages are handled one after another in the order they came, the first once the events' chunk is in
  const handled = useRef<Promise<unknown>>(Promise.resolve());

  const onEvent = useCallback(
    (message: Record<string, unknown>) => {
      handled.current = handled.current.then(async () => {
        // after a reconnect, or when the server closed the socket because this viewer may no longer see the
        // activity (the refetch then answers that it does not exist)
        if (message.type === RECONNECTED || message.type === SOCKET_REFUSED) {
          void invalidateContracts(queryClient, PUBLIC_PAGE_READS);
          return;
        }
        const change = (await loadEvents()).changeOfMessage(message, activityId);
        if (!change) return;
        const result = applyToCache(queryClient, activityId, change);
        if (result === "new" && page.current !== 1) setNewCount((n) => n + 1);
      }).catch(() => {
        // the chunk did not load (offline): the reconnect's refetch brings what was missed
      });
    },
    [activityId, queryClient],
  );

  useLiveChannel(activityId > 0 ? activitySocketPath(activityId, testCode) : null, onEvent, token);

  const clearNew = useCallback(() => setNewCount(0), []);
  return { newCount, clearNew };
}
