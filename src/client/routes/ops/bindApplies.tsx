import { createFileRoute } from "@tanstack/react-router";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { BindReviewPage } from "#client/features/ops/components/bind-review-page.tsx";

// Binding applications for review (document 4 section 6).
export const Route = createFileRoute("/ops/bindApplies")({
  component: OpsBindApplies,
});

function OpsBindApplies() {
  return <BindReviewPage operatorRole={useOpsUser().data?.operatorRole ?? null} />;
}
