import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { ComingSoon } from "#client/components/widgets/coming-soon.tsx";
import { routeTitle } from "#client/features/shell/route-titles.ts";

/**
 * The body of a route whose page a later issue builds: the ComingSoon panel, named with the route's title so
 * the visitor knows where they are.
 */
export function PendingPage({ routeId }: { routeId: string }) {
  const { i18n } = useLingui();
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const title = routeTitle(routeId, search);
  return <ComingSoon pageName={title ? i18n._(title) : undefined} />;
}
