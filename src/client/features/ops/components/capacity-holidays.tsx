import { useState } from "react";
import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { capacityRoutes } from "#shared/api/capacity.routes.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { beijingDateOf, isCalendarDate } from "#shared/booking/calendar-date.ts";
import { holidayDateError } from "#shared/booking/capacity-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { strandedBookingsOf, useHolidayAdd, useHolidayRemove, useHolidays, type TStrandedBooking } from "#client/features/ops/capacity.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable, StrandedBookings } from "./capacity-parts.tsx";

/**
 * The trading calendar (document 1 section 5.3): weekday holidays of the exchanges. Adding one moves every
 * booking window (T+n trading days) and closes that day's capacity; a day that already has activities is
 * refused with them.
 */
export function CapacityHolidays({ role }: { role: TOperatorRole | null }) {
  const { t } = useLingui();
  const [year, setYear] = useState(() => Number(beijingDateOf(new Date()).slice(0, 4)));
  const holidays = useHolidays(year);
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [stranded, setStranded] = useState<TStrandedBooking[]>([]);
  const add = useHolidayAdd();
  const remove = useHolidayRemove();
  const addRefusal = supervisorRefusal(capacityRoutes.holidayAdd, role);
  const removeRefusal = supervisorRefusal(capacityRoutes.holidayRemove, role);
  const known = new Set((holidays.data ?? []).map((h) => h.holidayDate));
  const dateProblem = isCalendarDate(date) ? holidayDateError(date, known) : null;

  return (
    <Stack gap="sm" data-testid="capacity-holidays">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setStranded([]);
          add.mutate({ holidayDate: date, name }, {
            onSuccess: (added) => {
              notify("success", t`已添加节假日，关闭当日 ${added?.closedStores ?? 0} 个时段`);
              setDate("");
              setName("");
            },
            onError: (error) => setStranded(strandedBookingsOf(error)),
          });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput type="date" label={t`日期`} value={date} onChange={(e) => setDate(e.currentTarget.value)} error={dateProblem?.message} data-testid="holiday-date" />
          <TextInput label={t`名称`} maxLength={50} value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder={t`如：元旦`} data-testid="holiday-name" />
          <Button type="submit" loading={add.isPending} disabled={addRefusal !== null || !isCalendarDate(date) || !name.trim() || dateProblem !== null} data-refusal={addRefusal ?? undefined} data-testid="holiday-add">
            <Trans>添加节假日</Trans>
          </Button>
        </Group>
      </form>
      {addRefusal ? <Text fz="xs" c="dimmed">{addRefusal}</Text> : null}
      <StrandedBookings bookings={stranded} />
      <Group align="flex-end">
        <NumberInput label={t`年份`} min={2000} max={2100} allowDecimal={false} value={year} onChange={(v) => Number(v) >= 2000 && Number(v) <= 2100 && setYear(Number(v))} w={120} />
      </Group>
      <CapacityTable minWidth={420} headers={[t`日期`, t`名称`, t`操作`]} testId="holiday-table">
        {(holidays.data ?? []).map((h) => (
          <Table.Tr key={h.holidayDate} data-testid="holiday-row">
            <Table.Td>{h.holidayDate}</Table.Td>
            <Table.Td>{h.name}</Table.Td>
            <Table.Td>
              <ActionButton
                refusal={removeRefusal}
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => remove.mutate({ holidayDate: h.holidayDate }, { onSuccess: () => notify("success", t`删除成功`) })}
                data-testid="holiday-remove"
              >
                <Trans>删除</Trans>
              </ActionButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {holidays.data?.length === 0 ? <Text c="dimmed" fz="sm"><Trans>该年份没有登记节假日</Trans></Text> : null}
    </Stack>
  );
}
