import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "#client/lib/api.ts";

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

/**
 * A detail route's loader: `startLoading(queryClient.ensureQueryData(…))` starts its page's first request while the route's code downloads, instead of after
 * the page renders. Not awaited and never thrown: the page shows its own loading state, refusal and offline
 * message, as it does when it fetches by itself.
 */
export function startLoading(...loads: Promise<unknown>[]): void {
  for (const load of loads) void load.catch(() => undefined);
}
