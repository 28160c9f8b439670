import { memo, useDeferredValue, useMemo, type ReactNode } from "react";
import { useLocation } from "@tanstack/react-router";
import { AppHeader } from "#client/app/shell/app-header.tsx";
import classes from "#client/components/layout/layout.module.css";
import { NoticeBanner } from "#client/app/shell/notice-banner.tsx";
import { SideButtons } from "#client/components/layout/side-buttons.tsx";
import { SiteFooter } from "#client/components/layout/site-footer.tsx";
import { DeferredRender } from "#client/components/widgets/deferred-render.tsx";
import { useToken } from "#client/lib/session.ts";
import { DEFAULT_PUBLIC_SETTINGS, usePublicSettings } from "#client/features/shell/shell.queries.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { hasNarrowFooter, isCentrePath } from "#shared/shell/route-meta.ts";
import { footerQrCodes } from "#shared/shell/site-footer.ts";

// Re-rendered only when their own props change: see the settings below.
const Header = memo(AppHeader);
const Footer = memo(SiteFooter);
const Buttons = memo(SideButtons);

export interface MainLayoutProps {
  children: ReactNode;
  isMobile: boolean;
  loginType: string | null;
}

/** The main layout (spec 1 §2.2–2.3): header, notice banner, the page, footer and the fixed side buttons. */
export function MainLayout({ children, isMobile, loginType }: MainLayoutProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const token = useToken();
  // The settings arrive after the first paint, announced by React Query through useSyncExternalStore, which
  // React renders synchronously: the header, footer and side buttons re-rendered in one task (up to 200 ms at
  // Lighthouse's 4x throttle, npm run bench:main-thread). From a deferred copy, the arrival re-renders this
  // layout alone with what it had (the three are memoised), and they follow in a background render in slices.
  const settings = useDeferredValue(usePublicSettings().data ?? DEFAULT_PUBLIC_SETTINGS);
  const qrCodes = useMemo(() => footerQrCodes(settings.footer, settings.miniProgram.enabled), [settings]);
  // login type 5 works inside the centre without the portal's header (spec 1 §2.2, §6)
  const hideHeader = isCentrePath(pathname) && loginType === LoginType.special;

  return (
    <div className={classes.shell}>
      {hideHeader ? null : <Header isMobile={isMobile} />}
      <NoticeBanner />
      <main className={classes.main}>{children}</main>
      {/* below the fold and beside the page: drawn in a background render once the page above has been, so
          they add nothing to the first render's task (Total Blocking Time, npm run bench:lighthouse) */}
      <DeferredRender>
        <Footer narrow={hasNarrowFooter(pathname)} isMobile={isMobile} qrCodes={qrCodes} icpNumber={settings.footer.icpNumber} psbNumber={settings.footer.psbNumber} />
        <Buttons
          pathname={pathname}
          isLoggedIn={token !== null}
          loginType={loginType}
          hotlineEnabled={settings.hotline.enabled}
          qrCodes={qrCodes}
        />
      </DeferredRender>
    </div>
  );
}

/** Pages outside the main layout (login landing, verification, about us…): the page alone. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <main className={classes.shell}>{children}</main>;
}
