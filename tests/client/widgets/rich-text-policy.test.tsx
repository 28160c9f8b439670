import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { SafeHtml } from "#client/components/widgets/safe-html.tsx";
import { sanitizeRichHtml } from "#server/modules/content/rich-html.ts";
import { RICH_TEXT_ATTRIBUTES, type TRichTextTag } from "#shared/content/rich-text-policy.ts";
import { XSS_CORPUS } from "../../server/security/xss-corpus.ts";

/**
 * The one rule for rich text (src/shared/content/rich-text-policy.ts), applied by the server's sanitiser on
 * write and by the client's renderer on display: both must keep and drop the same things. Each case is run
 * through both, and what they kept is compared element by element (tag, the rule's attributes, text).
 */

/** The elements and text of some html, in document order, with the attributes the rule keeps. */
function shape(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (child.textContent) out.push(`"${child.textContent}"`);
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const el = child as Element;
      const tag = el.tagName.toLowerCase();
      const names = [...(RICH_TEXT_ATTRIBUTES[tag as TRichTextTag] ?? [])];
      // the client shows stored files from /api; the address is the same file
      const attrs = names
        .filter((n) => el.hasAttribute(n))
        .map((n) => `${n}=${n === "src" ? el.getAttribute(n)!.replace(/^\/api\/files\//, "/files/") : el.getAttribute(n)}`);
      out.push(`<${tag}${attrs.length ? ` ${attrs.join(" ")}` : ""}>`);
      walk(el);
      out.push(`</${tag}>`);
    }
  };
  walk(doc.body);
  // adjacent text runs are one text
  return out.reduce<string[]>((acc, item) => {
    const last = acc.at(-1);
    if (last?.startsWith('"') && item.startsWith('"')) acc[acc.length - 1] = `"${last.slice(1, -1)}${item.slice(1, -1)}"`;
    else acc.push(item);
    return acc;
  }, []);
}

const onClient = (html: string) => render(<SafeHtml html={html} />).container.innerHTML;
const onServer = (html: string) => sanitizeRichHtml(html);

const CASES: Record<string, string> = {
  "the editor's elements": "<h2>标题</h2><p>公司<strong>成立</strong>于<em>2009</em>年<u>下划线</u><s>删除</s></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>x = 1</code></pre><hr>",
  "a table with spans": '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="2">甲</td><td>乙</td></tr></tbody></table>',
  "safe links": '<p><a href="https://example.com/a">官网</a> <a href="mailto:ir@example.com">邮件</a> <a href="/roadshowList">站内</a></p>',
  "unsafe links become their text": '<p><a href="javascript:alert(1)">一</a><a href="//evil.example/x">二</a><a href="data:text/html,x">三</a><a>四</a></p>',
  "pictures from the portal's files only": '<p><img src="/files/rich-text/a.png" alt="图"><img src="/api/files/b.png"><img src="/static/c.png"><img src="https://evil.example/x.png"><img src="/files/../x.png"><img src="//evil.example/y.png"></p>',
  "unknown elements keep their text": "<p><font color=red>红字</font><marquee>滚动</marquee><section>段落</section></p>",
  "dropped elements lose their content": "<p>前<script>alert(1)</script><style>p{}</style><iframe src=x>框</iframe><noscript>无</noscript>后</p>",
  "attributes outside the rule": '<p style="color:red" class="x" onclick="y()" id="z">文字</p><img src="/files/a.png" onerror="x()" width="10">',
};

describe("the one rule for rich text, on both sides", () => {
  it.each(Object.entries(CASES))("keeps and drops the same things: %s", (_name, html) => {
    expect(shape(onClient(html))).toEqual(shape(onServer(html)));
  });

  it.each(XSS_CORPUS.map((p) => [p]))("agrees on %s, and leaves nothing live", (payload) => {
    const html = `<p>文字${payload}</p>`;
    const server = onServer(html);
    expect(shape(onClient(html))).toEqual(shape(server));
    const box = render(<SafeHtml html={server} />).container;
    expect(box.querySelector("script, iframe, svg, style, object, embed, [onerror], [onload], [onclick], [style]")).toBeNull();
  });

  it("keeps what it should (the cases are not empty on either side)", () => {
    expect(shape(onServer(CASES["safe links"]!)).filter((s) => s.startsWith("<a "))).toHaveLength(3);
    expect(shape(onServer(CASES["pictures from the portal's files only"]!)).filter((s) => s.startsWith("<img"))).toHaveLength(3);
    expect(shape(onClient(CASES["a table with spans"]!))).toContain("<th colspan=2>");
    expect(onServer(CASES["unsafe links become their text"]!)).not.toMatch(/href/);
  });
});
