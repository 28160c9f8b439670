import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "#client/lib/api.ts";
import { keepReadsOffline } from "#client/lib/query-persister.ts";

/** The app's single query cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // a body-code error (400, 403, lost session) will not change on retry; network failures might
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: {
      // writes are never retried blindly; the outbox replays them with their Idempotency-Key
      retry: false,
    },
  },
});

// TanStack Query assumes it starts online and learns only from later events; a page opened offline must
// know at once, so its fetches wait and the kept answers say they are saved copies
if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);

// the reads a page needs offline are kept on the device and stand in until the network answers
keepReadsOffline(queryClient);

/**
 * A detail route's loader: `startLoading(queryClient.ensureQueryData(…))` starts its page's first request while the route's code downloads, instead of after
 * the page renders. Not awaited and never thrown: the page shows its own loading state, refusal and offline
 * message, as it does when it fetches by itself.
 */
export function startLoading(...loads: Promise<unknown>[]): void {
  for (const load of loads) void load.catch(() => undefined);
}
