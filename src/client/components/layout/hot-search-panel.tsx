import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { IconFlame } from "#client/components/layout/icons-on-demand.tsx";
import classes from "#client/components/layout/layout.module.css";

export interface THotWord {
  id: number;
  label: string;
  keyword: string;
}

/**
 * The hot-search words under the header search (spec 1 §2.2), each of which searches itself. The search box
 * loads this on its first focus, so the words' badges are no part of what every page loads first.
 */
export function HotSearchPanel({ words, onSearch }: { words: THotWord[]; onSearch: (keyword: string) => void }) {
  return (
    <Paper className={classes.hotSearchPanel} shadow="md" p="sm" radius="md" withBorder data-testid="hot-search">
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconFlame size={16} color="var(--mantine-color-orange-6)" />
          <Text size="sm" fw={600}>
            <Trans>热门搜索</Trans>
          </Text>
        </Group>
        <Group gap={8}>
          {words.map((word) => (
            <Badge
              key={word.id}
              component="button"
              type="button"
              variant="light"
              color="blue"
              radius="sm"
              size="lg"
              tt="none"
              fw={500}
              className={classes.hotWord}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSearch(word.keyword)}
            >
              {word.label}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
