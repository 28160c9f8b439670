import { useMemo, useState } from "react";
import { ActionIcon, Group, Input, Loader, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TTradingDate } from "#shared/api/booking.contract.ts";
import { addCalendarDays, mondayOf } from "#shared/booking/calendar-date.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import classes from "./weekday-calendar.module.css";

export interface WeekdayCalendarProps {
  label: string;
  dates: readonly TTradingDate[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (date: TTradingDate) => void;
  error?: string;
  required?: boolean;
  testId?: string;
}

/**
 * The weeks of a month as Monday-Friday rows; days of other months are blank (null). Weeks before the first
 * offered date's week and after the last one's are left out, so a short recording window stays compact.
 */
function monthRows(month: string, first: string, last: string): Array<Array<string | null>> {
  const rows: Array<Array<string | null>> = [];
  for (let monday = mondayOf(`${month}-01`); monday.slice(0, 7) <= month; monday = addCalendarDays(monday, 7)) {
    if (monday < mondayOf(first) || monday > last) continue;
    const row = [0, 1, 2, 3, 4].map((i) => {
      const d = addCalendarDays(monday, i);
      return d.slice(0, 7) === month ? d : null;
    });
    if (row.some((d) => d !== null)) rows.push(row);
  }
  return rows;
}

/**
 * The booking date picker (document 1 section 5.3): a month grid of Monday to Friday columns only, each
 * offered date with its remaining quota, dates without quota disabled.
 */
export function WeekdayCalendar({ label, dates, loading, value, onChange, error, required = true, testId }: WeekdayCalendarProps) {
  const { t } = useLingui();
  const byDate = useMemo(() => new Map((dates ?? []).map((d) => [d.bizDate, d])), [dates]);
  const sortedDates = useMemo(() => (dates ?? []).map((d) => d.bizDate).sort(), [dates]);
  const months = useMemo(() => [...new Set(sortedDates.map((d) => d.slice(0, 7)))], [sortedDates]);
  const preferred = (value && months.includes(value.slice(0, 7)) ? value.slice(0, 7) : null) ?? dates?.find((d) => d.number > 0)?.bizDate.slice(0, 7) ?? months[0];
  const [chosenMonth, setChosenMonth] = useState<string | null>(null);
  const month = chosenMonth && months.includes(chosenMonth) ? chosenMonth : preferred;
  const index = month ? months.indexOf(month) : -1;
  const weekdays = [t`周一`, t`周二`, t`周三`, t`周四`, t`周五`];

  let body;
  if (loading) {
    body = (
      <Group justify="center" py="lg">
        <Loader size="sm" />
      </Group>
    );
  } else if (!month) {
    body = <EmptyState variant="noDates" compact />;
  } else {
    const [year, monthNo] = month.split("-").map(Number);
    body = (
      <Stack gap="xs">
        <Group justify="space-between">
          <ActionIcon variant="subtle" aria-label={t`上个月`} disabled={index <= 0} onClick={() => setChosenMonth(months[index - 1] ?? null)}>
            ‹
          </ActionIcon>
          <Text fw={600} size="sm" data-testid="calendar-month">
            {t`${year}年${monthNo}月`}
          </Text>
          <ActionIcon
            variant="subtle"
            aria-label={t`下个月`}
            disabled={index >= months.length - 1}
            onClick={() => setChosenMonth(months[index + 1] ?? null)}
          >
            ›
          </ActionIcon>
        </Group>
        <div className={classes.grid} role="grid" aria-label={label}>
          {weekdays.map((w) => (
            <div key={w} className={classes.head} role="columnheader">
              {w}
            </div>
          ))}
          {monthRows(month, sortedDates[0] ?? month, sortedDates.at(-1) ?? month).flatMap((row, r) =>
            row.map((date, i) => {
              if (!date) return <div key={`${r}-${i}`} className={classes.blank} />;
              const offered = byDate.get(date);
              const available = !!offered && offered.number > 0;
              const quota = offered ? (offered.number > 0 ? t`余${offered.number}` : t`已满`) : "";
              return (
                <button
                  key={date}
                  type="button"
                  className={classes.day}
                  disabled={!available}
                  data-selected={value === date || undefined}
                  aria-pressed={value === date}
                  aria-label={quota ? `${date} ${quota}` : date}
                  data-date={date}
                  onClick={() => offered && onChange(offered)}
                >
                  <span className={classes.num}>{Number(date.slice(8))}</span>
                  <span className={classes.quota}>{quota || "\u00a0"}</span>
                </button>
              );
            }),
          )}
        </div>
      </Stack>
    );
  }

  return (
    <Input.Wrapper label={label} required={required} error={error} data-testid={testId}>
      <div style={{ marginTop: 6, maxWidth: 520 }}>{body}</div>
    </Input.Wrapper>
  );
}
