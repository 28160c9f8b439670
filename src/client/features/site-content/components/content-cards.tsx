import { Link } from "@tanstack/react-router";
import { Badge, Card, Group, Image, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { THotTopicCard, TLinkedActivity } from "#shared/api/content.contract.ts";
import { imageSrc, localized } from "../site-content.display.ts";

/** A hot topic as lists show it: cover, title and summary in the page's language, how many items. */
export function TopicCard({ topic }: { topic: THotTopicCard }) {
  const { i18n } = useLingui();
  const cover = imageSrc(topic.coverUrl);
  return (
    <Card component={Link} to={`/hotTopicDetail/${topic.id}`} withBorder radius="md" padding="sm" data-testid="hot-topic-card" style={{ height: "100%" }}>
      {cover ? (
        <Card.Section>
          <Image src={cover} alt="" h={140} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap={4} mt="sm">
        <Text fw={700} lineClamp={2}>
          {localized(topic.title, topic.titleEn, i18n.locale)}
        </Text>
        {topic.summary ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {localized(topic.summary, topic.summaryEn, i18n.locale)}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <Trans>{topic.itemCount} 项内容</Trans>
        </Text>
      </Stack>
    </Card>
  );
}

/** The state badge of an activity: upcoming, live, ended (the words of the roadshow list's cards). Never shrunk into an ellipsis. */
export function ActivityStateBadge({ status }: { status: number }) {
  if (status === 2)
    return (
      <Badge color="red" variant="filled" size="sm" miw="max-content">
        <Trans>直播中</Trans>
      </Badge>
    );
  if (status === 3)
    return (
      <Badge color="gray" variant="light" size="sm" miw="max-content">
        <Trans>已结束</Trans>
      </Badge>
    );
  return (
    <Badge color="blue" variant="light" size="sm" miw="max-content">
      <Trans>即将开始</Trans>
    </Badge>
  );
}

/** An activity linked from a topic or a subject page: title, companies, date and state, opening its page. */
export function LinkedActivityCard({ activity }: { activity: TLinkedActivity }) {
  const { i18n } = useLingui();
  const time = [activity.startDate, activity.startTime && activity.endTime ? `${activity.startTime}-${activity.endTime}` : activity.startTime].filter(Boolean).join(" ");
  return (
    <Card component={Link} to={`/activityDetails/${activity.activityId}`} withBorder radius="md" padding="md" data-testid="linked-activity" style={{ height: "100%" }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} lineClamp={2} style={{ minWidth: 0 }}>
            {localized(activity.title, activity.enTitle, i18n.locale)}
          </Text>
          <ActivityStateBadge status={activity.status} />
        </Group>
        {activity.companyNames ? (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {localized(activity.companyNames, activity.companyEnNames, i18n.locale)}
          </Text>
        ) : null}
        <Text size="sm">{time}</Text>
      </Stack>
    </Card>
  );
}
