import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Member management (tab 3); built by a later issue.
export const Route = createFileRoute("/_centre/memberManage")({
  component: () => <CentrePlaceholder name={msg`成员管理`} />,
});
