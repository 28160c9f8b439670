import { Extension, mergeAttributes, Node } from "@tiptap/react";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

/**
 * A block image. The project does not depend on @tiptap/extension-image, and this is all the editor needs:
 * an <img src> it can insert and read back. Pasted or dropped `data:` images are not taken in, so a
 * multi-megabyte base64 string never ends up in the saved html: images arrive through the upload.
 */
export const RichTextImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
    };
  },

  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => (/^data:/i.test(element.getAttribute("src") ?? "") ? false : null),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes({ style: "max-width: 100%; height: auto;" }, HTMLAttributes)];
  },
});

const emptyPlaceholderKey = new PluginKey("emptyPlaceholder");

interface EmptyPlaceholderOptions {
  /** Read on every render, so a language switch shows at once. */
  placeholder: () => string;
}

/**
 * Marks the single empty paragraph of an empty document with `is-editor-empty` and `data-placeholder`,
 * which @mantine/tiptap's stylesheet already draws as a placeholder. (@tiptap/extension-placeholder is
 * not a dependency of the project; this is the part of it the editor uses.)
 */
export const EmptyPlaceholder = Extension.create<EmptyPlaceholderOptions>({
  name: "emptyPlaceholder",

  addOptions() {
    return { placeholder: () => "" };
  },

  addProseMirrorPlugins() {
    const { placeholder } = this.options;
    return [
      new Plugin({
        key: emptyPlaceholderKey,
        props: {
          decorations: ({ doc }) => {
            const first = doc.firstChild;
            if (doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0) return null;
            return DecorationSet.create(doc, [
              Decoration.node(0, first.nodeSize, { class: "is-editor-empty", "data-placeholder": placeholder() }),
            ]);
          },
        },
      }),
    ];
  },
});
