import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Container } from "@mantine/core";
import { searchInt, searchParams } from "#client/lib/route-search.ts";
import { HotTopicListPage } from "#client/features/site-content/components/hot-topic-pages.tsx";

// Every hot topic (document 4 section 2.7); the page number lives in the address so a page can be shared.
export const Route = createFileRoute("/hotTopic")({
  validateSearch: searchParams({ page: searchInt(2) }),
  component: HotTopicRoute,
});

function HotTopicRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPageChange = useCallback((next: number) => void navigate({ search: next > 1 ? { page: next } : {} }), [navigate]);
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <HotTopicListPage page={page} onPageChange={onPageChange} />
    </Container>
  );
}
