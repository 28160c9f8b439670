import { createFileRoute } from "@tanstack/react-router";
import { getLoginType } from "#client/lib/session.ts";
import { effectiveLoginType, visibleTabsFor } from "#client/features/enterprise-centre/centre-access.ts";
import { useCentreCompany, useCentreUser } from "#client/features/enterprise-centre/centre.queries.ts";
import { CompanyCard } from "#client/features/enterprise-centre/components/company-card.tsx";

// The enterprise home; the activity-management issue replaces the card with the real home page.
export const Route = createFileRoute("/_centre/center")({
  component: CentreHome,
});

function CentreHome() {
  const user = useCentreUser().data;
  const company = useCentreCompany().data;
  // the layout's guard has loaded both before this page renders
  if (!user || !company) return null;
  const tabs = visibleTabsFor(company, user, effectiveLoginType(user, getLoginType()));
  return <CompanyCard company={company} user={user} tabs={tabs} />;
}
