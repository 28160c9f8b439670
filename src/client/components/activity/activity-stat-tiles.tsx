import { Paper, SimpleGrid, Text, type SimpleGridProps } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

/** The counts an activity's data view shows (the statistics calls' field names). */
export interface TActivityStatCounts {
  allPvNum: number;
  allUvNum: number;
  allIpNum: number;
  questionNum: number;
  answerNum: number;
}

export interface ActivityStatTilesProps {
  stats: TActivityStatCounts;
  /** the reply rate as the shared rule gives it (2 decimals) */
  replyRate: string | number;
  cols?: SimpleGridProps["cols"];
}

/**
 * PV, UV, IP, questions, answers and reply rate as tiles: the government card's view-data dialog and the
 * distribution details page show the same six. Test ids stat-<key> and stat-<key>-value.
 */
export function ActivityStatTiles({ stats: s, replyRate, cols = { base: 2, sm: 3 } }: ActivityStatTilesProps) {
  const { t } = useLingui();
  const tiles: [string, string, string][] = [
    [t`浏览量（PV）`, String(s.allPvNum), "pv"],
    [t`访客数（UV）`, String(s.allUvNum), "uv"],
    [t`IP数`, String(s.allIpNum), "ip"],
    [t`提问数`, String(s.questionNum), "questions"],
    [t`回答数`, String(s.answerNum), "answers"],
    [t`回复率`, `${replyRate}%`, "reply-rate"],
  ];
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {tiles.map(([label, value, key]) => (
        <Paper key={key} withBorder radius="md" p="sm" data-testid={`stat-${key}`}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg" data-testid={`stat-${key}-value`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
