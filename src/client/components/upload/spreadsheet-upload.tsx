import { Stack } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { UploadMsg, spreadsheetUploadOpen } from "#shared/upload/upload-limits.ts";
import { spreadsheetProblem } from "./file-checks.ts";
import { UploadField } from "./upload-field.tsx";
import { UploadedList } from "./uploaded-list.tsx";

const XLSX_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface SpreadsheetUploadProps {
  owner: string;
  value: readonly TUploadedFile[];
  onAdd: (file: TUploadedFile) => void;
  onRemove: (index: number) => void;
  /** the server's timeValid: 0 once the upload deadline has passed */
  timeValid: number | boolean;
  maxFiles?: number;
  onBusyChange?: (busy: boolean) => void;
}

/** Spreadsheet upload (document 1 section 5.4): xlsx only, 100 MB, blocked with the spec's message after the deadline. */
export function SpreadsheetUpload({ owner, value, onAdd, onRemove, timeValid, maxFiles = 1, onBusyChange }: SpreadsheetUploadProps) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <UploadField
        owner={owner}
        endpoint="file"
        accept={XLSX_ACCEPT}
        maxFiles={maxFiles}
        count={value.length}
        check={(file) => spreadsheetProblem(file, timeValid)}
        blockedMessage={spreadsheetUploadOpen(timeValid) ? null : UploadMsg.deadlinePassed}
        onUploaded={(result) => onAdd(result)}
        onBusyChange={onBusyChange}
        hint={t`仅支持xlsx格式，文件不超过100MB`}
        testId="spreadsheet-upload"
      />
      <UploadedList files={value} onRemove={onRemove} />
    </Stack>
  );
}
