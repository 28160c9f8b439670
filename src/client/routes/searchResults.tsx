import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { validateSearchResultsQuery, type TSearchResultsQuery } from "#client/features/public-list/public-list-search.ts";
import { SearchResultsPage } from "#client/features/public-list/components/search-results-page.tsx";
import { useLingui } from "@lingui/react";
import { hotWordOf, useDictionaryChildren } from "#client/features/shell/shell.queries.ts";
import { ShellDictionary } from "#shared/shell/boot-data.ts";

// Search (document 4 section 2.7): the header's search box lands here with ?keyword=; the hot-search words are
// the shell's dictionary, as under the search box.
export const Route = createFileRoute("/searchResults")({
  validateSearch: validateSearchResultsQuery,
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const hot = useDictionaryChildren(ShellDictionary.hotSearch);
  const { i18n } = useLingui();
  const hotWords = (hot.data ?? []).map((item) => hotWordOf(item, i18n.locale));
  const onQueryChange = useCallback((next: TSearchResultsQuery) => void navigate({ search: validateSearchResultsQuery({ ...next }) }), [navigate]);
  return <SearchResultsPage query={query} onQueryChange={onQueryChange} hotWords={hotWords} />;
}
