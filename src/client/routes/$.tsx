import { createFileRoute, redirect } from "@tanstack/react-router";

// The spec: unknown routes go to the root (which then goes to home).
export const Route = createFileRoute("/$")({
  beforeLoad: () => {
    throw redirect({ to: "/", replace: true });
  },
});
