import { createFileRoute } from "@tanstack/react-router";
import { searchText, searchValue, type SearchValue } from "#client/features/shell/search-params.ts";
import { PdfViewPage } from "#client/features/institution/components/pdf-view-page.tsx";

interface Search {
  url?: SearchValue;
  title?: SearchValue;
}

// The PDF viewer: only this portal's stored PDFs (the page checks the address before fetching anything).
export const Route = createFileRoute("/pending/pdfView")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    url: searchValue(search.url),
    title: searchValue(search.title),
  }),
  component: PdfView,
});

function PdfView() {
  const search = Route.useSearch();
  return <PdfViewPage url={searchText(search.url)} title={searchText(search.title)?.slice(0, 100)} />;
}
