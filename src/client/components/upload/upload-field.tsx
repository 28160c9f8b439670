import { useEffect, type ReactNode } from "react";
import { Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { Trans } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import type { TSingleEndpoint, TUploadedFile } from "#client/lib/upload/transport.ts";
import { countProblem } from "./file-checks.ts";
import { IconUpload } from "./upload-icons.tsx";
import { UnfinishedUploads } from "./unfinished-uploads.tsx";
import { UploadItem } from "./upload-item.tsx";
import { useUploadRunner } from "./use-upload-runner.ts";

export interface UploadFieldProps {
  /** where the uploads belong, for the list of unfinished ones (e.g. "activity-video:12") */
  owner: string;
  endpoint: TSingleEndpoint;
  /** what the file dialog offers, e.g. ".mp4,video/mp4" */
  accept: string;
  /** the widget's file-count limit (document 1 section 5.4) */
  maxFiles: number;
  /** how many finished files the widget already holds */
  count: number;
  /** the spec's refusal for a chosen file, or null */
  check: (file: File) => string | null;
  /** a finished upload, with the local file it came from */
  onUploaded: (result: TUploadedFile, file: File) => void;
  /** a step between choosing and uploading (e.g. cropping); null drops the file */
  prepare?: (file: File) => Promise<File | null>;
  /** reported whenever uploads start or finish, so a form can wait for them */
  onBusyChange?: (busy: boolean) => void;
  /** blocked with this message (e.g. the spreadsheet deadline passed) */
  blockedMessage?: string | null;
  /** the line under the drop area: accepted types and limits */
  hint: ReactNode;
  testId?: string;
}

/**
 * The upload area every upload widget is built from: drop or choose files, refuse the ones the spec refuses
 * with its message, upload the rest automatically (one request up to 100 MB, resumable chunks above), and
 * list unfinished uploads from an earlier visit.
 */
export function UploadField(props: UploadFieldProps) {
  const { owner, endpoint, accept, maxFiles, count, check, onUploaded, prepare, onBusyChange, blockedMessage, hint, testId } = props;
  const runner = useUploadRunner({ owner, endpoint, onDone: onUploaded });
  const busy = runner.items.length > 0;
  useBusyReport(busy, onBusyChange);

  const full = count + runner.items.length >= maxFiles;
  const blocked = Boolean(blockedMessage);

  const choose = (files: File[], resumeGuid?: string) => {
    if (blockedMessage) {
      notify("error", blockedMessage);
      return;
    }
    const problem = countProblem(count + runner.items.length, files.length, maxFiles);
    if (problem) {
      notify("error", problem);
      return;
    }
    for (const file of files) {
      const refusal = check(file);
      if (refusal) {
        notify("error", refusal);
        continue;
      }
      if (prepare) void prepare(file).then((prepared) => prepared && runner.add(prepared, resumeGuid));
      else void runner.add(file, resumeGuid);
    }
  };

  return (
    <Stack gap="xs" data-testid={testId}>
      <Dropzone
        onDrop={(files) => choose(files)}
        multiple={maxFiles > 1}
        disabled={blocked}
        inputProps={{ accept, "data-testid": `${testId ?? "upload"}-input` } as React.ComponentProps<"input">}
        radius="md"
        p="md"
        aria-disabled={blocked || full}
        style={full && !blocked ? { opacity: 0.6 } : undefined}
      >
        <Group justify="center" gap="sm" wrap="nowrap" mih={56} style={{ pointerEvents: "none" }}>
          <Text c={blocked ? "dimmed" : "blue"}>
            <IconUpload size={28} />
          </Text>
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {blocked ? blockedMessage : <Trans>点击选择或将文件拖到此处上传</Trans>}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <UnfinishedUploads
        owner={owner}
        accept={accept}
        running={runner.guids}
        disabled={blocked}
        onResume={(file, row) => choose([file], row.guid)}
      />
      {runner.items.map((item) => (
        <UploadItem key={item.key} file={item.file} actor={item.actor} />
      ))}
    </Stack>
  );
}

function useBusyReport(busy: boolean, onBusyChange?: (busy: boolean) => void) {
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
}
