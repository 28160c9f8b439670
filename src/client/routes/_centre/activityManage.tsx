import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Activity management (tab 2); built by a later issue.
export const Route = createFileRoute("/_centre/activityManage")({
  component: () => <CentrePlaceholder name={msg`活动管理`} />,
});
