import { Anchor, Group, Table, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TDistributionRow } from "#shared/api/activity.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { CopyLink } from "#client/components/distribution/copy-link.tsx";

export interface DistributionTableProps {
  rows: TDistributionRow[];
  /** opens the PV dialog for a row not yet submitted; without it the rows offer no submit */
  onSubmit?: (row: TDistributionRow) => void;
}

/**
 * Distribution rows (document 2 section 2.3): company, activity, PV count, submit status, time and the three
 * addresses with copy links; view opens /distributeDetails/{activityId}.
 */
export function DistributionTable({ rows, onSubmit }: DistributionTableProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={1060}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="distribution-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`公司`}</Table.Th>
            <Table.Th>{t`活动名称`}</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>{t`PV数`}</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>{t`提交状态`}</Table.Th>
            <Table.Th>{t`活动时间`}</Table.Th>
            <Table.Th>{t`分发地址`}</Table.Th>
            <Table.Th>{t`备用地址`}</Table.Th>
            <Table.Th>{t`互动数据地址`}</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>{t`操作`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="distribution-row">
              <Table.Td miw={130} maw={170}>
                <Text size="sm" lineClamp={2} title={row.companyFullName}>
                  {row.companyFullName}
                </Text>
              </Table.Td>
              <Table.Td miw={160} maw={220}>
                <Text size="sm" lineClamp={2} title={row.activityTitle}>
                  {row.activityTitle}
                </Text>
              </Table.Td>
              <Table.Td>{row.pvNum ?? "—"}</Table.Td>
              <Table.Td>
                <Text size="sm" c={row.submitStatus === 0 ? "orange" : "teal"} style={{ whiteSpace: "nowrap" }}>
                  {row.submitStatus === 0 ? t`未提交` : t`已提交`}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(`${row.activityStartDate} ${row.activityStartTime ?? "00:00"}`, "YYYY-MM-DD HH:mm") || row.activityStartDate}
              </Table.Td>
              <Table.Td>
                <CopyLink value={row.liveDistributeUrl} testId="copy-distribute-url" />
              </Table.Td>
              <Table.Td>
                <CopyLink value={row.liveDistributeBackUrl} testId="copy-back-url" />
              </Table.Td>
              <Table.Td>
                <CopyLink value={row.interactUrl} testId="copy-interact-url" />
              </Table.Td>
              {/* the links keep their words whole: the copy-link columns beside them took the width first */}
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Group gap="sm" wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void navigate({ to: "/distributeDetails/$id", params: { id: String(row.activityId) } })}
                    data-testid="distribution-view"
                  >
                    <Trans>查看</Trans>
                  </Anchor>
                  {row.submitStatus === 0 && onSubmit ? (
                    <Anchor component="button" type="button" size="sm" onClick={() => onSubmit(row)} data-testid="distribution-submit">
                      <Trans>提交数据</Trans>
                    </Anchor>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
