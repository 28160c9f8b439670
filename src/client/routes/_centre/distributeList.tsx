import { createFileRoute } from "@tanstack/react-router";
import { NextWeekDistributionPage } from "#client/features/company-home/components/next-week-distribution-page.tsx";

// Next week's activity distribution, opened from the home page's distribution card (document 2 section 2.3).
export const Route = createFileRoute("/_centre/distributeList")({
  component: NextWeekDistributionPage,
});
