import { useRef, useState, type ChangeEvent } from "react";
import { Loader } from "@mantine/core";
import { RichTextEditor as MantineRichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { useLingui } from "@lingui/react/macro";
import { RICH_TEXT_IMAGE_ACCEPT, uploadImageFiles } from "#client/components/widgets/rich-text-upload.ts";

/** The toolbar's "上传图片" button: opens the file picker (jpg, jpeg, png) and uploads the choice. */
export function ImageUploadControl() {
  const { t } = useLingui();
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = t`上传图片`;

  const onPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // cleared at once, so picking the same file again still fires a change
    event.currentTarget.value = "";
    if (!editor || files.length === 0) return;
    setBusy(true);
    try {
      await uploadImageFiles(editor, files);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <MantineRichTextEditor.Control
        aria-label={label}
        title={label}
        disabled={busy || !editor}
        onClick={() => input.current?.click()}
        data-testid="rich-text-image-upload"
      >
        {busy ? <Loader size={14} /> : <PhotoIcon />}
      </MantineRichTextEditor.Control>
      <input
        ref={input}
        type="file"
        accept={RICH_TEXT_IMAGE_ACCEPT}
        hidden
        onChange={(event) => void onPicked(event)}
        data-testid="rich-text-image-input"
      />
    </>
  );
}

function PhotoIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  );
}
