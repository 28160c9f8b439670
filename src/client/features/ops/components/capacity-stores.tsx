import { useState } from "react";
import { Badge, Button, Group, Modal, NumberInput, Pagination, Select, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { addCalendarDays, beijingDateOf, mondayOf } from "#shared/booking/calendar-date.ts";
import { CapacityOutcome, MAX_QUOTA, quotaError } from "#shared/booking/capacity-rules.ts";
import { outcomeOf } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { strandedBookingsOf, useStoreDelete, useStorePage, useStoreSave, type TOpsStore, type TStrandedBooking } from "#client/features/ops/capacity.queries.ts";
import { CapacityTable, FormButtons, StrandedBookings } from "./capacity-parts.tsx";
import { STUDIO_RECORDING, VIDEO_TYPE_LABELS } from "./capacity-labels.ts";
import { StoreBulkDialog } from "./capacity-bulk.tsx";

/** Next week, Monday to Friday (Beijing): where an operator most often adds capacity. */
export function nextWeek(today = beijingDateOf(new Date())): { dateFrom: string; dateTo: string } {
  const monday = addCalendarDays(mondayOf(today), 7);
  return { dateFrom: monday, dateTo: addCalendarDays(monday, 4) };
}

/**
 * Booking stores (document 4 section 6): a date range's slots with what each has booked; one slot's quota and
 * status edited at its version; every slot of a kind set over a range at once.
 */
export function CapacityStores() {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState(nextWeek);
  const [videoType, setVideoType] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<TOpsStore | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const page = useStorePage({ ...range, videoType: videoType ? Number(videoType) : undefined, pageNo, pageSize: 50 });
  const kindOf = (s: TOpsStore) => (s.isRecord ? i18n._(STUDIO_RECORDING) : i18n._(VIDEO_TYPE_LABELS[s.videoType] ?? VIDEO_TYPE_LABELS[4]!));

  return (
    <Stack gap="sm" data-testid="capacity-stores">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t`开始日期`} value={range.dateFrom} onChange={(e) => { setRange({ ...range, dateFrom: e.currentTarget.value }); setPageNo(1); }} data-testid="store-from" />
        <TextInput type="date" label={t`结束日期`} value={range.dateTo} onChange={(e) => { setRange({ ...range, dateTo: e.currentTarget.value }); setPageNo(1); }} data-testid="store-to" />
        <Select
          label={t`视频类型`}
          clearable
          placeholder={t`全部`}
          w={160}
          data={Object.entries(VIDEO_TYPE_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }))}
          value={videoType}
          onChange={(v) => { setVideoType(v); setPageNo(1); }}
          data-testid="store-video-type"
        />
        <Button onClick={() => setBulkOpen(true)} data-testid="store-bulk-open">
          <Trans>批量设置名额</Trans>
        </Button>
      </Group>
      {page.isError ? <Text c="red" fz="sm">{page.error.message}</Text> : null}
      <CapacityTable minWidth={760} testId="store-table" headers={[t`日期`, t`类型`, t`地区`, t`时段`, t`名额`, t`已预约`, t`剩余`, t`状态`, t`操作`]}>
        {(page.data?.records ?? []).map((s) => (
          <Table.Tr key={s.id} data-testid="store-row" data-store-date={s.storeDate} data-video-type={s.videoType} data-period={s.periodId}>
            <Table.Td>{s.storeDate}</Table.Td>
            <Table.Td>{kindOf(s)}</Table.Td>
            <Table.Td>{s.regionName ?? "—"}</Table.Td>
            <Table.Td>{s.periodTime}</Table.Td>
            <Table.Td data-testid="store-total">{s.total}</Table.Td>
            <Table.Td data-testid="store-booked">{s.booked}</Table.Td>
            <Table.Td data-testid="store-number">{s.number}</Table.Td>
            <Table.Td>{s.status === 1 ? <Badge color="green" variant="light"><Trans>开放</Trans></Badge> : <Badge color="gray" variant="light"><Trans>关闭</Trans></Badge>}</Table.Td>
            <Table.Td>
              <Button size="compact-sm" variant="light" onClick={() => setEditing(s)} data-testid="store-edit">
                <Trans>编辑</Trans>
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {page.data && page.data.records.length === 0 && !page.isFetching ? <Text c="dimmed" fz="sm"><Trans>所选范围内没有预约名额</Trans></Text> : null}
      {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t`编辑时段名额`}>
        {editing ? <StoreEditForm key={`${editing.id}:${editing.version}`} store={editing} kind={kindOf(editing)} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <StoreBulkDialog opened={bulkOpen} onClose={() => setBulkOpen(false)} initialRange={range} />
    </Stack>
  );
}

/** One slot's quota and status, saved at the version it was read with; a refusal for its bookings lists them. */
function StoreEditForm({ store, kind, onDone }: { store: TOpsStore; kind: string; onDone: () => void }) {
  const { t } = useLingui();
  const [total, setTotal] = useState<number>(store.total);
  const [open, setOpen] = useState(store.status === 1);
  const [stranded, setStranded] = useState<TStrandedBooking[]>([]);
  const save = useStoreSave();
  const remove = useStoreDelete();
  const below = quotaError(total, store);
  const failed = (error: unknown) => {
    setStranded(strandedBookingsOf(error));
    // someone else changed the slot: the list has been refetched, the operator starts again from it
    if (outcomeOf(error) === CapacityOutcome.stale.code) onDone();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: store.id, version: store.version, total, status: open ? 1 : 0 }, {
          onSuccess: () => { notify("success", t`保存成功`); onDone(); },
          onError: failed,
        });
      }}
      data-testid="store-edit-form"
    >
      <Stack gap="sm">
        <Text fz="sm">{`${store.storeDate} · ${kind} · ${store.regionName ? `${store.regionName} · ` : ""}${store.periodTime}`}</Text>
        <Text fz="sm" c="dimmed"><Trans>已预约 {store.booked} 个，名额不能少于已预约数量。</Trans></Text>
        <NumberInput label={t`名额`} min={0} max={MAX_QUOTA} allowDecimal={false} value={total} onChange={(v) => setTotal(Number(v) || 0)} error={below?.message} data-testid="store-total-input" />
        <Switch label={t`开放预约`} checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} />
        <StrandedBookings bookings={stranded} />
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            disabled={store.booked > 0}
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: store.id, version: store.version }, { onSuccess: () => { notify("success", t`删除成功`); onDone(); }, onError: failed })}
            data-testid="store-delete"
          >
            <Trans>删除该时段</Trans>
          </Button>
          <FormButtons saving={save.isPending} disabled={below !== null} onCancel={onDone} testId="store-save" />
        </Group>
      </Stack>
    </form>
  );
}
