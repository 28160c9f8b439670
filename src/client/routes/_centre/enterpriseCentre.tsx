import { createFileRoute } from "@tanstack/react-router";
import { enterCentre } from "#client/features/enterprise-centre/centre.guards.ts";

// The way into the centre (spec 1 section 4.1): the bind check decides where the user lands; no page of its own.
export const Route = createFileRoute("/_centre/enterpriseCentre")({
  beforeLoad: ({ preload }) => enterCentre({ preload }),
});
