import type { ReactNode } from "react";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TQaRecord } from "#shared/api/qa.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { QuestionType, canRevokeAnswer, canRevokeSpeech, meTooLabel } from "#shared/qa/qa-rules.ts";
import { QaSubTab, type TQaSubTab } from "../activity-qa.queries.ts";
import { guestLabel } from "../qa-export.ts";
import { QaStatusBadge } from "./qa-status-badge.tsx";
import type { TRevokeTarget } from "./qa-revoke-dialog.tsx";

export interface QaRecordCardProps {
  record: TQaRecord;
  sub: TQaSubTab;
  onRevoke: (target: TRevokeTarget) => void;
  /** the reply box of a pending question */
  replyBox?: ReactNode;
}

const time = (value: string | null) => (value ? formatDate(value) : "");

function Line({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Text size="sm" data-testid={testId} style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
      <Text span c="dimmed" size="sm">
        {label}
      </Text>
      {children}
    </Text>
  );
}

/**
 * One Q&A record (document 2 section 3): the asker or speaker, the time, the content, 'me too', the review
 * status in its colour, and by sub-tab the reply, the audit and cancel reasons and the revoke action.
 */
export function QaRecordCard({ record: r, sub, onRevoke, replyBox }: QaRecordCardProps) {
  const { t } = useLingui();
  const speech = r.questionType === QuestionType.speech;
  const userType = r.userType === 1 ? t`个人投资者` : r.userType === 2 ? t`机构投资者` : null;
  const meToo = meTooLabel(r.questionAddOneCount);
  const hasReply = r.replyContent !== null && r.replyContent !== "";
  const answerStatus = r.repalyStatus;
  // an answer is revoked by its answer id, a speech by its own id (the contract's cancel calls)
  const revokeTarget: TRevokeTarget | null =
    sub === QaSubTab.answered && r.answerId !== null && answerStatus !== null && canRevokeAnswer(answerStatus)
      ? { questionType: QuestionType.question, id: r.answerId, status: answerStatus }
      : sub === QaSubTab.speeches && speech && !r.isCancel && canRevokeSpeech(r.status)
        ? { questionType: QuestionType.speech, id: r.id, status: r.status }
        : null;

  return (
    <Paper withBorder radius="sm" p="sm" data-testid="qa-record" data-id={r.id} data-answer-id={r.answerId ?? undefined}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm" data-testid="qa-asker">
              {speech ? guestLabel(r) || t`嘉宾` : r.userNickName || t`匿名用户`}
            </Text>
            {!speech && userType && (
              <Badge variant="outline" color="gray" size="sm" data-testid="qa-user-type">
                {userType}
              </Badge>
            )}
            {r.isTestData && (
              <Badge variant="light" color="gray" size="sm">
                <Trans>测试数据</Trans>
              </Badge>
            )}
            <Text size="xs" c="dimmed" data-testid="qa-time">
              {time(r.questionDate)}
            </Text>
          </Group>
          <Group gap="xs">
            {!speech && (
              <Text size="xs" c="dimmed" data-testid="qa-me-too">
                <Trans>我也想问 {meToo}</Trans>
              </Text>
            )}
            <QaStatusBadge status={r.status} fallback={r.statusText} />
          </Group>
        </Group>

        <Text size="sm" data-testid="qa-content" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
          {r.content}
        </Text>

        {!speech && hasReply && (
          <Paper radius="sm" p="xs" bg="var(--mantine-color-gray-0)" data-testid="qa-reply">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    <Trans>回复</Trans>
                    {r.guestName ? `：${guestLabel(r)}` : ""}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="qa-reply-time">
                    {time(r.replyDate)}
                  </Text>
                </Group>
                {answerStatus !== null && <QaStatusBadge status={answerStatus} fallback={r.repalyStatusText} testId="qa-reply-status" />}
              </Group>
              <Text size="sm" data-testid="qa-reply-content" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                {r.replyContent}
              </Text>
            </Stack>
          </Paper>
        )}

        {r.auditReason && (
          <Line label={t`审核理由：`} testId="qa-audit-reason">
            {r.auditReason}
          </Line>
        )}
        {r.isCancel && (
          <Line label={t`撤销理由：`} testId="qa-cancel-reason">
            {r.cancelReason || "—"}
          </Line>
        )}

        {revokeTarget && (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(revokeTarget)} data-testid="qa-revoke">
              {speech ? <Trans>撤销发言</Trans> : <Trans>撤销回复</Trans>}
            </Button>
          </Group>
        )}
        {replyBox}
      </Stack>
    </Paper>
  );
}
