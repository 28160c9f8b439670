import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useToken } from "#client/lib/session.ts";
import { useUserInfo } from "#client/features/session/session.queries.ts";
import { shellKeys, usePublicSettings } from "#client/features/shell/shell.queries.ts";
import { MAINTENANCE_EVENT, maintenanceRedirect } from "#shared/content/maintenance.ts";

/** How often an open page asks whether maintenance began (the server refuses its calls meanwhile anyway). */
const RECHECK_MS = 60_000;

/**
 * Maintenance mode in the client (document 4 section 2.7): while the setting is on, every page but the back
 * office sends a visitor, an investor or a company user to /SystemMaintenance; an operator stays where they
 * are. It waits for the signed-in user's info before deciding, so an operator's page never flashes away. The
 * server refuses the same callers' calls (modules/content/maintenance.ts), so a page that has not noticed yet
 * shows nothing it should not.
 */
export function MaintenanceGuard() {
  const settings = usePublicSettings();
  const token = useToken();
  const user = useUserInfo();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enabled = settings.data?.maintenance.enabled === true;
  const known = token === null || !user.isPending;
  const target = known ? maintenanceRedirect(pathname, enabled, user.data?.userType === "operator") : null;

  useEffect(() => {
    if (target !== null) void navigate({ to: target, replace: true });
  }, [target, navigate]);

  // asked again now and then, and at once when a call is refused for maintenance (lib/api.ts)
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: shellKeys.publicSettings() });
    const timer = window.setInterval(recheck, RECHECK_MS);
    window.addEventListener(MAINTENANCE_EVENT, recheck);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(MAINTENANCE_EVENT, recheck);
    };
  }, [queryClient]);
  return null;
}
