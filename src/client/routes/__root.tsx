import { Suspense } from "react";
import { createRootRoute, Outlet, redirect, useLocation } from "@tanstack/react-router";
import { AppProviders } from "#client/components/app-providers.tsx";
import { EkeyErrorNotice } from "#client/app/shell/ekey-error-notice.tsx";
import { MaintenanceGuard } from "#client/app/shell/maintenance-guard.tsx";
import { OutboxMount } from "#client/components/outbox/outbox-mount.tsx";
import { BareLayout, MainLayout } from "#client/app/shell/main-layout.tsx";
import { RealPersonNotice } from "#client/app/shell/real-person-notice.tsx";
import { ShellEffects } from "#client/app/shell/shell-effects.tsx";
import { ShellLive } from "#client/app/shell/shell-live.tsx";
import { preloadSignedInHeader } from "#client/app/shell/user-menu.tsx";
import { useViewport } from "#client/components/layout/use-viewport.ts";
import { DeferredRender } from "#client/components/widgets/deferred-render.tsx";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { getToken, useToken } from "#client/lib/session.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { useLoginType } from "#client/features/session/session.hooks.ts";
import { useUserInfo } from "#client/features/session/session.queries.ts";
import { consumeTokenFromUrl } from "#client/features/session/session.url.ts";
import { syncCentreLocale } from "#client/features/shell/centre-locale.ts";
import { ensureCatalogs } from "#client/lib/i18n.ts";
import { catalogPartsFor } from "#client/locales/catalogs.ts";
import { guardRedirect, routeMetaFor } from "#shared/shell/route-meta.ts";

// Only a logged-in page holds the live socket; visitors never load it.
const LiveSocket = lazyNamed(() => import("#client/lib/realtime.tsx"), "LiveSocket");

export const Route = createRootRoute({
  // Runs before every navigation, for every route (spec 1 §2.1), so no route can forget these rules.
  beforeLoad: async ({ location }) => {
    // The identity provider may land on any route with ?token=…: store it and drop it from the address
    // before anything renders.
    const href = consumeTokenFromUrl(location.pathname, location.searchStr, location.hash);
    if (href !== null) throw redirect({ href, replace: true });
    // A route that needs a token, visited without one, goes to /home.
    const to = guardRedirect(location.pathname, getToken() !== null);
    if (to !== null) throw redirect({ href: to, replace: true });
    // A signed-in page's header draws the user's avatar, which visitors never load: fetched beside the
    // catalogs, so it is there at first paint.
    const signedInHeader = getToken() !== null ? preloadSignedInHeader() : undefined;
    // The enterprise centre is Chinese only; server texts are fetched again in the new language.
    if (await syncCentreLocale(location.pathname)) void queryClient.invalidateQueries();
    await ensureCatalogs(catalogPartsFor(location.pathname));
    await signedInHeader;
  },
  component: RootLayout,
});

function RootLayout() {
  // The first render of the whole portal, drawn in slices: TanStack Router and React Query announce their
  // state through useSyncExternalStore, whose updates React renders in one synchronous task, and the header,
  // banner and page of /home took 100 to 230 ms of a throttled phone's main thread in one go (Total Blocking
  // Time, npm run bench:lighthouse). Inside DeferredRender that render runs at transition priority and yields
  // to the browser every few milliseconds; it mounts once, so later navigations are not deferred.
  return (
    <AppProviders>
      <DeferredRender>
        <RootBody />
        <MaintenanceGuard />
        <ShellLive />
        <EkeyErrorNotice />
        <RealPersonNotice />
        <LoggedInSocket />
        <OutboxMount />
      </DeferredRender>
    </AppProviders>
  );
}

/** The live socket (pushes, unread counts) runs only while a token is stored. */
function LoggedInSocket() {
  const token = useToken();
  const userInfo = useUserInfo();
  if (token === null) return null;
  return (
    <Suspense fallback={null}>
      <LiveSocket userId={userInfo.data?.id} />
    </Suspense>
  );
}

/** The layout the route's meta names: the main layout, or the page alone for the "bare" routes. */
function RootBody() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const loginType = useLoginType();
  const { width, isMobile } = useViewport(loginType);
  const bare = routeMetaFor(pathname)?.layout === "bare";
  return (
    <>
      <ShellEffects width={width} isMobile={isMobile} />
      {bare ? (
        <BareLayout>
          <Outlet />
        </BareLayout>
      ) : (
        <MainLayout isMobile={isMobile} loginType={loginType}>
          <Outlet />
        </MainLayout>
      )}
    </>
  );
}
