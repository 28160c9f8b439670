import { useState } from "react";
import { Badge, Center, Loader, Modal, ScrollArea, Table, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { formatDate } from "#shared/format/date.ts";
import { useIntroRecords } from "../homepage.queries.ts";

const COLORS: Record<string, string> = { "0": "blue", "1": "teal", "2": "red" };

/** The approval records dialog (document 3 sections 2.2 item 5 and 3): the company's changes, 15 a page. */
export function IntroRecordsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const list = useIntroRecords(pageNo, opened);
  const statusLabel: Record<string, string> = { "0": t`待审核`, "1": t`审核通过`, "2": t`审核驳回` };
  const data = list.data;
  return (
    <Modal opened={opened} onClose={onClose} title={t`审核记录`} size="xl" centered data-testid="homepage-records">
      {list.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : !data || data.records.length === 0 ? (
        <EmptyState compact />
      ) : (
        <>
          <ScrollArea type="auto">
            <Table fz="sm" miw={560} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`企业名称`}</Table.Th>
                  <Table.Th>{t`提交时间`}</Table.Th>
                  <Table.Th>{t`审核状态`}</Table.Th>
                  <Table.Th>{t`审核时间`}</Table.Th>
                  <Table.Th>{t`驳回原因`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.records.map((r) => (
                  <Table.Tr key={r.id} data-testid="homepage-record" data-status={r.status}>
                    <Table.Td>{r.companyName}</Table.Td>
                    <Table.Td>{formatDate(r.crtTime)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={COLORS[r.status]} miw="max-content">
                        {statusLabel[r.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r.auditTime ? formatDate(r.auditTime) : "-"}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      <Text size="sm">{r.auditFailReason ?? "-"}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <TablePager total={data.total} page={pageNo} pages={Math.max(data.pages, 1)} onChange={setPageNo} mt="md" testId="homepage-records-pager" />
        </>
      )}
    </Modal>
  );
}
