import { useState } from "react";
import { Badge, Group, Pagination, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { RollingStatus } from "#shared/rolling/rolling-rules.ts";
import { formatDate } from "#shared/format/date.ts";
import { useMyRollingApplies, useRollingPage, type TRollingServiceRow } from "#client/features/rolling/rolling.queries.ts";
import { localized, rollingStatusLabel } from "#client/features/rolling/rolling-text.ts";
import { RollingFrame } from "./rolling-frame.tsx";

/** /rolling (document 4 section 5): the draw services open for application, and the company's applications. */
export function RollingPage() {
  const { t } = useLingui();
  return (
    <RollingFrame title={t`摇号服务`} back={{ to: "/home", label: t`返回首页` }} testId="rolling-page">
      <ServiceList />
      <MyApplies />
    </RollingFrame>
  );
}

function ServiceList() {
  const [pageNo, setPageNo] = useState(1);
  const page = useRollingPage(pageNo);
  const records = page.data?.records ?? [];
  return (
    <Stack gap="sm">
      {page.data && records.length === 0 ? <Text c="dimmed"><Trans>暂无开放申请的摇号服务</Trans></Text> : null}
      {records.map((s) => <ServiceCard key={s.id} service={s} />)}
      {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
    </Stack>
  );
}

function ServiceCard({ service: s }: { service: TRollingServiceRow }) {
  const { i18n } = useLingui();
  const live = s.myApply && s.myApply.status !== RollingStatus.rejected ? s.myApply : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="rolling-service" data-service={s.id}>
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>{localized(s.title, s.titleEn, i18n.locale)}</Text>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{localized(s.description, s.descriptionEn, i18n.locale)}</Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm"><Trans>申请截止：{s.applyEndDate}</Trans></Text>
          {live ? (
            <Group gap="xs">
              <Badge color={rollingStatusLabel(live.status).color} variant="light">{i18n._(rollingStatusLabel(live.status).label)}</Badge>
              <ButtonLink to="/addRollingDetail/$id" params={{ id: String(live.id) }} size="xs" variant="light" data-testid="rolling-view"><Trans>查看申请</Trans></ButtonLink>
            </Group>
          ) : (
            <ButtonLink to="/addRolling/$id" params={{ id: String(s.id) }} size="xs" data-testid="rolling-apply"><Trans>立即申请</Trans></ButtonLink>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function MyApplies() {
  const { i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const page = useMyRollingApplies(pageNo);
  const records = page.data?.records ?? [];
  if (records.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="rolling-my-applies">
      <Title order={2} size="h4"><Trans>我的摇号申请</Trans></Title>
      {records.map((a) => {
        const state = rollingStatusLabel(a.status);
        return (
          <Paper key={a.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={500} style={{ overflowWrap: "anywhere" }}>{localized(a.service.title, a.service.titleEn, i18n.locale)}</Text>
                <Text fz="xs" c="dimmed"><Trans>提交于 {formatDate(a.createdAt, "YYYY-MM-DD HH:mm")}</Trans></Text>
              </Stack>
              <Badge color={state.color} variant="light">{i18n._(state.label)}</Badge>
              <ButtonLink to="/addRollingDetail/$id" params={{ id: String(a.id) }} size="xs" variant="subtle"><Trans>详情</Trans></ButtonLink>
            </Group>
          </Paper>
        );
      })}
      {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
    </Stack>
  );
}
