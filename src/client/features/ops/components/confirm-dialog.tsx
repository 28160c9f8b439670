import { useState, type ReactNode } from "react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** red for what cannot be undone (cancel, end) */
  color?: string;
  loading?: boolean;
  /** an optional reason text (cancel): its label and maximum length */
  reason?: { label: string; max: number };
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before a destructive operator action; nothing is sent until the operator confirms. */
export function ConfirmDialog({ opened, title, message, confirmLabel, color = "red", loading = false, reason, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const close = () => {
    setText("");
    onClose();
  };
  return (
    <Modal closeButtonProps={{ "aria-label": t`关闭` }} opened={opened} onClose={close} title={title} centered data-testid="ops-confirm">
      <Stack gap="md">
        <Text fz="sm">{message}</Text>
        {reason ? (
          <Textarea
            label={reason.label}
            value={text}
            maxLength={reason.max}
            autosize
            minRows={2}
            onChange={(e) => setText(e.currentTarget.value)}
            description={`${text.length}/${reason.max}`}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            <Trans>返回</Trans>
          </Button>
          <Button color={color} loading={loading} onClick={() => onConfirm(text.trim())} data-testid="ops-confirm-ok">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
