import { useState } from "react";
import { Anchor, Badge, Button, Center, Group, Image, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { formatDate } from "#shared/format/date.ts";
import { editRefusal, FinReportStatus, publishRefusal, withdrawRefusal } from "#shared/institution/fin-report-rules.ts";
import { useMyFinReportPage, type TMyFinReport } from "#client/features/fin-report/fin-report.queries.ts";
import { useDeleteFinReport, usePublishFinReport, useWithdrawFinReport } from "#client/features/fin-report/fin-report.mutations.ts";
import { FinReportForm } from "./fin-report-form.tsx";

const imageUrl = (path: string) => (path.startsWith("/files/") ? `/api${path}` : path);

/**
 * The enterprise centre's visual financial report tab (document 1 section 2.4 tab 10, document 4 section
 * 2.7): the company's reports in every status; upload, preview in the PDF viewer, publish, withdraw, edit and
 * delete, each offered only where the shared rule allows it (the server checks the same rule).
 */
export function FinReportManage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TMyFinReport | null | "new">(null);
  const list = useMyFinReportPage(page);
  const publish = usePublishFinReport();
  const withdraw = useWithdrawFinReport();
  const remove = useDeleteFinReport();
  const data = list.data;
  const done = (message: string) => ({
    onSuccess: () => notify("success", message),
    onError: (error: unknown) => {
      if (!wasShown(error)) notify("error", errorMessage(error));
    },
  });
  const statusLabel = (s: number) => (s === FinReportStatus.published ? t`已发布` : s === FinReportStatus.withdrawn ? t`已撤回` : t`未发布`);

  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="fin-report-manage">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          <Trans>可视化财报</Trans>
        </Title>
        <Button onClick={() => setEditing("new")} data-testid="fin-report-new">
          <Trans>上传财报</Trans>
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : !data || data.records.length === 0 ? (
        <EmptyState description={t`暂无财报，请上传`} />
      ) : (
        <Stack gap="sm">
          {data.records.map((r) => (
            <Group key={r.id} wrap="nowrap" align="flex-start" gap="md" py="xs" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }} data-testid="fin-report-row" data-report-id={r.id} data-status={r.status}>
              <Image src={imageUrl(r.coverPath)} alt="" w={60} h={80} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid="fin-report-row-title">
                    {r.title}
                  </Text>
                  <Badge size="sm" variant="light" color={r.status === FinReportStatus.published ? "green" : "gray"} data-testid="fin-report-status">
                    {statusLabel(r.status)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  <Trans>报告期</Trans>：{r.period}
                  {r.publishTime && r.status === FinReportStatus.published ? ` · ${t`发布时间`}：${formatDate(r.publishTime, "YYYY-MM-DD HH:mm")}` : ""}
                </Text>
                <Group gap="xs" mt={4}>
                  <Anchor renderRoot={(props) => <Link {...props} to="/pending/pdfView" search={{ url: r.pdfPath, title: r.title }} target="_blank" />} size="sm" data-testid="fin-report-preview">
                    <Trans>预览</Trans>
                  </Anchor>
                  {publishRefusal(r.status) === null ? (
                    <Anchor component="button" type="button" size="sm" onClick={() => publish.mutate(r.id, done(t`发布成功`))} data-testid="fin-report-publish">
                      <Trans>发布</Trans>
                    </Anchor>
                  ) : null}
                  {withdrawRefusal(r.status) === null ? (
                    <Anchor component="button" type="button" size="sm" c="orange" onClick={() => withdraw.mutate(r.id, done(t`撤回成功`))} data-testid="fin-report-withdraw">
                      <Trans>撤回</Trans>
                    </Anchor>
                  ) : null}
                  {editRefusal(r.status) === null ? (
                    <>
                      <Anchor component="button" type="button" size="sm" onClick={() => setEditing(r)} data-testid="fin-report-edit">
                        <Trans>编辑</Trans>
                      </Anchor>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        c="red"
                        onClick={() => {
                          if (window.confirm(t`确定删除该财报吗？`)) remove.mutate(r.id, done(t`删除成功`));
                        }}
                        data-testid="fin-report-delete"
                      >
                        <Trans>删除</Trans>
                      </Anchor>
                    </>
                  ) : null}
                </Group>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      {data ? <TablePager total={data.total} page={page} pages={Math.max(data.pages, 1)} onChange={setPage} hideSinglePage mt="md" /> : null}
      {editing !== null ? <FinReportForm key={editing === "new" ? "new" : editing.id} report={editing === "new" ? null : editing} opened onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
