import { createFileRoute } from "@tanstack/react-router";
import { HomepagePanel } from "#client/features/company-homepage/components/homepage-panel.tsx";

// Company homepage maintenance (centre tab 4, document 3 section 2.2 item 5).
export const Route = createFileRoute("/_centre/maintenance")({
  component: HomepagePanel,
});
