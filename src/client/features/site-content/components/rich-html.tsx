import { Typography } from "@mantine/core";
import classes from "./rich-html.module.css";

/**
 * Rich text an operator wrote (subject pages, help articles, static pages). The server sanitised it with an
 * allowlist when it was saved (modules/content/rich-html.ts: no script, handler, style, frame or foreign
 * scheme can be stored), and the page's Content-Security-Policy allows no inline script besides, so it is
 * shown as the html it is.
 */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography>
      <div className={classes.html} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
