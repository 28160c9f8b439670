import { SafeHtml } from "#client/components/widgets/safe-html.tsx";

/**
 * Message content is HTML written in the back office (document 3, Message entity), shown through the shared
 * allow-list renderer (components/widgets/safe-html.tsx), so no script, handler or style can ride along.
 */
export function MessageHtml({ html }: { html: string }) {
  return <SafeHtml html={html} />;
}
