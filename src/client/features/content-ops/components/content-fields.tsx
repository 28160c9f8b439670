import { Badge, Image, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { fileUrl } from "#shared/http/file-url.ts";
import { LazyRichTextEditor } from "#client/components/widgets/lazy-rich-text-editor.tsx";
import { ContentStatus } from "#shared/content/site-content.ts";
import { beijingDateTimeOf } from "#shared/booking/calendar-date.ts";

// The editor (Tiptap) is heavy: loaded when an editing dialog first shows one.

/**
 * An image of a content row: uploaded through the upload calls (jpg or png, up to 2 MB), or the address of
 * one already stored, typed in. Shows what it holds.
 */
export function ImageField({ label, value, onChange, required = false, testId }: { label: string; value: string; onChange: (path: string) => void; required?: boolean; testId: string }) {
  const { t } = useLingui();
  const files = value ? [{ filePath: value, fileName: value.split("/").pop() ?? value, fileSize: 0 }] : [];
  return (
    <Stack gap={6} data-testid={testId}>
      <TextInput
        label={label}
        required={required}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.trim())}
        placeholder={t`上传图片，或填写 /files/…、/static/… 或 https 地址`}
        data-testid={`${testId}-path`}
      />
      <ImageUpload owner="ops-content" value={files} maxBytes={2 * 1024 * 1024} onAdd={(file) => onChange(file.filePath)} onRemove={() => onChange("")} />
      {value ? <Image src={fileUrl(value)} alt="" h={90} w="auto" fit="contain" radius="sm" /> : null}
    </Stack>
  );
}

/** Rich text of a content row (subject pages, help articles, static pages); the server sanitises it on save. */
export function RichField({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <LazyRichTextEditor value={value} onChange={onChange} aria-label={label} limit={20000} />
    </Stack>
  );
}

export function StatusBadge({ status }: { status: number }) {
  return status === ContentStatus.enabled ? (
    <Badge color="green" variant="light" miw="max-content">
      <Trans>启用</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw="max-content">
      <Trans>停用</Trans>
    </Badge>
  );
}

/** "2026-11-25T02:00:00Z" as the Beijing "2026-11-25 10:00" the forms take, or "". */
export function beijingInput(iso: string | null): string {
  if (!iso) return "";
  return beijingDateTimeOf(new Date(iso)).slice(0, 16).replace("T", " ");
}
