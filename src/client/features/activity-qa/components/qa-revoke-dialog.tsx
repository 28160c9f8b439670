import { useState } from "react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import { reportError } from "#client/lib/errors.ts";
import { QuestionType, REVOKE_REASON_MAX, revokeNeedsReason, revokeReasonError } from "#shared/qa/qa-rules.ts";
import { useRevoke, type TRevokeInput } from "../activity-qa.mutations.ts";
import { charCount } from "./qa-reply-box.tsx";

export type TRevokeTarget = Omit<TRevokeInput, "reason">;

export interface QaRevokeDialogProps {
  activityId: number;
  /** what to revoke; null keeps the dialog closed */
  target: TRevokeTarget | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Revoking an answer or a speech (document 2 sections 4 and 5): a reason, required and at most 100
 * characters; a pending answer instead after a simple confirmation, sent with the default reason.
 */
export function QaRevokeDialog({ activityId, target, onClose, onDone }: QaRevokeDialogProps) {
  const { t } = useLingui();
  const revoke = useRevoke(activityId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const needsReason = target ? revokeNeedsReason(target.questionType, target.status) : true;
  const speech = target?.questionType === QuestionType.speech;

  const close = () => {
    if (revoke.isPending) return;
    setReason("");
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    if (needsReason) {
      const problem = revokeReasonError(reason);
      if (problem) {
        setError(problem);
        return;
      }
    }
    try {
      const envelope = await revoke.mutateAsync({ ...target, reason });
      if (envelope.code !== 200) return; // a warning the request layer has shown
      notify("success", envelope.message || t`撤销成功`);
      setReason("");
      setError(null);
      onDone();
      onClose();
    } catch (failure) {
      reportError(failure);
    }
  };

  const title = needsReason ? (speech ? t`撤销发言` : t`撤销回复`) : t`提示`;

  return (
    <Modal opened={target !== null} onClose={close} title={title} centered data-testid="qa-revoke-dialog">
      <Stack gap="sm">
        {needsReason ? (
          <Textarea
            label={t`撤销理由`}
            placeholder={t`请输入撤销理由`}
            withAsterisk
            autosize
            minRows={3}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            description={`${charCount(reason)}/${REVOKE_REASON_MAX}`}
            // the counter under the box, where the reply boxes have theirs
            inputWrapperOrder={["label", "input", "description", "error"]}
            data-testid="qa-revoke-reason"
          />
        ) : (
          <Text size="sm" data-testid="qa-revoke-confirm-text">
            <Trans>该回复尚在审核中，确定撤销吗？</Trans>
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-testid="qa-revoke-cancel">
            <Trans>取消</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={revoke.isPending} data-testid="qa-revoke-submit">
            <Trans>确定撤销</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
