import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardQuery, opsKeys } from "#client/features/ops/ops.queries.ts";
import { useLiveChannel } from "#client/lib/live-channel.ts";
import { asOpsQueues } from "#shared/ops/work-queues.ts";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import type { TOpsActivityQuery } from "#client/features/ops/ops-route-search.ts";
import { TileLink } from "#client/components/layout/router-links.tsx";
import classes from "#client/features/ops/components/ops-page.module.css";
import { useToken } from "#client/lib/session.ts";

interface TTile {
  /** the work queue's key in the server's registry (src/server/modules/ops/work-queues.ts) */
  key: string;
  label: string;
  hint: string;
  /** where the work is done: the activity search with the matching filter, or the queue's own page */
  to: "/ops/activities" | "/ops/videos" | "/ops/moderation" | "/ops/relay" | "/ops/homepages" | "/ops/bindApplies" | "/ops/rolling";
  search?: TOpsActivityQuery;
}

/**
 * The dashboard (document 4 section 6): the counts of work waiting, each leading to where it is done, kept
 * live by the counts the server pushes on the operators' socket. A tile shows once the server counts its
 * queue: a queue another part of the back office adds registers on the server and adds its tile here.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const token = useToken();
  const queryClient = useQueryClient();
  const counts = useQuery(dashboardQuery(token));
  useLiveChannel(
    qaSocketPaths.ops,
    useCallback(
      (message: Record<string, unknown>) => {
        const pushed = asOpsQueues(message);
        if (pushed) queryClient.setQueryData(opsKeys.dashboard(token), pushed.counts);
      },
      [queryClient, token],
    ),
    token,
  );
  const all: TTile[] = [
    { key: "venuesToAssign", label: t`待分配场地`, hint: t`直播或现场录制、尚未确认场地的公司`, to: "/ops/activities", search: { status: 1, isCancel: 0 } },
    { key: "pagesToPublish", label: t`待发布页面`, hint: t`资料已提交、页面尚未正式发布的活动`, to: "/ops/activities", search: { pubStatus: 0, isCancel: 0 } },
    { key: "videosToReview", label: t`待审核视频`, hint: t`公司上传、等待审核的视频`, to: "/ops/videos" },
    { key: "qaToReview", label: t`待审核问答`, hint: t`等待审核的提问、回答与嘉宾发言`, to: "/ops/moderation" },
    { key: "certificationsToReview", label: t`待处理导流认证`, hint: t`等待运营审核或推进的导流平台认证`, to: "/ops/relay" },
    { key: "homepagesToReview", label: t`待审核主页修改`, hint: t`公司提交、等待审核的主页修改`, to: "/ops/homepages" },
    { key: "bindingsToReview", label: t`待审核机构认证`, hint: t`账号绑定公司的申请`, to: "/ops/bindApplies" },
    { key: "lotteriesToReview", label: t`待审核摇号申请`, hint: t`公司提交的摇号服务申请`, to: "/ops/rolling" },
    { key: "materialsSubmitted", label: t`已提交资料`, hint: t`未开始活动中已提交资料的公司`, to: "/ops/activities", search: { status: 1, isCancel: 0 } },
    { key: "inProgress", label: t`进行中活动`, hint: t`正在进行的活动`, to: "/ops/activities", search: { status: 2, isCancel: 0 } },
    { key: "startingToday", label: t`今日开始`, hint: t`今天开始的活动`, to: "/ops/activities", search: todaySearch() },
  ];
  const tiles = counts.data ? all.filter((tile) => tile.key in counts.data!) : all;

  return (
    <Stack gap="md">
      <Title order={1} className={classes.pageTitle}>
        <Trans>工作台</Trans>
      </Title>
      {counts.isError ? (
        <Alert color="red" title={t`加载失败`}>
          <Trans>待办数量加载失败，请稍后刷新重试。</Trans>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" data-testid="ops-dashboard">
        {tiles.map((tile) => (
          <TileLink key={tile.key} to={tile.to} search={tile.search ?? {}} className={classes.tileLink} data-testid={`count-${tile.key}`}>
            <Paper withBorder radius="md" p="md" h="100%" className={classes.tile}>
              <Text c="dimmed" fz="sm">
                {tile.label}
              </Text>
              {counts.isPending ? (
                <Skeleton h={36} w={60} my={4} />
              ) : (
                <Text fz={32} fw={700} lh={1.3} c={(counts.data?.[tile.key] ?? 0) > 0 ? "blue.8" : "gray.6"} data-testid="count-value">
                  {counts.data?.[tile.key] ?? 0}
                </Text>
              )}
              <Text c="dimmed" fz="xs">
                {tile.hint}
              </Text>
            </Paper>
          </TileLink>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Today's Beijing date as the activity search's range. */
function todaySearch(): TOpsActivityQuery {
  const today = beijingDateOf(new Date());
  return { startDate: today, endDate: today };
}
