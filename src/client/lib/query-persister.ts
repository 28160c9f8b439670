import { onlineManager, type Query, type QueryClient, type QueryFunctionContext, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "#client/lib/api.ts";
import { getToken } from "#client/lib/session.ts";
import { isPersistedRead, PERSISTED_READS } from "#shared/offline/persisted-reads.ts";
import { dropPrivateAnswers, readSavedAnswer, writeSavedAnswer, writeSavedAnswersNow, type TAnswerToKeep } from "./saved-answers.ts";

/**
 * Keeps the answers of the reads listed in src/shared/offline/persisted-reads.ts on the device and answers a
 * query from them when the page has none in memory and the server cannot answer (a reload offline): the
 * kept answer shows with its original time, and a fresh one is fetched when the network returns.
 */

/** Writes wait this long, so a burst of live updates to one answer is saved once. */
const WRITE_DELAY_MS = 500;

const hasStore = (): boolean => typeof indexedDB !== "undefined";

/** The token a contract answer was fetched with (the second element of every contract query key). */
function ownerOf(queryKey: QueryKey): string | null {
  return typeof queryKey[1] === "string" ? queryKey[1] : null;
}

/**
 * The kept reads' `persister`. Online, a read asks the server as any query does, so a form never acts on an
 * old copy while the server can answer; the kept answer stands in when the server cannot be reached (a
 * refusal in the envelope is an answer, and is never replaced by a copy). Offline, nothing is sent: the
 * answer in memory, else the kept one, is answered at once and marked to be fetched again when the network
 * returns, so no refetch waits on the network (an invalidation after a queued write would wait forever).
 */
export async function persistedQueryFn<T>(
  queryFn: (context: QueryFunctionContext) => T | Promise<T>,
  context: QueryFunctionContext,
  query: Query,
): Promise<T> {
  if (!isPersistedRead(query.queryKey[0]) || !hasStore()) return queryFn(context);
  if (!onlineManager.isOnline()) {
    if (query.state.data === undefined) return standIn<T>(query, null).catch(() => queryFn(context));
    const { data, dataUpdatedAt } = query.state;
    keepAge(query, dataUpdatedAt);
    return data as T;
  }
  if (query.state.data !== undefined) return queryFn(context);
  try {
    return await queryFn(context);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return standIn<T>(query, error);
  }
}

/** The kept answer of a query, dated when it was saved; without one, the fetch's own failure. */
async function standIn<T>(query: Query, failure: unknown): Promise<T> {
  const saved = await readSavedAnswer(query.queryHash).catch(() => null);
  if (!saved) throw failure ?? new Error("no saved answer");
  keepAge(query, saved.savedAt);
  return saved.data as T;
}

/**
 * Once the fetch answered from memory or the device has settled, the answer keeps the time it was really
 * fetched (the page shows it as "saved at") and is marked stale, so the reconnect refetch replaces it.
 */
function keepAge(query: Query, fetchedAt: number): void {
  setTimeout(() => query.setState({ dataUpdatedAt: fetchedAt, isInvalidated: true }), 0);
}

/**
 * Saves every new answer of a kept read: a fetch's, and the live updates the page writes into the cache (the
 * socket's new answers), so the copy is the page as last seen. The state is read when the write runs, so a
 * restored answer is written back with its original time, not the time it was restored; a private answer of
 * a session that has ended meanwhile is not written. Writes still waiting when the page is left (a link
 * followed within the delay) are made at once, or the page just seen would be missing offline.
 */
function saveAnswersAsTheyChange(queryClient: QueryClient): void {
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; query: Query }>();
  const answerOf = (query: Query): TAnswerToKeep | null => {
    pending.delete(query.queryHash);
    const contract = query.queryKey[0];
    const { data, dataUpdatedAt } = query.state;
    const owner = ownerOf(query.queryKey);
    if (!isPersistedRead(contract) || data === undefined || (owner !== null && owner !== getToken())) return null;
    return { key: query.queryHash, contract, owner, data, savedAt: dataUpdatedAt };
  };
  const save = (a: TAnswerToKeep | null): void => {
    if (a) void writeSavedAnswer(a.key, a.contract, a.owner, a.data, a.savedAt).catch(() => undefined);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const query = event.query;
    if (!isPersistedRead(query.queryKey[0])) return;
    clearTimeout(pending.get(query.queryHash)?.timer);
    pending.set(query.queryHash, { timer: setTimeout(() => save(answerOf(query)), WRITE_DELAY_MS), query });
  });
  const flush = (): void => {
    const waiting = [...pending.values()];
    waiting.forEach(({ timer }) => clearTimeout(timer));
    const answers = waiting.map(({ query }) => answerOf(query)).filter((a) => a !== null);
    if (answers.length > 0 && !writeSavedAnswersNow(answers)) answers.forEach(save);
  };
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}

/**
 * Turns the kept reads on for a query client. Their fetch runs even offline ("offlineFirst") so the kept
 * answer can stand in; every other query waits for the network as before. At start, private answers of any
 * session but the current one are dropped.
 */
export function keepReadsOffline(queryClient: QueryClient): void {
  // per contract, not for every query: a persister makes TanStack run a query's first attempt even offline,
  // and a refetch of any other query would then wait for the network instead of pausing
  for (const contract of PERSISTED_READS) {
    queryClient.setQueryDefaults([contract], { networkMode: "offlineFirst", persister: persistedQueryFn });
  }
  if (!hasStore()) return;
  saveAnswersAsTheyChange(queryClient);
  void dropPrivateAnswers(getToken()).catch(() => undefined);
}

/** Drops every kept private answer (at logout). */
export function dropSavedPrivateAnswers(): Promise<void> {
  return hasStore() ? dropPrivateAnswers(null).catch(() => undefined) : Promise.resolve();
}
