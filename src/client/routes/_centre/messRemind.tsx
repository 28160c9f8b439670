import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Message reminders (tab 6); built by a later issue.
export const Route = createFileRoute("/_centre/messRemind")({
  component: () => <CentrePlaceholder name={msg`消息提醒`} />,
});
