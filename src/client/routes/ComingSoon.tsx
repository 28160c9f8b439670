import { createFileRoute } from "@tanstack/react-router";
import { Container } from "@mantine/core";
import { StaticContentPage } from "#client/features/site-content/components/static-content-page.tsx";

// The spec's own "coming soon" page; its text is edited in the back office.
export const Route = createFileRoute("/ComingSoon")({
  component: () => (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <StaticContentPage pageKey="comingSoon" backHome />
    </Container>
  ),
});
