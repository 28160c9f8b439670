import { Suspense, useState } from "react";
import { Text, UnstyledButton } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazyNamed, preloadableNamed, useEverTrue } from "#client/lib/lazy-named.ts";

const EnterpriseLoginDialog = lazyNamed(() => import("#client/app/shell/enterprise-login-dialog.tsx"), "EnterpriseLoginDialog");
// Only a signed-in header draws the avatar, so a visitor's first paint never loads it; the root fetches it ahead
// whenever a token is stored (preloadSignedInHeader), so a signed-in page draws it at once.
const userAvatar = preloadableNamed(() => import("#client/components/layout/user-avatar.tsx"), "UserAvatar");
const UserAvatar = userAvatar.Component;

/** Fetches what the signed-in header draws; never rejects. */
export const preloadSignedInHeader = userAvatar.preload;
import { DeferredMenu } from "#client/components/layout/deferred-menu.tsx";
import { NativeButton } from "#client/components/layout/native-button.tsx";
import { IconBuilding, IconChevronDown, IconLogout, IconUser } from "#client/components/layout/icons.tsx";
import type { TMenuEntry } from "#client/components/layout/menu-entries.ts";
import classes from "#client/components/layout/layout.module.css";
import { errorMessage } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import { useLoginType } from "#client/features/session/session.hooks.ts";
import { useLogin, useLogout } from "#client/features/session/session.mutations.ts";
import { useUserInfo } from "#client/features/session/session.queries.ts";
import { LoginType } from "#shared/identity/login-type.ts";

/** The actions of the user dropdown, shared by the desktop menu and the mobile drawer. */
export function useUserActions() {
  const navigate = useNavigate();
  const login = useLogin();
  const logout = useLogout();
  const loginType = useLoginType();
  const [enterpriseOpen, setEnterpriseOpen] = useState(false);
  const enterpriseMounted = useEverTrue(enterpriseOpen);

  return {
    loginType,
    isPersonal: loginType === LoginType.personal,
    loggingIn: login.isPending,
    loggingOut: logout.isPending,
    openEnterpriseLogin: () => setEnterpriseOpen(true),
    personalLogin: () =>
      login.mutate(LoginType.personal, { onError: (error) => notify("error", errorMessage(error)) }),
    // The enterprise centre decides itself where a user goes (binding state, desktop or mobile): the shell only
    // opens its entry route. A personal login has the personal centre instead (spec 1 §2.2).
    openCentre: () => void navigate({ to: loginType === LoginType.personal ? "/personalCenter" : "/enterpriseCentre" }),
    exit: () => logout.mutate(loginType, { onError: (error) => notify("error", errorMessage(error)) }),
    dialog: enterpriseMounted ? (
      <Suspense fallback={null}>
        <EnterpriseLoginDialog opened={enterpriseOpen} onClose={() => setEnterpriseOpen(false)} />
      </Suspense>
    ) : null,
  };
}

/** The header's user dropdown: the two logins when logged out; the user's centre and Exit when logged in. */
export function UserMenu() {
  const { t } = useLingui();
  const token = useToken();
  const userInfo = useUserInfo();
  const actions = useUserActions();

  if (token === null) {
    return (
      <>
        <DeferredMenu
          options={{ position: "bottom-end", width: 200 }}
          trigger={
            <NativeButton
              round
              leftSection={<IconUser size={16} />}
              rightSection={<IconChevronDown size={14} />}
              loading={actions.loggingIn}
              data-testid="user-menu"
            >
              <Trans>登录</Trans>
            </NativeButton>
          }
          entries={[
            { key: "enterprise", label: <Trans>企业登录</Trans>, leftSection: <IconBuilding size={16} />, onClick: actions.openEnterpriseLogin, testId: "menu-login-enterprise" },
            { key: "personal", label: <Trans>个人登录</Trans>, leftSection: <IconUser size={16} />, onClick: actions.personalLogin, testId: "menu-login-personal" },
          ]}
        />
        {actions.dialog}
      </>
    );
  }

  const user = userInfo.data;
  const name = user?.nickName || user?.account || user?.mobile || t`用户`;
  const account = user?.account || user?.mobile;
  const entries: TMenuEntry[] = [
    ...(account ? [{ key: "account", kind: "label" as const, label: <Trans>账号：{account}</Trans> }] : []),
    {
      key: "centre",
      label: actions.isPersonal ? <Trans>个人中心</Trans> : <Trans>机构中心</Trans>,
      leftSection: actions.isPersonal ? <IconUser size={16} /> : <IconBuilding size={16} />,
      onClick: actions.openCentre,
      testId: "menu-centre",
    },
    { key: "divider", kind: "divider" },
    { key: "exit", label: <Trans>退出</Trans>, color: "red", leftSection: <IconLogout size={16} />, onClick: actions.exit, testId: "menu-exit" },
  ];
  return (
    <DeferredMenu
      options={{ position: "bottom-end", width: 220 }}
      trigger={
        <UnstyledButton className={classes.userButton} data-testid="user-menu" aria-label={t`用户菜单`}>
          <UserAvatar name={name} />
          <Text size="sm" fw={500} maw={140} truncate="end" data-testid="user-name">
            {name}
          </Text>
          <IconChevronDown size={14} />
        </UnstyledButton>
      }
      entries={entries}
    />
  );
}
