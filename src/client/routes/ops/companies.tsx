import { createFileRoute } from "@tanstack/react-router";
import { CompaniesPage } from "#client/features/ops/components/companies-page.tsx";

// Companies and accounts: a company's members and its admin appointment (document 4 section 6).
export const Route = createFileRoute("/ops/companies")({
  component: CompaniesPage,
});
