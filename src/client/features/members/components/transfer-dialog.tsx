import { useState } from "react";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { MemberMsg } from "#shared/company/member-rules.ts";
import { useTransferTargets } from "#client/features/members/members.queries.ts";
import { useTransferAdmin } from "#client/features/members/members.mutations.ts";

/** Transfer admin (admin_exchange): choose an ordinary member; the caller becomes one. */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const targets = useTransferTargets(true);
  const transfer = useTransferAdmin();
  const [target, setTarget] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (!target) return;
    transfer.mutate(Number(target), {
      onSuccess: () => {
        notify("success", t`转让成功`);
        onClose();
      },
      onError: (error) => {
        if (!wasShown(error)) notify("error", errorMessage(error));
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t`转让管理员`} data-testid="transfer-dialog">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>转让后您将成为普通成员，保留机构已开通的业务范围。</Trans>
        </Text>
        <Select
          label={t`选择成员`}
          withAsterisk
          searchable
          data={(targets.data ?? []).map((m) => ({ value: String(m.id), label: `${m.nickName}（${m.account}）` }))}
          value={target}
          onChange={setTarget}
          error={tried && !target ? MemberMsg.transferTargetRequired : null}
          comboboxProps={{ withinPortal: true }}
          data-testid="transfer-target"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={submit} loading={transfer.isPending} data-testid="transfer-confirm">
            <Trans>确定</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
