import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// One activity's management tabs; built by a later issue.
export const Route = createFileRoute("/_centre/actManageDetail")({
  component: () => <CentrePlaceholder name={msg`活动详情`} />,
});
