import { Center, Loader, Modal, Stack, Title } from "@mantine/core";
import { BarChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { useLingui } from "@lingui/react/macro";
import { useAskerIdentityRows } from "#client/components/activity/asker-identities.ts";
import { replyRate } from "#shared/qa/qa-rules.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { ActivityStatTiles } from "#client/components/activity/activity-stat-tiles.tsx";
import { useActivityStat } from "#client/features/company-home/company-home.queries.ts";

export interface ActivityDataDialogProps {
  /** the activity to show; null keeps the dialog closed */
  activity: { activityId: number; title: string } | null;
  onClose: () => void;
}

/** The view-data dialog of the recent-activities card: PV, UV, IP, questions, answers, reply rate, askers by identity. */
export function ActivityDataDialog({ activity, onClose }: ActivityDataDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={activity !== null} onClose={onClose} title={activity?.title ?? t`活动数据`} size="lg" centered data-testid="activity-data-dialog">
      {activity ? <StatBody activityId={activity.activityId} /> : null}
    </Modal>
  );
}

function StatBody({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const stat = useActivityStat(activityId);
  const identities = useAskerIdentityRows(stat.data);
  if (stat.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const s = stat.data;
  if (!s) return <EmptyState compact />;



  return (
    <Stack gap="lg">
      <ActivityStatTiles stats={s} replyRate={replyRate(s.questionNum, s.answerNum)} />
      <Stack gap="xs">
        <Title order={4} size="h6">
          {t`提问者身份分布`}
        </Title>
        <BarChart
          h={240}
          data={identities}
          dataKey="identity"
          series={[{ name: "count", label: t`提问数`, color: "blue.6" }]}
          tickLine="y"
          gridAxis="y"
          // counts: whole-number ticks only (no 0.5 question)
          yAxisProps={{ allowDecimals: false }}
          withBarValueLabel
          data-testid="identity-chart"
        />
      </Stack>
    </Stack>
  );
}
