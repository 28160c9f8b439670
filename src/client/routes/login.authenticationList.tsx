import { createFileRoute } from "@tanstack/react-router";
import { BindListPage } from "#client/features/bind-apply/components/bind-list-page.tsx";

// The account's binding applications and their review state (document 4 section 3); token required.
export const Route = createFileRoute("/login/authenticationList")({
  component: BindListPage,
});
