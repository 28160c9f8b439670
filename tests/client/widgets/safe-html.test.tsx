import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { SafeHtml } from "#client/components/widgets/safe-html.tsx";
import { XSS_CORPUS } from "../../server/security/xss-corpus.ts";

const html = (source: string) => render(<SafeHtml html={source} />).container;

describe("SafeHtml (homepage introductions, messages)", () => {
  it("keeps paragraphs, emphasis, lists, headings and safe links", () => {
    const box = html('<h3>简介</h3><p>公司<strong>成立</strong>于2009年</p><ul><li>一</li></ul><a href="https://example.com/a">官网</a>');
    expect(box.querySelector("h3")?.textContent).toBe("简介");
    expect(box.querySelector("strong")?.textContent).toBe("成立");
    expect(box.querySelector("li")?.textContent).toBe("一");
    const link = box.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("https://example.com/a");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows only this portal's stored pictures", () => {
    const box = html('<img src="/files/rich-text/a.png" alt="图"><img src="https://evil.example/x.png"><img src="/files/../x.png">');
    const imgs = box.querySelectorAll("img");
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.getAttribute("src")).toBe("/api/files/rich-text/a.png");
  });

  it.each(XSS_CORPUS.map((p) => [p]))("leaves nothing live of %s", (payload) => {
    const box = html(`<p>文字${payload}</p>`);
    expect(box.querySelector("script, iframe, svg, style, [onerror], [onload], [style]")).toBeNull();
    for (const a of box.querySelectorAll("a")) expect(a.getAttribute("href") ?? "").not.toMatch(/^(javascript|data):/i);
    for (const img of box.querySelectorAll("img")) expect(img.getAttribute("src") ?? "").toMatch(/^\/api\/files\//);
  });
});
