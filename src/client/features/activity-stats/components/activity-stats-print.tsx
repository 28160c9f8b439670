import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { PRINT_TYPE, useActivityTitle } from "../activity-stats.queries.ts";
import { StatsReport } from "./stats-report.tsx";
import classes from "./activity-stats-print.module.css";

export interface ActivityStatsPrintProps {
  activityId: number;
  companyId?: number;
  /** PRINT_TYPE: 1 the hour trend, 2 the day trend */
  type?: string;
}

/**
 * /pending/activeDataPrint?id&companyId&type (document 3 section 2.1 item 2, document 4 section 2.7): the
 * activity's statistics laid out for an A4 page (190 mm wide, charts at a fixed width, sections kept whole
 * across page breaks), with a print button that the printout leaves out.
 */
export function ActivityStatsPrint({ activityId, companyId, type }: ActivityStatsPrintProps) {
  const { t } = useLingui();
  const title = useActivityTitle(activityId);
  if (activityId <= 0) return <EmptyState />;
  return (
    <Box className={classes.sheet} data-testid="stats-print-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {title.data ?? t`活动数据统计`}
            </Title>
            <Text size="sm" c="dimmed">
              {t`活动数据统计 · 打印时间 ${new Date().toLocaleString("zh-CN", { hour12: false })}`}
            </Text>
          </Stack>
          <Button className={classes.noPrint} size="xs" onClick={() => window.print()} data-testid="stats-print-button">
            {t`打印`}
          </Button>
        </Group>
        <StatsReport target={{ activityId, companyId }} trend={type === PRINT_TYPE.day ? "day" : "hour"} print />
      </Stack>
    </Box>
  );
}
