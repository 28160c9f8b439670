import type { ReactNode } from "react";
import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";
import { formatDate } from "#shared/format/date.ts";
import { RollingStatus } from "#shared/rolling/rolling-rules.ts";
import { useRollingApply, type TRollingApply } from "#client/features/rolling/rolling.queries.ts";
import { issueTypeLabel, localized, rollingStatusLabel } from "#client/features/rolling/rolling-text.ts";
import { RollingFrame } from "./rolling-frame.tsx";

/** /addRollingDetail/{id} (document 4 section 5): the application, its state, the draw's time and room, or the reason. */
export function RollingDetailPage({ id }: { id: number }) {
  const { t } = useLingui();
  const apply = useRollingApply(id);
  let body;
  if (apply.isPending) body = <Center py="xl"><Loader /></Center>;
  else if (!apply.data) body = <Alert color="yellow" data-testid="rolling-apply-missing"><Trans>摇号申请不存在</Trans></Alert>;
  else body = <ApplyDetail apply={apply.data} />;
  return (
    <RollingFrame title={t`摇号申请详情`} back={{ to: "/rolling", label: t`返回摇号服务` }} testId="rolling-detail-page">
      {body}
    </RollingFrame>
  );
}

function ApplyDetail({ apply: a }: { apply: TRollingApply }) {
  const { i18n } = useLingui();
  const state = rollingStatusLabel(a.status);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" data-testid="rolling-state" data-status={a.status}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>{localized(a.service.title, a.service.titleEn, i18n.locale)}</Text>
            <Badge color={state.color} variant="light" style={{ flexShrink: 0 }} data-testid="rolling-status">{i18n._(state.label)}</Badge>
          </Group>
          {a.status === RollingStatus.accepted ? (
            <>
              <Text data-testid="rolling-draw-time"><Trans>摇号时间：{formatDate(a.drawTime, "YYYY-MM-DD HH:mm")}</Trans></Text>
              <Text data-testid="rolling-room"><Trans>摇号室：{a.roomName}</Trans></Text>
              {a.roomAddress ? <Text fz="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>{a.roomAddress}</Text> : null}
            </>
          ) : null}
          {a.status === RollingStatus.rejected ? <Text c="red" data-testid="rolling-reason"><Trans>驳回理由：{a.rejectReason}</Trans></Text> : null}
          {a.status === RollingStatus.submitted ? <Text fz="sm" c="dimmed"><Trans>平台审核后将以消息通知贵公司。</Trans></Text> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Field label={<Trans>发行人全称</Trans>} value={a.companyFullName} />
          <Field label={<Trans>股票代码</Trans>} value={a.stockCode} />
          <Field label={<Trans>发行类型</Trans>} value={i18n._(issueTypeLabel(a.issueType))} />
          <Field label={<Trans>意向摇号日期</Trans>} value={a.preferredDate} />
          <Field label={<Trans>提交时间</Trans>} value={formatDate(a.createdAt, "YYYY-MM-DD HH:mm")} />
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fz="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}><Trans>发行公告</Trans></Text>
            <Anchor href={fileUrl(a.announcementUrl)} target="_blank" rel="noopener" fz="sm" style={{ overflowWrap: "anywhere" }}>{a.announcementName}</Anchor>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" data-testid="rolling-contacts-list">
        <Stack gap="sm">
          <Text fw={500}><Trans>联系人</Trans></Text>
          {a.contacts.map((c, i) => (
            <Stack key={i} gap={2}>
              <Field label={<Trans>姓名</Trans>} value={c.contactName} />
              <Field label={<Trans>手机号</Trans>} value={c.contactMobile} />
              <Field label={<Trans>微信号</Trans>} value={c.contactWechat} />
              {c.contactMail ? <Field label={<Trans>邮箱</Trans>} value={c.contactMail} /> : null}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function Field({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>{label}</Text>
      <Text fz="sm" style={{ overflowWrap: "anywhere" }}>{value}</Text>
    </Group>
  );
}
