import { useState } from "react";
import { Alert, Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";
import { COMPANY_EVENTS, acceptedEvents, stateOf } from "#shared/relay/relay-certification.machine.ts";
import { AuditStatus } from "#shared/relay/relay-rules.ts";
import { RELAY_DOWNLOADS, STATE_LABELS, qualificationFiles } from "../relay-display.ts";
import { useConfirmTest, useRelayApplication } from "../relay.queries.ts";
import { RelayMaterialsDialog } from "./relay-materials-dialog.tsx";
import { RelayPlanDialog } from "./relay-plan-dialog.tsx";
import { RelayStepsList } from "./relay-steps-list.tsx";

/**
 * Relay-platform certification for the company (document 3 section 2.2 item 3): the six steps, where the
 * application stands, and only the actions its state accepts (the shared machine's events): submit
 * materials (or re-certify), upload the technical plan, confirm the test plan. The static downloads sit
 * beside them.
 */
export function RelayPanel() {
  const { t, i18n } = useLingui();
  const application = useRelayApplication();
  const confirm = useConfirmTest();
  const [dialog, setDialog] = useState<"materials" | "plan" | null>(null);

  if (application.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const record = application.data ?? null;
  const state = stateOf(record);
  const actions = acceptedEvents(state, COMPANY_EVENTS);
  const failed = record?.auditStatus === AuditStatus.failed;
  const files = record ? qualificationFiles(record.qualificationPathJson) : [];

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="relay-panel" data-state={state}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={4}>
            <Trans>导流认证</Trans>
          </Title>
          <Group gap="md">
            {RELAY_DOWNLOADS.map((d) => (
              <Anchor key={d.href} href={d.href} size="sm" target="_blank" rel="noopener">
                {i18n._(d.label)}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Text size="sm" fw={500} data-testid="relay-state">
          {i18n._(STATE_LABELS[state])}
        </Text>
        {failed && record?.auditReason ? (
          <Alert color="red" title={t`未通过原因`} data-testid="relay-reason">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {record.auditReason}
            </Text>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <RelayStepsList state={state} record={record} />
          <Stack gap="sm" style={{ minWidth: 0 }}>
            {record ? (
              <Stack gap={4} data-testid="relay-materials">
                <Text size="sm">
                  <Trans>转播平台：{record.platform}</Trans>
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  <Trans>平台网址：{record.platformUrl}</Trans>
                </Text>
                <Text size="sm">
                  <Trans>机构联系人：{record.companyContacts}（{record.companyPhone}）</Trans>
                </Text>
                {files.map((f) => (
                  <Anchor key={f.url} href={fileUrl(f.url)} size="sm" target="_blank" rel="noopener" style={{ overflowWrap: "anywhere" }}>
                    {f.name}
                  </Anchor>
                ))}
                {record.tecDocPath ? (
                  <Anchor href={fileUrl(record.tecDocPath)} size="sm" target="_blank" rel="noopener">
                    <Trans>技术方案</Trans>
                  </Anchor>
                ) : null}
                {record.programmeConfirmTestPath ? (
                  <Anchor href={fileUrl(record.programmeConfirmTestPath)} size="sm" target="_blank" rel="noopener" data-testid="relay-test-plan">
                    <Trans>测试方案</Trans>
                  </Anchor>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>尚未申请导流认证。请下载技术标准与合作申请表，准备资质文件后提交认证材料。</Trans>
              </Text>
            )}
            <Group gap="sm">
              {actions.includes("relay.submit") ? (
                <Button onClick={() => setDialog("materials")} data-testid="relay-submit">
                  {state === "none" ? <Trans>提交材料</Trans> : state === "qualificationRejected" ? <Trans>重新提交</Trans> : <Trans>重新认证</Trans>}
                </Button>
              ) : null}
              {actions.includes("relay.submitPlan") ? (
                <Button onClick={() => setDialog("plan")} data-testid="relay-plan">
                  {state === "planRejected" ? <Trans>重新上传技术方案</Trans> : <Trans>上传技术方案</Trans>}
                </Button>
              ) : null}
              {actions.includes("relay.confirmTest") && record ? (
                <Button onClick={() => void confirm.mutateAsync(record.id).catch(() => undefined)} loading={confirm.isPending} data-testid="relay-confirm-test">
                  <Trans>确认测试方案</Trans>
                </Button>
              ) : null}
            </Group>
          </Stack>
        </SimpleGrid>
      </Stack>
      <RelayMaterialsDialog opened={dialog === "materials"} onClose={() => setDialog(null)} previous={record} />
      {record ? <RelayPlanDialog opened={dialog === "plan"} onClose={() => setDialog(null)} record={record} resubmit={state === "planRejected"} /> : null}
    </Paper>
  );
}
