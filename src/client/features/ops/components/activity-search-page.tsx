import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { activityPageQuery } from "#client/features/ops/ops.queries.ts";
import { OPS_SEARCH_MAX, validateOpsActivityQuery, type TOpsActivityQuery } from "#client/features/ops/ops-route-search.ts";
import { PUB_STATUS_LABELS, STATUS_LABELS, activityTimeText, pubStatusColor, statusColor } from "#client/features/ops/ops-display.ts";
import { AnchorLink, ButtonLink } from "#client/features/ops/components/ops-links.tsx";
import classes from "#client/features/ops/components/ops-page.module.css";

export interface ActivitySearchPageProps {
  query: TOpsActivityQuery;
  onQueryChange: (next: TOpsActivityQuery) => void;
}

/** The filter form's fields, as text (a select's value is a string). */
interface TDraft {
  title: string;
  company: string;
  status: string | null;
  pubStatus: string | null;
  isCancel: string | null;
  isMulti: string | null;
  startDate: string;
  endDate: string;
}

const draftOf = (q: TOpsActivityQuery): TDraft => ({
  title: q.title ?? "",
  company: q.company ?? "",
  status: q.status === undefined ? null : String(q.status),
  pubStatus: q.pubStatus === undefined ? null : String(q.pubStatus),
  isCancel: q.isCancel === undefined ? null : String(q.isCancel),
  isMulti: q.isMulti === undefined ? null : String(q.isMulti),
  startDate: q.startDate ?? "",
  endDate: q.endDate ?? "",
});

/** Activities (document 4 section 6): search every activity, paged, each row opening the activity's page. */
export function ActivitySearchPage({ query, onQueryChange }: ActivitySearchPageProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(query));
  // a dashboard tile or the browser's back button changes the address under the form
  useEffect(() => setDraft(draftOf(query)), [query]);
  const result = useQuery(activityPageQuery(query));
  const page = result.data;
  const total = page?.total ?? 0;
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // the same reading as the address's, so the form can never send what the address would drop
  const search = () => onQueryChange({ ...validateOpsActivityQuery({ ...draft }), page: undefined });

  return (
    <Stack gap="md">
      <Title order={1} className={classes.pageTitle}>
        <Trans>活动管理</Trans>
      </Title>
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          data-testid="ops-activity-filters"
        >
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
            <TextInput label={t`活动标题`} value={draft.title} maxLength={OPS_SEARCH_MAX} onChange={(e) => set({ title: e.currentTarget.value })} />
            <TextInput
              label={t`公司`}
              placeholder={t`简称、全称或股票代码`}
              value={draft.company}
              maxLength={OPS_SEARCH_MAX}
              onChange={(e) => set({ company: e.currentTarget.value })}
            />
            <Select
              label={t`活动状态`}
              placeholder={t`全部`}
              clearable
              value={draft.status}
              onChange={(v) => set({ status: v })}
              data={[1, 2, 3].map((s) => ({ value: String(s), label: i18n._(STATUS_LABELS[s]!) }))}
            />
            <Select
              label={t`发布状态`}
              placeholder={t`全部`}
              clearable
              value={draft.pubStatus}
              onChange={(v) => set({ pubStatus: v })}
              data={[0, 1, 2].map((s) => ({ value: String(s), label: i18n._(PUB_STATUS_LABELS[s]!) }))}
            />
            <Select
              label={t`是否取消`}
              placeholder={t`全部`}
              clearable
              value={draft.isCancel}
              onChange={(v) => set({ isCancel: v })}
              data={[
                { value: "0", label: t`未取消` },
                { value: "1", label: t`已取消` },
              ]}
            />
            <Select
              label={t`业务类型`}
              placeholder={t`全部`}
              clearable
              value={draft.isMulti}
              onChange={(v) => set({ isMulti: v })}
              data={[
                { value: "0", label: t`单场活动` },
                { value: "1", label: t`集体活动` },
              ]}
            />
            <TextInput type="date" label={t`开始日期（起）`} value={draft.startDate} onChange={(e) => set({ startDate: e.currentTarget.value })} />
            <TextInput type="date" label={t`开始日期（止）`} value={draft.endDate} onChange={(e) => set({ endDate: e.currentTarget.value })} />
          </SimpleGrid>
          <Group justify="flex-end" mt="md" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setDraft(draftOf({}));
                onQueryChange({});
              }}
            >
              <Trans>重置</Trans>
            </Button>
            <Button type="submit" data-testid="ops-activity-search">
              <Trans>搜索</Trans>
            </Button>
          </Group>
        </form>
      </Paper>

      <Paper withBorder radius="md" p={0}>
        {page && page.records.length === 0 ? (
          <EmptyState variant="noSearchResults" />
        ) : (
          <>
            <Stack gap={0} hiddenFrom="sm" data-testid="ops-activity-cards">
              {(page?.records ?? []).map((row) => (
                <Stack key={row.activityId} gap={4} p="sm" className={classes.cardRow}>
                  <AnchorLink to="/ops/activity" search={{ id: row.activityId }} fz="sm" fw={500}>
                    {row.title}
                  </AnchorLink>
                  <Text fz="xs" c="dimmed">
                    {[row.companyNames, row.activityTypeText, activityTimeText(row)].filter(Boolean).join(" · ")}
                  </Text>
                  <Group gap={6}>
                    <Badge color={statusColor(row)} variant="light">
                      {row.isCancel ? t`已取消` : i18n._(STATUS_LABELS[row.status] ?? STATUS_LABELS[1]!)}
                    </Badge>
                    <Badge color={pubStatusColor(row.pubStatus)} variant="light">
                      {i18n._(PUB_STATUS_LABELS[row.pubStatus] ?? PUB_STATUS_LABELS[0]!)}
                    </Badge>
                  </Group>
                </Stack>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={1040} visibleFrom="sm">
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="ops-activity-table" aria-busy={result.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`编号`}</Table.Th>
                    <Table.Th>{t`活动标题`}</Table.Th>
                    <Table.Th>{t`参与公司`}</Table.Th>
                    <Table.Th>{t`类型`}</Table.Th>
                    <Table.Th>{t`活动时间`}</Table.Th>
                    <Table.Th>{t`状态`}</Table.Th>
                    <Table.Th>{t`发布`}</Table.Th>
                    <Table.Th>{t`操作`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(page?.records ?? []).map((row) => {
                    const booked = row.bookedCount;
                    const capacity = row.capacity;
                    return (
                      <Table.Tr key={row.activityId} data-testid="ops-activity-row" data-activity-id={row.activityId}>
                        <Table.Td>{row.activityId}</Table.Td>
                        <Table.Td className={classes.titleCell}>
                          <AnchorLink to="/ops/activity" search={{ id: row.activityId }} fz="sm" fw={500}>
                            {row.title}
                          </AnchorLink>
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" lineClamp={2}>
                            {row.companyNames || "—"}
                          </Text>
                          {row.isMulti ? (
                            <Text fz="xs" c="dimmed">
                              {capacity ? t`已预约 ${booked}/${capacity}` : t`已预约 ${booked}`}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" className={classes.nowrap}>
                            {row.activityTypeText}
                          </Text>
                          <Text fz="xs" c="dimmed" className={classes.nowrap}>
                            {row.isMulti ? t`集体活动` : t`单场活动`}
                            {row.modeName ? ` · ${row.modeName}` : ""}
                          </Text>
                        </Table.Td>
                        <Table.Td className={classes.nowrap}>{activityTimeText(row)}</Table.Td>
                        <Table.Td>
                          <Badge color={statusColor(row)} variant="light">
                            {row.isCancel ? t`已取消` : i18n._(STATUS_LABELS[row.status] ?? STATUS_LABELS[1]!)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={pubStatusColor(row.pubStatus)} variant="light">
                            {i18n._(PUB_STATUS_LABELS[row.pubStatus] ?? PUB_STATUS_LABELS[0]!)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <ButtonLink to="/ops/activity" search={{ id: row.activityId }} size="xs" variant="light">
                            <Trans>管理</Trans>
                          </ButtonLink>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Paper>
      <TablePager
        summary="total"
        total={total}
        page={query.page ?? 1}
        pages={page?.pages ?? 1}
        onChange={(p) => onQueryChange({ ...query, page: p > 1 ? p : undefined })}
      />
    </Stack>
  );
}
