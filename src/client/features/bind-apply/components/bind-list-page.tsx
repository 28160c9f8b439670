import { useState } from "react";
import { Anchor, Badge, Center, Container, Group, Loader, Pagination, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { fileUrl } from "#shared/http/file-url.ts";
import { formatDate } from "#shared/format/date.ts";
import { BindStatus } from "#shared/identity/bind-apply.ts";
import { useBindApplyPage, useBindStatus, type TBindApplyRow } from "#client/features/bind-apply/bind.queries.ts";
import { bindStatusLabel } from "#client/features/bind-apply/bind-text.ts";

const BOUND = 2;

/** /login/authenticationList (document 4 section 3): the account's binding applications and their review state. */
export function BindListPage() {
  const [pageNo, setPageNo] = useState(1);
  const page = useBindApplyPage(pageNo);
  const status = useBindStatus();
  const records = page.data?.records ?? [];
  return (
    <Container size="md" py="xl" px="md" data-testid="bind-list-page">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h3"><Trans>认证记录</Trans></Title>
          {status.data === BOUND ? (
            <ButtonLink to="/enterpriseCentre" data-testid="bind-enter-centre"><Trans>进入企业中心</Trans></ButtonLink>
          ) : (
            <ButtonLink to="/login/authenticationType" variant="light" data-testid="bind-new"><Trans>机构认证</Trans></ButtonLink>
          )}
        </Group>
        {page.isPending ? <Center py="xl"><Loader /></Center> : null}
        {!page.isPending && records.length === 0 ? <Text c="dimmed" data-testid="bind-list-empty"><Trans>暂无认证记录</Trans></Text> : null}
        {records.map((r) => <BindRecord key={r.id} record={r} />)}
        {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
      </Stack>
    </Container>
  );
}

function BindRecord({ record: r }: { record: TBindApplyRow }) {
  const { i18n } = useLingui();
  const state = bindStatusLabel(r.status);
  return (
    <Paper withBorder radius="md" p="md" data-testid="bind-record" data-status={r.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>{r.company.fullName}</Text>
          <Badge color={state.color} variant="light" style={{ flexShrink: 0 }} data-testid="bind-record-status">{i18n._(state.label)}</Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          <Trans>申请人：{r.applicantName}</Trans>
        </Text>
        <Text fz="sm" c="dimmed">
          <Trans>提交时间：{formatDate(r.createdAt, "YYYY-MM-DD HH:mm")}</Trans>
        </Text>
        <Anchor href={fileUrl(r.letterUrl)} target="_blank" rel="noopener" fz="sm" style={{ overflowWrap: "anywhere" }}>{r.letterName}</Anchor>
        {r.status === BindStatus.rejected ? (
          <Text fz="sm" c="red" data-testid="bind-record-reason">
            <Trans>驳回原因：{r.rejectReason}</Trans>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
