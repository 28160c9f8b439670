import { createFileRoute } from "@tanstack/react-router";
import { RelayPanel } from "#client/features/relay/components/relay-panel.tsx";

// Relay-platform certification (document 3 section 2.2 item 3): the company's side of the shared machine.
export const Route = createFileRoute("/_centre/diversionAuthentication")({
  component: RelayPanel,
});
