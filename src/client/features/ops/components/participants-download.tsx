import { useState } from "react";
import { Button } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { participantRoutes } from "#shared/api/participant.routes.ts";
import { PARTICIPANT_HEADER, AttendMode } from "#shared/participants/participant-rules.ts";
import { callList } from "#client/lib/contract-client.ts";
import { reportError } from "#client/lib/errors.ts";
import { exportXlsx } from "#client/components/widgets/export-xlsx.ts";

/**
 * The operators' download of a company's participant list (document 2 section 4, the attendee step), in
 * clear for the venue's entry check; the server audits each read. Every cell is written as a text cell, so a
 * name starting with =, +, - or @ stays text in Excel (the export builder's rule, tests/client).
 */
export function ParticipantsDownload({ activityId, companyId, companyName }: { activityId: number; companyId: number; companyName: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const rows = await callList(participantRoutes.opsParticipantList, { activityId, companyId });
      const header = PARTICIPANT_HEADER.map((h) => h.replace("*", ""));
      await exportXlsx(t`参会人员名单-${companyName}-${activityId}`, [
        {
          name: t`参会人员`,
          rows: [header, ...rows.map((p, i) => [String(i + 1), p.name, p.companyName, p.title, p.mobile, p.idNumber, p.attendMode === AttendMode.onSite ? t`现场` : t`线上`, p.remark])],
        },
      ]);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="light" loading={busy} onClick={() => void download()} data-testid="part-participants">
      <Trans>下载参会名单</Trans>
    </Button>
  );
}
