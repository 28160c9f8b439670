import { useEffect, useState } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { pdfProblem } from "#client/components/upload/file-checks.ts";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import type { TDiversionApply } from "#shared/api/relay.contract.ts";
import { RelayMsg } from "#shared/relay/relay-rules.ts";
import { useSubmitPlan } from "../relay.queries.ts";

/** Upload the technical plan (a PDF); after a failed plan review the same dialog sends it again with hisId. */
export function RelayPlanDialog({ opened, onClose, record, resubmit }: { opened: boolean; onClose: () => void; record: TDiversionApply; resubmit: boolean }) {
  const { t } = useLingui();
  const submit = useSubmitPlan();
  const [file, setFile] = useState<TUploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setFile([]);
      setProblem(null);
    }
  }, [opened]);

  const send = async () => {
    const path = file[0]?.filePath;
    if (!path) {
      setProblem(RelayMsg.planRequired);
      return;
    }
    await submit.mutateAsync({ id: record.id, hisId: resubmit ? record.id : undefined, tecDocPath: path });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`上传技术方案`} centered closeButtonProps={{ "aria-label": t`关闭` }} data-testid="relay-plan-dialog">
      <Stack gap="sm">
        <UploadField
          owner="relay-plan"
          endpoint="pdf"
          accept=".pdf,application/pdf"
          maxFiles={1}
          count={file.length}
          check={(f) => pdfProblem(f)}
          onUploaded={(result) => setFile([result])}
          onBusyChange={setBusy}
          hint={t`仅支持pdf格式，不超过100MB`}
          testId="relay-plan-upload"
        />
        <UploadedList files={file} onRemove={() => setFile([])} />
        {problem ? (
          <Text size="xs" c="red">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={() => void send().catch(() => undefined)} loading={submit.isPending} disabled={busy} data-testid="relay-plan-submit">
            <Trans>提交</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
