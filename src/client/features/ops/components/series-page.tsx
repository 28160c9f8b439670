import { useState } from "react";
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { seriesRoutes } from "#shared/api/series.routes.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { bookingCompanyTypeText } from "#shared/booking/eligibility.ts";
import { notify } from "#client/lib/notify.ts";
import { useSeriesClose, useSeriesDetail, useSeriesList, useSeriesSave, type TSeriesActivity, type TSeriesDetail } from "#client/features/ops/series.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable, FormButtons } from "./capacity-parts.tsx";
import { SeriesActivityForm } from "./series-activity-form.tsx";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false }).replace(/:\d{2}$/, "") : "—");

/**
 * Collective series (document 4 section 6): every series; one series with its activities and the companies
 * who booked each; creating, renaming and closing series and setting up their activities are the supervisor's.
 */
export function SeriesPage({ seriesId, onOpen, operatorRole }: { seriesId: number | null; onOpen: (id: number | null) => void; operatorRole: TOperatorRole | null }) {
  const { t } = useLingui();
  const list = useSeriesList();
  const [naming, setNaming] = useState<{ id?: number; seriesName: string } | null>(null);
  const refusal = supervisorRefusal(seriesRoutes.seriesSave, operatorRole);
  return (
    <Stack gap="md" data-testid="ops-series">
      <Title order={1} size="h2"><Trans>集体路演系列</Trans></Title>
      <Group>
        <ActionButton refusal={refusal} onClick={() => setNaming({ seriesName: "" })} data-testid="series-new"><Trans>新建系列</Trans></ActionButton>
      </Group>
      <CapacityTable minWidth={600} headers={[t`系列名称`, t`活动数`, t`已预约公司`, t`状态`, t`操作`]} testId="series-table">
        {(list.data ?? []).map((s) => (
          <Table.Tr key={s.id} data-testid="series-row" data-series-id={s.id}>
            <Table.Td>{s.seriesName}</Table.Td>
            <Table.Td>{s.activityCount}</Table.Td>
            <Table.Td>{s.bookedCount}</Table.Td>
            <Table.Td>{s.status === 1 ? <Badge color="green" variant="light"><Trans>开放</Trans></Badge> : <Badge color="gray" variant="light"><Trans>已关闭</Trans></Badge>}</Table.Td>
            <Table.Td>
              <Button size="compact-sm" variant={s.id === seriesId ? "filled" : "light"} onClick={() => onOpen(s.id)} data-testid="series-open"><Trans>查看</Trans></Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {seriesId !== null ? <SeriesDetail id={seriesId} operatorRole={operatorRole} onRename={(s) => setNaming({ id: s.id, seriesName: s.seriesName })} /> : null}
      <Modal opened={naming !== null} onClose={() => setNaming(null)} title={naming?.id ? t`修改系列名称` : t`新建系列`}>
        {naming ? <SeriesNameForm draft={naming} onDone={(id) => { setNaming(null); if (id) onOpen(id); }} /> : null}
      </Modal>
    </Stack>
  );
}

function SeriesNameForm({ draft, onDone }: { draft: { id?: number; seriesName: string }; onDone: (id: number | null) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(draft.seriesName);
  const save = useSeriesSave();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: draft.id, seriesName: name }, { onSuccess: (s) => { notify("success", t`保存成功`); onDone(s?.id ?? null); } });
      }}
      data-testid="series-name-form"
    >
      <Stack gap="sm">
        <TextInput label={t`系列名称`} required maxLength={50} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="series-name" />
        <FormButtons saving={save.isPending} disabled={name.trim() === ""} onCancel={() => onDone(null)} testId="series-name-save" />
      </Stack>
    </form>
  );
}

function SeriesDetail({ id, operatorRole, onRename }: { id: number; operatorRole: TOperatorRole | null; onRename: (s: TSeriesDetail) => void }) {
  const { t } = useLingui();
  const detail = useSeriesDetail(id);
  const close = useSeriesClose();
  const [editing, setEditing] = useState<TSeriesActivity | "new" | null>(null);
  const s = detail.data;
  if (!s) return null;
  const open = s.status === 1;
  const refusal = supervisorRefusal(seriesRoutes.activitySave, operatorRole) ?? (open ? null : t`该系列已关闭`);
  return (
    <Paper withBorder p="md" radius="md" data-testid="series-detail" data-series-id={s.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">{s.seriesName}</Title>
          <Group gap="xs">
            <ActionButton refusal={refusal} variant="default" onClick={() => onRename(s)} data-testid="series-rename"><Trans>改名</Trans></ActionButton>
            <ActionButton refusal={refusal} onClick={() => setEditing("new")} data-testid="series-activity-new"><Trans>新增集体活动</Trans></ActionButton>
            <ActionButton
              refusal={supervisorRefusal(seriesRoutes.seriesClose, operatorRole) ?? (open ? null : t`该系列已关闭`)}
              color="red"
              variant="outline"
              loading={close.isPending}
              onClick={() => close.mutate({ id: s.id }, { onSuccess: () => notify("success", t`系列已关闭，公司不能再预约其中的活动`) })}
              data-testid="series-close"
            >
              <Trans>关闭系列</Trans>
            </ActionButton>
          </Group>
        </Group>
        <CapacityTable minWidth={980} headers={[t`活动标题`, t`活动时间`, t`预约时间`, t`可预约公司`, t`开放自选`, t`名额`, t`已预约公司`, t`操作`]} testId="series-activities">
          {s.activities.map((a) => (
            <Table.Tr key={a.id} data-testid="series-activity-row" data-activity-id={a.id}>
              <Table.Td>{a.title}{a.isCancel ? <Badge ml={6} color="gray" size="xs"><Trans>已取消</Trans></Badge> : null}</Table.Td>
              <Table.Td>{`${a.startDate} ${a.startTime ?? ""}-${a.endDate === a.startDate ? "" : `${a.endDate} `}${a.endTime ?? ""}`}</Table.Td>
              <Table.Td><Text fz="sm">{when(a.bookingStartTime)}</Text><Text fz="sm">{`~ ${when(a.bookingEndTime)}`}</Text></Table.Td>
              <Table.Td>{bookingCompanyTypeText(a.bookingCompanyType)}</Table.Td>
              <Table.Td>{a.isOpenSelectionMode ? t`是` : t`否`}</Table.Td>
              <Table.Td data-testid="series-activity-booked">{`${a.bookedCount}/${a.capacity ?? "—"}`}</Table.Td>
              <Table.Td data-testid="series-activity-companies">{a.companies.map((c) => c.shortName).join("、") || "—"}</Table.Td>
              <Table.Td>
                <ActionButton refusal={refusal} size="compact-sm" variant="light" onClick={() => setEditing(a)} data-testid="series-activity-edit"><Trans>编辑</Trans></ActionButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </CapacityTable>
        {s.activities.length === 0 ? <Text c="dimmed" fz="sm"><Trans>该系列还没有集体活动</Trans></Text> : null}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t`新增集体活动` : t`编辑集体活动`} size="lg">
        {editing ? <SeriesActivityForm seriesId={s.id} activity={editing === "new" ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Paper>
  );
}
