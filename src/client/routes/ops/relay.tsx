import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateOpsRelayQuery } from "#client/features/relay/relay-search.ts";
import { RelayReviewPage } from "#client/features/relay/components/relay-review-page.tsx";
import type { TOpsRelayQuery } from "#client/features/relay/relay.queries.ts";

// Relay certification review: the queue, one application's steps and history, and the actions its state accepts.
export const Route = createFileRoute("/ops/relay")({
  validateSearch: validateOpsRelayQuery,
  component: OpsRelay,
});

function OpsRelay() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = { pageNo: search.page ?? 1, progress: search.progress, keyword: search.keyword, id: search.id };
  const onQueryChange = useCallback(
    (next: TOpsRelayQuery & { id?: number }) =>
      void navigate({ search: { page: next.pageNo > 1 ? next.pageNo : undefined, progress: next.progress as 0 | undefined, keyword: next.keyword, id: next.id } }),
    [navigate],
  );
  return <RelayReviewPage query={query} onQueryChange={onQueryChange} />;
}
