import type { ReactNode } from "react";
import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { formatBytes } from "#shared/format/bytes.ts";
import { IconFile, IconX } from "./upload-icons.tsx";

// a small module of its own: public cards need it without this component's upload code (npm run bench:bundle)
export { fileUrl } from "#shared/http/file-url.ts";

/** The files a widget holds once uploaded, each removable, with room for a caller's extra (a description). */
export function UploadedList<T extends TUploadedFile>({
  files,
  onRemove,
  emptyText,
  extra,
  thumbnail,
}: {
  files: readonly T[];
  /** left out where the files cannot change (a read-only form): no delete button then */
  onRemove?: (index: number) => void;
  /** shown instead of nothing when there is no file (a read-only form says what is missing) */
  emptyText?: ReactNode;
  extra?: (file: T, index: number) => ReactNode;
  thumbnail?: (file: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (files.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed" data-testid="uploaded-list-empty">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <Stack gap="xs" data-testid="uploaded-list">
      {files.map((file, index) => (
        <Paper key={`${file.filePath}:${index}`} withBorder radius="sm" p="xs" data-testid="uploaded-file">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {thumbnail ? thumbnail(file) : (
              <Text c="teal" mt={2}>
                <IconFile />
              </Text>
            )}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} truncate="end" title={file.fileName}>
                  {file.fileName}
                </Text>
                {/* a file known only by its stored path (a saved form reopened) has no size to show */}
                {file.fileSize > 0 ? (
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatBytes(file.fileSize)}
                  </Text>
                ) : null}
              </Group>
              {extra?.(file, index)}
            </Stack>
            {onRemove ? (
              <Tooltip label={t`删除`}>
                <ActionIcon variant="subtle" color="gray" aria-label={t`删除`} onClick={() => onRemove(index)}>
                  <IconX />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
