/** Stored-XSS payloads for every free-text field shown back (issue 14): tags, handlers, javascript:/data: links, SVG. */
export const XSS_CORPUS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "<svg onload=window.__xss=1>",
  '<svg><script>window.__xss=1</script></svg>',
  '<a href="javascript:window.__xss=1">点我</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">点我</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '"><img src=x onerror=window.__xss=1>',
  "<scr<script>ipt>window.__xss=1</script>",
  "javajavascript:script:window.__xss=1",
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
] as const;

/** Whether stored text could still act as markup when put into a page as HTML. */
export function looksLive(text: string): boolean {
  return /<\s*[a-z!/?]/i.test(text) || /(?:java|vb)script\s*:/i.test(text) || /\bon[a-z]+\s*=/i.test(text.replace(/[^<]*$/, ""));
}
