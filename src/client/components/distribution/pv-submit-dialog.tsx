import { useState } from "react";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { MSG_PV_DIGITS, MSG_PV_REQUIRED, MSG_PV_TOO_LONG, pvError } from "#shared/activity/company-home.ts";
import { notify } from "#client/lib/notify.ts";

/** The row the dialog submits for. */
export interface TPvRow {
  id: number;
  activityTitle: string;
  pvNum: number | null;
}

/**
 * What sends the count: a TanStack mutation of submit_pv_uv fits as it is; each page brings its own, so it
 * refreshes that page's data.
 */
export interface TPvSubmitter {
  mutate: (input: { id: number; pvNum: string }, options: { onSuccess: (envelope: { message?: string }) => void }) => void;
  isPending: boolean;
}

export interface PvSubmitDialogViewProps {
  /** the distribution row to submit for; null keeps the dialog closed */
  row: TPvRow | null;
  onClose: () => void;
  submit: TPvSubmitter;
}

/**
 * The submit-distribution-data dialog (document 2 sections 2.3 and 5): the PV count, required, digits, at
 * most 9 (the shared pvError rule, which the server applies too). Used by the company home's distribution
 * card and by the distribution details page.
 */
export function PvSubmitDialogView({ row, onClose, submit }: PvSubmitDialogViewProps) {
  const { t } = useLingui();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t`提交分发数据`} centered data-testid="pv-dialog">
      {row ? <PvForm key={row.id} row={row} onClose={onClose} submit={submit} /> : null}
    </Modal>
  );
}

function PvForm({ row, onClose, submit }: { row: TPvRow; onClose: () => void; submit: TPvSubmitter }) {
  const { t } = useLingui();
  const [value, setValue] = useState(row.pvNum === null ? "" : String(row.pvNum));
  const [touched, setTouched] = useState(false);
  // the shared rule decides; its messages are translated here
  const texts: Record<string, string> = {
    [MSG_PV_REQUIRED]: t`请输入PV数`,
    [MSG_PV_DIGITS]: t`PV数只能为数字`,
    [MSG_PV_TOO_LONG]: t`PV数不能超过9位`,
  };
  const rule = pvError(value);
  const error = touched && rule ? (texts[rule] ?? rule) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (rule) return;
        submit.mutate(
          { id: row.id, pvNum: value.trim() },
          {
            // the page's own words, in the page's language: the server's success text says the same in Chinese
            onSuccess: () => {
              notify("success", t`提交成功`);
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.activityTitle}
        </Text>
        <TextInput
          label={t`PV数`}
          placeholder={t`请输入PV数`}
          withAsterisk
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error}
          data-testid="pv-input"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button type="submit" loading={submit.isPending} data-testid="pv-submit">
            <Trans>提交</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
