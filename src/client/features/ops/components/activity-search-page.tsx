import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import type { TOpsActivityRow } from "#shared/api/ops.contract.ts";
import { activityPageQuery } from "#client/features/ops/ops.queries.ts";
import { OPS_SEARCH_MAX, validateOpsActivityQuery, type TOpsActivityQuery } from "#client/features/ops/ops-route-search.ts";
import { PUB_STATUS_LABELS, STATUS_LABELS, activityTimeText, pubStatusColor, statusColor } from "#client/features/ops/ops-display.ts";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { PagedResults, ResultCard } from "#client/features/ops/components/paged-results.tsx";
import classes from "#client/features/ops/components/ops-page.module.css";
import { useToken } from "#client/lib/session.ts";

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

type TSelectField = "status" | "pubStatus" | "isCancel" | "isMulti";

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
  const result = useQuery(activityPageQuery(useToken(), query));
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // the same reading as the address's, so the form can never send what the address would drop
  const search = () => onQueryChange({ ...validateOpsActivityQuery({ ...draft }), page: undefined });
  // the four choice filters differ only in field, label and options
  const selects: [TSelectField, string, { value: string; label: string }[]][] = [
    ["status", t`活动状态`, [1, 2, 3].map((s) => ({ value: String(s), label: i18n._(STATUS_LABELS[s]!) }))],
    ["pubStatus", t`发布状态`, [0, 1, 2].map((s) => ({ value: String(s), label: i18n._(PUB_STATUS_LABELS[s]!) }))],
    [
      "isCancel",
      t`是否取消`,
      [
        { value: "0", label: t`未取消` },
        { value: "1", label: t`已取消` },
      ],
    ],
    [
      "isMulti",
      t`业务类型`,
      [
        { value: "0", label: t`单场活动` },
        { value: "1", label: t`集体活动` },
      ],
    ],
  ];

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
            {selects.map(([field, label, data]) => (
              <Select
                key={field}
                label={label}
                placeholder={t`全部`}
                clearable
                value={draft[field]}
                onChange={(v) => setDraft((d) => ({ ...d, [field]: v }))}
                data={data}
              />
            ))}
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

      <PagedResults
        result={result.data}
        page={query.page ?? 1}
        onPage={(p) => onQueryChange({ ...query, page: p })}
        fetching={result.isFetching}
        empty={<EmptyState variant="noSearchResults" />}
        headers={[t`编号`, t`活动标题`, t`参与公司`, t`类型`, t`活动时间`, t`状态`, t`发布`, t`操作`]}
        minWidth={1040}
        rowKey={(row) => row.activityId}
        card={(row) => (
          <ResultCard>
            <AnchorLink to="/ops/activity" search={{ id: row.activityId }} fz="sm" fw={500}>
              {row.title}
            </AnchorLink>
            <Text fz="xs" c="dimmed">
              {[row.companyNames, row.activityTypeText, activityTimeText(row)].filter(Boolean).join(" · ")}
            </Text>
            <Group gap={6}>
              <StatusBadge row={row} />
              <PubStatusBadge pubStatus={row.pubStatus} />
            </Group>
          </ResultCard>
        )}
        row={(row) => <ActivityRow row={row} />}
        cardsTestId="ops-activity-cards"
        tableTestId="ops-activity-table"
      />
    </Stack>
  );
}

/** An activity as a table row: the title and the manage button both open the activity's page. */
function ActivityRow({ row }: { row: TOpsActivityRow }) {
  const { t } = useLingui();
  const booked = row.bookedCount;
  const capacity = row.capacity;
  return (
    <Table.Tr data-testid="ops-activity-row" data-activity-id={row.activityId}>
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
        <StatusBadge row={row} />
      </Table.Td>
      <Table.Td>
        <PubStatusBadge pubStatus={row.pubStatus} />
      </Table.Td>
      <Table.Td>
        <ButtonLink to="/ops/activity" search={{ id: row.activityId }} size="xs" variant="light">
          <Trans>管理</Trans>
        </ButtonLink>
      </Table.Td>
    </Table.Tr>
  );
}

/** The activity's state; a cancelled activity says so whatever its schedule state. */
function StatusBadge({ row }: { row: TOpsActivityRow }) {
  const { t, i18n } = useLingui();
  return (
    <Badge color={statusColor(row)} variant="light">
      {row.isCancel ? t`已取消` : i18n._(STATUS_LABELS[row.status] ?? STATUS_LABELS[1]!)}
    </Badge>
  );
}

function PubStatusBadge({ pubStatus }: { pubStatus: number }) {
  const { i18n } = useLingui();
  return (
    <Badge color={pubStatusColor(pubStatus)} variant="light">
      {i18n._(PUB_STATUS_LABELS[pubStatus] ?? PUB_STATUS_LABELS[0]!)}
    </Badge>
  );
}
