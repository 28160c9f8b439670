import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "#client/app/shell/pending-page.tsx";

// The page itself comes with a later issue; until then the route says so (its title and guard already apply).
export const Route = createFileRoute("/login/personlogin/$type")({
  component: () => <PendingPage routeId="personLogin" />,
});
