import { memo, useId } from "react";
import { Badge, Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ModerationKind, type TModerationRow } from "#client/features/ops/moderation-state.ts";
import { minuteText } from "#client/features/ops/ops-display.ts";
import { AnchorLink } from "#client/components/layout/router-links.tsx";

export const MODERATION_KIND_LABELS: Record<number, MessageDescriptor> = {
  1: msg`提问`,
  2: msg`回答`,
  3: msg`嘉宾发言`,
};

const KIND_COLORS: Record<number, string> = { 1: "blue", 2: "teal", 3: "grape" };

export interface ModerationRowProps {
  row: TModerationRow;
  onApprove: (row: TModerationRow) => void;
  onRefuse: (row: TModerationRow) => void;
  onDismiss: (row: TModerationRow) => void;
}

/**
 * One item of the queue: what it is, where it was posted, the question an answer replies to, the text, who
 * wrote it and when, and the two decisions. A row another operator has already reviewed stays in place,
 * greyed, with a note instead of the buttons, so the operator's pointer never lands on a different item.
 */
export const ModerationRow = memo(function ModerationRow({ row, onApprove, onRefuse, onDismiss }: ModerationRowProps) {
  const { t, i18n } = useLingui();
  const contentId = useId();
  const { item } = row;
  const elsewhere = row.state === "elsewhere";
  const author = item.kind === ModerationKind.question ? item.userNickName : item.guestName;
  const authorText = author ?? t`未署名`;
  const asker = item.userNickName ?? t`投资者`;
  const authorLabel =
    item.kind === ModerationKind.question ? t`提问人：${authorText}` : item.kind === ModerationKind.answer ? t`回复嘉宾：${authorText}` : t`发言嘉宾：${authorText}`;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={elsewhere ? "gray.0" : undefined}
      style={{ listStyle: "none", opacity: elsewhere ? 0.6 : 1 }}
      data-testid="moderation-row"
      data-moderation-key={row.key}
      data-state={row.state}
      aria-disabled={elsewhere || undefined}
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap={8} wrap="wrap" style={{ minWidth: 0 }}>
            <Badge color={KIND_COLORS[item.kind] ?? "gray"} variant="light" data-testid="moderation-kind">
              {i18n._(MODERATION_KIND_LABELS[item.kind] ?? MODERATION_KIND_LABELS[1]!)}
            </Badge>
            <AnchorLink to="/ops/activity" search={{ id: item.activityId }} fz="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
              {item.activityTitle}
            </AnchorLink>
            <Text fz="sm" c="dimmed">
              {item.companyName}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="moderation-time">
            {minuteText(item.createdAt)}
          </Text>
        </Group>
        {item.kind === ModerationKind.answer ? (
          <Box
            px="sm"
            py={6}
            bg="gray.0"
            style={{ borderLeft: "3px solid var(--mantine-color-gray-4)", borderRadius: 4 }}
            data-testid="moderation-question"
          >
            <Text fz="xs" c="dimmed">
              <Trans>{asker} 的提问</Trans>
            </Text>
            <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {item.questionContent}
            </Text>
          </Box>
        ) : null}
        {/* rendered as text, never HTML: Q&A content is user input */}
        <Text id={contentId} fz="md" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="moderation-content">
          {item.content}
        </Text>
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text fz="sm" c="dimmed" data-testid="moderation-author">
            {authorLabel}
          </Text>
          {elsewhere ? (
            <Group gap="xs" wrap="nowrap">
              <Badge color="gray" variant="outline" data-testid="moderation-elsewhere">
                {row.remote?.by === "company"
                  ? t`公司已撤回`
                  : row.remote?.status === 2
                    ? t`已被其他运营人员拒绝`
                    : t`已被其他运营人员通过`}
              </Badge>
              <Button size="xs" variant="subtle" color="gray" onClick={() => onDismiss(row)} aria-describedby={contentId} data-action="dismiss">
                <Trans>移出列表</Trans>
              </Button>
            </Group>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Button size="sm" color="teal" onClick={() => onApprove(row)} aria-describedby={contentId} data-action="approve" data-testid="moderation-approve">
                <Trans>通过</Trans>
              </Button>
              <Button size="sm" color="red" variant="light" onClick={() => onRefuse(row)} aria-describedby={contentId} data-action="refuse" data-testid="moderation-refuse">
                <Trans>拒绝</Trans>
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
});
