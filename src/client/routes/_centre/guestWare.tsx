import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Guest library (tab 5); built by a later issue.
export const Route = createFileRoute("/_centre/guestWare")({
  component: () => <CentrePlaceholder name={msg`嘉宾库`} />,
});
