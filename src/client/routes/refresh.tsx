import { createFileRoute, redirect } from "@tanstack/react-router";
import { redirectTarget } from "#client/features/shell/redirect-target.ts";

// /refresh reloads a page (spec 1 §2.1): pages send the browser here with ?redirect=<path> and the router
// comes straight back, so that route's loaders and components start afresh.
export const Route = createFileRoute("/refresh")({
  beforeLoad: ({ search }) => {
    throw redirect({ href: redirectTarget((search as Record<string, unknown>).redirect), replace: true });
  },
});
