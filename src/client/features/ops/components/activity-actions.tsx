import { useState } from "react";
import { Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsActivityDetail } from "#shared/api/ops.contract.ts";
import { moduleRefusal } from "#shared/activity/ops-rules.ts";
import { activityActions } from "#client/features/ops/ops-availability.ts";
import type { TOpsActionInput } from "#client/features/ops/ops.mutations.ts";
import { ActionButton } from "#client/features/ops/components/action-button.tsx";
import { ConfirmDialog } from "#client/features/ops/components/confirm-dialog.tsx";
import { DeadlinesDialog, LiveUrlDialog } from "#client/features/ops/components/settings-dialogs.tsx";
import { PartnersDialog } from "#client/features/ops/components/partners-dialog.tsx";
import { VisibilityDialog } from "#client/features/ops/components/visibility-dialog.tsx";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { supervisorRefusal } from "#shared/activity/ops-roles.ts";
import { opsRoutes } from "#shared/api/ops.routes.ts";

export interface ActivityActionsProps {
  activity: TOpsActivityDetail;
  pending: boolean;
  run: (input: TOpsActionInput, success?: (after: TOpsActivityDetail | null) => string) => Promise<TOpsActivityDetail | null>;
}

type TDialog = "deadlines" | "liveUrl" | "partners" | "visibility" | "start" | "end" | "cancel" | null;

/**
 * The activity-wide operator actions (document 4 sections 6 and 7): publication, the live address,
 * deadlines, partners, restricted visibility, start, end and cancel. Each is disabled when its shared rule says it is impossible;
 * end and cancel ask first.
 */
export function ActivityActions({ activity, pending, run }: ActivityActionsProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<TDialog>(null);
  const can = activityActions(activity);
  // the server refuses a supervisor's action to an operator; the button says so instead of failing
  const role = useOpsUser().data?.operatorRole ?? null;
  const title = activity.title;
  const close = () => setDialog(null);
  const simple = (input: TOpsActionInput, success?: (after: TOpsActivityDetail | null) => string) => () => void run(input, success).catch(() => {});

  return (
    <Paper withBorder radius="md" p="md" data-testid="ops-actions">
      <Stack gap="sm">
        <Title order={2} fz="md">
          <Trans>运营操作</Trans>
        </Title>
        <Group gap="xs">
          <ActionButton
            refusal={can.publishTest}
            variant="light"
            onClick={simple({ action: "publishTest" }, (after) => {
              const code = after?.testCode ?? "";
              return t`测试发布成功，测试码：${code}`;
            })}
            data-testid="action-publish-test"
          >
            <Trans>测试发布</Trans>
          </ActionButton>
          <ActionButton refusal={can.publish} onClick={simple({ action: "publish" }, () => t`正式发布成功`)} data-testid="action-publish">
            <Trans>正式发布</Trans>
          </ActionButton>
          <ActionButton refusal={can.liveUrl} variant="default" onClick={() => setDialog("liveUrl")} data-testid="action-live-url">
            <Trans>设置直播地址</Trans>
          </ActionButton>
          <ActionButton refusal={can.deadlines} variant="default" onClick={() => setDialog("deadlines")} data-testid="action-deadlines">
            <Trans>设置截止时间</Trans>
          </ActionButton>
          <ActionButton refusal={can.partners} variant="default" onClick={() => setDialog("partners")} data-testid="action-partners">
            <Trans>分配分发合作方</Trans>
          </ActionButton>
          {/* like the module switches, visibility may change at any time except on a cancelled activity */}
          <ActionButton refusal={supervisorRefusal(opsRoutes.setVisibleUsers, role) ?? moduleRefusal(activity)} variant="default" onClick={() => setDialog("visibility")} data-testid="action-visibility">
            <Trans>限制可见</Trans>
          </ActionButton>
        </Group>
        <Group gap="xs">
          <ActionButton refusal={can.start} color="teal" onClick={() => setDialog("start")} data-testid="action-start">
            <Trans>开始活动</Trans>
          </ActionButton>
          <ActionButton refusal={can.end} color="orange" onClick={() => setDialog("end")} data-testid="action-end">
            <Trans>结束活动</Trans>
          </ActionButton>
          <ActionButton refusal={supervisorRefusal(opsRoutes.cancel, role) ?? can.cancel} color="red" variant="outline" onClick={() => setDialog("cancel")} data-testid="action-cancel">
            <Trans>取消活动</Trans>
          </ActionButton>
        </Group>
      </Stack>

      <LiveUrlDialog activity={activity} opened={dialog === "liveUrl"} pending={pending} run={run} onClose={close} />
      <DeadlinesDialog activity={activity} opened={dialog === "deadlines"} pending={pending} run={run} onClose={close} />
      <PartnersDialog activity={activity} opened={dialog === "partners"} pending={pending} run={run} onClose={close} />
      <VisibilityDialog activity={activity} opened={dialog === "visibility"} onClose={close} />
      {/* starting opens the live Q&A to investors and cannot be undone: asked once more, as ending is */}
      <ConfirmDialog
        opened={dialog === "start"}
        title={t`开始活动`}
        message={t`确定开始“${title}”吗？开始后投资者即可进入活动互动，且不能撤回。`}
        confirmLabel={t`确定开始`}
        color="teal"
        loading={pending}
        onConfirm={() => void run({ action: "start" }, () => t`活动已开始`).then(close, () => {})}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === "end"}
        title={t`结束活动`}
        message={t`确定结束“${title}”吗？结束后不能再开始。`}
        confirmLabel={t`确定结束`}
        color="orange"
        loading={pending}
        onConfirm={() => void run({ action: "end" }, () => t`活动已结束`).then(close, () => {})}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === "cancel"}
        title={t`取消活动`}
        message={
          activity.isMulti
            ? t`确定取消整场集体活动“${title}”吗？所有参与公司的预约都将取消，且无法恢复。`
            : t`确定取消“${title}”吗？公司的预约将被取消、占用的场次名额退回，且无法恢复。`
        }
        confirmLabel={t`确定取消活动`}
        reason={{ label: t`取消原因（选填）`, max: 200 }}
        loading={pending}
        onConfirm={(reason) => void run({ action: "cancel", fields: { reason: reason || undefined } }, () => t`活动已取消`).then(close, () => {})}
        onClose={close}
      />
    </Paper>
  );
}

/** The module switches: pre-collection, text Q&A, activity data and automatic question approval. */
export function ModuleSwitches({ activity, pending, run }: ActivityActionsProps) {
  const { t } = useLingui();
  const refusal = activityActions(activity).modules;
  const switches: { key: "moduleHasPreCollection" | "isOpenText" | "isOpenActivityData" | "isAutoApprove"; label: string; hint: string }[] = [
    { key: "moduleHasPreCollection", label: t`预征集问答`, hint: t`活动前向投资者征集问题` },
    { key: "isOpenText", label: t`文字问答`, hint: t`活动页面的文字问答` },
    { key: "isOpenActivityData", label: t`活动数据`, hint: t`公司可查看活动数据与统计` },
    { key: "isAutoApprove", label: t`问题自动审核`, hint: t`投资者提问无需人工审核即显示` },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="ops-modules">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            <Trans>功能模块</Trans>
          </Title>
          {refusal ? (
            <Text fz="xs" c="dimmed">
              {refusal}
            </Text>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {switches.map((s) => (
            <Switch
              key={s.key}
              label={s.label}
              description={s.hint}
              checked={activity[s.key]}
              disabled={refusal !== null || pending}
              onChange={(e) => void run({ action: "switchModules", fields: { [s.key]: e.currentTarget.checked } }).catch(() => {})}
              data-testid={`module-${s.key}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
