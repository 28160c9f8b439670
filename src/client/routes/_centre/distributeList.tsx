import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Next week's activity distribution list; built by a later issue.
export const Route = createFileRoute("/_centre/distributeList")({
  component: () => <CentrePlaceholder name={msg`下周活动分发`} />,
});
