import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import dayjs from "dayjs";
import { byLocale } from "#shared/activity/activity-page.ts";
import type { TMyQuestion } from "#shared/api/personal.contract.ts";
import { myQuestionState, type TMyQuestionState } from "#shared/personal/personal-rules.ts";

const STATE_LABEL: Record<TMyQuestionState, ReturnType<typeof msg>> = {
  pending: msg`待审核`,
  published: msg`已发布`,
  refused: msg`未通过审核`,
  revoked: msg`已撤销`,
};
const STATE_COLOUR: Record<TMyQuestionState, string> = { pending: "orange", published: "green", refused: "gray", revoked: "gray" };

const at = (iso: string) => dayjs(iso).format("YYYY-MM-DD HH:mm");

/** "林慧敏（董事会秘书）", "Lin Huimin (Board Secretary)", or the name alone. */
const answererLine = (name: string, title: string, english: boolean) => (title ? (english ? `${name} (${title})` : `${name}（${title}）`) : name);

/** One of my questions: the activity, what I asked and when, its review state, and the answers I may see. */
export function MyQuestionCard({ question: q }: { question: TMyQuestion }) {
  const { i18n } = useLingui();
  const state = myQuestionState(q);
  const company = byLocale(q.companyShortName, q.companyEnShortName, i18n.locale);
  const english = i18n.locale === "en-US";
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-question" data-state={state}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <AnchorLink
                        to="/activityDetails/$id/{-$testCode}"
            params={{ id: String(q.activityId) }}
            size="sm"
            c="blue.8"
            lineClamp={1}
            style={{ wordBreak: "break-word" }}
          >
            {byLocale(q.activityTitle, q.activityEnTitle, i18n.locale)}
          </AnchorLink>
          <Badge color={STATE_COLOUR[state]} variant="light" style={{ flexShrink: 0 }} data-testid="my-question-state">
            {i18n._(STATE_LABEL[state])}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} data-testid="my-question-content">
          {q.content}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            向 {company} 提问 · {at(q.createdAt)}
          </Trans>
        </Text>
        {q.answers.map((a) => (
          <Stack key={a.answerId} gap={2} p="sm" bg="gray.0" style={{ borderRadius: 8 }} data-testid="my-answer" data-revoked={a.revoked}>
            <Text size="sm" fw={600}>
              {answererLine(byLocale(a.answererName, a.answererEnName, i18n.locale), byLocale(a.answererTitle, a.answererEnTitle, i18n.locale), english)}
            </Text>
            {a.revoked ? (
              <Text size="sm" c="dimmed" fs="italic">
                <Trans>该回复已被撤回</Trans>
              </Text>
            ) : (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                {a.content}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {at(a.createdAt)}
            </Text>
          </Stack>
        ))}
        {q.answers.length === 0 && state === "published" ? (
          <Text size="sm" c="dimmed">
            <Trans>暂未回复</Trans>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
