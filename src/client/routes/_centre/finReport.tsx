import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Visual financial report (tab 10); built by a later issue.
export const Route = createFileRoute("/_centre/finReport")({
  component: () => <CentrePlaceholder name={msg`可视化财报`} />,
});
