import { Fragment, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsActivityDetail } from "#shared/api/ops.contract.ts";
import { notify } from "#client/lib/notify.ts";
import { activityDetailQuery } from "#client/features/ops/ops.queries.ts";
import { useOpsAction, type TOpsActionInput } from "#client/features/ops/ops.mutations.ts";
import { opsPreviewUrl, testPageUrl } from "#client/features/ops/ops-availability.ts";
import {
  PUB_STATUS_LABELS,
  STATUS_LABELS,
  VIDEO_TYPE_LABELS,
  activityTimeText,
  minuteText,
  pubStatusColor,
  recordingTimeText,
  statusColor,
} from "#client/features/ops/ops-display.ts";
import { ActivityActions, ModuleSwitches } from "#client/features/ops/components/activity-actions.tsx";
import { CompanyParts } from "#client/features/ops/components/company-parts.tsx";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import classes from "#client/features/ops/components/ops-page.module.css";
import { useToken } from "#client/lib/session.ts";

/** One activity in the back office: its fields, its companies with their progress, and every operator action. */
export function ActivityPage({ activityId }: { activityId: number | undefined }) {
  const { t } = useLingui();
  const id = activityId ?? 0;
  const detail = useQuery(activityDetailQuery(useToken(), id));
  const action = useOpsAction(id);

  const run = async (input: TOpsActionInput, success?: (after: TOpsActivityDetail | null) => string) => {
    const after = await action.mutateAsync(input);
    notify("success", success ? success(after) : t`操作成功`);
    return after;
  };

  if (id <= 0) return <Missing text={t`请从活动列表中选择一个活动`} />;
  if (detail.isPending) {
    return (
      <Center mih={240}>
        <Loader />
      </Center>
    );
  }
  if (!detail.data) return <Missing text={t`活动不存在或加载失败`} />;

  const activity = detail.data;
  const now = new Date();
  return (
    <Stack gap="md" data-testid="ops-activity" data-activity-id={activity.activityId}>
      <ActivityHeader activity={activity} />
      <TestPublication activity={activity} />
      <ActivityActions activity={activity} pending={action.isPending} run={run} />
      <ActivityFields activity={activity} />
      <ModuleSwitches activity={activity} pending={action.isPending} run={run} />
      <CompanyParts activity={activity} now={now} pending={action.isPending} run={run} />
      <Distributions activity={activity} />
    </Stack>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{text}</Text>
        <ButtonLink to="/ops/activities" variant="light">
          <Trans>返回活动管理</Trans>
        </ButtonLink>
      </Stack>
    </Paper>
  );
}

function ActivityHeader({ activity }: { activity: TOpsActivityDetail }) {
  const { t, i18n } = useLingui();
  const restricted = activity.visibleUserCount ?? 0;
  return (
    <Stack gap={6}>
      <AnchorLink to="/ops/activities" fz="sm">
        <Trans>← 返回活动管理</Trans>
      </AnchorLink>
      <Title order={1} className={classes.pageTitle} data-testid="ops-activity-title">
        {activity.title}
      </Title>
      <Group gap="xs">
        <Badge variant="outline">{activity.isMulti ? t`集体活动` : t`单场活动`}</Badge>
        <Badge color={statusColor(activity)} variant="light" data-testid="ops-activity-status">
          {activity.isCancel ? t`已取消` : i18n._(STATUS_LABELS[activity.status] ?? STATUS_LABELS[1]!)}
        </Badge>
        <Badge color={pubStatusColor(activity.pubStatus)} variant="light" data-testid="ops-activity-pub">
          {i18n._(PUB_STATUS_LABELS[activity.pubStatus] ?? PUB_STATUS_LABELS[0]!)}
        </Badge>
        {restricted > 0 ? (
          <Badge color="grape" variant="light" data-testid="ops-activity-restricted">
            {t`限制可见 · ${restricted} 人`}
          </Badge>
        ) : null}
        <Anchor href={opsPreviewUrl(activity)} target="_blank" rel="noreferrer" fz="sm" data-testid="ops-preview">
          <Trans>页面预览</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}

/** While the page is published as a test: its test code and the test page to check before the formal publication. */
function TestPublication({ activity }: { activity: TOpsActivityDetail }) {
  const url = testPageUrl(activity);
  if (activity.pubStatus !== 1 || !url) return null;
  const code = activity.testCode;
  return (
    <Alert color="orange" variant="light" title={<Trans>页面已测试发布</Trans>} data-testid="ops-test-publication">
      <Text fz="sm">
        <Trans>
          测试码：<b data-testid="ops-test-code">{code}</b>
        </Trans>
      </Text>
      <Text fz="sm">
        <Trans>测试页面：</Trans>
        <Anchor href={url} target="_blank" rel="noreferrer" fz="sm" data-testid="ops-test-link">
          {url}
        </Anchor>
      </Text>
    </Alert>
  );
}

function ActivityFields({ activity: a }: { activity: TOpsActivityDetail }) {
  const { t, i18n } = useLingui();
  const videoType = a.videoType !== null ? VIDEO_TYPE_LABELS[a.videoType] : undefined;
  const booked = a.bookedCount;
  const capacity = a.capacity;
  const rows: [string, ReactNode][] = [
    [t`活动编号`, a.activityId],
    [t`活动类型`, a.activityTypeText],
    [t`活动模式`, modeText(a.modeName, videoType ? i18n._(videoType) : null)],
    [t`活动时间`, activityTimeText(a)],
    [t`英文标题`, a.enTitle || "—"],
    [t`地区 / 平台`, [a.regionName, a.platform].filter(Boolean).join(" / ") || "—"],
    [t`资料提交截止`, minuteText(a.infoSubmitCloseTime) || "—"],
    [t`视频上传截止`, minuteText(a.videoUploadCloseTime) || "—"],
    [t`直播地址`, a.liveUrl ? <Anchor href={a.liveUrl} target="_blank" rel="noreferrer" fz="sm">{a.liveUrl}</Anchor> : "—"],
    [t`发布时间`, minuteText(a.pubTime) || "—"],
    [t`创建时间`, minuteText(a.crtTime)],
    [t`更新时间`, minuteText(a.updTime)],
  ];
  const recording = recordingTimeText(a);
  if (recording) rows.splice(4, 0, [t`录制时间`, recording]);
  if (a.isMulti) {
    rows.push([t`预约时间`, [minuteText(a.bookingStartTime), minuteText(a.bookingEndTime)].filter(Boolean).join(" ~ ") || "—"]);
    rows.push([t`预约名额`, capacity ? `${booked} / ${capacity}` : booked]);
  }
  if (a.workOrderTaskId) rows.push([t`工单编号`, a.workOrderTaskId]);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          <Trans>活动信息</Trans>
        </Title>
        <dl className={classes.fields} data-testid="ops-activity-fields">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}

function Distributions({ activity }: { activity: TOpsActivityDetail }) {
  const { t } = useLingui();
  if (activity.distributions.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="ops-distributions">
      <Stack gap="sm">
        <Title order={2} fz="md">
          <Trans>分发合作方</Trans>
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`合作方`}</Table.Th>
                <Table.Th>{t`分发地址`}</Table.Th>
                <Table.Th>{t`备用地址`}</Table.Th>
                <Table.Th>{t`互动数据地址`}</Table.Th>
                <Table.Th>PV</Table.Th>
                <Table.Th>{t`分配时间`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activity.distributions.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.companyFullName}</Table.Td>
                  <Table.Td>{d.liveDistributeUrl || "—"}</Table.Td>
                  <Table.Td>{d.liveDistributeBackUrl || "—"}</Table.Td>
                  <Table.Td>{d.interactUrl || "—"}</Table.Td>
                  <Table.Td>{d.submitStatus ? (d.pvNum ?? 0) : t`未提交`}</Table.Td>
                  <Table.Td className={classes.nowrap}>{minuteText(d.crtTime)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/** The mode's name, with its video type when the name does not already say it ("视频直播" needs no "· 视频直播"). */
function modeText(modeName: string | null, videoType: string | null): string {
  if (!modeName) return videoType ?? "—";
  return videoType && !modeName.includes(videoType) ? `${modeName} · ${videoType}` : modeName;
}
