import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Group, Image, SegmentedControl, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { wasShown } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { supervisorRefusal } from "#shared/activity/ops-roles.ts";
import { publicVideoRoutes } from "#shared/api/public-video.routes.ts";
import { formatSeconds } from "#shared/format/date.ts";
import { PublicVideoStatus, publicVideoIsVisible } from "#shared/video/public-video.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { libraryPageQuery, useLibraryAction, type TLibraryAction, type TLibraryQuery, type TOpsLibraryVideo } from "#client/features/ops/video-library.queries.ts";
import { minuteText } from "#client/features/ops/ops-display.ts";
import { ActionButton } from "./action-button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { PagedResults, ResultCard } from "./paged-results.tsx";
import { VideoLibraryEditor } from "./video-library-editor.tsx";
import classes from "./ops-page.module.css";
import { useToken } from "#client/lib/session.ts";

export interface VideoLibraryPageProps {
  query: TLibraryQuery;
  onQueryChange: (next: TLibraryQuery) => void;
}

/**
 * The public video library's editor (document 4 sections 2.6 and 6): the videos of both channels, published
 * or not; add, edit, publish and take down (an operator's work) and delete (a supervisor's; the button says
 * so to an operator, and the server refuses it).
 */
export function VideoLibraryPage({ query, onQueryChange }: VideoLibraryPageProps) {
  const { t } = useLingui();
  const result = useQuery(libraryPageQuery(useToken(), query));
  const action = useLibraryAction();
  const role = useOpsUser().data?.operatorRole ?? null;
  const deleteRefusal = supervisorRefusal(publicVideoRoutes.opsLibraryDelete, role);
  const [editing, setEditing] = useState<TOpsLibraryVideo | "new" | null>(null);
  const [deleting, setDeleting] = useState<TOpsLibraryVideo | null>(null);
  const [search, setSearch] = useState(query.keyword ?? "");

  const run = (kind: TLibraryAction, video: TOpsLibraryVideo) =>
    action.mutateAsync({ action: kind, id: video.id }).then(
      () => {
        notify("success", kind === "publish" ? t`已发布` : kind === "unpublish" ? t`已下架` : t`已删除`);
        setDeleting(null);
      },
      (error: unknown) => {
        if (!wasShown(error)) notify("error", t`操作失败`);
      },
    );

  const channel = (video: TOpsLibraryVideo) => (video.navType === "nav5" ? t`基金视野` : t`上市公司视频`);
  const buttons = (video: TOpsLibraryVideo) => (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" variant="default" onClick={() => setEditing(video)} data-testid="library-edit">
        <Trans>编辑</Trans>
      </Button>
      {video.status === PublicVideoStatus.published ? (
        <Button size="xs" variant="light" color="orange" loading={action.isPending && action.variables?.id === video.id} onClick={() => void run("unpublish", video)} data-testid="library-unpublish">
          <Trans>下架</Trans>
        </Button>
      ) : (
        <Button size="xs" loading={action.isPending && action.variables?.id === video.id} onClick={() => void run("publish", video)} data-testid="library-publish">
          <Trans>发布</Trans>
        </Button>
      )}
      <ActionButton size="xs" color="red" variant="subtle" refusal={deleteRefusal} onClick={() => setDeleting(video)} data-testid="library-delete">
        <Trans>删除</Trans>
      </ActionButton>
    </Group>
  );
  const status = (video: TOpsLibraryVideo) =>
    video.status === PublicVideoStatus.published && !publicVideoIsVisible(video.status, video.publishTime, new Date()) ? (
      // published with a time still ahead (the demo's scheduled video): not on the site yet
      <Badge color="blue" variant="light" title={video.publishTime ? minuteText(video.publishTime) : undefined}>
        <Trans>定时发布</Trans>
      </Badge>
    ) : video.status === PublicVideoStatus.published ? (
      <Badge color="teal" variant="light">
        <Trans>已发布</Trans>
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        <Trans>未发布</Trans>
      </Badge>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} className={classes.pageTitle}>
          <Trans>视频库</Trans>
        </Title>
        <Button onClick={() => setEditing("new")} data-testid="library-add">
          <Trans>新增视频</Trans>
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={query.navType ?? "all"}
          onChange={(v) => onQueryChange({ ...query, page: undefined, navType: v === "all" ? undefined : (v as "nav4" | "nav5") })}
          data={[
            { value: "all", label: t`全部频道` },
            { value: "nav4", label: t`上市公司视频` },
            { value: "nav5", label: t`基金视野` },
          ]}
          data-testid="library-channel-filter"
        />
        <SegmentedControl
          value={query.status === undefined ? "all" : String(query.status)}
          onChange={(v) => onQueryChange({ ...query, page: undefined, status: v === "all" ? undefined : (Number(v) as 0 | 1) })}
          data={[
            { value: "all", label: t`全部状态` },
            { value: "1", label: t`已发布` },
            { value: "0", label: t`未发布` },
          ]}
          data-testid="library-status-filter"
        />
        <TextInput
          placeholder={t`搜索标题`}
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") onQueryChange({ ...query, page: undefined, keyword: search.trim() || undefined });
          }}
          data-testid="library-search"
        />
      </Group>
      <PagedResults
        result={result.data}
        page={query.page ?? 1}
        onPage={(p) => onQueryChange({ ...query, page: p })}
        fetching={result.isFetching}
        empty={<EmptyState description={t`暂无视频`} />}
        headers={[t`封面`, t`标题`, t`频道/分类`, t`公司`, t`播放`, t`状态`, t`更新时间`, t`操作`]}
        minWidth={1080}
        rowKey={(video) => video.id}
        card={(video) => (
          <ResultCard data-testid="library-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fz="sm" fw={600}>
                {video.title}
              </Text>
              {status(video)}
            </Group>
            <Text fz="xs" c="dimmed">
              {[channel(video), video.categoryName, video.companyName, t`${video.viewCount}次播放`].filter(Boolean).join(" · ")}
            </Text>
            <Group gap={6} mt={4}>
              {buttons(video)}
            </Group>
          </ResultCard>
        )}
        row={(video) => (
          <Table.Tr data-testid="library-row" data-video-id={video.id}>
            <Table.Td>
              {video.coverPath ? <Image src={fileUrl(video.coverPath)} alt="" w={96} h={54} radius="sm" fit="cover" /> : <Text c="dimmed">—</Text>}
            </Table.Td>
            <Table.Td className={classes.titleCell}>
              <Text fz="sm" fw={500}>
                <a href={fileUrl(video.previewUrl)} target="_blank" rel="noreferrer">
                  {video.title}
                </a>
              </Text>
              <Text fz="xs" c="dimmed">
                {[video.titleEn, video.duration ? formatSeconds(video.duration) : null].filter(Boolean).join(" · ")}
              </Text>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              {channel(video)}
              <Text fz="xs" c="dimmed">
                {video.categoryName}
              </Text>
            </Table.Td>
            <Table.Td className={classes.nowrap}>{video.companyName ?? "—"}</Table.Td>
            <Table.Td>{video.viewCount}</Table.Td>
            <Table.Td>{status(video)}</Table.Td>
            <Table.Td className={classes.nowrap}>{minuteText(video.updTime)}</Table.Td>
            <Table.Td>{buttons(video)}</Table.Td>
          </Table.Tr>
        )}
        cardsTestId="library-cards"
        tableTestId="library-table"
      />
      {editing !== null ? <VideoLibraryEditor key={editing === "new" ? "new" : editing.id} video={editing === "new" ? null : editing} opened onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t`删除视频`}
        message={t`删除后不可恢复，视频将从公众页面消失，确定删除“${deleting?.title ?? ""}”吗？`}
        confirmLabel={t`删除`}
        loading={action.isPending}
        onConfirm={() => deleting && void run("delete", deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
