import { createFileRoute, redirect } from "@tanstack/react-router";
import { redirectTarget } from "#client/features/shell/redirect-target.ts";

// Landing page for arrivals from the chat app's mini program (spec 4 §3): the root has already stored
// ?token=…; go on to the requested route.
export const Route = createFileRoute("/interminipage")({
  beforeLoad: ({ search }) => {
    throw redirect({ href: redirectTarget((search as Record<string, unknown>).redirect), replace: true });
  },
});
