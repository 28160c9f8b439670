import { useState } from "react";
import { Badge, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { capacityRoutes } from "#shared/api/capacity.routes.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { CapacityOutcome, THEME_ACTIVITY_TYPES } from "#shared/booking/capacity-rules.ts";
import { orderTypeText } from "#shared/booking/order-type.ts";
import { outcomeOf } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { strandedBookingsOf, useModes, useModeSave, useThemes, useThemeSave, type TOpsMode, type TOpsTheme, type TStrandedBooking } from "#client/features/ops/capacity.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable, FormButtons, StrandedBookings } from "./capacity-parts.tsx";
import { VIDEO_TYPE_LABELS } from "./capacity-labels.ts";

/** How a save dialog ends: closed on success; on a refusal, the stranded bookings shown, or closed when stale. */
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

type TModeDraft = Omit<TOpsMode, "id" | "version"> & { id?: number; version?: number };
const NEW_MODE: TModeDraft = { modeName: "", videoType: 1, transcribeType: null, companyModeType: 1, isInner: false, sort: 0, status: 1 };

/** Booking modes (document 1 section 3): every mode, its video type fixed once companies have booked it. */
export function CapacityModes({ role }: { role: TOperatorRole | null }) {
  const { t, i18n } = useLingui();
  const modes = useModes();
  const [draft, setDraft] = useState<TModeDraft | null>(null);
  const refusal = supervisorRefusal(capacityRoutes.modeSave, role);
  return (
    <Stack gap="sm" data-testid="capacity-modes">
      <Group>
        <ActionButton refusal={refusal} onClick={() => setDraft(NEW_MODE)} data-testid="mode-new"><Trans>新增模式</Trans></ActionButton>
      </Group>
      <CapacityTable minWidth={720} headers={[t`模式名称`, t`视频类型`, t`录播方式`, t`公司类型`, t`排序`, t`状态`, t`操作`]}>
        {(modes.data ?? []).map((m) => (
          <Table.Tr key={m.id} data-testid="mode-row">
            <Table.Td>{m.modeName}{m.isInner ? <Badge ml={6} size="xs" variant="light"><Trans>内部</Trans></Badge> : null}</Table.Td>
            <Table.Td>{i18n._(VIDEO_TYPE_LABELS[m.videoType] ?? VIDEO_TYPE_LABELS[4]!)}</Table.Td>
            <Table.Td>{m.transcribeType === 1 ? t`现场录制` : m.transcribeType === 2 ? t`自行上传` : "—"}</Table.Td>
            <Table.Td>{m.companyModeType === 2 ? t`基金公司` : t`上市公司`}</Table.Td>
            <Table.Td>{m.sort}</Table.Td>
            <Table.Td>{m.status === 1 ? t`启用` : t`停用`}</Table.Td>
            <Table.Td>
              <ActionButton refusal={refusal} size="compact-sm" variant="light" onClick={() => setDraft(m)} data-testid="mode-edit"><Trans>编辑</Trans></ActionButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑模式` : t`新增模式`}>
        {draft ? <ModeForm draft={draft} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function ModeForm({ draft, onDone }: { draft: TModeDraft; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [d, setD] = useState(draft);
  const patch = (p: Partial<TModeDraft>) => setD((x) => ({ ...x, ...p }));
  const save = useModeSave();
  const end = useSaveEnd(onDone);
  const recording = d.videoType === 3;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ...d, companyModeType: d.companyModeType === 2 ? 2 : 1, status: d.status === 1 ? 1 : 0, transcribeType: recording ? (d.transcribeType ?? 1) : undefined }, end);
      }}
      data-testid="mode-form"
    >
      <Stack gap="sm">
        <TextInput label={t`模式名称`} required maxLength={50} value={d.modeName} onChange={(e) => patch({ modeName: e.currentTarget.value })} />
        <Group grow>
          <Select label={t`视频类型`} allowDeselect={false} data={Object.entries(VIDEO_TYPE_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }))} value={String(d.videoType)} onChange={(v) => v && patch({ videoType: Number(v) })} />
          {recording ? (
            <Select label={t`录播方式`} allowDeselect={false} data={[{ value: "1", label: t`现场录制` }, { value: "2", label: t`自行上传` }]} value={String(d.transcribeType ?? 1)} onChange={(v) => v && patch({ transcribeType: Number(v) })} />
          ) : null}
        </Group>
        <Group grow>
          <Select label={t`公司类型`} allowDeselect={false} data={[{ value: "1", label: t`上市公司` }, { value: "2", label: t`基金公司` }]} value={String(d.companyModeType)} onChange={(v) => v && patch({ companyModeType: Number(v) })} />
          <NumberInput label={t`排序`} min={0} max={9999} allowDecimal={false} value={d.sort} onChange={(v) => patch({ sort: Number(v) || 0 })} />
        </Group>
        <Group>
          <Switch label={t`内部模式`} checked={d.isInner} onChange={(e) => patch({ isInner: e.currentTarget.checked })} />
          <Switch label={t`启用`} checked={d.status === 1} onChange={(e) => patch({ status: e.currentTarget.checked ? 1 : 0 })} />
        </Group>
        <StrandedBookings bookings={end.stranded} />
        <FormButtons saving={save.isPending} disabled={d.modeName.trim() === ""} onCancel={onDone} testId="mode-save" />
      </Stack>
    </form>
  );
}

type TThemeDraft = Omit<TOpsTheme, "id" | "version"> & { id?: number; version?: number };

/** Activity themes per booking type (document 1 section 4.2): the theme fills the titles, editable when isAllowModify. */
export function CapacityThemes({ role }: { role: TOperatorRole | null }) {
  const { t } = useLingui();
  const [activityType, setActivityType] = useState<number>(1);
  const themes = useThemes(activityType);
  const [draft, setDraft] = useState<TThemeDraft | null>(null);
  const refusal = supervisorRefusal(capacityRoutes.themeSave, role);
  return (
    <Stack gap="sm" data-testid="capacity-themes">
      <Group align="flex-end">
        <Select
          label={t`活动类型`}
          allowDeselect={false}
          w={200}
          data={THEME_ACTIVITY_TYPES.map((type) => ({ value: String(type), label: orderTypeText(type) }))}
          value={String(activityType)}
          onChange={(v) => v && setActivityType(Number(v))}
          data-testid="theme-activity-type"
        />
        <ActionButton refusal={refusal} onClick={() => setDraft({ activityType, cnName: "", enName: "", isAllowModify: true, sort: 0, status: 1 })} data-testid="theme-new"><Trans>新增主题</Trans></ActionButton>
      </Group>
      <CapacityTable minWidth={640} headers={[t`中文名称`, t`英文名称`, t`可修改标题`, t`排序`, t`状态`, t`操作`]}>
        {(themes.data ?? []).map((th) => (
          <Table.Tr key={th.id} data-testid="theme-row">
            <Table.Td>{th.cnName}</Table.Td>
            <Table.Td>{th.enName}</Table.Td>
            <Table.Td>{th.isAllowModify ? t`是` : t`否`}</Table.Td>
            <Table.Td>{th.sort}</Table.Td>
            <Table.Td>{th.status === 1 ? t`启用` : t`停用`}</Table.Td>
            <Table.Td>
              <ActionButton refusal={refusal} size="compact-sm" variant="light" onClick={() => setDraft(th)} data-testid="theme-edit"><Trans>编辑</Trans></ActionButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {themes.data?.length === 0 ? <Text c="dimmed" fz="sm"><Trans>该活动类型还没有主题</Trans></Text> : null}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑主题` : t`新增主题`}>
        {draft ? <ThemeForm draft={draft} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function ThemeForm({ draft, onDone }: { draft: TThemeDraft; onDone: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(draft);
  const patch = (p: Partial<TThemeDraft>) => setD((x) => ({ ...x, ...p }));
  const save = useThemeSave();
  const end = useSaveEnd(onDone);
  return (
    <form onSubmit={(e) => { e.preventDefault(); save.mutate({ ...d, status: d.status === 1 ? 1 : 0 }, end); }} data-testid="theme-form">
      <Stack gap="sm">
        <Select label={t`活动类型`} allowDeselect={false} data={THEME_ACTIVITY_TYPES.map((type) => ({ value: String(type), label: orderTypeText(type) }))} value={String(d.activityType)} onChange={(v) => v && patch({ activityType: Number(v) })} />
        <TextInput label={t`中文名称`} required maxLength={100} value={d.cnName} onChange={(e) => patch({ cnName: e.currentTarget.value })} />
        <TextInput label={t`英文名称`} required maxLength={200} value={d.enName} onChange={(e) => patch({ enName: e.currentTarget.value })} />
        <Group>
          <Switch label={t`公司可修改标题`} checked={d.isAllowModify} onChange={(e) => patch({ isAllowModify: e.currentTarget.checked })} />
          <Switch label={t`启用`} checked={d.status === 1} onChange={(e) => patch({ status: e.currentTarget.checked ? 1 : 0 })} />
        </Group>
        <NumberInput label={t`排序`} min={0} max={9999} allowDecimal={false} value={d.sort} onChange={(v) => patch({ sort: Number(v) || 0 })} w={160} />
        <StrandedBookings bookings={end.stranded} />
        <FormButtons saving={save.isPending} disabled={d.cnName.trim() === "" || d.enName.trim() === ""} onCancel={onDone} testId="theme-save" />
      </Stack>
    </form>
  );
}
