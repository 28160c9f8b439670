import { Suspense, useDeferredValue } from "react";
import { Box, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageToggle } from "#client/components/language-toggle.tsx";
import { HeaderNav } from "#client/app/shell/header-nav.tsx";
import classes from "#client/components/layout/layout.module.css";
import { lazyNamed } from "#client/lib/lazy-named.ts";

// Only phones draw the drawer menu; desktops never load it.
const MobileMenu = lazyNamed(() => import("#client/app/shell/mobile-menu.tsx"), "MobileMenu");
import { SearchBox } from "#client/app/shell/search-box.tsx";
import { UserMenu } from "#client/app/shell/user-menu.tsx";
import { useNavList } from "#client/features/shell/shell.queries.ts";

/** The bar on top of every main-layout page (spec 1 §2.2), in its desktop or mobile variant. */
export function AppHeader({ isMobile }: { isMobile: boolean }) {
  // drawn from a deferred copy: the list's arrival would otherwise re-render the header synchronously
  // (useSyncExternalStore) on a throttled phone's main thread
  const items = useDeferredValue(useNavList().data) ?? [];

  return (
    <header className={classes.header} data-testid="app-header" data-variant={isMobile ? "mobile" : "desktop"}>
      <Box className={classes.frame}>
        {isMobile ? (
          <Group className={classes.mobileHeaderInner} justify="space-between" wrap="nowrap" gap="xs">
            <Brand compact />
            <Group gap="xs" wrap="nowrap">
              <LanguageToggle />
              <Suspense fallback={null}>
                <MobileMenu items={items} />
              </Suspense>
            </Group>
          </Group>
        ) : (
          <Group className={classes.headerInner} justify="space-between" wrap="nowrap" gap="lg">
            <Group gap="xl" wrap="nowrap" h="100%" miw={0}>
              <Brand />
              <HeaderNav items={items} />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <SearchBox />
              <LanguageToggle />
              <UserMenu />
            </Group>
          </Group>
        )}
      </Box>
    </header>
  );
}

/** Logo and site name, back to home. */
function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  return (
    <Link to="/home" className={classes.brand} aria-label={t`返回首页`}>
      <img src="/favicon.svg" alt="" width={compact ? 28 : 34} height={compact ? 28 : 34} className={classes.brandLogo} />
      <Text component="span" className={classes.brandName} fz={compact ? "1.0625rem" : undefined} data-testid="site-name">
        <Trans>路演中心</Trans>
      </Text>
    </Link>
  );
}
