import { createFileRoute } from "@tanstack/react-router";
import { RollingReviewPage } from "#client/features/ops/components/rolling-review-page.tsx";

// Lottery draw services and applications for review (document 4 section 6).
export const Route = createFileRoute("/ops/rolling")({
  component: RollingReviewPage,
});
