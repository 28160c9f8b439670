import { createFileRoute } from "@tanstack/react-router";
import { Container } from "@mantine/core";
import { CourseDetailPage } from "#client/features/site-content/components/course-pages.tsx";
import { idParam } from "#client/features/site-content/site-content.display.ts";

// One training course and its lessons (document 4 section 2.7); without an id the page says it does not exist.
export const Route = createFileRoute("/trainDetail/{-$id}")({
  component: () => (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <CourseDetailPage id={idParam(Route.useParams().id)} />
    </Container>
  ),
});
