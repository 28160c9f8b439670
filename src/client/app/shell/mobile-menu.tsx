import { Suspense, useState } from "react";
import { Burger } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { lazyNamed, useEverTrue } from "#client/lib/lazy-named.ts";
import type { TNavItem } from "#shared/api/shell.contract.ts";

// The drawer (Mantine's Drawer, focus trap, scroll area, nav links: a dozen chunks) loads when the burger is
// first pressed: fetched with the page, it queued ahead of the home banner on a phone's six connections and
// delayed the largest paint (npm run bench:lighthouse).
const MobileMenuDrawer = lazyNamed(() => import("#client/app/shell/mobile-menu-drawer.tsx"), "MobileMenuDrawer");

/** The mobile header's menu: the burger, and the drawer it opens. */
export function MobileMenu({ items }: { items: TNavItem[] }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const everOpened = useEverTrue(opened);
  return (
    <>
      <Burger opened={opened} onClick={() => setOpened((o) => !o)} size="sm" aria-label={t`菜单`} data-testid="mobile-menu" />
      {everOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer items={items} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
