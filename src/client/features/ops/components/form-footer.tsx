import type { ReactNode } from "react";
import { Alert, Button, Group } from "@mantine/core";
import { Trans } from "@lingui/react/macro";

export interface FormFooterProps {
  /** the form's first problem, shown above the buttons */
  problem: string | null;
  /** the way back; no back button without it */
  onBack?: () => void;
  /** 返回 unless the form says otherwise (取消 where leaving discards a choice) */
  backLabel?: ReactNode;
  submitLabel: ReactNode;
  submitTestId: string;
  /** a click handler; without it the button submits its form */
  onSubmit?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** red for the forms that refuse or reject */
  color?: string;
}

/** The back office's form footer: the problem that stops the form, then the back and submit buttons. */
export function FormFooter({ problem, onBack, backLabel, submitLabel, submitTestId, onSubmit, loading, disabled, color }: FormFooterProps) {
  return (
    <>
      {problem ? (
        <Alert color="red" variant="light" data-testid="form-problem">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {onBack ? (
          <Button variant="default" onClick={onBack}>
            {backLabel ?? <Trans>返回</Trans>}
          </Button>
        ) : null}
        <Button
          type={onSubmit ? "button" : "submit"}
          onClick={onSubmit}
          color={color}
          loading={loading}
          disabled={disabled}
          data-testid={submitTestId}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
