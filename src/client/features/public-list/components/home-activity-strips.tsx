import type { CSSProperties, ReactNode } from "react";
import { Group, Loader, Stack, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { TPublicActivityCard } from "#shared/api/public-list.contract.ts";
import { useHomeStrips } from "../public-list.queries.ts";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { useDrawnAnswer } from "#client/lib/use-drawn-answer.ts";
import { PublicActivityCard } from "./public-activity-card.tsx";
import layout from "#client/components/layout/layout.module.css";
import classes from "./home-activity-strips.module.css";

/**
 * The home page's activity strips (document 4 section 2.1): live now, upcoming within 14 days (soonest
 * first) and replays; a strip without cards is left out. Meant to be lazy-loaded by the home route. Its words
 * (and its cards') are in the shell catalog (lingui.config.ts), so /home loads no other catalog.
 */
export function HomeActivityStrips() {
  const strips = useHomeStrips();
  // some forty cards: drawn in slices (useDrawnAnswer)
  const { data, drawing } = useDrawnAnswer(strips);
  if (drawing) return <Loader mx="auto" my="md" size="sm" />;
  if (!data) return null;
  return (
    <Stack gap="lg" data-testid="home-activity-strips">
      <Strip testId="strip-live" title={<Trans>正在直播</Trans>} cards={data.live} more={{ state: 2 }} />
      <Strip testId="strip-upcoming" title={<Trans>即将开始</Trans>} cards={data.upcoming} more={{ state: 1 }} />
      <Strip testId="strip-replays" title={<Trans>精彩回放</Trans>} cards={data.replays} more={{ state: 3 }} />
    </Stack>
  );
}

function Strip({ title, cards, more, testId }: { title: ReactNode; cards: TPublicActivityCard[]; more: { state: 1 | 2 | 3 }; testId: string }) {
  if (cards.length === 0) return null;
  return (
    <Stack gap="xs" data-testid={testId} className={layout.offscreen} style={{ "--offscreen-height": "330px" }}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        <AnchorLink to="/roadshowList" search={more} size="sm">
          <Trans>查看更多</Trans>
        </AnchorLink>
      </Group>
      {/* the browser's own horizontal scrolling: Mantine's ScrollArea would add 5 KB to the home page */}
      <div className={classes.row}>
        <Group gap="md" wrap="nowrap" align="stretch" pb={4}>
          {cards.map((card) => (
            // a card scrolled out of the row sideways is skipped as well
            <div key={card.activityId} className={layout.offscreen} style={{ width: 260, flex: "0 0 260px", "--offscreen-height": "290px" } as CSSProperties}>
              <PublicActivityCard card={card} />
            </div>
          ))}
        </Group>
      </div>
    </Stack>
  );
}
