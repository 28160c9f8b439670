import { useEffect, useState } from "react";
import { Modal, Stack, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { FormFooter } from "./form-footer.tsx";

export interface RejectReasonDialogProps<T> {
  /** what is being rejected; null closes the dialog */
  item: T | null;
  title: string;
  label: string;
  max: number;
  busy: boolean;
  /** the shared review rule's message for this reason, or null when it may be sent */
  check: (item: T, reason: string) => string | null;
  onReject: (item: T, reason: string) => void;
  onClose: () => void;
  /** `${testId}-dialog`, `-reason` and `-submit` */
  testId: string;
}

/** A rejection with a reason the company reads (video review, homepage changes): checked by the shared rule first. */
export function RejectReasonDialog<T>({ item, title, label, max, busy, check, onReject, onClose, testId }: RejectReasonDialogProps<T>) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setReason("");
    setProblem(null);
  }, [item]);

  const submit = () => {
    if (item === null) return;
    const found = check(item, reason);
    setProblem(found);
    if (!found) onReject(item, reason.trim());
  };

  return (
    <Modal closeButtonProps={{ "aria-label": t`关闭` }} opened={item !== null} onClose={onClose} title={title} centered data-testid={`${testId}-dialog`}>
      <Stack gap="sm">
        <Textarea
          label={label}
          value={reason}
          maxLength={max}
          autosize
          minRows={3}
          withAsterisk
          description={`${reason.length}/${max}`}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid={`${testId}-reason`}
        />
        <FormFooter problem={problem} onBack={onClose} submitLabel={<Trans>确定驳回</Trans>} submitTestId={`${testId}-submit`} onSubmit={submit} loading={busy} color="red" />
      </Stack>
    </Modal>
  );
}
