import { useState } from "react";
import { Anchor, Badge, Group, Pagination, SegmentedControl, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { isRollingReviewable, ROLLING_REASON_MAX, RollingMsg, RollingStatus } from "#shared/rolling/rolling-rules.ts";
import { formatDate } from "#shared/format/date.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { useOpsRollingApplies, useRollingOps, type TOpsRollingRow } from "#client/features/ops/rolling-review.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable } from "./capacity-parts.tsx";
import { RejectReasonDialog } from "./reject-reason-dialog.tsx";
import { reviewReasonProblem } from "#shared/validation/review-reason.ts";
import { RollingAcceptDialog } from "./rolling-accept-dialog.tsx";
import { RollingServices } from "./rolling-services.tsx";

const STATES = [
  { value: RollingStatus.submitted, label: msg`待审核` },
  { value: RollingStatus.accepted, label: msg`已受理` },
  { value: RollingStatus.rejected, label: msg`已驳回` },
];

const failed = (error: unknown) => {
  if (!wasShown(error)) notify("error", errorMessage(error));
};

/** Lottery draws in the back office (document 4 section 6): the applications to review, and the draw services. */
export function RollingReviewPage() {
  return (
    <Stack gap="md" data-testid="ops-rolling">
      <Title order={1} size="h2"><Trans>摇号服务管理</Trans></Title>
      <Tabs defaultValue="applies" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="applies" data-testid="rolling-tab-applies"><Trans>摇号申请</Trans></Tabs.Tab>
          <Tabs.Tab value="services" data-testid="rolling-tab-services"><Trans>摇号服务</Trans></Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applies" pt="md"><RollingApplies /></Tabs.Panel>
        <Tabs.Panel value="services" pt="md"><RollingServices /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function RollingApplies() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<number>(RollingStatus.submitted);
  const [pageNo, setPageNo] = useState(1);
  const [accepting, setAccepting] = useState<TOpsRollingRow | null>(null);
  const [rejecting, setRejecting] = useState<TOpsRollingRow | null>(null);
  const page = useOpsRollingApplies(status, pageNo);
  const ops = useRollingOps();
  const records = page.data?.records ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl w="fit-content" data={STATES.map((s) => ({ value: String(s.value), label: i18n._(s.label) }))} value={String(status)} onChange={(v) => { setStatus(Number(v)); setPageNo(1); }} data-testid="rolling-state-filter" />
      <CapacityTable minWidth={980} headers={[t`公司`, t`摇号服务`, t`股票代码`, t`意向日期`, t`联系人`, t`发行公告`, t`状态`, t`操作`]} testId="rolling-table">
        {records.map((r) => (
          <Table.Tr key={r.id} data-testid="rolling-row" data-company={r.companyShortName}>
            <Table.Td>{r.companyShortName}<Text fz="xs" c="dimmed">{r.companyFullName}</Text></Table.Td>
            <Table.Td>{r.service.title}</Table.Td>
            <Table.Td>{r.stockCode}</Table.Td>
            <Table.Td>{r.preferredDate}</Table.Td>
            <Table.Td>{r.contacts.map((c) => `${c.contactName} ${c.contactMobile}`).join("；")}</Table.Td>
            <Table.Td><Anchor href={fileUrl(r.announcementUrl)} target="_blank" rel="noopener" fz="sm">{r.announcementName}</Anchor></Table.Td>
            <Table.Td><RowState row={r} /></Table.Td>
            <Table.Td>
              {isRollingReviewable(r.status) ? (
                <Group gap={6} wrap="nowrap">
                  <ActionButton size="compact-sm" refusal={null} onClick={() => setAccepting(r)} data-testid="rolling-accept"><Trans>受理</Trans></ActionButton>
                  <ActionButton size="compact-sm" color="red" variant="light" refusal={null} onClick={() => setRejecting(r)} data-testid="rolling-reject"><Trans>驳回</Trans></ActionButton>
                </Group>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {page.data && records.length === 0 && !page.isFetching ? <Text c="dimmed" fz="sm"><Trans>暂无摇号申请</Trans></Text> : null}
      {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
      <RollingAcceptDialog
        row={accepting}
        saving={ops.accept.isPending}
        onClose={() => setAccepting(null)}
        onSubmit={(v) => accepting && ops.accept.mutate({ id: accepting.id, ...v }, { onSuccess: () => { notify("success", t`已受理`); setAccepting(null); }, onError: failed })}
      />
      <RejectReasonDialog
        item={rejecting}
        title={t`驳回摇号申请`}
        label={t`驳回原因`}
        max={ROLLING_REASON_MAX}
        busy={ops.reject.isPending}
        check={(_row, reason) => reviewReasonProblem(reason, ROLLING_REASON_MAX, { required: RollingMsg.rejectReasonRequired, tooLong: RollingMsg.rejectReasonTooLong })}
        onReject={(row, reason) => ops.reject.mutate({ id: row.id, reason }, { onSuccess: () => { notify("success", t`已驳回`); setRejecting(null); }, onError: failed })}
        onClose={() => setRejecting(null)}
        testId="rolling-reject"
      />
    </Stack>
  );
}

function RowState({ row }: { row: TOpsRollingRow }) {
  if (row.status === RollingStatus.accepted) {
    return (
      <Stack gap={2}>
        <Badge color="green" variant="light"><Trans>已受理</Trans></Badge>
        <Text fz="xs" c="dimmed">{formatDate(row.drawTime, "YYYY-MM-DD HH:mm")} · {row.roomName}</Text>
      </Stack>
    );
  }
  if (row.status === RollingStatus.rejected) {
    return (
      <Stack gap={2}>
        <Badge color="red" variant="light"><Trans>已驳回</Trans></Badge>
        <Text fz="xs" c="dimmed">{row.rejectReason}</Text>
      </Stack>
    );
  }
  return <Badge color="yellow" variant="light"><Trans>待审核</Trans></Badge>;
}
