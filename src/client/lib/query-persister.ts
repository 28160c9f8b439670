import { onlineManager, type Query, type QueryClient, type QueryFunctionContext, type QueryKey } from "@tanstack/react-query";
import { getToken } from "#client/lib/session.ts";
import { isPersistedRead, PERSISTED_READS } from "#shared/offline/persisted-reads.ts";
import { dropPrivateAnswers, readSavedAnswer, writeSavedAnswer } from "./saved-answers.ts";

/**
 * Keeps the answers of the reads listed in src/shared/offline/persisted-reads.ts on the device and answers a
 * query from them when the page has none in memory (a reload, offline or not): the kept answer shows at once
 * with its original time, and a fresh one is fetched when the network allows (now, or when it returns).
 */

/** Writes wait this long, so a burst of live updates to one answer is saved once. */
const WRITE_DELAY_MS = 500;

const hasStore = (): boolean => typeof indexedDB !== "undefined";

/** The token a contract answer was fetched with (the second element of every contract query key). */
function ownerOf(queryKey: QueryKey): string | null {
  return typeof queryKey[1] === "string" ? queryKey[1] : null;
}

/** The queries' `persister`: a kept read with nothing in memory is answered from the device first. */
export async function persistedQueryFn<T>(
  queryFn: (context: QueryFunctionContext) => T | Promise<T>,
  context: QueryFunctionContext,
  query: Query,
): Promise<T> {
  if (query.state.data !== undefined || !isPersistedRead(query.queryKey[0]) || !hasStore()) return queryFn(context);
  const saved = await readSavedAnswer(query.queryHash).catch(() => null);
  if (!saved) return queryFn(context);
  // once this fetch has settled: give the answer its real age, then refresh it if it is stale and the
  // network is there (offline, the reconnect refetch does it when the network returns)
  setTimeout(() => {
    query.setState({ dataUpdatedAt: saved.savedAt });
    if (query.isStale() && onlineManager.isOnline()) void query.fetch().catch(() => undefined);
  }, 0);
  return saved.data as T;
}

/**
 * Saves every new answer of a kept read: a fetch's, and the live updates the page writes into the cache (the
 * socket's new answers), so the copy is the page as last seen. The state is read when the write runs, so a
 * restored answer is written back with its original time, not the time it was restored; a private answer of
 * a session that has ended meanwhile is not written.
 */
function saveAnswersAsTheyChange(queryClient: QueryClient): void {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const query = event.query;
    const contract = query.queryKey[0];
    if (!isPersistedRead(contract)) return;
    clearTimeout(pending.get(query.queryHash));
    pending.set(
      query.queryHash,
      setTimeout(() => {
        pending.delete(query.queryHash);
        const { data, dataUpdatedAt } = query.state;
        const owner = ownerOf(query.queryKey);
        if (data === undefined || (owner !== null && owner !== getToken())) return;
        void writeSavedAnswer(query.queryHash, contract, owner, data, dataUpdatedAt).catch(() => undefined);
      }, WRITE_DELAY_MS),
    );
  });
}

/**
 * Turns the kept reads on for a query client. Their first attempt runs even offline ("offlineFirst") so the
 * kept answer can stand in; later attempts wait for the network as every query's do. At start, private
 * answers of any session but the current one are dropped.
 */
export function keepReadsOffline(queryClient: QueryClient): void {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, persister: persistedQueryFn } });
  for (const contract of PERSISTED_READS) queryClient.setQueryDefaults([contract], { networkMode: "offlineFirst" });
  if (!hasStore()) return;
  saveAnswersAsTheyChange(queryClient);
  void dropPrivateAnswers(getToken()).catch(() => undefined);
}

/** Drops every kept private answer (at logout). */
export function dropSavedPrivateAnswers(): Promise<void> {
  return hasStore() ? dropPrivateAnswers(null).catch(() => undefined) : Promise.resolve();
}
