import { Badge, Group, Input, Loader, Paper, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TBookableActivity, TBookableSeries } from "#shared/api/booking.contract.ts";
import { beijingDateOf, beijingTimeOf } from "#shared/booking/calendar-date.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";

export interface CollectiveActivityListProps {
  series: readonly TBookableSeries[] | undefined;
  loading: boolean;
  value: number | null;
  onPick: (activity: TBookableActivity & { seriesId: number }) => void;
  error?: string;
}

/** An instant of the wire (ISO) as Beijing "YYYY-MM-DD HH:MM". */
function beijing(iso: string | null): string {
  if (!iso) return "";
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${beijingDateOf(at)} ${beijingTimeOf(at)}`;
}

function when(a: TBookableActivity): string {
  const day = a.startDate === a.endDate ? a.startDate : `${a.startDate} ~ ${a.endDate}`;
  return a.startTime && a.endTime ? `${day} ${a.startTime}-${a.endTime}` : day;
}

/** The collective series with their activities; one pick in all (picking another replaces it). */
export function CollectiveActivityList({ series, loading, value, onPick, error }: CollectiveActivityListProps) {
  const { t } = useLingui();
  const all = (series ?? []).flatMap((s) => s.activityList.map((a) => ({ ...a, seriesId: s.seriesId })));

  function status(a: TBookableActivity) {
    if (a.isBooked) return <Badge color="teal" variant="light" size="sm">{t`已预约`}</Badge>;
    if (a.isBookedComplete) return <Badge color="gray" variant="light" size="sm">{t`已约满`}</Badge>;
    if (!a.canBook) return <Badge color="gray" variant="light" size="sm">{t`不可预约`}</Badge>;
    return <Badge color="blue" variant="light" size="sm">{t`可预约`}</Badge>;
  }

  let body;
  if (loading) body = <Loader size="sm" />;
  else if (all.length === 0) body = <EmptyState compact />;
  else {
    body = (
      <Stack gap="md">
        {(series ?? []).map((s) => (
          <Paper key={s.seriesId} withBorder radius="sm" p={{ base: "xs", sm: "sm" }} bg="gray.0" data-testid={`series-${s.seriesId}`}>
            <Text fw={600} size="sm" mb="xs">
              {s.seriesName}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {s.activityList.map((a) => (
                <Radio.Card
                  key={a.id}
                  value={String(a.id)}
                  disabled={!a.canBook}
                  radius="sm"
                  p="sm"
                  bg="white"
                  aria-label={a.title}
                  style={a.canBook ? undefined : { opacity: 0.6, cursor: "not-allowed" }}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator disabled={!a.canBook} />
                    <Stack gap={4} miw={0} style={{ flex: 1 }}>
                      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                        <Text fw={600} size="sm" lineClamp={2}>
                          {a.title}
                        </Text>
                        {status(a)}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t`活动时间：${when(a)}`}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t`活动模式：${a.modeName ?? "—"}`}
                        {a.isOpenSelectionMode ? (
                          <Badge ml={6} size="xs" variant="outline">
                            {t`可自选模式`}
                          </Badge>
                        ) : null}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t`参与公司：${a.bookingCompanyTypeText}`}
                      </Text>
                      {a.bookingStartTime || a.bookingEndTime ? (
                        <Text size="xs" c="dimmed">
                          {t`预约时间：${beijing(a.bookingStartTime)} ~ ${beijing(a.bookingEndTime)}`}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Radio.Group
      label={t`集体活动`}
      withAsterisk
      value={value === null ? null : String(value)}
      onChange={(v) => {
        const picked = all.find((a) => String(a.id) === v);
        if (picked) onPick(picked);
      }}
      error={error}
      data-testid="collective-activities"
    >
      <Input.Wrapper mt={6}>{body}</Input.Wrapper>
    </Radio.Group>
  );
}
