import type { ReactNode } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";

export interface ConfirmDialogProps {
  opened: boolean;
  /** what the user is asked to confirm; null keeps the dialog closed */
  message: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /** 确定 by default; a destructive action names itself (删除) */
  confirmLabel?: ReactNode;
  color?: string;
  loading?: boolean;
  /** the dialog's test id; its confirm button is `${testId}-yes` */
  testId?: string;
}

/** The portal's "提示" question: one message, 取消 and a confirm button (e.g. a 409's "save anyway?", a delete). */
export function ConfirmDialog({ opened, message, onCancel, onConfirm, confirmLabel, color, loading, testId }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onCancel} title={t`提示`} centered data-testid={testId}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm} data-testid={testId ? `${testId}-yes` : undefined}>
            {confirmLabel ?? <Trans>确定</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
