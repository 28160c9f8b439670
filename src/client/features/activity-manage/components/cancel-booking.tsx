import { useState } from "react";
import { Anchor, Button, Group, Modal, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { cancelConfirmText } from "#shared/activity/activity-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { useCancelBooking } from "#client/features/activity-manage/activity-manage.mutations.ts";

export interface CancelBookingProps {
  activityId: number;
  title: string;
}

/**
 * The cancel-booking link and its confirmation (document 2 section 2.2: title 提示 and the spec's text). The
 * caller shows it only when canCancelBooking allows; the server checks the same rule.
 */
export function CancelBooking({ activityId, title }: CancelBookingProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const cancel = useCancelBooking();

  const confirm = () => {
    cancel.mutate(activityId, {
      onSuccess: () => {
        setOpened(false);
        notify("success", t`取消预约成功`);
      },
    });
  };

  return (
    <>
      <Anchor component="button" type="button" size="sm" c="red" onClick={() => setOpened(true)} data-testid="cancel-booking">
        <Trans>取消预约</Trans>
      </Anchor>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`提示`} centered size="md" data-testid="cancel-confirm">
        <Text size="sm" data-testid="cancel-confirm-text">
          {cancelConfirmText(title)}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setOpened(false)} disabled={cancel.isPending}>
            <Trans>取消</Trans>
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending} data-testid="cancel-confirm-ok">
            <Trans>确定</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
