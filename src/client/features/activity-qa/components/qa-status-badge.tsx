import { Badge } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { ReviewStatus } from "#shared/qa/qa-rules.ts";

/** Review status colours (document 2 section 4): 0 pending orange, 1 and 3 approved green, 2 refused red. */
export function reviewStatusColor(status: number): string {
  if (status === ReviewStatus.pending) return "orange";
  if (status === ReviewStatus.refused) return "red";
  if (status === ReviewStatus.approved || status === ReviewStatus.autoApproved) return "green";
  return "gray";
}

export interface QaStatusBadgeProps {
  status: number;
  /** the server's words, used for a status this page does not know */
  fallback?: string | null;
  testId?: string;
}

/** A review status as a coloured tag. */
export function QaStatusBadge({ status, fallback, testId = "qa-status" }: QaStatusBadgeProps) {
  const { t } = useLingui();
  const words: Record<number, string> = {
    [ReviewStatus.pending]: t`待审核`,
    [ReviewStatus.approved]: t`已通过`,
    [ReviewStatus.refused]: t`已拒绝`,
    [ReviewStatus.autoApproved]: t`自动通过`,
  };
  const text = words[status] ?? fallback ?? "";
  if (!text) return null;
  return (
    <Badge color={reviewStatusColor(status)} variant="light" size="sm" data-testid={testId} data-status={status}>
      {text}
    </Badge>
  );
}
