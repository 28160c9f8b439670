import { useState } from "react";
import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { auditDiff, auditTimeText } from "#shared/audit/audit-diff.ts";
import { auditActorText, auditExportRows } from "#client/features/ops/audit-export.ts";
import { fetchAuditExport, useAuditOptions, useAuditPage, type TAuditEntry, type TAuditFilterBody } from "#client/features/ops/audit.queries.ts";
import { CapacityTable } from "./capacity-parts.tsx";
import classes from "./ops-page.module.css";

const PAGE_SIZE = 20;

/** The audit log (document 4 section 6): who, when, what, and the change as a field-by-field diff. */
export function AuditPage() {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TAuditFilterBody>({});
  const [filter, setFilter] = useState<TAuditFilterBody>({});
  const [pageNo, setPageNo] = useState(1);
  const [exporting, setExporting] = useState(false);
  const options = useAuditOptions();
  const list = useAuditPage({ ...filter, pageNo, pageSize: PAGE_SIZE });
  const patch = (p: Partial<TAuditFilterBody>) => setDraft((d) => ({ ...d, ...p }));
  const records = list.data?.records ?? [];

  const exportAll = async () => {
    setExporting(true);
    try {
      const rows = await fetchAuditExport(filter);
      const { exportXlsx } = await import("#client/components/widgets/export-xlsx.ts");
      await exportXlsx(t`审计日志`, [{ name: t`审计日志`, rows: auditExportRows(rows) }]);
    } catch (error) {
      if (!wasShown(error)) notify("error", errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" data-testid="ops-audit-page">
      <Title order={1} className={classes.pageTitle}><Trans>审计日志</Trans></Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
          setPageNo(1);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label={t`搜索`} placeholder={t`操作、对象编号或内容`} value={draft.keyword ?? ""} onChange={(e) => patch({ keyword: e.currentTarget.value || undefined })} w={{ base: "100%", xs: 220 }} data-testid="audit-keyword" />
          <Select label={t`操作人`} clearable searchable placeholder={t`全部`} w={{ base: "100%", xs: 200 }} value={draft.actorUserId ? String(draft.actorUserId) : null}
            data={(options.data?.actors ?? []).map((a) => ({ value: String(a.userId), label: a.account ? `${a.nickName}（${a.account}）` : a.nickName }))}
            onChange={(v) => patch({ actorUserId: v ? Number(v) : undefined })} data-testid="audit-actor" />
          <Select label={t`对象类型`} clearable placeholder={t`全部`} w={{ base: "100%", xs: 160 }} value={draft.entity ?? null} data={options.data?.entities ?? []} onChange={(v) => patch({ entity: v ?? undefined })} data-testid="audit-entity" />
          <TextInput label={t`对象编号`} value={draft.entityId ?? ""} onChange={(e) => patch({ entityId: e.currentTarget.value || undefined })} w={{ base: "100%", xs: 110 }} data-testid="audit-entity-id" />
          <TextInput type="date" label={t`开始日期`} value={draft.dateFrom ?? ""} onChange={(e) => patch({ dateFrom: e.currentTarget.value || undefined })} w={{ base: "100%", xs: 160 }} data-testid="audit-from" />
          <TextInput type="date" label={t`结束日期`} value={draft.dateTo ?? ""} onChange={(e) => patch({ dateTo: e.currentTarget.value || undefined })} w={{ base: "100%", xs: 160 }} data-testid="audit-to" />
          <Button type="submit" data-testid="audit-search"><Trans>查询</Trans></Button>
          <Button variant="light" loading={exporting} onClick={() => void exportAll()} data-testid="audit-export"><Trans>导出</Trans></Button>
        </Group>
      </form>
      <CapacityTable minWidth={900} headers={[t`时间`, t`操作人`, t`操作`, t`对象`, t`变更`]} testId="audit-table">
        {records.map((e) => <AuditRow key={e.id} entry={e} />)}
      </CapacityTable>
      {list.data && records.length === 0 && !list.isFetching ? <Text c="dimmed" fz="sm"><Trans>没有符合条件的记录</Trans></Text> : null}
      {list.data ? <TablePager total={list.data.total} page={pageNo} pages={Math.max(list.data.pages, 1)} onChange={setPageNo} hideSinglePage /> : null}
    </Stack>
  );
}

function AuditRow({ entry: e }: { entry: TAuditEntry }) {
  const changes = auditDiff(e.before, e.after);
  return (
    <Table.Tr data-testid="audit-row" data-action={e.action}>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{auditTimeText(e.at)}</Table.Td>
      <Table.Td>{auditActorText(e)}</Table.Td>
      <Table.Td><Badge variant="light" tt="none">{e.action}</Badge></Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{e.entity}{e.entityId ? ` #${e.entityId}` : ""}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {changes.slice(0, 12).map((c) => (
            <Text key={c.path} fz="xs" style={{ wordBreak: "break-all" }}>
              <Text span fw={600} fz="xs">{c.path}</Text>{"："}
              {c.before !== null ? <Text span fz="xs" c="red.7" td="line-through">{c.before}</Text> : null}
              {c.before !== null && c.after !== null ? " → " : null}
              {c.after !== null ? <Text span fz="xs" c="teal.8">{c.after}</Text> : null}
            </Text>
          ))}
          {changes.length > 12 ? <Text fz="xs" c="dimmed">…{changes.length - 12}</Text> : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
