import { useState } from "react";
import { Anchor, Badge, Group, Pagination, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";
import type { TOpsDiversionRow } from "#shared/api/relay.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { stateOf } from "#shared/relay/relay-certification.machine.ts";
import { STATE_LABELS, qualificationFiles } from "../relay-display.ts";
import { OPS_RELAY_PAGE_SIZE, useOpsRelayDetail, useOpsRelayPage, type TOpsRelayQuery } from "../relay.queries.ts";
import { RelayReviewActions } from "./relay-review-actions.tsx";
import { RelayStepsList } from "./relay-steps-list.tsx";

/**
 * The back office's relay certification review (document 4 section 6): the queue of current applications by
 * progress and company, and one application's steps, materials, history and the actions its state accepts.
 */
export function RelayReviewPage({ query, onQueryChange }: { query: TOpsRelayQuery & { id?: number }; onQueryChange: (q: TOpsRelayQuery & { id?: number }) => void }) {
  const { t, i18n } = useLingui();
  const list = useOpsRelayPage(query);
  const [keyword, setKeyword] = useState(query.keyword ?? "");
  const page = list.data;
  const progressOptions = [0, 1, 2, 3, 4, 5, 6].map((p) => ({ value: String(p), label: t`进度 ${p}` }));

  return (
    <Stack gap="md" data-testid="ops-relay-page">
      <Title order={3}>
        <Trans>导流认证审核</Trans>
      </Title>
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder={t`公司名称`}
          value={keyword}
          maxLength={100}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === "Enter" && onQueryChange({ ...query, pageNo: 1, keyword: keyword.trim() || undefined })}
          aria-label={t`公司名称`}
          data-testid="ops-relay-keyword"
        />
        <Select
          placeholder={t`全部进度`}
          data={progressOptions}
          value={query.progress === undefined ? null : String(query.progress)}
          clearable
          onChange={(v) => onQueryChange({ ...query, pageNo: 1, progress: v === null ? undefined : Number(v) })}
          aria-label={t`认证进度`}
          w={140}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder radius="md" p="sm" style={{ overflowX: "auto" }}>
          <Table highlightOnHover data-testid="ops-relay-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>公司</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>进度</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>提交时间</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(page?.records ?? []).map((r: TOpsDiversionRow) => (
                <Table.Tr
                  key={r.id}
                  onClick={() => onQueryChange({ ...query, id: r.id })}
                  style={{ cursor: "pointer" }}
                  bg={query.id === r.id ? "var(--mantine-color-blue-light)" : undefined}
                  data-testid="ops-relay-row"
                  data-company={r.companyName}
                >
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {r.companyName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={r.auditStatus === 3 ? "red" : r.progress >= 5 ? "green" : "blue"}>
                      {i18n._(STATE_LABELS[stateOf(r)])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{formatDate(r.crtTime, "YYYY-MM-DD HH:mm")}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {page && page.total === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              <Trans>暂无认证申请</Trans>
            </Text>
          ) : null}
          {page && page.pages > 1 ? (
            <Group justify="center" mt="sm">
              <Pagination total={page.pages} value={query.pageNo} onChange={(p) => onQueryChange({ ...query, pageNo: p })} size="sm" />
            </Group>
          ) : null}
        </Paper>
        {query.id ? <RelayReviewDetail id={query.id} /> : (
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              <Trans>选择一条申请查看并审核。</Trans>
            </Text>
          </Paper>
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t`每页 ${OPS_RELAY_PAGE_SIZE} 条`}
      </Text>
    </Stack>
  );
}

function RelayReviewDetail({ id }: { id: number }) {
  const { i18n } = useLingui();
  const detail = useOpsRelayDetail(id);
  const d = detail.data;
  if (!d) return null;
  const state = stateOf(d);
  return (
    <Paper withBorder radius="md" p="md" data-testid="ops-relay-detail" data-state={state}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={5} style={{ overflowWrap: "anywhere" }}>
            {d.companyName}
          </Title>
          <Badge variant="light">{i18n._(STATE_LABELS[state])}</Badge>
        </Group>
        <Text size="sm">
          <Trans>转播平台：{d.platform}</Trans>
        </Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <Trans>平台网址：{d.platformUrl}</Trans>
        </Text>
        <Text size="sm">
          <Trans>机构联系人：{d.companyContacts}（{d.companyPhone}）</Trans>
        </Text>
        <Group gap="sm" wrap="wrap">
          {qualificationFiles(d.qualificationPathJson).map((f) => (
            <Anchor key={f.url} href={fileUrl(f.url)} size="sm" target="_blank" rel="noopener">
              {f.name}
            </Anchor>
          ))}
          {d.tecDocPath ? (
            <Anchor href={fileUrl(d.tecDocPath)} size="sm" target="_blank" rel="noopener">
              <Trans>技术方案</Trans>
            </Anchor>
          ) : null}
        </Group>
        {d.auditReason ? (
          <Text size="sm" c="red">
            <Trans>原因：{d.auditReason}</Trans>
          </Text>
        ) : null}
        <RelayStepsList state={state} record={d} />
        {d.isCurrent ? <RelayReviewActions key={`${d.id}-${state}`} id={d.id} state={state} /> : null}
        {d.history.length > 0 ? (
          <Stack gap={4} data-testid="ops-relay-history">
            <Text size="sm" fw={500}>
              <Trans>历史记录</Trans>
            </Text>
            {d.history.map((h) => (
              <Text key={h.id} size="xs" c="dimmed">
                {formatDate(h.crtTime, "YYYY-MM-DD HH:mm")} · {i18n._(STATE_LABELS[stateOf(h)])}
                {h.auditReason ? ` · ${h.auditReason}` : ""}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
