import { useState } from "react";
import { Group, Modal, NumberInput, Select, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TRoute } from "#shared/api/route.ts";
import { capacityRoutes } from "#shared/api/capacity.routes.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { CapacityOutcome } from "#shared/booking/capacity-rules.ts";
import { outcomeOf } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import {
  strandedBookingsOf,
  usePeriods,
  usePeriodSave,
  usePlatforms,
  usePlatformSave,
  useRegions,
  useRegionSave,
  useRooms,
  useRoomSave,
  type TOpsRoom,
  type TStrandedBooking,
} from "#client/features/ops/capacity.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable, FormButtons, StrandedBookings } from "./capacity-parts.tsx";

/**
 * Regions, rooms, relay platforms and periods (document 4 section 6). Each edit is sent with the version it
 * was read at: when someone else saved first, the server refuses it (capacity.stale), the dialog closes and
 * the list shows their version; switching off something bookings still to come rely on is refused with them.
 */

/** How a save dialog ends: closed on success; on a refusal the stranded bookings are shown, or the dialog closes when stale. */
function useSaveEnd(onDone: () => void) {
  const { t } = useLingui();
  const [stranded, setStranded] = useState<TStrandedBooking[]>([]);
  return {
    stranded,
    onSuccess: () => { notify("success", t`保存成功`); onDone(); },
    onError: (error: unknown) => {
      setStranded(strandedBookingsOf(error));
      if (outcomeOf(error) === CapacityOutcome.stale.code) onDone();
    },
  };
}

const StatusCell = ({ status }: { status: number }) => <Table.Td>{status === 1 ? <Trans>启用</Trans> : <Trans>停用</Trans>}</Table.Td>;

interface TNamedRow { id: number; name: string; sort: number; status: number; version: number }
type TNamedDraft = Omit<TNamedRow, "id" | "version"> & { id?: number; version?: number };

/** A list of named, ordered items one may switch off: regions and relay platforms. */
function NamedList({ kind, rows, route, role, nameLabel, save, saving }: {
  kind: "region" | "platform";
  rows: TNamedRow[];
  route: TRoute;
  role: TOperatorRole | null;
  nameLabel: string;
  save: (draft: TNamedDraft, end: ReturnType<typeof useSaveEnd>) => void;
  saving: boolean;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TNamedDraft | null>(null);
  const refusal = supervisorRefusal(route, role);
  return (
    <Stack gap="sm" data-testid={`capacity-${kind}s`}>
      <Group>
        <ActionButton refusal={refusal} onClick={() => setDraft({ name: "", sort: 0, status: 1 })} data-testid={`${kind}-new`}><Trans>新增</Trans></ActionButton>
      </Group>
      <CapacityTable minWidth={480} headers={[nameLabel, t`排序`, t`状态`, t`操作`]}>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid={`${kind}-row`}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.sort}</Table.Td>
            <StatusCell status={row.status} />
            <Table.Td>
              <ActionButton refusal={refusal} size="compact-sm" variant="light" onClick={() => setDraft(row)} data-testid={`${kind}-edit`}><Trans>编辑</Trans></ActionButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑` : t`新增`}>
        {draft ? <NamedForm kind={kind} draft={draft} nameLabel={nameLabel} save={save} saving={saving} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function NamedForm({ kind, draft, nameLabel, save, saving, onDone }: {
  kind: string;
  draft: TNamedDraft;
  nameLabel: string;
  save: (draft: TNamedDraft, end: ReturnType<typeof useSaveEnd>) => void;
  saving: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [d, setD] = useState(draft);
  const end = useSaveEnd(onDone);
  return (
    <form onSubmit={(e) => { e.preventDefault(); save(d, end); }} data-testid={`${kind}-form`}>
      <Stack gap="sm">
        <TextInput label={nameLabel} required maxLength={50} value={d.name} onChange={(e) => { const name = e.currentTarget.value; setD((x) => ({ ...x, name })); }} data-testid={`${kind}-name`} />
        <Group>
          <NumberInput label={t`排序`} min={0} max={9999} allowDecimal={false} w={140} value={d.sort} onChange={(v) => setD((x) => ({ ...x, sort: Number(v) || 0 }))} />
          <Switch label={t`启用`} checked={d.status === 1} onChange={(e) => { const on = e.currentTarget.checked; setD((x) => ({ ...x, status: on ? 1 : 0 })); }} data-testid={`${kind}-enabled`} />
        </Group>
        <StrandedBookings bookings={end.stranded} />
        <FormButtons saving={saving} disabled={d.name.trim() === ""} onCancel={onDone} testId={`${kind}-save`} />
      </Stack>
    </form>
  );
}

/** Studio regions: where live broadcasts and studio recordings happen (the booking form's region). */
export function CapacityRegions({ role }: { role: TOperatorRole | null }) {
  const { t } = useLingui();
  const regions = useRegions();
  const save = useRegionSave();
  return (
    <NamedList
      kind="region"
      rows={(regions.data ?? []).map((r) => ({ ...r, name: r.regionName }))}
      route={capacityRoutes.regionSave}
      role={role}
      nameLabel={t`地区名称`}
      saving={save.isPending}
      save={({ name, ...d }, end) => save.mutate({ ...d, regionName: name, status: d.status === 1 ? 1 : 0 }, end)}
    />
  );
}

/** Relay platforms: where a relay (video type 2) is rebroadcast. */
export function CapacityPlatforms({ role }: { role: TOperatorRole | null }) {
  const { t } = useLingui();
  const platforms = usePlatforms();
  const save = usePlatformSave();
  return (
    <NamedList
      kind="platform"
      rows={(platforms.data ?? []).map((p) => ({ ...p, name: p.platformName }))}
      route={capacityRoutes.platformSave}
      role={role}
      nameLabel={t`转播平台名称`}
      saving={save.isPending}
      save={({ name, ...d }, end) => save.mutate({ ...d, platformName: name, status: d.status === 1 ? 1 : 0 }, end)}
    />
  );
}

type TRoomDraft = Omit<TOpsRoom, "id" | "version" | "regionName"> & { id?: number; version?: number };

/** Rooms of each region: where an operator seats an activity (its venue). */
export function CapacityRooms({ role }: { role: TOperatorRole | null }) {
  const { t } = useLingui();
  const rooms = useRooms();
  const regions = useRegions();
  const [draft, setDraft] = useState<TRoomDraft | null>(null);
  const refusal = supervisorRefusal(capacityRoutes.roomSave, role);
  const firstRegion = regions.data?.find((r) => r.status === 1)?.id;
  return (
    <Stack gap="sm" data-testid="capacity-rooms">
      <Group>
        <ActionButton
          refusal={refusal}
          disabled={firstRegion === undefined}
          onClick={() => setDraft({ regionId: firstRegion ?? 0, roomName: "", address: null, sort: 0, status: 1 })}
          data-testid="room-new"
        >
          <Trans>新增会议室</Trans>
        </ActionButton>
      </Group>
      <CapacityTable minWidth={720} headers={[t`地区`, t`会议室`, t`地址`, t`排序`, t`状态`, t`操作`]}>
        {(rooms.data ?? []).map((room) => (
          <Table.Tr key={room.id} data-testid="room-row">
            <Table.Td>{room.regionName}</Table.Td>
            <Table.Td>{room.roomName}</Table.Td>
            <Table.Td><Text fz="sm" c={room.address ? undefined : "dimmed"}>{room.address ?? "—"}</Text></Table.Td>
            <Table.Td>{room.sort}</Table.Td>
            <StatusCell status={room.status} />
            <Table.Td>
              <ActionButton refusal={refusal} size="compact-sm" variant="light" onClick={() => setDraft(room)} data-testid="room-edit"><Trans>编辑</Trans></ActionButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑会议室` : t`新增会议室`}>
        {draft ? <RoomForm draft={draft} regions={(regions.data ?? []).filter((r) => r.status === 1 || r.id === draft.regionId)} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function RoomForm({ draft, regions, onDone }: { draft: TRoomDraft; regions: { id: number; regionName: string }[]; onDone: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(draft);
  const patch = (p: Partial<TRoomDraft>) => setD((x) => ({ ...x, ...p }));
  const save = useRoomSave();
  const end = useSaveEnd(onDone);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: d.id, version: d.version, regionId: d.regionId, roomName: d.roomName, address: d.address ?? "", sort: d.sort, status: d.status === 1 ? 1 : 0 }, end);
      }}
      data-testid="room-form"
    >
      <Stack gap="sm">
        <Select label={t`地区`} allowDeselect={false} data={regions.map((r) => ({ value: String(r.id), label: r.regionName }))} value={String(d.regionId)} onChange={(v) => v && patch({ regionId: Number(v) })} data-testid="room-region" />
        <TextInput label={t`会议室名称`} required maxLength={50} value={d.roomName} onChange={(e) => patch({ roomName: e.currentTarget.value })} data-testid="room-name" />
        <TextInput label={t`地址`} maxLength={200} value={d.address ?? ""} onChange={(e) => patch({ address: e.currentTarget.value })} data-testid="room-address" />
        <Group>
          <NumberInput label={t`排序`} min={0} max={9999} allowDecimal={false} w={140} value={d.sort} onChange={(v) => patch({ sort: Number(v) || 0 })} />
          <Switch label={t`启用`} checked={d.status === 1} onChange={(e) => patch({ status: e.currentTarget.checked ? 1 : 0 })} data-testid="room-enabled" />
        </Group>
        <StrandedBookings bookings={end.stranded} />
        <FormButtons saving={save.isPending} disabled={d.roomName.trim() === ""} onCancel={onDone} testId="room-save" />
      </Stack>
    </form>
  );
}

/** The day's periods: their names and order; their hours are the booking time rules' and are shown only. */
export function CapacityPeriods({ role }: { role: TOperatorRole | null }) {
  const { t } = useLingui();
  const periods = usePeriods();
  const save = usePeriodSave();
  const [draft, setDraft] = useState<{ id: number; version: number; periodName: string; sort: number } | null>(null);
  const end = useSaveEnd(() => setDraft(null));
  const refusal = supervisorRefusal(capacityRoutes.periodSave, role);
  return (
    <Stack gap="sm" data-testid="capacity-periods">
      <Text fz="sm" c="dimmed"><Trans>时段的起止时间由预约时间规则确定，此处可修改名称与排序。</Trans></Text>
      <CapacityTable minWidth={480} headers={[t`时段名称`, t`时间`, t`排序`, t`操作`]}>
        {(periods.data ?? []).map((p) => (
          <Table.Tr key={p.id} data-testid="period-row">
            <Table.Td>{p.periodName}</Table.Td>
            <Table.Td>{`${p.startTime}-${p.endTime}`}</Table.Td>
            <Table.Td>{p.sort}</Table.Td>
            <Table.Td>
              <ActionButton refusal={refusal} size="compact-sm" variant="light" onClick={() => setDraft(p)} data-testid="period-edit"><Trans>编辑</Trans></ActionButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={t`编辑时段`}>
        {draft ? (
          <form onSubmit={(e) => { e.preventDefault(); save.mutate(draft, end); }} data-testid="period-form">
            <Stack gap="sm">
              <TextInput label={t`时段名称`} required maxLength={20} value={draft.periodName} onChange={(e) => { const periodName = e.currentTarget.value; setDraft((x) => x && { ...x, periodName }); }} />
              <NumberInput label={t`排序`} min={0} max={9999} allowDecimal={false} w={140} value={draft.sort} onChange={(v) => setDraft((x) => x && { ...x, sort: Number(v) || 0 })} />
              <FormButtons saving={save.isPending} disabled={draft.periodName.trim() === ""} onCancel={() => setDraft(null)} testId="period-save" />
            </Stack>
          </form>
        ) : null}
      </Modal>
    </Stack>
  );
}
