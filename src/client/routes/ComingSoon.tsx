import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "#client/components/widgets/coming-soon.tsx";

// The spec's own "coming soon" page: the panel without a page name.
export const Route = createFileRoute("/ComingSoon")({
  component: () => <ComingSoon />,
});
