import { createFileRoute } from "@tanstack/react-router";
import { BarePageFrame } from "#client/features/site-content/components/bare-page-frame.tsx";
import { StaticContentPage } from "#client/features/site-content/components/static-content-page.tsx";

// Where everyone but operators is sent while maintenance mode is on (app/shell/maintenance-guard.tsx); its
// text is edited in the back office, and the server answers it even during maintenance.
export const Route = createFileRoute("/SystemMaintenance")({
  component: () => (
    <BarePageFrame homeLink={false}>
      <StaticContentPage pageKey="systemMaintenance" />
    </BarePageFrame>
  ),
});
