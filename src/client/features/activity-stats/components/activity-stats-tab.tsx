import { useState } from "react";
import { Group, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { PRINT_TYPE } from "../activity-stats.queries.ts";
import { StatsReport, type TTrend } from "./stats-report.tsx";

export interface ActivityStatsTabProps {
  activityId: number;
  /** the caller's company, passed on to the statistics calls and the print page */
  companyId?: number;
}

/**
 * The activity-data tab (document 3 section 2.1 item 2, /ActivityManage/ActivityData): the statistics report
 * with an hour/day trend switch, and the print page (/pending/activeDataPrint?id&companyId&type) in a new window.
 */
export function ActivityStatsTab({ activityId, companyId }: ActivityStatsTabProps) {
  const { t } = useLingui();
  const [trend, setTrend] = useState<TTrend>("hour");
  return (
    <Stack gap="md" data-testid="activity-stats-tab">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t`访问数据按北京时间统计，页面每次打开计一次浏览量，同一访客计一次访客数。`}
        </Text>
        <AnchorLink
          to="/pending/activeDataPrint"
          search={{ id: String(activityId), companyId: companyId ? String(companyId) : undefined, type: PRINT_TYPE[trend] }}
          target="_blank"
          size="sm"
          data-testid="stats-print"
        >
          {t`打印数据`}
        </AnchorLink>
      </Group>
      <StatsReport target={{ activityId, companyId }} trend={trend} onTrendChange={setTrend} />
    </Stack>
  );
}
