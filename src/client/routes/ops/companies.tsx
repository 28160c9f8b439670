import { createFileRoute } from "@tanstack/react-router";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { CompaniesPage } from "#client/features/ops/components/companies-page.tsx";

// Companies (document 4 section 6): type, codes, names and feature switches.
export const Route = createFileRoute("/ops/companies")({
  component: OpsCompanies,
});

function OpsCompanies() {
  const role = useOpsUser().data?.operatorRole ?? null;
  return <CompaniesPage operatorRole={role} />;
}
