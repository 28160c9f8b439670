import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Enterprise videos (tab 9); built by a later issue.
export const Route = createFileRoute("/_centre/centerVideo")({
  component: () => <CentrePlaceholder name={msg`企业视频`} />,
});
