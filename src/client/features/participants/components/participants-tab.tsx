import { useState } from "react";
import { Alert, Anchor, Badge, Group, List, Paper, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TParticipantError } from "#shared/api/participant.contract.ts";
import { AttendMode, ParticipantOutcome, isParticipantFileName, type ParticipantMsg } from "#shared/participants/participant-rules.ts";
import { TEMPLATE_DOCUMENTS, documentUrl } from "#shared/docs/documents.ts";
import { formatDate } from "#shared/format/date.ts";
import { ApiError } from "#client/lib/api.ts";
import { reportError } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { useParticipantInfo, useUploadParticipants } from "../participants.queries.ts";

/** Why the list cannot be uploaded now, in the centre's words (document 3 section 4, "Participant list"). */
const REFUSAL: Record<keyof typeof ParticipantMsg, MessageDescriptor> = {
  wrongType: msg`参会人员名单仅支持xlsx格式`,
  empty: msg`参会人员名单为空，请按模板填写后上传`,
  tooLarge: msg`参会人员名单文件不能超过2MB`,
  tooManyRows: msg`参会人员名单人数超过上限`,
  wrongTemplate: msg`参会人员名单模板不正确，请下载模板后重新填写`,
  macro: msg`参会人员名单包含宏，请另存为不含宏的xlsx文件后上传`,
  unreadable: msg`参会人员名单无法读取，请使用模板重新填写`,
  fileMissing: msg`参会人员名单文件不存在，请重新上传`,
  rowsInvalid: msg`参会人员名单有误，请修改后重新上传`,
  noVenue: msg`该活动无需上传参会人员名单`,
  cancelled: msg`活动已取消，无法上传参会人员名单`,
  started: msg`活动已开始，无法上传参会人员名单`,
  ended: msg`活动已结束，无法上传参会人员名单`,
  published: msg`活动页面已发布，无法上传参会人员名单`,
  deadlinePassed: msg`参会人员名单提交已截止（活动前一日15:00），无法上传`,
};

const XLSX_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The participant-list tab (document 3 section 2.1 item 3; tab 3 of document 2): download the template,
 * upload an xlsx (checked on the server; a refused file lists each bad row), re-upload to replace, read-only
 * after the deadline. Mobiles and identity numbers come back masked.
 */
export function ParticipantsTab({ activityId }: { activityId: number }) {
  const { t, i18n } = useLingui();
  const info = useParticipantInfo(activityId);
  const upload = useUploadParticipants(activityId);
  const [rowErrors, setRowErrors] = useState<TParticipantError[]>([]);
  const data = info.data;
  if (!data) return info.isPending ? null : <EmptyState />;

  const refusal = data.refusal as keyof typeof ParticipantMsg | null;
  const send = (file: { filePath: string; fileName: string }) => {
    setRowErrors([]);
    upload.mutate(file, {
      onSuccess: () => notify("success", t`参会人员名单已上传`),
      onError: (error) => {
        if (error instanceof ApiError && error.outcome === ParticipantOutcome.rowsInvalid.code) setRowErrors(error.datas as TParticipantError[]);
        reportError(error);
      },
    });
  };
  const deadline = data.deadline ? formatDate(data.deadline, "YYYY-MM-DD HH:mm") : null;

  return (
    <Stack gap="md" data-testid="participants-tab">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={4}>
          <Trans>参会人员信息</Trans>
        </Title>
        {data.isPersonListSubed ? (
          <Badge color="green" variant="light" data-testid="participants-status">
            <Trans>已提交 {formatDate(data.personListSubedTime, "YYYY-MM-DD HH:mm")}</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light" data-testid="participants-status">
            <Trans>未提交</Trans>
          </Badge>
        )}
      </Group>
      {deadline ? (
        <Text size="sm" c={refusal ? "dimmed" : "red"} data-testid="participants-deadline">
          <Trans>提交截止时间：{deadline}（北京时间，活动前一日15:00）</Trans>
        </Text>
      ) : null}
      {refusal ? (
        <Alert color="gray" variant="light" title={t`当前不能上传参会人员名单`} data-testid="participants-closed">
          {i18n._(REFUSAL[refusal])}
        </Alert>
      ) : (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group gap="md" wrap="wrap">
              <Anchor href={documentUrl(TEMPLATE_DOCUMENTS.participant.name)} download={`${TEMPLATE_DOCUMENTS.participant.title}.xlsx`} size="sm" data-testid="participants-template">
                <Trans>下载模板</Trans>
              </Anchor>
              <Text size="sm" c="dimmed">
                {data.isPersonListSubed ? <Trans>重新上传将替换已提交的名单</Trans> : <Trans>按模板填写后上传</Trans>}
              </Text>
            </Group>
            <UploadField
              owner={`participants:${activityId}`}
              endpoint="file"
              accept={XLSX_ACCEPT}
              maxFiles={1}
              count={0}
              check={(file) => (isParticipantFileName(file.name) ? null : i18n._(REFUSAL.wrongType))}
              onUploaded={(result) => send(result)}
              hint={t`仅支持xlsx格式；现场参会须填写身份证号`}
              testId="participants-upload"
            />
          </Stack>
        </Paper>
      )}
      {rowErrors.length > 0 ? (
        <Alert color="red" variant="light" title={t`以下行有误，名单未保存`} data-testid="participants-errors">
          <List size="sm" spacing={2}>
            {rowErrors.map((e) => (
              <List.Item key={e.row}>{e.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {data.participants.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            <Trans>共{data.participants.length}人</Trans>
            {data.fileName ? ` · ${data.fileName}` : ""}
          </Text>
          <ScrollArea type="auto" offsetScrollbars>
            <Table striped withTableBorder miw={760} data-testid="participants-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>姓名</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>单位</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>职务</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>联系电话</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>身份证号</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>参会方式</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>备注</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.participants.map((p) => (
                  <Table.Tr key={p.row} data-testid="participant-row">
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>{p.companyName}</Table.Td>
                    <Table.Td>{p.title}</Table.Td>
                    <Table.Td>{p.mobile}</Table.Td>
                    <Table.Td>{p.idNumber}</Table.Td>
                    <Table.Td>{p.attendMode === AttendMode.onSite ? t`现场` : t`线上`}</Table.Td>
                    <Table.Td>{p.remark}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}
