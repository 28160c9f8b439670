import { Button, Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { IconBuilding, IconExternal, IconLogout, IconUser } from "#client/components/layout/icons.tsx";
import { isNavItemActive, useNavAnchor } from "#client/app/shell/nav-actions.ts";
import { SearchBox } from "#client/app/shell/search-box.tsx";
import { useUserActions } from "#client/app/shell/user-menu.tsx";
import { isLocale } from "#client/lib/i18n.ts";
import { useToken } from "#client/lib/session.ts";
import { useUserInfo } from "#client/features/session/session.queries.ts";
import type { TNavItem } from "#shared/api/shell.contract.ts";
import { navLabel, navTarget, visibleNavItems } from "#shared/shell/nav-target.ts";

/**
 * The mobile header's menu drawer: the search, the navigation tree and the user actions. Loaded when the
 * burger (mobile-menu.tsx) is first pressed.
 */
export function MobileMenuDrawer({ items, opened, onClose: close }: { items: TNavItem[]; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : "zh-CN";
  const location = useLocation();
  const search = location.search as Record<string, unknown>;
  const anchor = useNavAnchor(true, close);
  const token = useToken();
  const userInfo = useUserInfo();
  const actions = useUserActions();

  return (
    <>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="85%"
        title={
          <Text fw={700} c="blue.9">
            <Trans>路演中心</Trans>
          </Text>
        }
        zIndex={300}
      >
        <Stack gap="md">
          <SearchBox fullWidth onSearched={close} />
          <nav aria-label={t`主导航`}>
            <NavLink component={Link} to="/home" label={<Trans>首页</Trans>} active={location.pathname === "/home"} onClick={close} />
            {visibleNavItems(items, locale).map((item) =>
              item.childrenList.length === 0 ? (
                <NavLink key={item.id} component="a" label={navLabel(item, locale)} {...anchor(item)} />
              ) : (
                <NavLink
                  key={item.id}
                  label={navLabel(item, locale)}
                  defaultOpened={isNavItemActive(item, location.pathname, search)}
                  childrenOffset="md"
                >
                  {item.childrenList.map((child) => (
                    <NavLink
                      key={child.id}
                      component="a"
                      label={navLabel(child, locale)}
                      active={isNavItemActive(child, location.pathname, search)}
                      rightSection={navTarget(child, true).kind === "external" ? <IconExternal size={14} /> : undefined}
                      {...anchor(child)}
                    />
                  ))}
                </NavLink>
              ),
            )}
          </nav>
          <Divider />
          {token === null ? (
            <Stack gap="sm">
              <Button leftSection={<IconBuilding size={16} />} onClick={() => { close(); actions.openEnterpriseLogin(); }}>
                <Trans>企业登录</Trans>
              </Button>
              <Button variant="default" leftSection={<IconUser size={16} />} loading={actions.loggingIn} onClick={actions.personalLogin}>
                <Trans>个人登录</Trans>
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" truncate="end">
                {userInfo.data?.nickName || userInfo.data?.account || userInfo.data?.mobile}
              </Text>
              <Button
                variant="light"
                leftSection={actions.isPersonal ? <IconUser size={16} /> : <IconBuilding size={16} />}
                onClick={() => { close(); actions.openCentre(); }}
              >
                {actions.isPersonal ? <Trans>个人中心</Trans> : <Trans>机构中心</Trans>}
              </Button>
              <Button variant="default" color="red" leftSection={<IconLogout size={16} />} loading={actions.loggingOut} onClick={actions.exit}>
                <Trans>退出</Trans>
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer>
      {actions.dialog}
    </>
  );
}
