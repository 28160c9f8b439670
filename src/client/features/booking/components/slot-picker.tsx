import { Badge, Group, Input, Loader, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TStoreSlot } from "#shared/api/booking.contract.ts";
import { ALL_PERIODS } from "#shared/booking/booking-time.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";

export interface SlotPickerProps {
  label: string;
  slots: readonly TStoreSlot[] | undefined;
  loading: boolean;
  /** the chosen slot's id */
  value: number | null;
  onChange: (slot: TStoreSlot) => void;
  /** "name": 上午 / 下午一 … with the time; "time": the time range alone (document 1 section 4.2, mode type 4) */
  labelBy?: "name" | "time";
  error?: string;
  testId?: string;
}

function periodName(periodId: number): string {
  return ALL_PERIODS.find((p) => p.id === periodId)?.periodName ?? "";
}

/** The periods of a date (or a region's date) with their remaining quota; full periods cannot be chosen. */
export function SlotPicker({ label, slots, loading, value, onChange, labelBy = "name", error, testId }: SlotPickerProps) {
  const { t } = useLingui();
  const sorted = [...(slots ?? [])].sort((a, b) => a.periodTime.localeCompare(b.periodTime) || a.periodId - b.periodId);

  let body;
  if (loading) body = <Loader size="sm" />;
  else if (sorted.length === 0) body = <EmptyState variant="noSlots" compact />;
  else {
    body = (
      <SimpleGrid cols={{ base: sorted.length === 2 ? 2 : 1, xs: Math.min(3, sorted.length) }} spacing="sm">
        {sorted.map((slot) => {
          const full = slot.number <= 0;
          const title = labelBy === "time" ? slot.periodTime : periodName(slot.periodId) || slot.periodTime;
          return (
            <Radio.Card
              key={slot.id}
              value={String(slot.id)}
              disabled={full}
              radius="sm"
              p="sm"
              aria-label={`${title} ${slot.periodTime}`}
              style={full ? { opacity: 0.55, cursor: "not-allowed" } : undefined}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator disabled={full} />
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {title}
                  </Text>
                  {labelBy === "name" ? (
                    <Text size="xs" c="dimmed">
                      {slot.periodTime}
                    </Text>
                  ) : null}
                  {full ? (
                    <Badge size="xs" color="gray" variant="light">
                      {t`已约满`}
                    </Badge>
                  ) : (
                    <Text size="xs" c="teal.8">
                      {t`剩余${slot.number}个名额`}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    );
  }

  return (
    <Radio.Group
      label={label}
      withAsterisk
      error={error}
      value={value === null ? null : String(value)}
      onChange={(v) => {
        const slot = sorted.find((s) => String(s.id) === v);
        if (slot) onChange(slot);
      }}
      data-testid={testId}
    >
      <Input.Wrapper mt={6}>{body}</Input.Wrapper>
    </Radio.Group>
  );
}
