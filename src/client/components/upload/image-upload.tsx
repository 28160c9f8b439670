import { useRef, useState } from "react";
import { Image, Stack } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { formatBytes } from "#shared/format/bytes.ts";
import { DEFAULT_FILE_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { imageProblem } from "./file-checks.ts";
import { CropDialog } from "./crop-dialog.tsx";
import type { TCropTarget } from "./crop-image.ts";
import { UploadField } from "./upload-field.tsx";
import { fileUrl, UploadedList } from "./uploaded-list.tsx";

const IMAGE_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";

export interface ImageUploadProps {
  owner: string;
  value: readonly TUploadedFile[];
  onAdd: (file: TUploadedFile) => void;
  onRemove: (index: number) => void;
  /** 100 MB by default; 10 MB where the spec says so (document 1 section 5.4) */
  maxBytes?: number;
  maxFiles?: number;
  onBusyChange?: (busy: boolean) => void;
  /** crop each chosen picture to this size before it is uploaded */
  crop?: TCropTarget;
}

/** Image upload (document 1 section 5.4): jpg, jpeg or png, the caller's size and count limits, one request each. */
export function ImageUpload({ owner, value, onAdd, onRemove, maxBytes = DEFAULT_FILE_MAX_BYTES, maxFiles = 1, onBusyChange, crop }: ImageUploadProps) {
  const { t } = useLingui();
  const limit = formatBytes(maxBytes);
  // pictures chosen together are cropped one after another: each waits for the dialog to give it back
  const [cropping, setCropping] = useState<File | null>(null);
  const queue = useRef<{ file: File; resolve: (f: File | null) => void }[]>([]);
  const next = () => setCropping(queue.current[0]?.file ?? null);
  const prepare = crop
    ? (file: File) =>
        new Promise<File | null>((resolve) => {
          queue.current.push({ file, resolve });
          if (queue.current.length === 1) next();
        })
    : undefined;
  const cropped = (file: File | null) => {
    queue.current.shift()?.resolve(file);
    next();
  };
  return (
    <Stack gap="xs">
      <UploadField
        owner={owner}
        endpoint="img"
        accept={IMAGE_ACCEPT}
        maxFiles={maxFiles}
        count={value.length}
        check={(file) => imageProblem(file, maxBytes)}
        onUploaded={(result) => onAdd(result)}
        prepare={prepare}
        onBusyChange={onBusyChange}
        hint={t`支持jpg、jpeg、png格式，单张不超过${limit}，最多${maxFiles}张`}
        testId="image-upload"
      />
      <UploadedList
        files={value}
        onRemove={onRemove}
        thumbnail={(file) => <Image src={fileUrl(file.filePath)} alt="" w={48} h={48} radius="sm" fit="cover" />}
      />
      {crop ? <CropDialog file={cropping} target={crop} onDone={cropped} /> : null}
    </Stack>
  );
}
