import { useState } from "react";
import { Anchor, Badge, Group, Pagination, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { TOperatorRole } from "#shared/activity/ops-roles.ts";
import { BIND_REASON_MAX, bindApproveRefusal, BindMsg, BindStatus, isReviewable } from "#shared/identity/bind-apply.ts";
import { formatDate } from "#shared/format/date.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { useBindReview, useOpsBindPage, type TOpsBindRow } from "#client/features/ops/bind-review.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable } from "./capacity-parts.tsx";
import { RejectReasonDialog } from "./reject-reason-dialog.tsx";
import { reviewReasonProblem } from "#shared/validation/review-reason.ts";

const STATES = [
  { value: BindStatus.pending, label: msg`待审核` },
  { value: BindStatus.approved, label: msg`已通过` },
  { value: BindStatus.rejected, label: msg`已驳回` },
];

const failed = (error: unknown) => {
  if (!wasShown(error)) notify("error", errorMessage(error));
};

/**
 * Binding applications (document 4 section 6): the waiting ones oldest first; approving binds the account to
 * the company (its first admin when it has none, which only a supervisor may appoint); rejecting needs a reason.
 */
export function BindReviewPage({ operatorRole }: { operatorRole: TOperatorRole | null }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<number>(BindStatus.pending);
  const [pageNo, setPageNo] = useState(1);
  const [rejecting, setRejecting] = useState<TOpsBindRow | null>(null);
  const page = useOpsBindPage(status, pageNo);
  const review = useBindReview();
  const records = page.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="ops-bind-applies">
      <Title order={1} size="h2"><Trans>机构认证审核</Trans></Title>
      <SegmentedControl
        w="fit-content"
        data={STATES.map((s) => ({ value: String(s.value), label: i18n._(s.label) }))}
        value={String(status)}
        onChange={(v) => { setStatus(Number(v)); setPageNo(1); }}
        data-testid="bind-state"
      />
      <CapacityTable minWidth={900} headers={[t`账号`, t`申请机构`, t`申请人`, t`授权书`, t`提交时间`, t`状态`, t`操作`]} testId="bind-table">
        {records.map((r) => (
          <Table.Tr key={r.id} data-testid="bind-row" data-account={r.account ?? ""}>
            <Table.Td>{r.nickName}<Text fz="xs" c="dimmed">{r.account}</Text></Table.Td>
            <Table.Td>
              {r.company.fullName}
              <Text fz="xs" c="dimmed">{r.company.stockCode ?? "—"} · {r.companyHasAdmin ? <Trans>已有管理员</Trans> : <Trans>暂无管理员</Trans>}</Text>
            </Table.Td>
            <Table.Td>{r.applicantName}</Table.Td>
            <Table.Td><Anchor href={fileUrl(r.letterUrl)} target="_blank" rel="noopener" fz="sm">{r.letterName}</Anchor></Table.Td>
            <Table.Td>{formatDate(r.createdAt, "YYYY-MM-DD HH:mm")}</Table.Td>
            <Table.Td>
              <BindState row={r} />
            </Table.Td>
            <Table.Td>
              {isReviewable(r.status) ? (
                <Group gap={6} wrap="nowrap">
                  <ActionButton
                    size="compact-sm"
                    refusal={bindApproveRefusal(operatorRole, r.companyHasAdmin)}
                    loading={review.approve.isPending && review.approve.variables === r.id}
                    onClick={() => review.approve.mutate(r.id, { onSuccess: () => notify("success", r.companyHasAdmin ? t`已通过，账号已加入该机构` : t`已通过，申请人已成为该机构管理员`), onError: failed })}
                    data-testid="bind-approve"
                  >
                    <Trans>通过</Trans>
                  </ActionButton>
                  <ActionButton size="compact-sm" color="red" variant="light" refusal={null} onClick={() => setRejecting(r)} data-testid="bind-reject">
                    <Trans>驳回</Trans>
                  </ActionButton>
                </Group>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {page.data && records.length === 0 && !page.isFetching ? <Text c="dimmed" fz="sm" data-testid="bind-empty"><Trans>暂无认证申请</Trans></Text> : null}
      {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
      <RejectReasonDialog
        item={rejecting}
        title={t`驳回认证申请`}
        label={t`驳回原因`}
        max={BIND_REASON_MAX}
        busy={review.reject.isPending}
        check={(_row, reason) => reviewReasonProblem(reason, BIND_REASON_MAX, { required: BindMsg.reasonRequired, tooLong: BindMsg.reasonTooLong })}
        onReject={(row, reason) => review.reject.mutate({ id: row.id, reason }, { onSuccess: () => { notify("success", t`已驳回`); setRejecting(null); }, onError: failed })}
        onClose={() => setRejecting(null)}
        testId="bind-reject"
      />
    </Stack>
  );
}

function BindState({ row }: { row: TOpsBindRow }) {
  if (row.status === BindStatus.approved) return <Badge color="green" variant="light"><Trans>已通过</Trans></Badge>;
  if (row.status === BindStatus.rejected) {
    return (
      <Stack gap={2}>
        <Badge color="red" variant="light"><Trans>已驳回</Trans></Badge>
        <Text fz="xs" c="dimmed">{row.rejectReason}</Text>
      </Stack>
    );
  }
  return <Badge color="yellow" variant="light"><Trans>待审核</Trans></Badge>;
}
