import type { ReactNode } from "react";
import { Badge, Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TPublicAnswer, TPublicQa } from "#shared/api/qa.contract.ts";
import { byLocale } from "#shared/activity/activity-page.ts";
import { isApproved, meTooLabel, QuestionType, ReviewStatus } from "#shared/qa/qa-rules.ts";
import { qaTime } from "../public-qa.display.ts";

// Q&A text is plain text by rule: shown as text, line breaks kept, long words broken rather than overflowing.
const TEXT_STYLE = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

export interface QaItemProps {
  item: TPublicQa;
  onMeToo: (item: TPublicQa) => void;
  meTooBusy?: boolean;
}

/** One item of the public live Q&A: a question with its answers, or a guest speech. */
export function QaItem(props: QaItemProps) {
  return props.item.questionType === QuestionType.speech ? <SpeechItem item={props.item} /> : <QuestionItem {...props} />;
}

/** "张三 · 董事会秘书", the speaker's name and title. */
function speaker(name: string | null, title: string | null): string {
  return [name, title].filter((s) => s && s.trim()).join(" · ");
}

/**
 * The line above a question, an answer or a speech: its badge, who (in bold) with what follows the name,
 * and the time on the right.
 */
function HeaderLine({ badge, name, nameTestId, time, children }: { badge: ReactNode; name: string; nameTestId?: string; time: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        {badge}
        <Text fw={600} size="sm" data-testid={nameTestId}>
          {name}
        </Text>
        {children}
      </Group>
      <Text size="xs" c="dimmed">
        {qaTime(time)}
      </Text>
    </Group>
  );
}

type TGuest = Pick<TPublicQa, "guestName" | "guestTitle" | "guestCompanyName" | "guestEnName" | "guestTitleEn" | "guestEnCompanyName">;

/**
 * The line of a guest's answer or speech: the guest's name and title (or the fallback), then the company; on
 * English pages each in English where the guest has it.
 */
function GuestLine({ guest, fallback = "", ...line }: { badge: ReactNode; guest: TGuest; fallback?: string; nameTestId?: string; time: string }) {
  const { i18n } = useLingui();
  const name = byLocale(guest.guestName, guest.guestEnName, i18n.locale);
  const title = byLocale(guest.guestTitle, guest.guestTitleEn, i18n.locale);
  const company = byLocale(guest.guestCompanyName, guest.guestEnCompanyName, i18n.locale);
  return (
    <HeaderLine {...line} name={speaker(name, title) || fallback}>
      {company ? (
        <Text size="xs" c="dimmed">
          {company}
        </Text>
      ) : null}
    </HeaderLine>
  );
}

function SpeechItem({ item }: { item: TPublicQa }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="qa-item"
      data-kind="speech"
      data-id={item.id}
      style={{ background: "var(--mantine-color-teal-0)", borderLeft: "4px solid var(--mantine-color-teal-6)" }}
    >
      <Stack gap={6}>
        <GuestLine
          badge={
            // teal 9: white text on teal 8 is 3.9:1, under the 4.5:1 small text needs
            <Badge color="teal.9" variant="filled" size="sm">
              <Trans>嘉宾发言</Trans>
            </Badge>
          }
          guest={item}
          nameTestId="speech-guest"
          time={item.questionDate}
        />
        <Text style={TEXT_STYLE} data-testid="qa-content">
          {item.content}
        </Text>
      </Stack>
    </Paper>
  );
}

function QuestionItem({ item, onMeToo, meTooBusy = false }: QaItemProps) {
  const { t } = useLingui();
  const pending = item.status === ReviewStatus.pending;
  const asker = item.userNickName?.trim() || t`投资者`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="qa-item" data-kind="question" data-id={item.id} data-status={item.status} data-mine={item.isMine}>
      <Stack gap="xs">
        <HeaderLine
          badge={
            <Badge color="blue" variant="light" size="sm" radius="sm">
              <Trans>问</Trans>
            </Badge>
          }
          name={asker}
          time={item.questionDate}
        >
          {item.isMine ? (
            <Text size="xs" c="blue.8">
              <Trans>（我的提问）</Trans>
            </Text>
          ) : null}
          {pending ? (
            <Badge color="orange" variant="light" size="sm" data-testid="qa-pending">
              <Trans>待审核</Trans>
            </Badge>
          ) : null}
        </HeaderLine>
        <Text style={TEXT_STYLE} data-testid="qa-content">
          {item.content}
        </Text>
        {item.answers.length > 0 ? (
          <Stack gap="xs" data-testid="qa-answers">
            {item.answers.map((answer) => (
              <AnswerBlock key={answer.answerId} answer={answer} />
            ))}
          </Stack>
        ) : null}
        {isApproved(item.status) ? (
          // left on phones: the shell's floating side buttons cover the right edge there
          <Box ta={{ base: "left", sm: "right" }}>
            <MeTooButton item={item} onMeToo={onMeToo} busy={meTooBusy} />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

function AnswerBlock({ answer }: { answer: TPublicAnswer }) {
  const { t } = useLingui();
  return (
    <Stack
      gap={4}
      p="sm"
      data-testid="qa-answer"
      style={{ background: "var(--mantine-color-gray-0)", borderLeft: "3px solid var(--mantine-color-blue-5)", borderRadius: 6 }}
    >
      <GuestLine
        badge={
          <Badge color="red" variant="light" size="sm" radius="sm">
            <Trans>答</Trans>
          </Badge>
        }
        guest={answer}
        fallback={t`公司回复`}
        time={answer.replyDate}
      />
      <Text size="sm" style={TEXT_STYLE}>
        {answer.replyContent}
      </Text>
    </Stack>
  );
}

/** 'Me too': once per user (pressed afterwards), the count shown as 99+ above 99. */
export function MeTooButton({ item, onMeToo, busy }: { item: TPublicQa; onMeToo: (item: TPublicQa) => void; busy: boolean }) {
  const label = meTooLabel(item.questionAddOneCount);
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant={item.hasAddedOne ? "filled" : "light"}
      color={item.hasAddedOne ? "blue" : "gray"}
      aria-pressed={item.hasAddedOne}
      loading={busy}
      onClick={() => {
        if (!item.hasAddedOne) onMeToo(item);
      }}
      data-testid="me-too"
      data-count={item.questionAddOneCount}
      leftSection={<HandIcon />}
    >
      <Trans>我也想问</Trans>
      <Text span ml={6} fw={700} size="sm" data-testid="me-too-count">
        {label}
      </Text>
    </Button>
  );
}

function HandIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <path d="M7 11V6a2 2 0 0 1 4 0v5m0-1V4a2 2 0 0 1 4 0v7m0-2a2 2 0 0 1 4 0v5a7 7 0 0 1-7 7h-1a7 7 0 0 1-6-3.5L3.5 14a2 2 0 0 1 3.5-2l1 1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
