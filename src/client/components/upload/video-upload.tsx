import type { ReactNode } from "react";
import { Stack } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { formatBytes } from "#shared/format/bytes.ts";
import { VIDEO_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { videoNameProblem, videoProblem } from "./file-checks.ts";
import { UploadField } from "./upload-field.tsx";
import { UploadedList } from "./uploaded-list.tsx";

/** An uploaded video, with its length in seconds when the browser could read it from the file. */
export interface TUploadedVideo extends TUploadedFile {
  duration: number | null;
}

const VIDEO_ACCEPT = ".mp4,video/mp4";
// a file the browser cannot read as a video (or a very slow disk) must not hold the form up
const DURATION_TIMEOUT_MS = 5_000;

/** The video's length from its metadata, read locally; null when the browser cannot tell. */
export function readVideoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== "function") {
      resolve(null);
      return;
    }
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    const finish = (value: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute("src");
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), DURATION_TIMEOUT_MS);
    video.preload = "metadata";
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}

export interface VideoUploadProps {
  owner: string;
  value: readonly TUploadedVideo[];
  onAdd: (video: TUploadedVideo) => void;
  onRemove: (index: number) => void;
  /** 2 GB by default (document 1 section 9); the enterprise centre passes its 1 GB */
  maxBytes?: number;
  maxFiles?: number;
  /** names travel as videoName (100 characters at most) */
  checkName?: boolean;
  onBusyChange?: (busy: boolean) => void;
  /** e.g. a description field under each uploaded video */
  extra?: (video: TUploadedVideo, index: number) => ReactNode;
}

/** Video upload (document 1 section 5.4): mp4 only, m4v refused, up to 2 GB or the caller's limit; resumable above 100 MB. */
export function VideoUpload({ owner, value, onAdd, onRemove, maxBytes = VIDEO_MAX_BYTES, maxFiles = 1, checkName = false, onBusyChange, extra }: VideoUploadProps) {
  const { t } = useLingui();
  const limit = formatBytes(maxBytes);
  return (
    <Stack gap="xs">
      <UploadField
        owner={owner}
        endpoint="file"
        accept={VIDEO_ACCEPT}
        maxFiles={maxFiles}
        count={value.length}
        check={(file) => videoProblem(file, maxBytes) ?? (checkName ? videoNameProblem(file.name) : null)}
        onUploaded={(result, file) => {
          void readVideoDuration(file).then((duration) => onAdd({ ...result, duration }));
        }}
        onBusyChange={onBusyChange}
        hint={t`仅支持MP4格式，单个文件不超过${limit}，最多${maxFiles}个`}
        testId="video-upload"
      />
      <UploadedList files={value} onRemove={onRemove} extra={extra} />
    </Stack>
  );
}
