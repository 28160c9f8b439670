import { Avatar, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { PreviewBanner } from "#client/components/layout/preview-banner.tsx";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { activityTitle, publicState, STATE_COLOUR, stateLabel, timeBlock } from "../public-qa.display.ts";

/**
 * The header of the public activity page, good enough to use the live Q&A now (the background, favourite,
 * follow, share and calendar come with the public site): the title in the page's language, the company, the
 * time block and the state; the preview banner when opened through the test code of an unpublished page.
 */
export function ActivityHeaderCard({ activity }: { activity: TPublicActivity }) {
  const { i18n } = useLingui();
  const state = publicState(activity);
  const time = timeBlock(activity);
  return (
    <Stack gap={0}>
      {activity.isPreview ? <PreviewBanner pubStatus={0} /> : null}
      <Card
        withBorder
        radius="md"
        padding="lg"
        data-testid="activity-header"
        // a quiet gradient in place of the template background the public site will bring
        style={{ background: "linear-gradient(135deg, var(--mantine-color-blue-0), var(--mantine-color-white) 70%)" }}
      >
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Avatar src={activity.miniLogoPath} size={64} radius="md" color="blue" alt="" visibleFrom="xs">
            {activity.companyShortName.slice(0, 2)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Badge color={STATE_COLOUR[state]} variant={state === "live" ? "filled" : "light"} data-testid="activity-state" data-state={state}>
                {stateLabel(state)}
              </Badge>
              {activity.activityTypeText ? (
                <Badge color="gray" variant="outline">
                  {activity.activityTypeText}
                </Badge>
              ) : null}
            </Group>
            <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }} data-testid="activity-title">
              {activityTitle(activity, i18n.locale)}
            </Title>
            <Group gap={8} data-testid="activity-company">
              <Text fw={500}>{activity.companyShortName}</Text>
              {activity.stockCode ? (
                <Text c="dimmed" ff="monospace">
                  {activity.stockCode}
                </Text>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" data-testid="activity-time">
              <Trans>活动时间：{time}</Trans>
            </Text>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
