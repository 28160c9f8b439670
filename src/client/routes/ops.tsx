import { createFileRoute, Outlet, useLocation } from "@tanstack/react-router";
import { activateLocale, i18n } from "#client/lib/i18n.ts";
import { OpsGate } from "#client/features/ops/components/ops-gate.tsx";
import { OpsShell } from "#client/features/ops/components/ops-shell.tsx";

// The back office (document 4 section 6): its own shell, operators only, Chinese only. The root has already
// applied the visitor's language; the back office switches to Chinese without remembering it, as the
// enterprise centre does.
export const Route = createFileRoute("/ops")({
  beforeLoad: async () => {
    if (i18n.locale !== "zh-CN") await activateLocale("zh-CN", { remember: false });
  },
  component: OpsLayout,
});

function OpsLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const returnTo = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  return (
    <OpsGate returnTo={returnTo}>
      {(user) => (
        <OpsShell user={user} pathname={pathname}>
          <Outlet />
        </OpsShell>
      )}
    </OpsGate>
  );
}
