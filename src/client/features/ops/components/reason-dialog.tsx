import { useEffect, useState } from "react";
import { Modal, Stack, Textarea } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { FormFooter } from "./form-footer.tsx";

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  max: number;
  /** the rule's message for a blank reason and for a long one */
  requiredMessage: string;
  tooLongMessage: string;
  saving: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  testId: string;
}

/** A rejection reason (binding and lottery applications): required, at most `max` characters, as the server checks. */
export function ReasonDialog({ opened, title, max, requiredMessage, tooLongMessage, saving, onSubmit, onClose, testId }: ReasonDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setReason("");
    setProblem(null);
  }, [opened]);
  const submit = () => {
    const text = reason.trim();
    const found = !text ? requiredMessage : [...text].length > max ? tooLongMessage : null;
    setProblem(found);
    if (!found) onSubmit(text);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": t`关闭` }} data-testid={testId}>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
        <Stack gap="sm">
          <Textarea label={t`驳回原因`} required autosize minRows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid={`${testId}-reason`} />
          <FormFooter problem={problem} onBack={onClose} submitLabel={t`驳回`} submitTestId={`${testId}-submit`} loading={saving} color="red" />
        </Stack>
      </form>
    </Modal>
  );
}
