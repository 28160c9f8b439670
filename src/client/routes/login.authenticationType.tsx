import { createFileRoute } from "@tanstack/react-router";
import { BindApplyPage } from "#client/features/bind-apply/components/bind-apply-page.tsx";

// The binding application (document 4 section 3); the route's guard asks for a token.
export const Route = createFileRoute("/login/authenticationType")({
  component: BindApplyPage,
});
