import { useEffect, useState } from "react";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { FormFooter } from "./form-footer.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { ZModerateBody } from "#shared/api/qa.contract.ts";
import { REFUSE_REASON_MAX } from "#shared/qa/qa-rules.ts";
import { formProblem } from "#client/features/ops/ops-forms.ts";
import type { TModerationRow } from "#client/features/ops/moderation-state.ts";

export interface ModerationRefuseDialogProps {
  row: TModerationRow | null;
  onRefuse: (row: TModerationRow, reason: string) => void;
  onClose: () => void;
}

/**
 * Refusing needs a reason of at most 100 characters; the company (or the asker) reads it. The check is the
 * contract's own body schema, so the dialog refuses exactly what the server would, in its words.
 */
export function ModerationRefuseDialog({ row, onRefuse, onClose }: ModerationRefuseDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setReason("");
    setProblem(null);
  }, [row]);

  const length = [...reason.trim()].length;
  const submit = () => {
    if (!row) return;
    const found = formProblem(ZModerateBody, { kind: row.item.kind, id: row.item.id, status: 2, auditReason: reason });
    setProblem(found);
    if (!found) onRefuse(row, reason.trim());
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": t`关闭` }}
      opened={row !== null}
      onClose={onClose}
      title={t`拒绝理由`}
      centered
      // the row it was opened from leaves the list; the page puts the focus on the next one itself
      returnFocus={false}
      data-testid="moderation-refuse-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {row ? (
            <Text fz="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: "pre-wrap" }}>
              {row.item.content}
            </Text>
          ) : null}
          <Textarea
            label={t`拒绝理由`}
            placeholder={t`请输入拒绝理由`}
            value={reason}
            maxLength={REFUSE_REASON_MAX}
            autosize
            minRows={3}
            withAsterisk
            data-autofocus
            error={problem !== null}
            description={
              <Text span fz="xs" c={length > REFUSE_REASON_MAX ? "red" : "dimmed"} data-testid="moderation-refuse-counter">
                {`${length}/${REFUSE_REASON_MAX}`}
              </Text>
            }
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={(e) => {
              // Ctrl/⌘+Enter submits; a plain Enter is a line break in the reason
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                submit();
              }
            }}
            data-testid="moderation-refuse-reason"
          />
          <FormFooter
            problem={problem}
            onBack={onClose}
            backLabel={<Trans>取消</Trans>}
            submitLabel={<Trans>确定拒绝</Trans>}
            submitTestId="moderation-refuse-submit"
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
