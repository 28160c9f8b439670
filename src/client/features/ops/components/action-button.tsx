import type { ReactNode } from "react";
import { Button, Tooltip, type ButtonProps } from "@mantine/core";

export interface ActionButtonProps extends ButtonProps {
  /** why the action is impossible now (a shared rule's answer), or null when it is possible */
  refusal: string | null;
  onClick: () => void;
  children: ReactNode;
  "data-testid"?: string;
}

/**
 * An operator action's button: disabled, with the rule's reason as its hint, when the shared rules say
 * the action is impossible; the server would refuse it with the same words.
 */
export function ActionButton({ refusal, onClick, children, ...rest }: ActionButtonProps) {
  const button = (
    <Button size="sm" {...rest} disabled={refusal !== null || rest.disabled} onClick={onClick} data-refusal={refusal ?? undefined}>
      {children}
    </Button>
  );
  if (refusal === null) return button;
  // a disabled button gets no pointer events; the wrapper carries the hint
  return (
    <Tooltip label={refusal} withArrow>
      <span style={{ display: "inline-block" }} tabIndex={0}>
        {button}
      </span>
    </Tooltip>
  );
}
