import { createFileRoute } from "@tanstack/react-router";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { CompanyProfilesPage } from "#client/features/ops/components/company-profiles-page.tsx";

// Company profiles (document 4 section 6): type, codes, names and feature switches (members and admins: /ops/companies).
export const Route = createFileRoute("/ops/companyProfiles")({
  component: OpsCompanyProfiles,
});

function OpsCompanyProfiles() {
  const role = useOpsUser().data?.operatorRole ?? null;
  return <CompanyProfilesPage operatorRole={role} />;
}
