import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TIssuedPassword } from "#client/features/ops/companies.queries.ts";

/**
 * The one time an initial password is shown: the server answers it once and keeps only its hash, so closing
 * this dialog loses it (a reset issues a new one). The holder must change it at their first login.
 */
export function IssuedPasswordDialog({ issued, onClose }: { issued: TIssuedPassword | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={issued !== null} onClose={onClose} title={t`初始密码`} closeOnClickOutside={false} data-testid="issued-password-dialog">
      {issued ? (
        <Stack gap="sm">
          <Alert color="orange" variant="light">
            <Trans>初始密码只显示这一次，请立即交给账号持有人。对方首次登录时必须修改密码。</Trans>
          </Alert>
          <Text size="sm">
            <Trans>账号</Trans>：<Code data-testid="issued-account">{issued.account.account}</Code>
          </Text>
          <Group gap="xs">
            <Text size="sm"><Trans>初始密码</Trans>：</Text>
            <Code fz="md" data-testid="issued-password">{issued.initialPassword}</Code>
            <CopyButton value={issued.initialPassword}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>{copied ? t`已复制` : t`复制`}</Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="issued-password-close"><Trans>我已记下</Trans></Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
