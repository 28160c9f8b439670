import { Typography } from "@mantine/core";
import { SafeHtml } from "#client/components/widgets/safe-html.tsx";
import classes from "./rich-html.module.css";

/**
 * Rich text an operator wrote (subject pages, help articles, static pages). The server cleaned it with the
 * portal's one rule for rich text when it was saved (modules/content/rich-html.ts), and it is shown through
 * the same rule here (the shared allow-list renderer), so what the page shows never depends on the stored
 * html alone.
 */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography>
      <div className={classes.html} data-testid={testId}>
        <SafeHtml html={html} />
      </div>
    </Typography>
  );
}
