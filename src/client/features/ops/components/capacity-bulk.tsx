import { useState } from "react";
import { Checkbox, Group, Modal, NumberInput, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { bulkShapeError, capacityKind, MAX_QUOTA, rangeError } from "#shared/booking/capacity-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { useCapacityOptions, useStoreBulkSave } from "#client/features/ops/capacity.queries.ts";
import { FormButtons } from "./capacity-parts.tsx";
import { VIDEO_TYPE_LABELS } from "./capacity-labels.ts";

/**
 * Capacity over a date range (document 4 section 6): every slot of one kind on each trading day of the range
 * gets the quota; weekends and holidays are skipped, and a slot already booked beyond it keeps its bookings.
 * The periods and regions offered follow the kind, by the same rule the server checks.
 */
export function StoreBulkDialog({ opened, onClose, initialRange }: { opened: boolean; onClose: () => void; initialRange: { dateFrom: string; dateTo: string } }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`批量设置名额`} size="lg">
      {opened ? <BulkForm onClose={onClose} initialRange={initialRange} /> : null}
    </Modal>
  );
}

function BulkForm({ onClose, initialRange }: { onClose: () => void; initialRange: { dateFrom: string; dateTo: string } }) {
  const { t, i18n } = useLingui();
  const options = useCapacityOptions().data ?? { periods: [], regions: [] };
  const [videoType, setVideoType] = useState(4);
  const [isRecord, setIsRecord] = useState(false);
  const [range, setRange] = useState(initialRange);
  const [periodIds, setPeriodIds] = useState<string[]>([]);
  const [regionIds, setRegionIds] = useState<string[]>([]);
  const [quota, setQuota] = useState(5);
  const save = useStoreBulkSave();
  const kind = capacityKind(videoType, isRecord);
  const periods = options.periods.filter((p) => kind.periods.includes(p.id));
  const body = {
    videoType,
    isRecord,
    ...range,
    periodIds: periodIds.map(Number).filter((id) => kind.periods.includes(id)),
    regionIds: kind.perRegion ? regionIds.map(Number) : [],
    quota,
  };
  const problem = rangeError(body.dateFrom, body.dateTo) ?? bulkShapeError(body);
  const changeKind = (next: { videoType?: number; isRecord?: boolean }) => {
    const v = next.videoType ?? videoType;
    setVideoType(v);
    setIsRecord(v === 3 ? (next.isRecord ?? isRecord) : false);
    setPeriodIds([]);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (problem) return;
        save.mutate(body, {
          onSuccess: (result) => {
            if (result) notify("success", t`已设置 ${result.days} 个交易日：新建 ${result.created} 个时段，修改 ${result.updated} 个，${result.heldAtBooked} 个保留为已预约数量`);
            onClose();
          },
        });
      }}
      data-testid="store-bulk-form"
    >
      <Stack gap="sm">
        <Group grow align="flex-end">
          <Select
            label={t`视频类型`}
            allowDeselect={false}
            data={Object.entries(VIDEO_TYPE_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }))}
            value={String(videoType)}
            onChange={(v) => v && changeKind({ videoType: Number(v) })}
            data-testid="bulk-video-type"
          />
          {videoType === 3 ? <Switch label={t`现场录制名额`} checked={isRecord} onChange={(e) => changeKind({ isRecord: e.currentTarget.checked })} /> : null}
        </Group>
        <Group grow>
          <TextInput type="date" label={t`开始日期`} value={range.dateFrom} onChange={(e) => setRange({ ...range, dateFrom: e.currentTarget.value })} data-testid="bulk-from" />
          <TextInput type="date" label={t`结束日期`} value={range.dateTo} onChange={(e) => setRange({ ...range, dateTo: e.currentTarget.value })} data-testid="bulk-to" />
        </Group>
        <Checkbox.Group label={t`时段`} value={periodIds} onChange={setPeriodIds} data-testid="bulk-periods">
          <Group gap="md" mt={4}>
            {periods.map((p) => (
              <Checkbox key={p.id} value={String(p.id)} label={`${p.periodName} ${p.startTime}-${p.endTime}`} />
            ))}
          </Group>
        </Checkbox.Group>
        {kind.perRegion ? (
          <Checkbox.Group label={t`地区`} value={regionIds} onChange={setRegionIds} data-testid="bulk-regions">
            <Group gap="md" mt={4}>
              {options.regions.map((r) => (
                <Checkbox key={r.id} value={String(r.id)} label={r.regionName} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
        <NumberInput label={t`每个时段的名额`} min={0} max={MAX_QUOTA} allowDecimal={false} value={quota} onChange={(v) => setQuota(Number(v) || 0)} w={200} data-testid="bulk-quota" />
        <Text fz="xs" c="dimmed"><Trans>只设置范围内的交易日；已有预约的时段，名额不会低于已预约数量。</Trans></Text>
        {problem ? <Text fz="sm" c="red" data-testid="bulk-problem">{problem.message}</Text> : null}
        <FormButtons saving={save.isPending} disabled={problem !== null} onCancel={onClose} testId="bulk-save" />
      </Stack>
    </form>
  );
}
