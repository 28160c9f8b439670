import { useState } from "react";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import { pdfProblem } from "#client/components/upload/file-checks.ts";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { AVATAR_CROP_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { FIN_REPORT_PERIOD_MAX, FIN_REPORT_TITLE_MAX, FinReportMsg } from "#shared/institution/fin-report-rules.ts";
import { useSaveFinReport } from "#client/features/fin-report/fin-report.mutations.ts";
import type { TMyFinReport } from "#client/features/fin-report/fin-report.queries.ts";

const fileOf = (path: string, name: string): TUploadedFile => ({ filePath: path.replace(/\?.*$/, ""), fileName: name, fileSize: 0 });

/**
 * Upload or edit a visual financial report: cover (jpg or png, 10 MB), title, period (e.g. 2026年第三季度)
 * and the PDF, each checked as the server checks it. Saving keeps it a draft until it is published.
 */
export function FinReportForm({ report, opened, onClose }: { report: TMyFinReport | null; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveFinReport();
  const [title, setTitle] = useState(report?.title ?? "");
  const [period, setPeriod] = useState(report?.period ?? "");
  const [cover, setCover] = useState<TUploadedFile[]>(report ? [fileOf(report.coverPath, t`封面`)] : []);
  const [pdf, setPdf] = useState<TUploadedFile[]>(report ? [fileOf(report.pdfPath, `${report.title}.pdf`)] : []);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const problems = {
    title: !title.trim() ? FinReportMsg.titleRequired : title.trim().length > FIN_REPORT_TITLE_MAX ? FinReportMsg.titleTooLong : null,
    period: !period.trim() ? FinReportMsg.periodRequired : period.trim().length > FIN_REPORT_PERIOD_MAX ? FinReportMsg.periodTooLong : null,
    cover: cover.length === 0 ? FinReportMsg.coverRequired : null,
    pdf: pdf.length === 0 ? FinReportMsg.pdfRequired : null,
  };
  const submit = () => {
    setTried(true);
    const first = Object.values(problems).find(Boolean);
    if (first) return;
    save.mutate(
      { ...(report ? { id: report.id } : {}), title: title.trim(), period: period.trim(), coverPath: cover[0]!.filePath, pdfPath: pdf[0]!.filePath },
      {
        onSuccess: () => {
          notify("success", t`保存成功`);
          onClose();
        },
        onError: (error) => {
          if (!wasShown(error)) notify("error", errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={report ? t`编辑财报` : t`上传财报`} size="lg" data-testid="fin-report-form">
      <Stack gap="md">
        <TextInput label={t`财报标题`} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={FIN_REPORT_TITLE_MAX} error={tried ? problems.title : null} data-testid="fin-report-title-input" />
        <TextInput
          label={t`报告期`}
          required
          placeholder={t`如：2026年第三季度`}
          value={period}
          onChange={(e) => setPeriod(e.currentTarget.value)}
          maxLength={FIN_REPORT_PERIOD_MAX}
          error={tried ? problems.period : null}
          data-testid="fin-report-period-input"
        />
        <Stack gap={4} data-testid="fin-report-cover">
          <Text size="sm" fw={500}>
            <Trans>财报封面</Trans>
          </Text>
          <ImageUpload owner="fin-report-cover" value={cover} onAdd={(f) => setCover([f])} onRemove={() => setCover([])} maxBytes={AVATAR_CROP_MAX_BYTES} maxFiles={1} onBusyChange={setBusy} />
          {tried && problems.cover ? (
            <Text size="xs" c="red">
              {problems.cover}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={4} data-testid="fin-report-pdf">
          <Text size="sm" fw={500}>
            <Trans>财报文件（PDF）</Trans>
          </Text>
          <UploadField
            owner="fin-report-pdf"
            endpoint="pdf"
            accept=".pdf,application/pdf"
            maxFiles={1}
            count={pdf.length}
            check={(file) => pdfProblem(file)}
            onUploaded={(result) => setPdf([result])}
            onBusyChange={setBusy}
            hint={t`仅支持pdf格式，不超过100MB`}
            testId="pdf-upload"
          />
          <UploadedList files={pdf} onRemove={() => setPdf([])} />
          {tried && problems.pdf ? (
            <Text size="xs" c="red">
              {problems.pdf}
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={busy} data-testid="fin-report-save">
            <Trans>保存</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
