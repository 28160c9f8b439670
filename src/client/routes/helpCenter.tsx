import { createFileRoute } from "@tanstack/react-router";
import { Container } from "@mantine/core";
import { searchValue, type SearchValue } from "#client/features/shell/search-params.ts";
import { HelpCenterPage } from "#client/features/site-content/components/help-center-page.tsx";
import { idParam } from "#client/features/site-content/site-content.display.ts";

interface Search {
  id?: SearchValue;
}

// The help centre: the articles and the one named by ?id= (the first without one).
export const Route = createFileRoute("/helpCenter")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    id: searchValue(search.id),
  }),
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  const { id } = Route.useSearch();
  const chosen = id === undefined ? null : idParam(id);
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <HelpCenterPage id={chosen} />
    </Container>
  );
}
