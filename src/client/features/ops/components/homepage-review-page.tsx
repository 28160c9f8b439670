import { useEffect, useState } from "react";
import { Badge, Button, Card, Collapse, Group, Modal, SegmentedControl, Stack, Text, Textarea, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { HomepageBody } from "#client/components/institution/homepage-body.tsx";
import { CompanyLogo } from "#client/components/institution/company-logo.tsx";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { notify } from "#client/lib/notify.ts";
import type { THomepageChange } from "#shared/api/homepage.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { HOMEPAGE_REASON_MAX, HomepageChangeStatus, homepageReviewProblem } from "#shared/homepage/homepage-rules.ts";
import { useHomepageChanges, useHomepageReview } from "#client/features/ops/homepage-review.queries.ts";
import { FormFooter } from "./form-footer.tsx";

/**
 * Company homepage changes (document 4 section 6): the queue by status, pending oldest first; each change is
 * previewed as the public page would show it, then approved (published into the institution pages) or
 * rejected with a reason. The company is told either way (the server sends the message).
 */
export function HomepageReviewPage() {
  const { t } = useLingui();
  const [status, setStatus] = useState<string>("0");
  const [pageNo, setPageNo] = useState(1);
  const [rejecting, setRejecting] = useState<THomepageChange | null>(null);
  const list = useHomepageChanges(Number(status), pageNo);
  const review = useHomepageReview();
  const data = list.data;

  const approve = (c: THomepageChange) =>
    review.mutateAsync({ id: c.id, status: HomepageChangeStatus.approved }).then(
      () => notify("success", t`审核通过，已发布到机构主页`),
      () => {},
    );
  const reject = (c: THomepageChange, reason: string) =>
    review.mutateAsync({ id: c.id, status: HomepageChangeStatus.rejected, auditFailReason: reason }).then(
      () => {
        notify("success", t`已驳回`);
        setRejecting(null);
      },
      () => {},
    );

  return (
    <Stack gap="md" data-testid="ops-homepage-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          <Trans>企业主页审核</Trans>
        </Title>
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageNo(1);
          }}
          data={[
            { value: "0", label: t`待审核` },
            { value: "1", label: t`已通过` },
            { value: "2", label: t`已驳回` },
          ]}
          data-testid="ops-homepage-status"
        />
      </Group>
      {data && data.records.length === 0 ? (
        <EmptyState />
      ) : (
        (data?.records ?? []).map((c) => <ChangeCard key={c.id} change={c} busy={review.isPending} onApprove={() => void approve(c)} onReject={() => setRejecting(c)} />)
      )}
      {data ? <TablePager total={data.total} page={pageNo} pages={Math.max(data.pages, 1)} onChange={setPageNo} hideSinglePage /> : null}
      <RejectChangeDialog change={rejecting} busy={review.isPending} onReject={(c, reason) => void reject(c, reason)} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

function ChangeCard({ change: c, busy, onApprove, onReject }: { change: THomepageChange; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const pending = c.status === "0";
  return (
    <Card withBorder radius="md" padding="md" data-testid="ops-homepage-change" data-company={c.companyName}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <CompanyLogo name={c.companyName} path={c.miniLogoPath ?? c.logoPath} size={40} />
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {c.companyName}
            </Text>
            <Text size="xs" c="dimmed">
              {t`提交于 ${formatDate(c.crtTime)}`} · {c.activityId ? t`活动资料同步` : t`主页维护`}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {!pending ? <Badge color={c.status === "1" ? "teal" : "red"} variant="light">{c.statusText}</Badge> : null}
          <Button size="xs" variant="default" onClick={() => setOpen((o) => !o)} data-testid="ops-homepage-preview">
            {open ? t`收起` : t`预览`}
          </Button>
          {pending ? (
            <>
              <Button size="xs" color="red" variant="light" disabled={busy} onClick={onReject} data-testid="ops-homepage-reject">
                <Trans>驳回</Trans>
              </Button>
              <Button size="xs" loading={busy} onClick={onApprove} data-testid="ops-homepage-approve">
                <Trans>通过并发布</Trans>
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      {c.auditFailReason ? (
        <Text size="sm" c="red" mt="xs" style={{ overflowWrap: "anywhere" }}>
          {t`驳回原因：${c.auditFailReason}`}
        </Text>
      ) : null}
      <Collapse expanded={open}>
        <Stack mt="md">{open ? <HomepageBody intro={c.companyIntroJson} /> : null}</Stack>
      </Collapse>
    </Card>
  );
}

function RejectChangeDialog({ change, busy, onReject, onClose }: { change: THomepageChange | null; busy: boolean; onReject: (c: THomepageChange, reason: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setReason("");
    setProblem(null);
  }, [change]);
  const submit = () => {
    if (!change) return;
    const found = homepageReviewProblem(HomepageChangeStatus.pending, HomepageChangeStatus.rejected, reason);
    setProblem(found?.message ?? null);
    if (!found) onReject(change, reason.trim());
  };
  return (
    <Modal closeButtonProps={{ "aria-label": t`关闭` }} opened={change !== null} onClose={onClose} title={t`驳回主页修改`} centered data-testid="ops-homepage-reject-dialog">
      <Stack gap="sm">
        <Textarea
          label={t`驳回原因`}
          value={reason}
          maxLength={HOMEPAGE_REASON_MAX}
          autosize
          minRows={3}
          withAsterisk
          description={`${reason.length}/${HOMEPAGE_REASON_MAX}`}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="ops-homepage-reject-reason"
        />
        <FormFooter problem={problem} onBack={onClose} submitLabel={<Trans>确定驳回</Trans>} submitTestId="ops-homepage-reject-submit" onSubmit={submit} loading={busy} color="red" />
      </Stack>
    </Modal>
  );
}
