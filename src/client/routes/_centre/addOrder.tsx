import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// The booking screen (spec 1 section 2.5); built by a later issue.
export const Route = createFileRoute("/_centre/addOrder")({
  component: () => <CentrePlaceholder name={msg`预约路演`} />,
});
