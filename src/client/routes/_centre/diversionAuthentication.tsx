import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { CentrePlaceholder } from "#client/features/enterprise-centre/components/centre-placeholder.tsx";

// Relay-platform certification; built by a later issue.
export const Route = createFileRoute("/_centre/diversionAuthentication")({
  component: () => <CentrePlaceholder name={msg`导流认证`} />,
});
