import { createFileRoute } from "@tanstack/react-router";
import { validateOpsMessageQuery } from "#client/features/ops/ops-route-search.ts";
import { MessagesPage } from "#client/features/ops/components/messages-page.tsx";

// Messages to one company or to every company of a type.
export const Route = createFileRoute("/ops/messages")({
  validateSearch: validateOpsMessageQuery,
  component: OpsMessages,
});

function OpsMessages() {
  const { companyId } = Route.useSearch();
  return <MessagesPage companyId={companyId} />;
}
