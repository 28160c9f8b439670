import { lazy, Suspense } from "react";
import { Box, Loader } from "@mantine/core";
import { RICH_TEXT_MIN_HEIGHT } from "#shared/widgets/rich-text.ts";
import type { RichTextEditorProps } from "#client/components/widgets/rich-text-editor.tsx";

const RichTextEditor = lazy(() => import("#client/components/widgets/rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

/** The editor's toolbar, borders and the counter under it, around its minimum content height. */
const EDITOR_CHROME_PX = 68;

/**
 * The rich-text editor, loaded when first shown (Tiptap is heavy), with its place kept while it loads: a
 * small spinner in its place let everything below jump down by the editor's height once it came, which
 * moved a field under the pointer (or a test's click) and hid a dropdown opened below it (Mantine hides a
 * dropdown whose field has left the viewport).
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Box mih={RICH_TEXT_MIN_HEIGHT + EDITOR_CHROME_PX} style={{ display: "grid", placeItems: "center" }}>
          <Loader size="sm" />
        </Box>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
