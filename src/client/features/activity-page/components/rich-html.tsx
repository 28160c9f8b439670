import { SafeHtml } from "#client/components/widgets/safe-html.tsx";

/**
 * The introduction is rich text written in the materials form, shown through the portal's one rule for rich
 * text (the shared allow-list renderer, components/widgets/safe-html.tsx).
 */
export function RichHtml({ html }: { html: string }) {
  return <SafeHtml html={html} />;
}
