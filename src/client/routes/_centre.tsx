import { useEffect } from "react";
import { createFileRoute, Outlet, useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { Container, Paper } from "@mantine/core";
import { EnterpriseTab } from "#shared/company/enterprise-tabs.ts";
import { getLoginType } from "#client/lib/session.ts";
import { centreAccess, effectiveLoginType } from "#client/features/enterprise-centre/centre-access.ts";
import { centreTabOf, tabPath } from "#client/features/enterprise-centre/centre-tabs.ts";
import { guardCentre, isEntryPath } from "#client/features/enterprise-centre/centre.guards.ts";
import {
  useCentreCompany,
  useCentreUser,
  useCompanyUnreadCount,
} from "#client/features/enterprise-centre/centre.queries.ts";
import { readLastCentreTab, rememberCentreTab } from "#client/features/enterprise-centre/centre.storage.ts";
import { CentreTabsBar } from "#client/features/enterprise-centre/components/centre-tabs-bar.tsx";
import { CentreError } from "#client/features/enterprise-centre/components/centre-error.tsx";
import { CentrePending } from "#client/features/enterprise-centre/components/centre-status.tsx";

// The pathless layout of every enterprise-centre page (spec 1 section 2.4): token guard, the centre's
// redirect rules, and the tab strip.
export const Route = createFileRoute("/_centre")({
  beforeLoad: ({ location, preload }) => guardCentre({ pathname: location.pathname, preload }),
  pendingComponent: CentrePending,
  errorComponent: ({ error }) => <CentreError error={error} />,
  component: CentreLayout,
});

function CentreLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  // the entry only decides where to go; it has no page of its own
  if (isEntryPath(pathname)) return <Outlet />;
  return <CentreShell pathname={pathname} />;
}

function CentreShell({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const user = useCentreUser().data;
  const company = useCentreCompany().data ?? null;
  // the guard has checked the same rule before the page loaded; this keeps the tabs right if the data changes
  const decision = user ? centreAccess({ user, company, loginType: effectiveLoginType(user, getLoginType()), pathname }) : null;
  const tabs = decision?.kind === "stay" ? decision.tabs : [EnterpriseTab.centre];
  const active = centreTabOf(pathname) ?? readLastCentreTab() ?? EnterpriseTab.centre;
  const unread = useCompanyUnreadCount(tabs.includes(EnterpriseTab.messages)).data ?? 0;

  useEffect(() => {
    rememberCentreTab(active);
  }, [active]);

  // the data moved on under an open page (a right withdrawn, the company unbound): the guard applies its rule
  const moveOn = decision && decision.kind !== "stay" ? (decision.kind === "redirect" ? decision.to : "logout") : null;
  useEffect(() => {
    if (moveOn === "logout") void router.invalidate();
    else if (moveOn) void navigate({ href: moveOn, replace: true });
  }, [moveOn, navigate, router]);

  return (
    <Container size="xl" px={{ base: "xs", sm: "md" }} py={{ base: "xs", sm: "md" }}>
      <Paper withBorder radius="md" px={{ base: 4, sm: "md" }} mb={{ base: "xs", sm: "md" }} shadow="xs">
        <CentreTabsBar
          tabs={tabs}
          active={active}
          unread={unread}
          onSelect={(key) => void navigate({ href: tabPath(key) })}
        />
      </Paper>
      <Outlet />
    </Container>
  );
}
