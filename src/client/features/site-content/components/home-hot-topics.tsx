import { Link } from "@tanstack/react-router";
import { Anchor, Group, Skeleton, Stack, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { useHotTopicPage } from "../site-content.queries.ts";
import { useDrawnAnswer } from "#client/lib/use-drawn-answer.ts";
import { TopicCard } from "./content-cards.tsx";
import layout from "#client/components/layout/layout.module.css";
import classes from "./home-hot-topics.module.css";

/** How many topics the home strip shows. */
export const HOME_TOPIC_COUNT = 4;

/**
 * The hot-topics strip of the home page (document 4 section 2.1): the first topics in the back office's order
 * and a link to all of them. Nothing at all when there are no topics.
 */
export function HomeHotTopics() {
  const topics = useHotTopicPage(1, HOME_TOPIC_COUNT);
  // drawn in slices (useDrawnAnswer); skeletons until then
  const { data, drawing } = useDrawnAnswer(topics);
  const records = data?.records ?? [];
  if (!drawing && records.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-hot-topics-title" data-testid="home-hot-topics" className={layout.offscreen} style={{ "--offscreen-height": "1000px" }}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="home-hot-topics-title">
          <Trans>热门话题</Trans>
        </Title>
        <Anchor component={Link} to="/hotTopic" size="sm">
          <Trans>查看全部</Trans>
        </Anchor>
      </Group>
      <div className={classes.grid}>
        {drawing
          ? Array.from({ length: HOME_TOPIC_COUNT }, (_, i) => <Skeleton key={i} h={230} radius="md" />)
          : records.map((topic) => <TopicCard key={topic.id} topic={topic} />)}
      </div>
    </Stack>
  );
}
