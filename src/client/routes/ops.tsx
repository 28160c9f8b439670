import { createFileRoute, Outlet, useLocation } from "@tanstack/react-router";
import { activateLocale, i18n } from "#client/lib/i18n.ts";
import { guardOps } from "#client/features/ops/ops.guards.ts";
import { OpsAccessError, OpsLoginPanel } from "#client/features/ops/components/ops-access.tsx";
import { OpsPending } from "#client/features/ops/components/ops-pending.tsx";
import { OpsShell } from "#client/features/ops/components/ops-shell.tsx";

// The back office (document 4 section 6): its own shell, operators only, Chinese only. The root has already
// applied the visitor's language; the back office switches to Chinese without remembering it, as the
// enterprise centre does. Its guard runs in beforeLoad like the centre's: a visitor who is not an operator
// gets the operator login (or 暂无权限) in place of the shell, and no back-office page or call loads.
export const Route = createFileRoute("/ops")({
  beforeLoad: async () => {
    if (i18n.locale !== "zh-CN") await activateLocale("zh-CN", { remember: false });
    return guardOps();
  },
  pendingComponent: OpsPending,
  errorComponent: OpsAccessError,
  component: OpsLayout,
});

function useReturnTo(): string {
  return useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
}

function OpsLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const returnTo = useReturnTo();
  const { opsAccess } = Route.useRouteContext();
  if (opsAccess.kind !== "operator") return <OpsLoginPanel returnTo={returnTo} kind={opsAccess.kind} />;
  return (
    <OpsShell user={opsAccess.user} pathname={pathname}>
      <Outlet />
    </OpsShell>
  );
}
