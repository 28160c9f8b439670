import { useState } from "react";
import { Group, NumberInput, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { parseDeadline } from "#shared/activity/ops-rules.ts";
import { beijingDateOf, beijingTimeOf } from "#shared/booking/calendar-date.ts";
import { bookingCompanyTypeText } from "#shared/booking/eligibility.ts";
import { BOOKING_COMPANY_TYPES, seriesActivityError } from "#shared/booking/series-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { strandedBookingsOf, type TStrandedBooking } from "#client/features/ops/capacity.queries.ts";
import { useSeriesActivitySave, type TSeriesActivity } from "#client/features/ops/series.queries.ts";
import { FormButtons, StrandedBookings } from "./capacity-parts.tsx";

/** An ISO instant as a datetime-local value in Beijing time ("YYYY-MM-DDTHH:mm"). */
const localOf = (iso: string | null) => (iso ? `${beijingDateOf(new Date(iso))}T${beijingTimeOf(new Date(iso))}` : "");

/**
 * A collective activity of a series (document 1 section 3): titles, dates and times, booking window, who may
 * book, open selection mode and capacity, checked by the same rule as the server before it is sent.
 */
export function SeriesActivityForm({ seriesId, activity, onDone }: { seriesId: number; activity: TSeriesActivity | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSeriesActivitySave();
  const [stranded, setStranded] = useState<TStrandedBooking[]>([]);
  const [d, setD] = useState({
    title: activity?.title ?? "",
    enTitle: activity?.enTitle ?? "",
    startDate: activity?.startDate ?? "",
    endDate: activity?.endDate ?? "",
    startTime: activity?.startTime ?? "14:00",
    endTime: activity?.endTime ?? "16:00",
    bookingStartTime: localOf(activity?.bookingStartTime ?? null),
    bookingEndTime: localOf(activity?.bookingEndTime ?? null),
    bookingCompanyType: activity?.bookingCompanyType ?? 0,
    isOpenSelectionMode: activity?.isOpenSelectionMode ?? false,
    capacity: activity?.capacity ?? 20,
  });
  const patch = (p: Partial<typeof d>) => setD((x) => ({ ...x, ...p }));
  const windowStart = parseDeadline(d.bookingStartTime);
  const windowEnd = parseDeadline(d.bookingEndTime);
  const complete = d.title.trim() !== "" && d.startDate !== "" && d.endDate !== "" && windowStart !== null && windowEnd !== null;
  const problem = complete ? seriesActivityError({ ...d, bookingStartTime: windowStart, bookingEndTime: windowEnd }) : null;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setStranded([]);
        save.mutate(
          { seriesId, id: activity?.id, updTime: activity?.updTime, ...d, enTitle: d.enTitle || undefined },
          {
            onSuccess: () => { notify("success", t`保存成功`); onDone(); },
            onError: (error) => setStranded(strandedBookingsOf(error)),
          },
        );
      }}
      data-testid="series-activity-form"
    >
      <Stack gap="sm">
        <TextInput label={t`活动标题`} required maxLength={100} value={d.title} onChange={(e) => patch({ title: e.currentTarget.value })} data-testid="sa-title" />
        <TextInput label={t`英文标题`} maxLength={200} value={d.enTitle} onChange={(e) => patch({ enTitle: e.currentTarget.value })} />
        <Group grow>
          <TextInput type="date" label={t`开始日期`} required value={d.startDate} onChange={(e) => patch({ startDate: e.currentTarget.value, endDate: d.endDate || e.currentTarget.value })} data-testid="sa-start-date" />
          <TextInput type="date" label={t`结束日期`} required value={d.endDate} onChange={(e) => patch({ endDate: e.currentTarget.value })} data-testid="sa-end-date" />
        </Group>
        <Group grow>
          <TextInput type="time" label={t`开始时间`} required value={d.startTime} onChange={(e) => patch({ startTime: e.currentTarget.value })} data-testid="sa-start-time" />
          <TextInput type="time" label={t`结束时间`} required value={d.endTime} onChange={(e) => patch({ endTime: e.currentTarget.value })} data-testid="sa-end-time" />
        </Group>
        <Group grow>
          <TextInput type="datetime-local" label={t`预约开始时间`} required value={d.bookingStartTime} onChange={(e) => patch({ bookingStartTime: e.currentTarget.value })} data-testid="sa-booking-start" />
          <TextInput type="datetime-local" label={t`预约结束时间`} required value={d.bookingEndTime} onChange={(e) => patch({ bookingEndTime: e.currentTarget.value })} data-testid="sa-booking-end" />
        </Group>
        <Group grow align="flex-end">
          <Select
            label={t`可预约公司`}
            allowDeselect={false}
            data={BOOKING_COMPANY_TYPES.map((type) => ({ value: String(type), label: bookingCompanyTypeText(type) }))}
            value={String(d.bookingCompanyType)}
            onChange={(v) => v !== null && patch({ bookingCompanyType: Number(v) })}
          />
          <NumberInput label={t`名额（公司数）`} min={1} max={999} allowDecimal={false} value={d.capacity} onChange={(v) => patch({ capacity: Number(v) || 0 })} data-testid="sa-capacity" />
        </Group>
        <Switch label={t`开放自选模式（公司可选择自己的活动模式）`} checked={d.isOpenSelectionMode} onChange={(e) => patch({ isOpenSelectionMode: e.currentTarget.checked })} />
        {problem ? <Text c="red" fz="sm" data-testid="sa-problem">{problem.message}</Text> : null}
        <StrandedBookings bookings={stranded} />
        <FormButtons saving={save.isPending} disabled={!complete || problem !== null} onCancel={onDone} testId="sa-save" />
      </Stack>
    </form>
  );
}
