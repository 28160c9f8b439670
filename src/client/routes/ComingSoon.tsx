import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "#client/features/site-content/components/static-content-page.tsx";

// The spec's own "coming soon" page: the panel, with the explanation operators edit (the built-in one while
// it loads or offline).
export const Route = createFileRoute("/ComingSoon")({
  component: ComingSoonPage,
});
