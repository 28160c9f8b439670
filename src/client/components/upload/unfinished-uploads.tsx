import { ActionIcon, Alert, Button, FileButton, Group, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import { dexieLedger, ledgerSentBytes, looksLikeSameFile } from "#client/lib/upload/ledger.ts";
import { useUnfinishedUploads } from "#client/lib/upload/use-upload.ts";
import { formatBytes } from "#shared/format/bytes.ts";
import type { TUploadRow } from "#shared/offline/local-db-schema.ts";
import { IconX } from "./upload-icons.tsx";

export interface UnfinishedUploadsProps {
  owner: string;
  accept: string;
  /** guids already running in the widget: not offered again */
  running: ReadonlySet<string>;
  /** the re-selected file is the same as the row's (by name, size and last change): resume it */
  onResume: (file: File, row: TUploadRow) => void;
  disabled?: boolean;
}

/**
 * Large uploads this widget started and did not finish (a reload, a closed browser). The browser cannot
 * reopen a file by itself, so each one asks the user to choose the same file again; the engine then checks
 * it is the same file and sends only the chunks the server lacks.
 */
export function UnfinishedUploads({ owner, accept, running, onResume, disabled = false }: UnfinishedUploadsProps) {
  const rows = useUnfinishedUploads(owner).filter((row) => !running.has(row.guid));
  if (rows.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" p="sm" data-testid="unfinished-uploads" title={<Trans>未完成的上传</Trans>}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          <Trans>页面刷新或关闭后，需重新选择同一文件以继续上传，已上传的部分不会重复上传。</Trans>
        </Text>
        {rows.map((row) => (
          <UnfinishedRow key={row.guid} row={row} accept={accept} onResume={onResume} disabled={disabled} />
        ))}
      </Stack>
    </Alert>
  );
}

function UnfinishedRow({ row, accept, onResume, disabled }: { row: TUploadRow; accept: string; onResume: UnfinishedUploadsProps["onResume"]; disabled: boolean }) {
  const { t } = useLingui();
  const sent = ledgerSentBytes(row);
  const percent = row.size > 0 ? Math.min(99, Math.floor((100 * sent) / row.size)) : 0;
  const choose = (file: File | null) => {
    if (!file) return;
    if (!looksLikeSameFile(row, file)) {
      const name = row.name;
      notify("warning", t`请选择同一文件（${name}）以继续上传`);
      return;
    }
    onResume(file, row);
  };
  return (
    <Stack gap={4} data-testid="unfinished-upload" data-guid={row.guid}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} truncate="end" title={row.name}>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatBytes(sent)} / {formatBytes(row.size)}
        </Text>
      </Group>
      <Progress value={percent} size="xs" color="yellow" aria-label={t`已上传部分`} />
      <Group justify="flex-end" gap="xs" wrap="nowrap">
        <FileButton onChange={choose} accept={accept} disabled={disabled} inputProps={{ "data-testid": "resume-file-input" } as React.ComponentProps<"input">}>
          {(props) => (
            <Button {...props} size="compact-xs" variant="light" disabled={disabled}>
              <Trans>重新选择文件以继续</Trans>
            </Button>
          )}
        </FileButton>
        <Tooltip label={t`放弃此上传`}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t`放弃此上传`} onClick={() => void dexieLedger().forget(row.guid)}>
            <IconX />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
