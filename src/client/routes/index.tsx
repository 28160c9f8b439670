import { createFileRoute, redirect } from "@tanstack/react-router";

// The spec: the root redirects to home.
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/home", replace: true });
  },
});
