import { createFileRoute } from "@tanstack/react-router";
import { Container } from "@mantine/core";
import { HotTopicDetailPage } from "#client/features/site-content/components/hot-topic-pages.tsx";
import { idParam } from "#client/features/site-content/site-content.display.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";

// One hot topic with its activities and videos (document 4 section 2.7).
export const Route = createFileRoute("/hotTopicDetail/$id")({
  loader: ({ params }) => {
    const id = idParam(params.id);
    // the queries module is imported here rather than at the top: a loader runs in the main bundle (/home's budget)
    if (id > 0) startLoading(import("#client/features/site-content/site-content.queries.ts").then((m) => queryClient.ensureQueryData(m.hotTopicDetailQuery(id))));
  },
  component: () => (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <HotTopicDetailPage id={idParam(Route.useParams().id)} />
    </Container>
  ),
});
