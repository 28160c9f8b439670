import { ActionIcon, Group, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { GUEST_COUNT_MAX, SCHEDULE_EN_MAX, SCHEDULE_TEXT_MAX, stripChinese } from "#shared/materials/materials-rules.ts";
import { newScheduleRow, type TMaterialsFormValues } from "../materials-form.ts";
import { Section } from "./section.tsx";

interface Props {
  values: TMaterialsFormValues;
  readOnly: boolean;
  onChange: (patch: Partial<TMaterialsFormValues>) => void;
  problem: string | null;
}

/** Schedule rows (document 3 section 5): the only row cannot be removed; the first adds, the others remove. */
export function ScheduleSection({ values, readOnly, onChange, problem }: Props) {
  const { t } = useLingui();
  const rows = values.schedule;
  const set = (i: number, patch: Partial<(typeof rows)[number]>) => onChange({ schedule: rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <Section id="schedule" title={t`活动日程`} problem={problem}>
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap" data-testid="materials-schedule-row">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
              <TextInput label={i === 0 ? t`时间` : undefined} aria-label={t`时间`} placeholder="14:00-14:10" value={row.time} maxLength={SCHEDULE_TEXT_MAX} disabled={readOnly} onChange={(e) => set(i, { time: e.currentTarget.value })} />
              <TextInput label={i === 0 ? t`日程标题` : undefined} aria-label={t`日程标题`} value={row.title} maxLength={SCHEDULE_TEXT_MAX} disabled={readOnly} onChange={(e) => set(i, { title: e.currentTarget.value })} />
              <TextInput
                label={i === 0 ? t`英文标题` : undefined}
                aria-label={t`英文标题`}
                value={row.en_title}
                maxLength={SCHEDULE_EN_MAX}
                disabled={readOnly}
                onChange={(e) => set(i, { en_title: stripChinese(e.currentTarget.value) })}
              />
            </SimpleGrid>
            {!readOnly ? (
              i === 0 ? (
                <ActionIcon variant="light" size="lg" aria-label={t`添加日程`} onClick={() => onChange({ schedule: [...rows, newScheduleRow()] })} data-testid="materials-schedule-add">
                  +
                </ActionIcon>
              ) : (
                <ActionIcon variant="light" color="red" size="lg" aria-label={t`删除日程`} onClick={() => onChange({ schedule: rows.filter((_, j) => j !== i) })}>
                  −
                </ActionIcon>
              )
            ) : null}
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** Guests on and under stage: integers 0 to 999999999 (document 3 section 5, guest counts). */
export function GuestCountsSection({ values, readOnly, onChange, problem }: Props) {
  const { t } = useLingui();
  const count = (v: string | number) => (v === "" ? "" : String(Math.max(0, Math.min(GUEST_COUNT_MAX, Math.trunc(Number(v))))));
  return (
    <Section id="guestCounts" title={t`嘉宾人数`} problem={problem}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput label={t`台上嘉宾数`} min={0} max={GUEST_COUNT_MAX} allowDecimal={false} allowNegative={false} value={values.guestsOnStage} disabled={readOnly} onChange={(v) => onChange({ guestsOnStage: count(v) })} data-testid="materials-on-stage" />
        <NumberInput label={t`台下嘉宾数`} min={0} max={GUEST_COUNT_MAX} allowDecimal={false} allowNegative={false} value={values.guestsUnderStage} disabled={readOnly} onChange={(v) => onChange({ guestsUnderStage: count(v) })} data-testid="materials-under-stage" />
      </SimpleGrid>
    </Section>
  );
}
