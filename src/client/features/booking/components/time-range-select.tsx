import { Input, Select, SimpleGrid, Stack } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { endTimeOptions, startTimeOptions } from "#shared/booking/booking-time.ts";

export interface TimeRangeSelectProps {
  /** the morning (1) or afternoon (2) the times lie in */
  periodId: number | null;
  start: string | null;
  end: string | null;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  startLabel?: string;
  endLabel?: string;
  /** a time rule's message, shown under both pickers */
  error?: string;
  testId?: string;
}

/** Own start and end times in 30-minute steps inside a morning or afternoon (document 1 section 5.3). */
export function TimeRangeSelect({ periodId, start, end, onStart, onEnd, startLabel, endLabel, error, testId }: TimeRangeSelectProps) {
  const { t } = useLingui();
  const starts = periodId === null ? [] : startTimeOptions(periodId);
  const ends = periodId === null || !start ? [] : endTimeOptions(periodId, start);
  return (
    <Stack gap={4} data-testid={testId}>
    <SimpleGrid cols={2} spacing="sm" maw={420}>
      <Select
        label={startLabel ?? t`开始时间`}
        placeholder={t`请选择`}
        data={starts}
        value={start}
        error={!!error && !start}
        onChange={(v) => v && onStart(v)}
        disabled={periodId === null}
        withAsterisk
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={endLabel ?? t`结束时间`}
        placeholder={start ? t`请选择` : t`请先选择开始时间`}
        data={ends}
        value={end}
        error={!!error && !!start}
        onChange={(v) => v && onEnd(v)}
        disabled={!start}
        withAsterisk
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
      {error ? <Input.Error>{error}</Input.Error> : null}
    </Stack>
  );
}
