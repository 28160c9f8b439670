import { useState, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Burger, Button, Drawer, Group, NavLink, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TUserInfo } from "#shared/api/session.contract.ts";
import { useOpsLogout } from "#client/features/ops/ops.mutations.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import classes from "#client/features/ops/components/ops-shell.module.css";
import { OpsNotices } from "#client/features/ops/components/ops-notices.tsx";

type TNavTarget = "/ops" | "/ops/activities" | "/ops/capacity" | "/ops/series" | "/ops/operators" | "/ops/videos" | "/ops/videoLibrary" | "/ops/moderation" | "/ops/messages" | "/ops/companies" | "/ops/content" | "/ops/bindApplies" | "/ops/homepages" | "/ops/rolling" | "/ops/audit" | "/ops/relay";

/** Which side-nav entry a back-office path belongs to (an activity's page belongs to 活动管理). */
export function navTargetOf(pathname: string): TNavTarget {
  const path = pathname.replace(/\/+$/, "");
  if (path.startsWith("/ops/activit")) return "/ops/activities";
  if (path.startsWith("/ops/capacity")) return "/ops/capacity";
  if (path.startsWith("/ops/series")) return "/ops/series";
  if (path.startsWith("/ops/operators")) return "/ops/operators";
  if (path.startsWith("/ops/audit")) return "/ops/audit";
  if (path.startsWith("/ops/videoLibrary")) return "/ops/videoLibrary";
  if (path.startsWith("/ops/videos")) return "/ops/videos";
  if (path.startsWith("/ops/homepages")) return "/ops/homepages";
  if (path.startsWith("/ops/relay")) return "/ops/relay";
  if (path.startsWith("/ops/moderation")) return "/ops/moderation";
  if (path.startsWith("/ops/messages")) return "/ops/messages";
  if (path.startsWith("/ops/companies")) return "/ops/companies";
  if (path.startsWith("/ops/content")) return "/ops/content";
  if (path.startsWith("/ops/bindApplies")) return "/ops/bindApplies";
  if (path.startsWith("/ops/rolling")) return "/ops/rolling";
  return "/ops";
}

/**
 * The back office's own shell (document 4 section 6): a top bar with the operator and logout, and a side
 * nav that becomes a drawer on a narrow screen. No portal header, footer or side buttons. `user` is the
 * operator the route's guard found; the shared user-info query keeps it current while the page is open.
 */
export function OpsShell({ user: guarded, pathname, children }: { user: TUserInfo; pathname: string; children: ReactNode }) {
  const { t } = useLingui();
  const user = useOpsUser().data ?? guarded;
  const [opened, setOpened] = useState(false);
  const logout = useOpsLogout();
  const active = navTargetOf(pathname);
  const items: { to: TNavTarget; label: string }[] = [
    { to: "/ops", label: t`工作台` },
    { to: "/ops/activities", label: t`活动管理` },
    { to: "/ops/capacity", label: t`预约容量` },
    { to: "/ops/series", label: t`集体路演系列` },
    { to: "/ops/videos", label: t`视频审核` },
    { to: "/ops/videoLibrary", label: t`视频库` },
    { to: "/ops/homepages", label: t`主页审核` },
    { to: "/ops/relay", label: t`导流认证` },
    { to: "/ops/moderation", label: t`问答审核` },
    { to: "/ops/messages", label: t`消息发送` },
    { to: "/ops/companies", label: t`公司与账号` },
    { to: "/ops/operators", label: t`运营账号` },
    { to: "/ops/audit", label: t`审计日志` },
    { to: "/ops/bindApplies", label: t`机构认证审核` },
    { to: "/ops/rolling", label: t`摇号服务管理` },
    { to: "/ops/content", label: t`内容与设置` },
  ];
  const nav = (
    <Stack gap={4} component="nav" aria-label={t`运营后台导航`}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          // exact: "/ops" would otherwise count as active on every back-office page
          activeOptions={{ exact: true, includeSearch: false }}
          label={item.label}
          active={active === item.to}
          variant="filled"
          onClick={() => setOpened(false)}
          data-testid={`ops-nav-${item.to.split("/")[2] ?? "dashboard"}`}
          className={classes.navLink}
        />
      ))}
    </Stack>
  );

  return (
    <div className={classes.shell} data-testid="ops-shell">
      <OpsNotices />
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Burger hiddenFrom="md" opened={opened} onClick={() => setOpened((o) => !o)} size="sm" aria-label={t`菜单`} />
          <Text fw={700} fz="lg" className={classes.brand}>
            <Trans>路演中心运营后台</Trans>
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text fz="sm" visibleFrom="sm" data-testid="ops-user">
            {user.nickName}
            {user.account ? <Text span c="blue.1" fz="xs">{` (${user.account})`}</Text> : null}
          </Text>
          <Button variant="default" size="xs" loading={logout.isPending} onClick={() => logout.mutate()} data-testid="ops-logout">
            <Trans>退出登录</Trans>
          </Button>
        </Group>
      </header>
      <div className={classes.body}>
        <aside className={classes.aside}>{nav}</aside>
        <Drawer opened={opened} onClose={() => setOpened(false)} size={260} title={t`运营后台`} hiddenFrom="md">
          {nav}
        </Drawer>
        <div className={classes.content}>{children}</div>
      </div>
    </div>
  );
}
