import { useState } from "react";
import { Anchor, Badge, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsActivityDetail, TOpsActivityPart } from "#shared/api/ops.contract.ts";
import { ContactsTable } from "#client/components/activity/contacts-table.tsx";
import { partActions, partSteps, showsVenue } from "#client/features/ops/ops-availability.ts";
import { COMPANY_TYPE_LABELS, minuteText } from "#client/features/ops/ops-display.ts";
import type { TOpsActionInput } from "#client/features/ops/ops.mutations.ts";
import { ActionButton } from "#client/features/ops/components/action-button.tsx";
import { ConfirmDialog } from "#client/features/ops/components/confirm-dialog.tsx";
import { MessageForm } from "#client/features/ops/components/message-form.tsx";
import { PartProgress } from "#client/features/ops/components/part-progress.tsx";
import { VenueDialog } from "#client/features/ops/components/venue-dialog.tsx";
import { ParticipantsDownload } from "#client/features/ops/components/participants-download.tsx";

export interface CompanyPartsProps {
  activity: TOpsActivityDetail;
  now: Date;
  pending: boolean;
  run: (input: TOpsActionInput, success?: () => string) => Promise<unknown>;
}

type TPartDialog = { kind: "venue" | "cancel" | "message"; part: TOpsActivityPart } | null;

/**
 * The companies taking part, each with its own progress strip, contacts and venue, and the actions on its
 * part: assign the venue, reopen its materials, cancel its part of a collective, send it a message.
 */
export function CompanyParts({ activity, now, pending, run }: CompanyPartsProps) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<TPartDialog>(null);
  const close = () => setDialog(null);
  const venueApplies = showsVenue(activity);
  const cancelName = dialog?.kind === "cancel" ? dialog.part.shortName : "";
  const messageName = dialog?.kind === "message" ? dialog.part.fullName : "";
  const count = activity.companies.length;

  return (
    <Stack gap="sm" data-testid="ops-companies">
      <Title order={2} fz="md">
        <Trans>参与公司（{count}）</Trans>
      </Title>
      {activity.companies.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" fz="sm">
            <Trans>暂无公司预约</Trans>
          </Text>
        </Paper>
      ) : null}
      {activity.companies.map((part) => {
        const can = partActions(activity, part);
        const companyId = part.companyId;
        const typeLabel = COMPANY_TYPE_LABELS[part.companyType];
        return (
          <Paper key={part.companyId} withBorder radius="md" p="md" data-testid="ops-company" data-company-id={part.companyId}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" gap="xs">
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{part.fullName}</Text>
                    {part.isCancel ? (
                      <Badge color="gray" variant="light">
                        <Trans>已取消</Trans>
                      </Badge>
                    ) : null}
                    {!part.isAcceptAgreement ? (
                      <Badge color="orange" variant="light">
                        <Trans>未确认协议</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {[
                      t`公司编号 ${companyId}`,
                      part.stockCode,
                      typeLabel ? i18n._(typeLabel) : null,
                      part.modeName,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </div>
                <Group gap="xs">
                  {venueApplies ? (
                    <ActionButton refusal={can.venue} size="xs" variant="light" onClick={() => setDialog({ kind: "venue", part })} data-testid="part-venue">
                      {part.isAreaConfirmed ? <Trans>修改场地</Trans> : <Trans>分配场地</Trans>}
                    </ActionButton>
                  ) : null}
                  <ActionButton
                    refusal={can.reopen}
                    size="xs"
                    variant="light"
                    onClick={() => void run({ action: "reopenMaterials", fields: { companyId: part.companyId } }, () => t`资料已重新开放`).catch(() => {})}
                    data-testid="part-reopen"
                  >
                    <Trans>重新开放资料</Trans>
                  </ActionButton>
                  {activity.isMulti ? (
                    <ActionButton refusal={can.cancel} size="xs" color="red" variant="subtle" onClick={() => setDialog({ kind: "cancel", part })} data-testid="part-cancel">
                      <Trans>取消该公司预约</Trans>
                    </ActionButton>
                  ) : null}
                  {part.isPersonListSubed ? <ParticipantsDownload activityId={activity.activityId} companyId={part.companyId} companyName={part.shortName || part.fullName} /> : null}
                  <ActionButton refusal={null} size="xs" variant="subtle" onClick={() => setDialog({ kind: "message", part })} data-testid="part-message">
                    <Trans>发送消息</Trans>
                  </ActionButton>
                </Group>
              </Group>
              <PartProgress activity={activity} part={part} steps={partSteps(activity, part, now)} />
              <PartFacts part={part} venueApplies={venueApplies} />
            </Stack>
          </Paper>
        );
      })}

      <VenueDialog
        activityId={activity.activityId}
        part={dialog?.kind === "venue" ? dialog.part : null}
        pending={pending}
        run={(input) => run(input, () => t`场地已分配`)}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog?.kind === "cancel"}
        title={t`取消公司预约`}
        message={t`确定取消“${cancelName}”在本场集体活动中的预约吗？名额将退回，且无法恢复。`}
        confirmLabel={t`确定取消预约`}
        reason={{ label: t`取消原因（选填）`, max: 200 }}
        loading={pending}
        onConfirm={(reason) => {
          if (dialog?.kind !== "cancel") return;
          void run({ action: "cancel", fields: { companyId: dialog.part.companyId, reason: reason || undefined } }, () => t`已取消该公司预约`).then(close, () => {});
        }}
        onClose={close}
      />
      <Modal closeButtonProps={{ "aria-label": t`关闭` }} opened={dialog?.kind === "message"} onClose={close} title={t`发送消息`} centered size="lg" data-testid="part-message-dialog">
        {dialog?.kind === "message" ? (
          <MessageForm fixedCompany={{ companyId: dialog.part.companyId, name: messageName }} onSent={close} onCancel={close} />
        ) : null}
      </Modal>
    </Stack>
  );
}

/** A company's contacts, venue and step times. */
function PartFacts({ part, venueApplies }: { part: TOpsActivityPart; venueApplies: boolean }) {
  const { t } = useLingui();
  const venue = part.venue;
  return (
    <Stack gap={6}>
      {venueApplies ? (
        <Text fz="sm" data-testid="part-venue-text">
          <Text span c="dimmed" fz="sm">
            {t`场地：`}
          </Text>
          {venue ? (
            <>
              {[venue.regionName, venue.roomName, venue.invitionAddress].filter(Boolean).join(" · ")}
              {venue.invitionAddressUrl ? (
                <>
                  {" · "}
                  <Anchor href={venue.invitionAddressUrl} target="_blank" rel="noreferrer" fz="sm">
                    {t`邀请链接`}
                  </Anchor>
                </>
              ) : null}
              <Text span c="dimmed" fz="xs">
                {`（${minuteText(venue.assignedAt)}）`}
              </Text>
            </>
          ) : (
            t`未分配`
          )}
        </Text>
      ) : null}
      {part.contacts.length > 0 ? (
        <ContactsTable contacts={part.contacts} nameLabel={t`联系人`} minWidth={480} withTableBorder verticalSpacing={4} fz="sm" />
      ) : (
        <Text fz="sm" c="dimmed">
          {t`暂无联系人`}
        </Text>
      )}
    </Stack>
  );
}
