import { createFileRoute } from "@tanstack/react-router";
import { PendingPage } from "#client/app/shell/pending-page.tsx";

interface Search {
  /** 2 service declaration, 3 service protocol (spec 1 §2.1) */
  routeType?: number;
}

// The page itself comes with a later issue; until then the route says so (its title and guard already apply).
export const Route = createFileRoute("/VersionAgreement")({
  // a number, so links write ?routeType=2 rather than the router's JSON-quoted ?routeType="2"
  validateSearch: (search: Record<string, unknown>): Search => {
    const routeType = Number(search.routeType);
    return Number.isInteger(routeType) ? { routeType } : {};
  },
  component: () => <PendingPage routeId="versionAgreement" />,
});
