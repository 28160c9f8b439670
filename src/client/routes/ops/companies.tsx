import { createFileRoute } from "@tanstack/react-router";
import { CompaniesPage } from "#client/features/ops/components/companies-page.tsx";

// Companies and accounts (document 4 section 6): companies with their switches, their accounts and admin.
export const Route = createFileRoute("/ops/companies")({
  component: CompaniesPage,
});
