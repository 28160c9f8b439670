import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateSearchResultsQuery, type TSearchResultsQuery } from "#client/features/public-list/public-list-search.ts";
import { SearchResultsPage } from "#client/features/public-list/components/search-results-page.tsx";
import { DictionaryCode, useDictionaryChildren } from "#client/features/shell/shell.queries.ts";

// Search (document 4 section 2.7): the header's search box lands here with ?keyword=; the hot-search words are
// the shell's dictionary, as under the search box.
export const Route = createFileRoute("/searchResults")({
  validateSearch: validateSearchResultsQuery,
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const hot = useDictionaryChildren(DictionaryCode.hotSearch);
  const hotWords = (hot.data ?? []).map((item) => ({ id: item.id, label: item.name, keyword: item.attachField1 || item.name }));
  const onQueryChange = useCallback((next: TSearchResultsQuery) => void navigate({ search: validateSearchResultsQuery({ ...next }) }), [navigate]);
  return <SearchResultsPage query={query} onQueryChange={onQueryChange} hotWords={hotWords} />;
}
