import { Center, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { BarChart, LineChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { useLingui } from "@lingui/react/macro";
import { useAskerIdentityRows } from "#client/components/activity/asker-identities.ts";
import { replyRate } from "#shared/qa/qa-rules.ts";
import { Platform } from "#shared/stats/visit-rules.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { ActivityStatTiles } from "#client/components/activity/activity-stat-tiles.tsx";
import { useActivityTotals, useDayTrend, useDistributeStats, useHourTrend, usePlatformStats, type TStatsTarget } from "../activity-stats.queries.ts";

/**
 * The charts' width on the printed sheet, in CSS pixels: it fits the sheet's 658 px on screen and 718 px on
 * paper. A string, so Mantine passes it on as it is; a number becomes rem, which grows with the root font
 * size the portal raises on narrow windows (850 px there, past the sheet's edge).
 */
const PRINT_CHART_WIDTH = "640px";

export type TTrend = "hour" | "day";

export interface StatsReportProps {
  target: TStatsTarget;
  trend: TTrend;
  /** the tab lets the reader switch the trend; the print page shows the one it was opened with */
  onTrendChange?: (trend: TTrend) => void;
  /** print layout: charts without animation, at a fixed width that fits an A4 page */
  print?: boolean;
}

/**
 * An activity's statistics (document 3 section 3 "Statistics", section 7): PV, UV, IP, questions, answers and
 * reply rate, the average viewing time, the hour or day trend, the platforms (all, the activity's day, other
 * times), askers by identity and the distribution partners' PV. The activity-data tab and its print page
 * show this same report, so both read the same numbers.
 */
export function StatsReport({ target, trend, onTrendChange, print = false }: StatsReportProps) {
  const { t } = useLingui();
  const totals = useActivityTotals(target);
  const hours = useHourTrend(target);
  const days = useDayTrend(target);
  const platforms = usePlatformStats(target);
  const partners = useDistributeStats(target);
  const identities = useAskerIdentityRows(totals.data);

  if (totals.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const s = totals.data;
  if (!s) return <EmptyState compact />;

  const minutes = Math.floor(s.avgDuration / 60);
  const seconds = s.avgDuration % 60;
  const trendRows =
    trend === "hour"
      ? (hours.data ?? []).map((h) => ({ label: `${h.statDate.slice(5)} ${h.statHourText}`, pv: h.allPv, uv: h.allUvNum, ip: h.allIp }))
      : (days.data ?? []).map((d) => ({ label: d.statDate, pv: d.allPv, uv: d.allUvNum, ip: d.allIp }));
  const platformName: Record<number, string> = { [Platform.pc]: t`PC端`, [Platform.chat]: t`微信端`, [Platform.app]: t`App端` };
  // printed charts are drawn at once: an animation still running when the print dialog opens prints half-drawn
  const lineProps = print ? { lineProps: { isAnimationActive: false } } : {};

  return (
    <Stack gap="lg" data-testid="stats-report">
      <ActivityStatTiles stats={s} replyRate={replyRate(s.questionNum, s.answerNum)} cols={print ? 6 : { base: 2, sm: 3, lg: 6 }} />
      <Paper withBorder radius="md" p="sm" data-testid="stat-duration">
        <Text size="xs" c="dimmed">
          {t`平均观看时长`}
        </Text>
        <Text fw={700} size="lg" data-testid="stat-duration-value">
          {t`${minutes}分${seconds}秒`}
        </Text>
      </Paper>

      <Section title={trend === "hour" ? t`访问趋势（按小时）` : t`访问趋势（按天）`}>
        {onTrendChange ? (
          <SegmentedControl
            size="xs"
            value={trend}
            onChange={(v) => onTrendChange(v as TTrend)}
            data={[
              { value: "hour", label: t`按小时` },
              { value: "day", label: t`按天` },
            ]}
            data-testid="trend-switch"
            style={{ alignSelf: "flex-start" }}
          />
        ) : null}
        {trendRows.length === 0 ? (
          <EmptyState compact description={t`暂无访问数据`} />
        ) : (
          <LineChart
            h={260}
            w={print ? PRINT_CHART_WIDTH : undefined}
            data={trendRows}
            dataKey="label"
            series={[
              { name: "pv", label: t`浏览量（PV）`, color: "blue.6" },
              { name: "uv", label: t`访客数（UV）`, color: "teal.6" },
              { name: "ip", label: t`IP数`, color: "orange.6" },
            ]}
            curveType="monotone"
            withLegend
            withDots={trendRows.length <= 48}
            yAxisProps={{ allowDecimals: false }}
            data-testid="trend-chart"
            {...lineProps}
          />
        )}
      </Section>

      <Section title={t`各平台访问情况`}>
        <Table.ScrollContainer minWidth={print ? "100%" : 560}>
          <Table striped withTableBorder fz="sm" data-testid="platform-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`平台`}</Table.Th>
                <Table.Th>{t`类别`}</Table.Th>
                <Table.Th>PV</Table.Th>
                <Table.Th>UV</Table.Th>
                <Table.Th>IP</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(platforms.data ?? []).flatMap((p) =>
                [
                  [t`全部`, p.pvNum, p.uvNum, p.ipNum],
                  [t`活动当天`, p.dayPvNum, p.dayUvNum, p.dayIpNum],
                  [t`其他时间`, p.otherPvNum, p.otherUvNum, p.otherIpNum],
                ].map(([kind, pv, uv, ip], i) => (
                  <Table.Tr key={`${p.platform}-${i}`} data-testid={`platform-${p.platform}-${i}`}>
                    {i === 0 ? <Table.Td rowSpan={3}>{platformName[p.platform]}</Table.Td> : null}
                    <Table.Td>{kind}</Table.Td>
                    <Table.Td>{pv}</Table.Td>
                    <Table.Td>{uv}</Table.Td>
                    <Table.Td>{ip}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>

      <SimpleGrid cols={print ? 1 : { base: 1, md: 2 }} spacing="lg">
        <Section title={t`提问者身份分布`}>
          <BarChart
            h={240}
            w={print ? PRINT_CHART_WIDTH : undefined}
            data={identities}
            dataKey="identity"
            series={[{ name: "count", label: t`提问数`, color: "blue.6" }]}
            tickLine="y"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false }}
            withBarValueLabel
            data-testid="identity-chart"
            {...(print ? { barProps: { isAnimationActive: false } } : {})}
          />
        </Section>
        <Section title={t`分发渠道浏览量`}>
          {(partners.data ?? []).length === 0 ? (
            <EmptyState compact description={t`暂无分发渠道`} />
          ) : (
            <Table withTableBorder fz="sm" data-testid="partner-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`分发机构`}</Table.Th>
                  <Table.Th>PV</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(partners.data ?? []).map((r) => (
                  <Table.Tr key={r.companyName}>
                    <Table.Td>{r.companyName}</Table.Td>
                    <Table.Td>{r.pvNum ?? t`未提交`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" style={{ breakInside: "avoid" }}>
      <Group justify="space-between">
        <Title order={4} size="h6">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}
