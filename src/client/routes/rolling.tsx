import { createFileRoute } from "@tanstack/react-router";
import { RollingPage } from "#client/features/rolling/components/rolling-page.tsx";

// Lottery draw services open for application (document 4 section 5); enterprise login required (route-meta).
export const Route = createFileRoute("/rolling")({
  component: RollingPage,
});
