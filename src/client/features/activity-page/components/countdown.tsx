import { useEffect } from "react";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { countdownTo } from "#shared/activity/activity-page.ts";
import { useNow } from "../use-now.ts";

/** Days, hours, minutes and seconds until the start, ticking each second. */
export function Countdown({ target, onDone, dark = true }: { target: Date; onDone?: () => void; dark?: boolean }) {
  const now = useNow(1000);
  const left = countdownTo(target, now);
  useEffect(() => {
    if (left.done) onDone?.();
  }, [left.done, onDone]);
  const cell = (value: number, label: React.ReactNode, unit: string) => (
    <Paper radius="md" px={{ base: 10, sm: 16 }} py={8} bg={dark ? "rgb(255 255 255 / 12%)" : "blue.0"} data-unit={unit}>
      <Stack gap={0} align="center">
        <Text fz={{ base: 24, sm: 36 }} fw={700} c={dark ? "white" : "blue.8"} ff="monospace" lh={1.1}>
          {String(value).padStart(2, "0")}
        </Text>
        <Text size="xs" c={dark ? "rgb(255 255 255 / 75%)" : "dimmed"}>
          {label}
        </Text>
      </Stack>
    </Paper>
  );
  return (
    <Group gap="xs" justify="center" wrap="nowrap" data-testid="countdown" aria-live="off">
      {cell(left.days, <Trans>天</Trans>, "days")}
      {cell(left.hours, <Trans>时</Trans>, "hours")}
      {cell(left.minutes, <Trans>分</Trans>, "minutes")}
      {cell(left.seconds, <Trans>秒</Trans>, "seconds")}
    </Group>
  );
}
