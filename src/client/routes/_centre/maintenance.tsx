import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Company homepage maintenance (tab 4); built by a later issue.
export const Route = createFileRoute("/_centre/maintenance")({
  component: () => <CentrePlaceholder name={msg`主页维护`} />,
});
