import { useEffect, useState } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLoginType } from "#client/features/session/session.hooks.ts";
import { useRealPersonState } from "#client/features/session/session.queries.ts";
import { clearFreshLogin, isFreshLogin } from "#client/features/session/session.url.ts";
import { LoginType } from "#shared/identity/login-type.ts";

/**
 * After returning from a login (spec 1 §2.2): a personal user who has not completed real-person verification,
 * while the platform asks for it, is offered the verification page. Asked once per login.
 */
export function RealPersonNotice() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const loginType = useLoginType();
  const [fresh] = useState(isFreshLogin);
  const personal = fresh && loginType === LoginType.personal;
  const state = useRealPersonState(personal);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!fresh || loginType === null) return;
    if (loginType !== LoginType.personal) {
      clearFreshLogin();
      return;
    }
    if (!state.isSuccess && !state.isError) return;
    clearFreshLogin();
    const data = state.data;
    if (data && !data.isRealPerson && data.realPersonSwitch && pathname !== "/realPersonIndex") setOpened(true);
  }, [fresh, loginType, state.isSuccess, state.isError, state.data, pathname]);

  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t`实名认证`} centered data-testid="real-person-notice">
      <Stack gap="lg">
        <Text size="sm">
          <Trans>根据相关规定，参与互动提问前需要完成实名认证。认证只需填写姓名和身份证号，约一分钟即可完成。</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setOpened(false)}>
            <Trans>稍后再说</Trans>
          </Button>
          <Button component={Link} to="/realPersonIndex" onClick={() => setOpened(false)} data-autofocus>
            <Trans>去认证</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
