import { useState } from "react";
import { Anchor, Button, Card, Center, Group, Loader, Table, Text, TextInput, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import "dayjs/locale/zh-cn";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "#shared/format/date.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { exportXlsx } from "#client/components/widgets/export-xlsx.ts";
import { useGovActivityPage, type TGovActivityRow, type TGovFilters } from "#client/features/company-home/company-home.queries.ts";
import { useGovExport } from "#client/features/company-home/company-home.mutations.ts";
import { ActivityDataDialog } from "#client/features/company-home/components/activity-data-dialog.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { CHINESE_DATE_LABELS } from "#client/components/widgets/date-labels.ts";
import { govExportSheet } from "#client/features/company-home/gov-export.ts";

const EMPTY_FILTERS: TGovFilters = { stockCode: "", title: "", startDate: null, endDate: null };

/**
 * Recent activities for government users (document 2 section 2.3): stock code, title and date filters, the
 * summary export (xlsx, built in the browser), the table 10 a page and the view-data dialog.
 */
export function RecentActivitiesCard() {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TGovFilters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<TGovFilters>(EMPTY_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const [viewing, setViewing] = useState<TGovActivityRow | null>(null);
  const page = useGovActivityPage(filters, pageNo);
  const exporter = useGovExport();
  const rows = page.data?.records ?? [];

  const apply = (next: TGovFilters) => {
    setFilters(next);
    setPageNo(1);
  };

  const runExport = async () => {
    const records = await exporter.mutateAsync(filters).catch(() => null);
    if (!records) return;
    const sheet = govExportSheet(records, {
      stockCode: t`股票代码`,
      shortName: t`公司简称`,
      title: t`活动主题`,
      time: t`活动时间`,
      holdWay: t`举办方式`,
      pv: t`浏览量（PV）`,
      uv: t`访客数（UV）`,
      ip: t`IP数`,
      questions: t`提问数`,
      answers: t`回答数`,
      replyRate: t`回复率`,
    });
    const day = formatDate(new Date(), "YYYYMMDD");
    await exportXlsx(t`近期活动汇总_${day}`, [{ name: t`近期活动`, rows: sheet }]);
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="home-recent-card">
      <Title order={3} size="h5" mb="sm">
        <Trans>近期活动</Trans>
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply({ ...draft, stockCode: draft.stockCode.trim(), title: draft.title.trim() });
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
          <TextInput
            label={t`股票代码`}
            placeholder={t`请输入股票代码`}
            value={draft.stockCode}
            maxLength={20}
            onChange={(event) => setDraft({ ...draft, stockCode: event.currentTarget.value })}
            w={{ base: "100%", sm: 160 }}
            data-testid="gov-stock-code"
          />
          <TextInput
            label={t`活动标题`}
            placeholder={t`请输入活动标题`}
            value={draft.title}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            w={{ base: "100%", sm: 220 }}
            data-testid="gov-title"
          />
          <DatePickerInput
            type="range"
            label={t`活动日期`}
            placeholder={t`请选择日期范围`}
            {...CHINESE_DATE_LABELS}
            valueFormat="YYYY-MM-DD"
            clearable
            value={[draft.startDate, draft.endDate]}
            onChange={([startDate, endDate]) => setDraft({ ...draft, startDate, endDate })}
            w={{ base: "100%", sm: 260 }}
            data-testid="gov-dates"
          />
          <Group gap="sm">
            <Button type="submit" data-testid="gov-search">
              <Trans>搜索</Trans>
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(EMPTY_FILTERS);
                apply(EMPTY_FILTERS);
              }}
            >
              <Trans>重置</Trans>
            </Button>
            <Button variant="light" onClick={() => void runExport()} loading={exporter.isPending} data-testid="gov-export">
              <Trans>汇总导出</Trans>
            </Button>
          </Group>
        </Group>
      </form>

      {page.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState compact />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="gov-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`活动数据`}</Table.Th>
                <Table.Th>{t`股票代码`}</Table.Th>
                <Table.Th>{t`公司简称`}</Table.Th>
                <Table.Th>{t`活动主题`}</Table.Th>
                <Table.Th>{t`活动时间`}</Table.Th>
                <Table.Th>{t`举办方式`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.activityId} data-testid="gov-row">
                  <Table.Td>
                    <Anchor component="button" type="button" size="sm" onClick={() => setViewing(row)} data-testid="gov-view-data">
                      <Trans>查看数据</Trans>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.stockCode ?? "—"}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{row.shortName}</Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2} title={row.title}>
                      {row.title}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{[row.startDate, row.startTime?.slice(0, 5)].filter(Boolean).join(" ")}</Table.Td>
                  <Table.Td>{row.holdWay}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {page.data ? <TablePager total={page.data.total} page={pageNo} pages={page.data.pages} onChange={setPageNo} mt="sm" /> : null}
      <ActivityDataDialog activity={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
