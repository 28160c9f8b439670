import { Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import dayjs from "dayjs";
import type { TSavedActivity } from "#shared/offline/saved-activities.ts";
import { CardLink } from "#client/components/layout/router-links.tsx";
import { cardCompany, cardTitle } from "../public-list.display.ts";

export interface SavedActivitiesPanelProps {
  activities: TSavedActivity[];
}

/**
 * Offline, the activity pages this device has kept, each opening as last seen (docs/offline.md). Shown by
 * the roadshow list while the network is away, so an investor can still reach what they visited.
 */
export function SavedActivitiesPanel({ activities }: SavedActivitiesPanelProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs" component="section" aria-labelledby="saved-activities-title" data-testid="saved-activities">
      <Title order={3} size="h5" id="saved-activities-title">
        <Trans>已保存在本设备上的活动（可离线查看）</Trans>
      </Title>
      {activities.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="saved-activities-none">
          <Trans>本设备上还没有保存的活动。联网时打开的活动页会自动保存，供离线查看。</Trans>
        </Text>
      ) : (
        activities.map((activity) => {
          const savedAt = dayjs(activity.savedAt).format("YYYY-MM-DD HH:mm");
          return (
            <CardLink
              key={activity.activityId}
              to="/activityDetails/$id/{-$testCode}"
              params={{ id: String(activity.activityId) }}
              withBorder
              radius="md"
              padding="sm"
              data-testid="saved-activity"
              data-activity-id={activity.activityId}
              style={{ textDecoration: "none", color: "inherit" }}
            >
                <Text fw={600} lineClamp={2} style={{ wordBreak: "break-word" }}>
                  {cardTitle(activity, i18n.locale)}
                </Text>
                <Text size="sm" c="dimmed">
                  {[cardCompany({ ...activity, companyEnShortName: null }, i18n.locale), `${activity.startDate}${activity.startTime ? ` ${activity.startTime}` : ""}`]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>保存于 {savedAt}</Trans>
                </Text>
            </CardLink>
          );
        })
      )}
    </Stack>
  );
}
