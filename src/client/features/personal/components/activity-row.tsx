import { Badge, Group, Stack, Text } from "@mantine/core";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { byLocale } from "#shared/activity/activity-page.ts";
import type { TPublicActivityCard } from "#shared/api/public-list.contract.ts";

const STATE = { 1: msg`即将开始`, 2: msg`直播中`, 3: msg`已结束` } as const;
const STATE_COLOUR: Record<number, string> = { 1: "blue", 2: "red", 3: "gray" };

/** One activity of a personal list: title in the page's language, company, time and state, opening its page. */
export function ActivityRow({ card }: { card: TPublicActivityCard }) {
  const { i18n } = useLingui();
  const state = STATE[card.status as keyof typeof STATE];
  const company = [byLocale(card.companyShortName, card.companyEnShortName, i18n.locale), card.stockCode].filter(Boolean).join(" ");
  const time = `${card.startDate}${card.startTime ? ` ${card.startTime}` : ""}`;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} data-testid="personal-activity" data-activity-id={card.activityId}>
      <Stack gap={2} miw={0}>
        <AnchorLink
                    to="/activityDetails/$id/{-$testCode}"
          params={{ id: String(card.activityId) }}
          fw={600}
          c="blue.8"
          lineClamp={2}
          style={{ wordBreak: "break-word" }}
        >
          {byLocale(card.title, card.enTitle, i18n.locale)}
        </AnchorLink>
        <Text size="sm" c="dimmed">
          {[company, time].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
      {state ? (
        <Badge color={STATE_COLOUR[card.status] ?? "gray"} variant={card.status === 2 ? "filled" : "light"} style={{ flexShrink: 0 }}>
          {i18n._(state)}
        </Badge>
      ) : null}
    </Group>
  );
}
