import { useState } from "react";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TDistributionDetails, TDistributionPartnerRow } from "#shared/api/activity.contract.ts";
import { canSubmitDistributionPv } from "#shared/activity/activity-visibility.ts";
import { isPvSubmitted } from "#shared/activity/distribution-rules.ts";
import { CopyLink } from "#client/components/distribution/copy-link.tsx";
import { PvSubmitDialogView } from "#client/components/distribution/pv-submit-dialog.tsx";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useSubmitDistributionPv } from "#client/features/distribution/distribution.mutations.ts";

/**
 * The distribution part of the details page (document 4 section 2.7; document 2 section 2.3): the
 * partner's distribution, backup and interaction data addresses, each with its copy link, its PV submit
 * status and the submit dialog. A company holding the activity sees every partner's row, without the dialog.
 */
export function DistributionAddresses({ details }: { details: TDistributionDetails }) {
  const submit = useSubmitDistributionPv();
  const [submitting, setSubmitting] = useState<TDistributionPartnerRow | null>(null);
  const rows = details.distributions;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="distribution-addresses">
      <Title order={2} size="h5" mb="sm">
        {details.viewer === "partner" ? <Trans>活动分发</Trans> : <Trans>分发合作方</Trans>}
      </Title>
      {rows.length === 0 ? (
        <EmptyState compact />
      ) : (
        <Stack gap="md">
          {rows.map((row) => (
            <PartnerRow
              key={row.id}
              row={row}
              showPartner={details.viewer === "holder"}
              onSubmit={canSubmitDistributionPv(details.viewer, row, details.activity) ? () => setSubmitting(row) : undefined}
            />
          ))}
        </Stack>
      )}
      <PvSubmitDialogView row={submitting} onClose={() => setSubmitting(null)} submit={submit} />
    </Paper>
  );
}

function PartnerRow({ row, showPartner, onSubmit }: { row: TDistributionPartnerRow; showPartner: boolean; onSubmit?: () => void }) {
  const { t } = useLingui();
  const submitted = isPvSubmitted(row);
  const addresses: [string, string | null, string][] = [
    [t`分发地址`, row.liveDistributeUrl, "copy-distribute-url"],
    [t`备用地址`, row.liveDistributeBackUrl, "copy-back-url"],
    [t`互动数据地址`, row.interactUrl, "copy-interact-url"],
  ];
  return (
    <Stack gap="sm" data-testid="distribution-partner-row" data-partner-id={row.partnerCompanyId}>
      {showPartner ? (
        <Text fw={600} size="sm">
          {row.partnerFullName}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {addresses.map(([label, value, testId]) => (
          <Paper key={testId} bg="gray.0" radius="sm" p="sm" style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" mb={4}>
              {label}
            </Text>
            <CopyLink value={value} testId={testId} full />
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="lg" wrap="wrap">
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t`提交状态`}
          </Text>
          <Badge color={submitted ? "teal" : "orange"} variant="light" data-testid="pv-status">
            {submitted ? t`已提交` : t`未提交`}
          </Badge>
        </Group>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t`PV数`}
          </Text>
          <Text size="sm" fw={600} data-testid="pv-value">
            {row.pvNum ?? "—"}
          </Text>
        </Group>
        {onSubmit ? (
          <Button size="xs" variant="light" onClick={onSubmit} data-testid="distribution-submit">
            <Trans>提交数据</Trans>
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
