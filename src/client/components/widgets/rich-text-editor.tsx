import { useEffect, useRef } from "react";
import { Box, Group, Text } from "@mantine/core";
import { Link, RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import { useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useLingui } from "@lingui/react/macro";
import "@mantine/tiptap/styles.css";
import {
  isOverLimit,
  RICH_TEXT_DEFAULT_LIMIT,
  RICH_TEXT_HEIGHT,
  RICH_TEXT_MIN_HEIGHT,
  richTextLength,
} from "#shared/widgets/rich-text.ts";
import { EmptyPlaceholder, RichTextImage } from "#client/components/widgets/rich-text-extensions.ts";
import { ImageUploadControl } from "#client/components/widgets/rich-text-image-upload.tsx";
import { uploadImageFiles } from "#client/components/widgets/rich-text-upload.ts";

export interface RichTextEditorProps {
  /** The html; "" for an empty document. */
  value: string;
  onChange: (html: string) => void;
  /** Visible characters allowed (the counter turns red past it); 10000 by default. */
  limit?: number;
  readOnly?: boolean;
  /** Defaults to "请输入内容...". */
  placeholder?: string;
  /** The editor's accessible name, when no visible label names it. */
  "aria-label"?: string;
}

/**
 * The shared rich-text editor (spec 1 §5.5, §7.2, §9): a controlled Tiptap editor with a limit counter
 * and image upload. Heavy, so pages load it with `lazy()`.
 */
export function RichTextEditor({
  value,
  onChange,
  limit = RICH_TEXT_DEFAULT_LIMIT,
  readOnly = false,
  placeholder,
  "aria-label": ariaLabel,
}: RichTextEditorProps) {
  const { t } = useLingui();
  const placeholderText = placeholder ?? t`请输入内容...`;
  // Tiptap keeps the options it was created with; refs let it see the latest callback and texts.
  const onChangeRef = useRef(onChange);
  const placeholderRef = useRef(placeholderText);
  useEffect(() => {
    onChangeRef.current = onChange;
    placeholderRef.current = placeholderText;
  });

  const editorRef = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: [
      // StarterKit 3 bundles Link; Mantine's Link (with its link editor) replaces it (docs/dependencies.md)
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false }),
      RichTextImage,
      EmptyPlaceholder.configure({ placeholder: () => placeholderRef.current }),
    ],
    content: value,
    editable: !readOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: ariaLabel ? { "aria-label": ariaLabel } : {},
      // pasted or dropped image files go through the same checks and upload as the toolbar button
      handlePaste: (_view, event) => takeImageFiles(editorRef.current, event.clipboardData?.files),
      handleDrop: (_view, event) => takeImageFiles(editorRef.current, event.dataTransfer?.files),
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // Controlled: a value from outside (a loaded draft, a reset) replaces the document; our own echo does not.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // the placeholder is a decoration, drawn again on the next transaction: send an empty one on a language switch
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr);
  }, [editor, placeholderText]);

  // Reads `editor` from this render, not the snapshot's: after React's strict-mode remount the snapshot
  // keeps the destroyed first instance (which has no schema) until the next transaction.
  const counter = useEditorState({
    editor,
    selector: () => {
      const html = editor && !editor.isDestroyed ? editor.getHTML() : "";
      return { length: richTextLength(html), over: isOverLimit(html, limit) };
    },
  });
  const length = counter?.length ?? 0;
  const over = counter?.over ?? false;
  const labels = useToolbarLabels();

  return (
    <Box data-testid="rich-text-editor" data-over-limit={over || undefined}>
      <MantineRichTextEditor
        editor={editor}
        labels={labels}
        styles={{
          root: over ? { borderColor: "var(--mantine-color-red-6)" } : undefined,
          content: {
            minHeight: RICH_TEXT_MIN_HEIGHT,
            // grows with the text from the minimum up to the spec's height, then scrolls
            maxHeight: RICH_TEXT_HEIGHT,
            overflowY: "auto",
          },
        }}
      >
        {readOnly ? null : (
          <MantineRichTextEditor.Toolbar>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.Bold />
              <MantineRichTextEditor.Italic />
              <MantineRichTextEditor.Underline />
              <MantineRichTextEditor.Strikethrough />
              <MantineRichTextEditor.ClearFormatting />
            </MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.H2 />
              <MantineRichTextEditor.H3 />
              <MantineRichTextEditor.BulletList />
              <MantineRichTextEditor.OrderedList />
              <MantineRichTextEditor.Blockquote />
            </MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.Link />
              <MantineRichTextEditor.Unlink />
              <ImageUploadControl />
            </MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.Undo />
              <MantineRichTextEditor.Redo />
            </MantineRichTextEditor.ControlsGroup>
          </MantineRichTextEditor.Toolbar>
        )}
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
      {readOnly ? null : (
        <Group justify="flex-end" mt={4}>
          <Text size="xs" c={over ? "red.7" : "dimmed"} fw={over ? 600 : undefined} data-testid="rich-text-count" aria-live="polite">
            {length}/{limit}
          </Text>
        </Group>
      )}
    </Box>
  );
}

/** The document as html, with an empty document as "" so "nothing written" is easy to test for. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

function takeImageFiles(editor: Editor | null, files: FileList | undefined): boolean {
  const images = Array.from(files ?? []).filter((file) => file.type.startsWith("image/"));
  if (!editor || images.length === 0) return false;
  void uploadImageFiles(editor, images);
  return true;
}

/** Chinese (and English) names for the toolbar buttons; Mantine's defaults are English only. */
function useToolbarLabels(): Partial<RichTextEditorLabels> {
  const { t } = useLingui();
  return {
    boldControlLabel: t`粗体`,
    italicControlLabel: t`斜体`,
    underlineControlLabel: t`下划线`,
    strikeControlLabel: t`删除线`,
    clearFormattingControlLabel: t`清除格式`,
    h2ControlLabel: t`二级标题`,
    h3ControlLabel: t`三级标题`,
    bulletListControlLabel: t`无序列表`,
    orderedListControlLabel: t`有序列表`,
    blockquoteControlLabel: t`引用`,
    linkControlLabel: t`插入链接`,
    unlinkControlLabel: t`移除链接`,
    undoControlLabel: t`撤销`,
    redoControlLabel: t`重做`,
    linkEditorInputLabel: t`链接地址`,
    linkEditorInputPlaceholder: "https://",
    linkEditorExternalLink: t`在新标签页打开链接`,
    linkEditorInternalLink: t`在当前标签页打开链接`,
    linkEditorSave: t`保存`,
  };
}
