import { UnstyledButton } from "@mantine/core";
import { Link, useLocation } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { DeferredMenu } from "#client/components/layout/deferred-menu.tsx";
import { IconChevronDown, IconExternal } from "#client/components/layout/icons.tsx";
import { isNavItemActive, useNavAnchor } from "#client/app/shell/nav-actions.ts";
import classes from "#client/components/layout/layout.module.css";
import { isLocale } from "#client/lib/i18n.ts";
import type { TNavItem } from "#shared/api/shell.contract.ts";
import { navLabel, navTarget, visibleNavItems } from "#shared/shell/nav-target.ts";

/** The desktop navigation: home, then the server's level-1 items with their level-2 dropdowns. */
export function HeaderNav({ items }: { items: TNavItem[] }) {
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : "zh-CN";
  const location = useLocation();
  const search = location.search as Record<string, unknown>;
  const anchor = useNavAnchor(false);

  return (
    <nav className={classes.nav} aria-label={t`主导航`} data-testid="header-nav">
      <Link to="/home" className={classes.navItem} data-active={location.pathname === "/home" || undefined}>
        <Trans>首页</Trans>
      </Link>
      {visibleNavItems(items, locale).map((item) => {
        const label = navLabel(item, locale);
        const active = isNavItemActive(item, location.pathname, search) || undefined;
        if (item.childrenList.length === 0) {
          return (
            <UnstyledButton key={item.id} component="a" className={classes.navItem} data-active={active} {...anchor(item)}>
              {label}
            </UnstyledButton>
          );
        }
        return (
          <DeferredMenu
            key={item.id}
            options={{ hover: true, position: "bottom-start", minWidth: 180 }}
            trigger={
              <UnstyledButton className={classes.navItem} data-active={active}>
                {label}
                <IconChevronDown size={14} className={classes.navChevron} />
              </UnstyledButton>
            }
            entries={item.childrenList.map((child) => ({
              key: child.id,
              label: navLabel(child, locale),
              rightSection: navTarget(child, false).kind === "external" ? <IconExternal size={14} /> : undefined,
              ...anchor(child),
            }))}
          />
        );
      })}
    </nav>
  );
}
