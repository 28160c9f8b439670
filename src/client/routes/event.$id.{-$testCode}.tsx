import { createFileRoute } from "@tanstack/react-router";
import { Container } from "@mantine/core";
import { SubjectPage } from "#client/features/site-content/components/subject-page.tsx";
import { idParam } from "#client/features/site-content/site-content.display.ts";
import { queryClient, startLoading } from "#client/lib/query-client.ts";

const testCodeOf = (params: { testCode?: string }) => (params.testCode?.trim() ? params.testCode.trim() : null);

// A subject page (document 4 section 2.4); an unpublished one opens only with its test code.
export const Route = createFileRoute("/event/$id/{-$testCode}")({
  loader: ({ params }) => {
    const id = idParam(params.id);
    // the queries module is imported here rather than at the top: a loader runs in the main bundle (/home's budget)
    if (id > 0) startLoading(import("#client/features/site-content/site-content.queries.ts").then((m) => queryClient.ensureQueryData(m.subjectDetailQuery(id, testCodeOf(params)))));
  },
  component: EventRoute,
});

function EventRoute() {
  const params = Route.useParams();
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} px={{ base: "xs", sm: "md" }}>
      <SubjectPage id={idParam(params.id)} testCode={testCodeOf(params)} />
    </Container>
  );
}
