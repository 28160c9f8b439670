import { createFileRoute } from "@tanstack/react-router";
import { HomepageReviewPage } from "#client/features/ops/components/homepage-review-page.tsx";

// Company homepage changes (document 4 section 6): approve (publish) or reject with a reason.
export const Route = createFileRoute("/ops/homepages")({
  component: HomepageReviewPage,
});
