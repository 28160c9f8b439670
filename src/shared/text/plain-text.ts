/**
 * Plain text from what a user typed or pasted: tags (and so every script, event handler and javascript: link
 * inside one) are removed, control characters other than line breaks and tabs dropped, line ends unified.
 * Free text (Q&A, operator messages) is always rendered as text, never as HTML; storing it stripped keeps
 * exports and every other reader safe too.
 */
export function toPlainText(input: string): string {
  // Repeated until nothing changes, so pieces that join into a tag or a scheme once another is removed
  // (`<scr<b>ipt>`, `javajavascript:script:`) are removed too.
  let text = input;
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text
      .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, "")
      .replace(/<\/?[a-z!][^>]*>/gi, "")
      // a tag left open at the end (`<scr` once `<script>…</script>` is gone) would swallow what follows it
      .replace(/<\/?[a-z!][^>]*$/gi, "")
      .replace(/(?:java|vb)script\s*:/gi, "");
  }
  return text
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .trim();
}
